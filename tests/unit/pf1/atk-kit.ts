// Shared bits of the Pathfinder attack tests: forced dice, the resolved attacks of a batch, and calling
// the attack-side functions the turn helper's actions dispatch to on the table's state.
import { expect } from 'vitest';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import { footprintDistance, footprintHexes } from '../../../shared/hex/index.js';
import type { Size } from '../../../shared/model/map.js';
import { rollContext } from '../../../main/rules/core/dice-engine.js';
import { fold } from '../../../main/rules/core/fold.js';
import type { Result } from '../../../shared/contract/result.js';
import type { RollContext } from '../../../main/rules/core/dice-engine.js';

export type Resolved = Extract<EncounterEvent, { type: 'attack.resolved' }>;
export const resolved = (ev: readonly EncounterEvent[]) => ev.filter((e): e is Resolved => e.type === 'attack.resolved');
export function only(ev: readonly EncounterEvent[]): Resolved {
  const r = resolved(ev);
  expect(r).toHaveLength(1);
  return r[0]!;
}
export const rules = (a: Resolved) => a.steps.map((s) => s.rule?.id);
export const stepOf = (a: Resolved, msg: string) => a.steps.find((s) => s.msg === msg);
export const f = (...faces: number[]) => ({ faces });
/** The attack roll's total (its d20 plus the bonus). */
export const total = (a: Resolved) => a.rolls[0]!.total;

/** Runs an attack-side function on `state` with forced `inputs`; returns its events and the state they leave. */
export function direct(state: EncounterState, run: (s: EncounterState, dice: RollContext) => Result<EncounterEvent[]>, inputs: Record<string, unknown> = {}): { events: EncounterEvent[]; state: EncounterState } {
  const r = run(state, rollContext(state, inputs as never, 1));
  if (!r.ok) throw new Error(r.error.message);
  return { events: r.value, state: fold(state, r.value) };
}
export function refusedDirect(state: EncounterState, run: (s: EncounterState, dice: RollContext) => Result<EncounterEvent[]>): string {
  const r = run(state, rollContext(state, {} as never, 1));
  if (r.ok) throw new Error('not refused');
  return r.error.message;
}

/** A hex at distance `d` from the footprint of a creature of `size` at `anchor`, near it. */
export function hexAt(anchor: [number, number], size: Size, d: number): [number, number] {
  const fp = footprintHexes({ q: anchor[0], r: anchor[1] }, size);
  for (let q = anchor[0] - 6; q <= anchor[0] + 6; q++) for (let r = anchor[1]; r <= anchor[1] + 6; r++) if (footprintDistance(fp, [{ q, r }]) === d) return [q, r];
  throw new Error('no hex');
}
