import type { Command } from '../../../shared/model/commands.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { fail, type Result } from '../../../shared/contract/result.js';
import { rollContext, type RollContext } from './dice-engine.js';
import { withDice, type DiceResolution } from './dice-engine.js';
import { rollInitiativeEvents } from './initiative.js';
import { resolveCommand, type ResolveContext } from './resolve.js';
import { nextTurnEvents } from './turns.js';
import { attackEvents } from '../dnd5e/attack.js';
import { moveEvents } from '../dnd5e/move.js';
import { takeActionEvents } from '../dnd5e/actions.js';
import { contestEvents } from '../dnd5e/contest.js';
import { damageCommandEvents, tempHpEvents } from '../dnd5e/hp-commands.js';

type DiceCommand = Extract<Command, { inputs: unknown }>;
type Resolver<C> = (state: EncounterState, cmd: C, dice: RollContext) => Result<EncounterEvent[]>;

/** Commands whose resolution may roll dice or ask the GM, each with its resolver. */
const DICE: { [T in DiceCommand['type']]: Resolver<Extract<DiceCommand, { type: T }>> } = {
  rollInitiative: rollInitiativeEvents,
  nextTurn: nextTurnEvents,
  attack: attackEvents,
  moveCombatant: moveEvents,
  takeAction: takeActionEvents,
  contest: contestEvents,
  grantTempHp: tempHpEvents,
  damage: damageCommandEvents,
};

const hasInputs = (c: Command): c is DiceCommand => c.type in DICE;

/**
 * Resolves a command into events (ADR 0006): dice commands draw from the batch's own stream and may
 * stop at a prompt; answers nobody asked for fail loudly.
 */
export function resolve(state: EncounterState, command: Command, seq: number, ctx: ResolveContext): DiceResolution {
  if (!hasInputs(command)) return resolveCommand(state, command, ctx);
  return withDice(() => {
    const dice = rollContext(state, command.inputs, seq, 'salt' in command ? command.salt : undefined);
    const run = DICE[command.type] as Resolver<DiceCommand>;
    const r = run(state, command, dice);
    if (!r.ok) return r;
    const unused = dice.unused();
    if (unused.length) return fail('INVALID_COMMAND', `no roll was asked under ${unused.join(', ')}`, { path: `command.inputs.${unused[0]}` });
    return r;
  });
}
