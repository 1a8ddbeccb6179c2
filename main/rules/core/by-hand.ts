import { isCoreCommandType, type Command } from '../../../shared/model/commands.js';
import { MAX_HP, type Combatant, type EncounterState, type SystemId } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { plainMoveEvents } from './map-commands.js';
import { labelParam } from '../../../shared/log/text.js';
import type { RulesSystem, SystemCommandType } from './system.js';

/**
 * The by-hand tracker every manual system shares (generic, and PF1 and RuneQuest until their engines
 * land). It keeps the numbers and applies no system's rule: temporary HP absorb damage first and the
 * rest comes off HP, which may go below 0 (PF1 counts negative HP; the floor is the schema's
 * -MAX_HP); reaching 0 changes no life state — the GM marks a combatant down, dying or dead by hand.
 */
const missing = (id: string) => failRef('NOT_FOUND', ref('err_no_combatant', { id }), { path: 'command.id' });

/** The GM's ruling, the rule every by-hand change cites in the log. */
const BY_HAND = { id: 'GM' } as const;

export function byHandDamageEvents(c: Combatant, amount: number): EncounterEvent[] {
  const absorbed = Math.min(c.tempHp, amount);
  const before = c.hp.current;
  const after = Math.max(-MAX_HP, before - (amount - absorbed));
  const temp = absorbed > 0 ? { temp: { before: c.tempHp, after: c.tempHp - absorbed } } : {};
  return [{ type: 'combatant.damaged', id: c.id, name: c.name, amount, before, after, ...temp }];
}

/** Healing by hand: up to the maximum, never past it; a healed combatant's life state is the GM's to set. */
export function byHandHealEvents(c: Combatant, amount: number): EncounterEvent[] {
  const before = c.hp.current;
  const after = Math.max(before, Math.min(c.hp.max, before + amount));
  return [{ type: 'combatant.healed', id: c.id, name: c.name, amount, before, after }];
}

/** Temporary HP by hand: the GM's figure replaces the buffer (0 ends it). */
function byHandTempHp(state: EncounterState, cmd: Extract<Command, { type: 'grantTempHp' }>): Result<EncounterEvent[]> {
  const c = state.combatants.find((x) => x.id === cmd.id);
  if (!c) return missing(cmd.id);
  if (c.tempHp === cmd.amount) return failRef('INVALID_COMMAND', ref('err_core_already_temp_hp', { name: c.name, amount: cmd.amount }), { path: 'command.amount' });
  return ok([{ type: 'tempHp.changed', id: c.id, name: c.name, before: c.tempHp, after: cmd.amount, rule: BY_HAND }]);
}

/** Core rules commands a by-hand system never resolves (the automated systems' own commands never reach it). */
const REFUSED = ['attack', 'savingThrow', 'timePasses'] as const satisfies readonly SystemCommandType[];

/**
 * A system played by hand (ADR 0006 `level: 'manual'`): HP, temporary HP, conditions, initiative, turns
 * and the map; no death saves, no concentration, no attacks. A rules command is refused naming the system:
 * `label` is the message key of its name (`system_generic`), or a plain name where there is none.
 */
export function manualSystem<Id extends SystemId>(id: Id, label: string, units: RulesSystem['units']): RulesSystem<Id> {
  return byHand(id, label, units) as unknown as RulesSystem<Id>;
}

/** Every by-hand system has the core's commands only: typed as generic's. */
function byHand(id: SystemId, label: string, units: RulesSystem['units']): RulesSystem<'generic'> {
  return {
    id: id as 'generic',
    level: 'manual',
    units,
    resolvers: {
      damage: (state, cmd) => {
        const c = state.combatants.find((x) => x.id === cmd.id);
        return c ? ok(byHandDamageEvents(c, cmd.amount)) : missing(cmd.id);
      },
      grantTempHp: (state, cmd) => byHandTempHp(state, cmd),
      moveCombatant: (state, cmd) => plainMoveEvents(state, cmd),
    },
    refusal: (type) => (REFUSED.includes(type as never) || !isCoreCommandType(type) ? ref('err_core_rules_command', { command: type, system: labelParam(label) }) : null),
    consequences: () => [],
    heal: (_state, c, { amount }) => ok(byHandHealEvents(c, amount)),
  };
}
