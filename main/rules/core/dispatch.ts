import type { Command } from '../../../shared/model/commands.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { fail, ok, type Result } from '../../../shared/contract/result.js';
import { rollContext, type RollContext } from './dice-engine.js';
import { fold } from './fold.js';
import { indexMap } from '../../../shared/battlefield/spatial.js';
import { currentSpeed, effectKinds } from '../../../shared/systems/dnd5e/turn.js';

/** The label a GM gives a creature in the air (5E-MOVE-20). */
export const FLYING = /^(flying|volando|en vuelo)$/i;
import { conditionIdOf, conditionsOf } from '../../../shared/systems/dnd5e/condition-effects.js';
import { withDice, type DiceResolution } from './dice-engine.js';
import { rollInitiativeEvents, rollTiesEvents } from './initiative.js';
import { surpriseEvents } from '../dnd5e/surprise.js';
import { resolveCommand, type ResolveContext } from './resolve.js';
import { nextTurnEvents } from './turns.js';
import { attackEvents } from '../dnd5e/attack.js';
import { moveEvents } from '../dnd5e/move.js';
import { takeActionEvents } from '../dnd5e/actions.js';
import { contestEvents } from '../dnd5e/contest.js';
import { damageCommandEvents, tempHpEvents, timePassesEvents } from '../dnd5e/hp-commands.js';
import { areaEffectEvents, savingThrow } from '../dnd5e/saves.js';

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
  areaEffect: areaEffectEvents,
  timePasses: timePassesEvents,
  rollTies: rollTiesEvents,
  determineSurprise: surpriseEvents,
  savingThrow: (state, cmd, dice) => {
    const c = state.combatants.find((x) => x.id === cmd.id);
    if (!c) return fail('NOT_FOUND', `no combatant with id "${cmd.id}"`, { path: 'command.id' });
    const s = savingThrow(c, cmd.ability, cmd.dc, dice, `save.${c.id}`, indexMap(state)?.squeezed.has(c.id) ?? false);
    return ok([{ type: 'save.rolled', id: c.id, name: c.name, ability: cmd.ability, dc: cmd.dc, success: s.success, roll: s.roll, steps: s.steps }]);
  },
};

const hasInputs = (c: Command): c is DiceCommand => c.type in DICE;

/**
 * Resolves a command into events (ADR 0006): dice commands draw from the batch's own stream and may
 * stop at a prompt; answers nobody asked for fail loudly.
 */
export function resolve(state: EncounterState, command: Command, seq: number, ctx: ResolveContext): DiceResolution {
  const r = resolveOnly(state, command, seq, ctx);
  if (!r.ok) return r;
  const grapples = state.combatants.some((c) => c.grappling.length > 0) || r.value.some((e) => e.type === 'grappling.changed');
  const flying = state.combatants.some((c) => c.conditions.some((l) => FLYING.test(l.trim()))) || r.value.some((e) => e.type === 'condition.added' && FLYING.test(e.condition));
  return grapples || flying ? ok([...r.value, ...consequences(fold(state, r.value))]) : r;
}

/**
 * What follows from the state a command leaves, whatever the command: a grapple ends when the
 * grappler is incapacitated or down (SRD grappled condition).
 */
export function consequences(state: EncounterState): EncounterEvent[] {
  const events: EncounterEvent[] = [];
  // A flying creature knocked prone, or without speed, falls unless it hovers (5E-MOVE-20; the fall's
  // damage is the GM's, 5E:G-21).
  for (const c of state.combatants) {
    const label = c.conditions.find((l) => FLYING.test(l.trim()));
    if (!label || c.stats?.speed.hover) continue;
    const kinds = effectKinds(c);
    if (conditionsOf(c).has('prone') || currentSpeed(c) === 0 || kinds.has('cantMove')) events.push({ type: 'condition.removed', id: c.id, name: c.name, condition: label, fell: true });
  }
  for (const g of state.combatants) {
    if (g.grappling.length === 0 || (g.life === 'ok' && !effectKinds(g).has('noActions'))) continue;
    events.push({ type: 'grappling.changed', id: g.id, name: g.name, grappling: [] });
    for (const id of g.grappling) {
      const t = state.combatants.find((c) => c.id === id);
      const label = t?.conditions.find((l) => conditionIdOf(l) === 'grappled');
      if (t && label && !state.combatants.some((o) => o.id !== g.id && o.grappling.includes(id))) events.push({ type: 'condition.removed', id: t.id, name: t.name, condition: label });
    }
  }
  return events;
}

function resolveOnly(state: EncounterState, command: Command, seq: number, ctx: ResolveContext): DiceResolution {
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
