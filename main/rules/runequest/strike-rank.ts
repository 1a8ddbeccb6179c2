import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import { withBonus } from '../../../shared/dice/index.js';
import { derived, isRq } from './sheet.js';

/**
 * A Strike Rank roll (RQ-ROUND-02): 1D10 + the SR modifier (G-05; the initiative bonus of one tracked
 * by hand), −10 while surprised (RQ-SURP-01/03: the core lifts surprise once its first action is
 * taken, so normally round 1 only; a GM who rules it lasts marks the combatant surprised again).
 */
export function strikeRankDice(state: EncounterState, c: Combatant): string {
  const mod = isRq(c) ? derived(state, c).srModifier : c.initiativeBonus;
  return withBonus('1d10', mod + (c.surprised ? -10 : 0));
}
