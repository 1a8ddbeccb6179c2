/**
 * Mongoose RuneQuest conditions offered to the GM (played by hand: no effect is applied), as the seed
 * (004) and its inventory (../shared/rules/runequest.md) name them: overextended (RQ-REACT-14), helpless
 * (RQ-REACT-07), prone (RQ-ACT-07, RQ-KNOCK-05), unconscious (RQ-WOUND-05), surprised (RQ-SURP-01),
 * grappling (RQ-GRAP-05), immobilised (RQ-GRAP-10), impaled (RQ-IMPALE-04), bleeding out (RQ-WOUND-10/13).
 * Names: message keys `cond_rq_<id>` (es: the seed's word; en: the SRD's).
 */
export const RQ_CONDITION_IDS = [
  'bleeding_out', 'grappling', 'helpless', 'immobilised', 'impaled', 'overextended', 'prone', 'surprised', 'unconscious',
] as const;
export type RqConditionId = (typeof RQ_CONDITION_IDS)[number];

/** A glyph per condition, for chips and tokens. */
const ICONS: Readonly<Record<RqConditionId, string>> = {
  bleeding_out: '▼', grappling: '⋔', helpless: '⊖', immobilised: '⊡', impaled: '↯', overextended: '⇥', prone: '⊥', surprised: '‼', unconscious: '☾',
};

export const RQ_CONDITIONS = RQ_CONDITION_IDS.map((id) => ({ id, msg: `cond_rq_${id}`, icon: ICONS[id] }));
