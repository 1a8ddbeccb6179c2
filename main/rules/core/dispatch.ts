import { isCoreCommandType, type Command } from '../../../shared/model/commands.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import { ok, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { rollContext, withDice, type DiceResolution } from './dice-engine.js';
import { fold } from './fold.js';
import { rollInitiativeEvents, rollTiesEvents } from './initiative.js';
import { resolveCommand, type ResolveContext } from './resolve.js';
import { nextTurnEvents } from './turns.js';
import { SYSTEM_RESOLVED, type Resolver, type SystemCommand } from './system.js';
import { systemOf } from '../registry.js';
import { systemNameParam } from '../../../shared/systems/registry.js';

type DiceCommand = Extract<Command, { inputs: unknown }>;
type CoreDiceCommand = Extract<DiceCommand, { type: 'rollInitiative' | 'nextTurn' | 'rollTies' }>;

/** Dice commands every system shares: the initiative and the turn. */
const CORE: { [T in CoreDiceCommand['type']]: Resolver<Extract<CoreDiceCommand, { type: T }>> } = {
  rollInitiative: rollInitiativeEvents,
  nextTurn: nextTurnEvents,
  rollTies: rollTiesEvents,
};
const SYSTEM_TYPES: ReadonlySet<string> = new Set(SYSTEM_RESOLVED);

/** The system resolves the core's rules commands and every command that is not the core's. */
const isSystem = (c: Command): c is SystemCommand => SYSTEM_TYPES.has(c.type) || !isCoreCommandType(c.type);
const isCoreDice = (c: Command): c is CoreDiceCommand => c.type in CORE;

/**
 * Resolves a command into events (ADR 0006): the core's own commands here, the system's through its
 * plugin (`systemOf`); dice commands draw from the batch's own stream and may stop at a prompt;
 * answers nobody asked for fail loudly. The system's state-based consequences follow.
 */
export function resolve(state: EncounterState, command: Command, seq: number, ctx: ResolveContext): DiceResolution {
  const r = resolveOnly(state, command, seq, ctx);
  if (!r.ok) return r;
  // Folded at most once, however often the system looks.
  let after: EncounterState | undefined;
  const extra = systemOf(state).consequences(state, r.value, () => (after ??= fold(state, r.value)));
  return extra.length ? ok([...r.value, ...extra]) : r;
}

function resolveOnly(state: EncounterState, command: Command, seq: number, ctx: ResolveContext): DiceResolution {
  let run: Resolver<DiceCommand>;
  if (isSystem(command)) {
    const system = systemOf(state);
    const resolver = (system.resolvers as Record<string, Resolver<DiceCommand> | undefined>)[command.type];
    if (!resolver) return failRef('NOT_SUPPORTED', ref('err_core_not_automated', { command: command.type, system: systemNameParam(system.id) }), { path: 'command.type' });
    run = resolver;
  } else if (isCoreDice(command)) run = CORE[command.type] as Resolver<DiceCommand>;
  else return resolveCommand(state, command, ctx);
  const cmd = command;
  return withDice(() => {
    const dice = rollContext(state, ('inputs' in cmd ? cmd.inputs : undefined) ?? {}, seq, 'salt' in cmd ? cmd.salt : undefined);
    const r = run(state, cmd, dice);
    if (!r.ok) return r;
    const unused = dice.unused();
    if (unused.length) return failRef('INVALID_COMMAND', ref('err_core_unasked_roll', { keys: unused.join(', ') }), { path: `command.inputs.${unused[0]}` });
    return r;
  });
}
