import type { Command } from '../../../shared/model/commands.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { fail, ok, type AppError, type Result } from '../../../shared/contract/result.js';
import type { DicePrompt } from '../../../shared/engine/prompt.js';
import { InputError, NeedsInput, rollContext } from './dice-engine.js';
import type { RollRecord } from '../../../shared/dice/index.js';

export type DiceResolution = Result<EncounterEvent[]> | { ok: false; error: AppError; prompt: DicePrompt };

/** Runs a resolution that rolls dice, turning a missing manual die into a prompt and bad answers into errors. */
export function withDice(run: () => Result<EncounterEvent[]>): DiceResolution {
  try {
    return run();
  } catch (err) {
    if (err instanceof NeedsInput) return { ok: false, error: { code: 'NEEDS_INPUT', message: `waiting for ${err.prompt.key}`, path: `command.inputs.${err.prompt.key}` }, prompt: err.prompt };
    if (err instanceof InputError) return fail('INVALID_COMMAND', `${err.key}: ${err.message}`, { path: `command.inputs.${err.key}` });
    throw err;
  }
}

/** d20 + initiative bonus for each combatant (all when no ids are given), in the order given. */
export function resolveRollInitiative(state: EncounterState, cmd: Extract<Command, { type: 'rollInitiative' }>, seq: number): DiceResolution {
  return withDice(() => {
    const ids = cmd.ids ?? state.combatants.map((c) => c.id);
    const dice = rollContext(state, cmd.inputs, seq, cmd.salt);
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
    const unused = dice.unused();
    if (unused.length) return fail('INVALID_COMMAND', `no roll was asked under ${unused.join(', ')}`, { path: `command.inputs.${unused[0]}` });
    if (rolls.length === 0) return fail('INVALID_COMMAND', 'the encounter has no combatants', { path: 'command' });
    return ok([{ type: 'initiative.rolled', rolls }]);
  });
}
