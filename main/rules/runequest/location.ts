/**
 * Hit locations (RQ-DMG-02/03, G-08): 1D20 on the target's own table (its sheet's locations, else the
 * encounter's humanoid table), or the location chosen (a precise attack, the GM). Mounted targets
 * re-roll the kinds the attack says (RQ-MOUNT-10/11) until another comes up (Z-21).
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { RollRecordData, Step } from '../../../shared/engine/prompt.js';
import type { RqDerived } from '../../../shared/systems/runequest/schema.js';
import type { RqLocationKind } from '../../../shared/systems/runequest/tables.js';
import type { RollContext } from '../core/dice-engine.js';
import { derived, type RqCombatant } from './sheet.js';

export type RqLoc = RqDerived['locations'][number];

/** The location a face of the d20 falls on. */
export function locationAt(locations: readonly RqLoc[], face: number): RqLoc {
  return locations.find((l) => face >= l.from && face <= l.to) ?? locations[locations.length - 1]!;
}

/** The location hit, its roll and the step saying so. An unknown chosen location is an engine error (callers validate it). */
export function rollLocation(state: EncounterState, c: RqCombatant, chosen: string | undefined, reroll: readonly RqLocationKind[], dice: RollContext): { location: RqLoc; roll?: RollRecordData; steps: Step[] } {
  const locations = derived(state, c).locations;
  if (chosen) {
    const l = locations.find((x) => x.id === chosen);
    if (!l) throw new Error(`no location ${chosen} on ${c.name}`);
    return { location: l, steps: [{ msg: 'bd_rq_loc_chosen', params: { location: l.id }, rule: { id: 'RQ-DMG-03' } }] };
  }
  const steps: Step[] = [];
  const valid = locations.some((l) => !reroll.includes(l.kind));
  for (let i = 1; ; i++) {
    const roll = dice.roll({ key: i === 1 ? 'loc.d20' : `loc.d20.${i}`, notation: '1d20', purpose: { msg: 'prompt_rq_location', params: { name: c.name } }, roller: null });
    const l = locationAt(locations, roll.total);
    if (!valid || !reroll.includes(l.kind) || i >= 20) {
      steps.push({ msg: 'bd_rq_loc_roll', params: { face: roll.total, location: l.id }, rule: { id: 'RQ-DMG-02', gap: 'G-08' } });
      return { location: l, roll, steps };
    }
    steps.push({ msg: 'bd_rq_loc_reroll', params: { face: roll.total, location: l.id }, rule: { id: l.kind === 'head' ? 'RQ-MOUNT-11' : 'RQ-MOUNT-10', gap: 'Z-21' } });
  }
}

/** Whether `id` is one of c's locations (for validating commands). */
export const hasLocation = (state: EncounterState, c: RqCombatant, id: string): boolean => derived(state, c).locations.some((l) => l.id === id);
