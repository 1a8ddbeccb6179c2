import { fail, type Result } from '../../../shared/contract/result.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Resolver, SystemCommand } from '../core/system.js';

// INTERIM (issue #13 in progress): replaced by the rules as they land.
export const pf1MoveEvents: Resolver<Extract<SystemCommand<'pf1'>, { type: 'moveCombatant' }>> = (): Result<EncounterEvent[]> => fail('INVALID_COMMAND', 'not yet');
