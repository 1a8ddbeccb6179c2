import type { Command } from '../../../shared/model/commands.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import { fail, ok } from '../../../shared/contract/result.js';
import { deathSaveEvents, mustSaveAgainstDeath } from '../dnd5e/life.js';
import { rollContext } from './dice-engine.js';
import { withDice, type DiceResolution } from './initiative.js';
import { turnEvent } from './resolve.js';

/** Starts the next turn; a 5e creature starting it unconscious at 0 HP rolls its death save (5E-ZERO-05). */
export function resolveNextTurn(state: EncounterState, cmd: Extract<Command, { type: 'nextTurn' }>, seq: number): DiceResolution {
  return withDice(() => {
    const turn = turnEvent(state, 1);
    if (!turn.ok) return turn;
    const started = turn.value[0];
    const next = started?.type === 'turn.started' ? state.combatants.find((c) => c.id === started.activeId) : undefined;
    const dice = rollContext(state, cmd.inputs, seq, cmd.salt);
    const events = [...turn.value];
    if (next && mustSaveAgainstDeath(next)) {
      const roll = dice.roll({ key: `death.${next.id}`, notation: '1d20', purpose: { msg: 'prompt_death_save', params: { name: next.name } }, roller: next });
      events.push(...deathSaveEvents(next, roll));
    }
    const unused = dice.unused();
    if (unused.length) return fail('INVALID_COMMAND', `no roll was asked under ${unused.join(', ')}`, { path: `command.inputs.${unused[0]}` });
    return ok(events);
  });
}
