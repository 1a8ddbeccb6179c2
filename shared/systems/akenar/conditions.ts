/**
 * Conditions offered to an Akenar GM. The engine reads conditions by name (`derribado`/`prone`,
 * `aturdido`/`stunned`…, main/rules/akenar/), so any label works; these are the suggestions, the
 * d20 family's list under the same message keys as 5e's (`cond_<id>`).
 */
export const AKENAR_CONDITION_IDS = [
  'blinded', 'charmed', 'deafened', 'exhaustion', 'frightened', 'grappled', 'incapacitated', 'invisible',
  'paralyzed', 'petrified', 'poisoned', 'prone', 'restrained', 'stunned', 'unconscious',
] as const;

/** A glyph per condition, for chips and tokens (the same as 5e's). */
const ICONS: Readonly<Record<(typeof AKENAR_CONDITION_IDS)[number], string>> = {
  blinded: '⊘', charmed: '♥', deafened: '♫', exhaustion: '◒', frightened: '☹', grappled: '⋔', incapacitated: '✖', invisible: '◌',
  paralyzed: '⚡', petrified: '▣', poisoned: '☠', prone: '⊥', restrained: '⋈', stunned: '✷', unconscious: '☾',
};

export const AKENAR_CONDITIONS = AKENAR_CONDITION_IDS.map((id) => ({ id, msg: `cond_${id}`, icon: ICONS[id] }));
