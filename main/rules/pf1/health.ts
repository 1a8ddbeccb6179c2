import { fail, ok, type Result } from '../../../shared/contract/result.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Resolver, SystemCommand } from '../core/system.js';
import { byHandDamageEvents, byHandHealEvents } from '../core/by-hand.js';
import type { TurnLimit } from './economy.js';
import { hasCondition, isPf } from './sheet.js';

// INTERIM (issue #13 in progress): replaced by the rules as they land.
type Cmd<T extends string> = Extract<SystemCommand<'pf1'>, { type: T }>;
const find = (state: EncounterState, id: string) => state.combatants.find((x) => x.id === id);

export const pf1DamageEvents: Resolver<Cmd<'damage'>> = (state, cmd) => {
  const c = find(state, cmd.id);
  return c ? ok(byHandDamageEvents(c, cmd.amount)) : fail('NOT_FOUND', `no combatant with id "${cmd.id}"`, { path: 'command.id' });
};
export const pf1SaveEvents: Resolver<Cmd<'savingThrow'>> = (): Result<EncounterEvent[]> => fail('INVALID_COMMAND', 'not yet');
export const pf1TimePasses: Resolver<Cmd<'timePasses'>> = () => ok([]);
export function pf1HealEvents(_state: EncounterState, c: Combatant, cmd: { amount: number }): Result<EncounterEvent[]> {
  return ok(byHandHealEvents(c, cmd.amount));
}
export function pf1Consequences(): EncounterEvent[] {
  return [];
}
export function pf1TurnStart(): EncounterEvent[] {
  return [];
}
export function pf1TurnEnd(): EncounterEvent[] {
  return [];
}
/** The limit a turn starts with, from the combatant alone. */
export function pf1TurnLimit(c: Combatant): TurnLimit {
  if (!isPf(c)) return null;
  if (c.life !== 'ok') return { limited: 'inactive', rule: 'PF:G-05' };
  if (c.surprised) return { limited: 'inactive', rule: 'PF:G-06' };
  if (hasCondition(c, 'staggered') || c.hp.current === 0) return { limited: 'single', rule: 'PF-ECON-18' };
  return null;
}
