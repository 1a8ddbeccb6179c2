import { commandSchemaFor, isCoreCommandType, type Command, type CommandInput } from '../../../shared/model/commands.js';
import { literalType, systemInfo, systemNameParam } from '../../../shared/systems/registry.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { systemOf } from '../registry.js';

/**
 * Validates a command against its encounter's system (issue #12): the core's commands with that
 * system's options, and its own commands. Another system's command or option is refused, naming it.
 */
export function parseCommand(system: string, input: CommandInput | Record<string, unknown>): Result<Command> {
  const type = (input as { type?: unknown }).type;
  const refused = typeof type === 'string' ? systemOf({ system }).refusal?.(type) : null;
  if (refused) return failRef('INVALID_COMMAND', refused, { path: 'command.type' });
  if (typeof type === 'string' && !isCoreCommandType(type) && !systemInfo(system).commands?.some((c) => literalType(c) === type)) {
    return failRef('INVALID_COMMAND', ref('err_core_not_a_command', { command: String(type), system: systemNameParam(system) }), { path: 'command.type' });
  }
  const r = commandSchemaFor(system).safeParse(input);
  if (r.success) return foreignSheet(system, r.data) ?? ok(r.data);
  // An unknown key is named in the path (the option of another system: command.advantage).
  const at = (i: (typeof r.error.issues)[number]) => ['command', ...i.path, ...(i.code === 'unrecognized_keys' && i.keys.length ? [i.keys[0]!] : [])].join('.');
  const issues = r.error.issues.slice(0, 10).map((i) => ({ path: at(i), message: i.message }));
  const first = issues[0]!;
  return failRef('INVALID_COMMAND', ref('err_core_invalid_command', { command: String(type), system: systemNameParam(system), detail: issues.map((i) => `${i.path}: ${i.message}`).join('; ') }), { path: first.path, issues });
}

/** A combatant's sheet belongs to its encounter's system: another system's sheet would replace it unread. */
function foreignSheet(system: string, command: Command): Result<Command> | null {
  const sheet = command.type === 'addCombatant' ? command.combatant.sheet : command.type === 'updateCombatant' ? command.patch.sheet : null;
  if (!sheet || sheet.system === system) return null;
  const where = command.type === 'addCombatant' ? 'command.combatant.sheet.system' : 'command.patch.sheet.system';
  return failRef('INVALID_COMMAND', ref('err_core_wrong_sheet', { sheet: systemNameParam(sheet.system), system: systemNameParam(system) }), { path: where });
}
