/**
 * Pathfinder 1e conditions as data (seed 003 names ten; inventory ../shared/rules/pf1.md G-05; the
 * reference tables' "Conditions", "Attack roll modifiers" and "Defence modifiers", PRD/OGL). The
 * attack rules read each one's effects: attack modifiers (melee/ranged), AC modifiers against melee
 * and ranged attacks, losing Dex to AC, being helpless, no attacks of opportunity, no ranged attacks
 * (prone, crossbows excepted), and the CMB/CMD changes. Names: message keys `cond_pf1_<id>`.
 */
export const PF1_CONDITION_IDS = [
  'blinded', 'bound', 'deafened', 'flat_footed', 'gagged', 'grappled', 'immobilized', 'invisible', 'pinned', 'prone', 'staggered', 'unconscious',
  'cowering', 'dazed', 'dazzled', 'entangled', 'exhausted', 'fatigued', 'frightened', 'helpless', 'nauseated', 'paralyzed', 'shaken', 'sickened', 'stunned',
] as const;
export type Pf1ConditionId = (typeof PF1_CONDITION_IDS)[number];

export interface Pf1ConditionEffect {
  /** Attack roll modifiers of a creature with the condition. */
  attackMelee?: number;
  attackRanged?: number;
  /** AC modifiers against melee and ranged attacks on it. */
  acMelee?: number;
  acRanged?: number;
  /** Loses its Dex bonus (and dodge bonuses) to AC. */
  losesDex?: boolean;
  /** Dex treated as 0 (−5 to AC), coup de grace (helpless, paralyzed, unconscious, bound, pinned). */
  helpless?: boolean;
  /** Makes no attacks of opportunity. */
  noAoo?: boolean;
  /** Makes no ranged attacks except with a crossbow (prone). */
  noRanged?: boolean;
  /** Takes no actions at all. */
  noActions?: boolean;
}

/** The effects the attack code reads, by condition (reference tables, PF1). */
export const PF1_CONDITION_EFFECTS: Readonly<Record<Pf1ConditionId, Pf1ConditionEffect>> = {
  blinded: { acMelee: -2, acRanged: -2, losesDex: true },
  bound: { helpless: true, losesDex: true, noAoo: true, noActions: true },
  deafened: {},
  flat_footed: { losesDex: true, noAoo: true },
  gagged: {},
  grappled: { attackMelee: -2, attackRanged: -2, noAoo: true },
  immobilized: {},
  invisible: {},
  pinned: { acMelee: -4, acRanged: -4, losesDex: true, noAoo: true },
  prone: { attackMelee: -4, acMelee: -4, acRanged: 4, noRanged: true },
  staggered: {},
  unconscious: { helpless: true, losesDex: true, noAoo: true, noActions: true },
  cowering: { acMelee: -2, acRanged: -2, losesDex: true },
  dazed: { noActions: true, noAoo: true },
  dazzled: { attackMelee: -1, attackRanged: -1 },
  entangled: { attackMelee: -2, attackRanged: -2 },
  exhausted: {},
  fatigued: {},
  frightened: { attackMelee: -2, attackRanged: -2 },
  helpless: { helpless: true, losesDex: true, noAoo: true, noActions: true },
  nauseated: { noAoo: true },
  paralyzed: { helpless: true, losesDex: true, noAoo: true, noActions: true },
  shaken: { attackMelee: -2, attackRanged: -2 },
  sickened: { attackMelee: -2, attackRanged: -2 },
  stunned: { acMelee: -2, acRanged: -2, losesDex: true, noAoo: true, noActions: true },
};

/** A glyph per condition, for chips and tokens. */
const ICONS: Readonly<Record<Pf1ConditionId, string>> = {
  blinded: '⊘', bound: '⋈', deafened: '♫', flat_footed: '⊼', gagged: '⊝', grappled: '⋔', immobilized: '⊡', invisible: '◌', pinned: '⊗', prone: '⊥',
  staggered: '≈', unconscious: '☾', cowering: '⌒', dazed: '✶', dazzled: '☀', entangled: '⋇', exhausted: '◒', fatigued: '◔', frightened: '☹',
  helpless: '⊖', nauseated: '∿', paralyzed: '⚡', shaken: '≋', sickened: '☣', stunned: '✷',
};

export const PF1_CONDITIONS = PF1_CONDITION_IDS.map((id) => ({ id, msg: `cond_pf1_${id}`, icon: ICONS[id] }));
