/**
 * Pathfinder 1e conditions offered to the GM (played by hand: no effect is applied). The ten the seed
 * names (seed 003; inventory ../shared/rules/pf1.md G-05) and the two the inventory's fill adds (pinned,
 * staggered). Names: message keys `cond_pf1_<id>` (es: the seed's word; en: the Core Rulebook's).
 */
export const PF1_CONDITION_IDS = [
  'blinded', 'bound', 'deafened', 'flat_footed', 'gagged', 'grappled', 'immobilized', 'invisible', 'pinned', 'prone', 'staggered', 'unconscious',
] as const;
export type Pf1ConditionId = (typeof PF1_CONDITION_IDS)[number];

export const PF1_CONDITIONS = PF1_CONDITION_IDS.map((id) => ({ id, msg: `cond_pf1_${id}` }));
