import { fail, type Result } from '../../../shared/contract/result.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RollContext } from '../core/dice-engine.js';
import type { SystemCommand } from '../core/system.js';

// INTERIM (issue #13 in progress): the attack-side actions `actions.ts` dispatches to; bodies land with the attack rules.
type ActionCmd = Extract<SystemCommand<'pf1'>, { type: 'pf1Action' }>;

/** Aid another (G-08): d20 + attack vs AC 10 (`aid.<id>`), +2 to an ally's next attack or AC against the target. */
export function aidAnotherEvents(_state: EncounterState, _cmd: ActionCmd, _dice: RollContext): Result<EncounterEvent[]> {
  return fail('INVALID_COMMAND', 'not yet');
}
/** Total defense (PF-DEF-03..05): +4 dodge AC from the start of the action until its next turn. */
export function totalDefenseEvents(_state: EncounterState, _cmd: ActionCmd, _dice: RollContext): Result<EncounterEvent[]> {
  return fail('INVALID_COMMAND', 'not yet');
}
/** Coup de grace (G-01 row): a full-round automatic critical against a helpless adjacent foe. */
export function coupDeGraceEvents(_state: EncounterState, _cmd: ActionCmd, _dice: RollContext): Result<EncounterEvent[]> {
  return fail('INVALID_COMMAND', 'not yet');
}
/**
 * A touch spell's touch attack (PF-SPELL-20..34, PF-CRIT-08..10): melee or ranged touch vs touch AC,
 * criticals doubling the spell's dice, the melee touch counting as armed (PF-SPELL-23). `spell.dice`
 * absent: a touch that only delivers. Its dice under `touch.`.
 */
export function touchAttackEvents(
  _state: EncounterState,
  _args: { caster: string; target: string; kind: 'melee' | 'ranged'; spell: { name: string; level: number; dice?: string } },
  _dice: RollContext,
): Result<{ events: EncounterEvent[]; hit: boolean }> {
  return fail('INVALID_COMMAND', 'not yet');
}
