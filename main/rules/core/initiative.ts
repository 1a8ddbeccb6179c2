import type { Command } from '../../../shared/model/commands.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { fail, ok, type Result } from '../../../shared/contract/result.js';
import type { RollContext } from './dice-engine.js';
import type { RollRecord } from '../../../shared/dice/index.js';

/** d20 + initiative bonus for each combatant (all when no ids are given), in the order given. */
export function rollInitiativeEvents(state: EncounterState, cmd: Extract<Command, { type: 'rollInitiative' }>, dice: RollContext): Result<EncounterEvent[]> {
  {
    const ids = cmd.ids ?? state.combatants.map((c) => c.id);
    const rolls: { id: string; name: string; value: number; roll: RollRecord }[] = [];
    // Identical monsters (same stat block) share one roll when the setting asks for it (5E-SEQ-11).
    const groupRolls = new Map<string, RollRecord>();
    for (const [i, id] of ids.entries()) {
      const c = state.combatants.find((x) => x.id === id);
      if (!c) return fail('NOT_FOUND', `no combatant with id "${id}"`, { path: `command.ids[${i}]` });
      const b = c.initiativeBonus;
      const group = state.settings.groupInitiative && c.kind === 'monster' && c.stats ? JSON.stringify(c.stats) : null;
      let roll = group ? groupRolls.get(group) : undefined;
      if (!roll) {
        roll = dice.roll({ key: `init.${c.id}`, notation: b === 0 ? '1d20' : `1d20${b > 0 ? '+' : ''}${b}`, purpose: { msg: group ? 'prompt_group_initiative' : 'prompt_initiative', params: { name: c.name } }, roller: c });
        if (group) groupRolls.set(group, roll);
      }
      rolls.push({ id: c.id, name: c.name, value: roll.total, roll });
    }
    if (rolls.length === 0) return fail('INVALID_COMMAND', 'the encounter has no combatants', { path: 'command' });
    return ok([{ type: 'initiative.rolled', rolls }]);
  }
}
