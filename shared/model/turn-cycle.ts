import { turnOrder, type EncounterState } from './encounter.js';
import { findSystem } from '../systems/registry.js';
import type { SystemPasses } from '../systems/types.js';

/** The passes of the encounter's system, when its rounds are taken in passes (RuneQuest). */
export function passesOf(state: Pick<EncounterState, 'system'>): SystemPasses | undefined {
  return findSystem(state.system)?.passes;
}

/**
 * Who takes the next turn of a round in passes (RQ-ROUND-03..06): the first in turn order (highest
 * Strike Rank; ties by DEX, the tiebreak) that still acts in the current pass, the active combatant
 * aside; then the first of each later pass. Null when nobody acts again this round: a new round starts.
 * The order is read afresh each time, so a combatant whose rank changed mid-pass (waiting) takes its new place.
 */
export function nextInPasses(state: Pick<EncounterState, 'combatants' | 'activeId' | 'pass' | 'round'>, passes: SystemPasses): { id: string; pass: number } | null {
  if (state.round < 1) return null;
  // Who may act is the system's to say (a RuneQuest combatant downed by a simultaneous partner still acts).
  const order = turnOrder(state.combatants);
  const from = state.pass ?? 1;
  for (let pass = from; pass <= passes.max; pass++) {
    const next = order.find((c) => (pass > from || c.id !== state.activeId) && passes.actsIn(c, pass));
    if (next) return { id: next.id, pass };
  }
  return null;
}

/** The first turn of a round in passes: the first in turn order that acts in pass 1 (or, failing that, a later one). */
export function firstInPasses(state: Pick<EncounterState, 'combatants'>, passes: SystemPasses): { id: string; pass: number } | null {
  const order = turnOrder(state.combatants);
  for (let pass = 1; pass <= passes.max; pass++) {
    const next = order.find((c) => passes.actsIn(c, pass));
    if (next) return { id: next.id, pass };
  }
  return null;
}

