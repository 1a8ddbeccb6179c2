import type { Command } from '../../../shared/model/commands.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { firstInPasses, nextInPasses, passesOf } from '../../../shared/model/turn-cycle.js';
import type { SystemPasses } from '../../../shared/systems/types.js';
import type { RollContext } from './dice-engine.js';
import { turnEvent } from './resolve.js';
import { fold } from './fold.js';
import { systemOf } from '../registry.js';

/**
 * Counts down the timers that tick at the `at` of `whose` turn: a timer reaching zero ends its
 * condition (on whichever combatant carries it).
 */
export function tickTimers(state: EncounterState, whose: string, at: 'start' | 'end'): EncounterEvent[] {
  const events: EncounterEvent[] = [];
  for (const c of state.combatants) {
    if (!c.timers.some((t) => t.of === whose && t.at === at)) continue;
    const kept = c.timers.flatMap((t) => (t.of === whose && t.at === at ? (t.turns > 1 ? [{ ...t, turns: t.turns - 1 }] : []) : [t]));
    events.push({ type: 'timers.changed', id: c.id, name: c.name, timers: kept });
    for (const t of c.timers) {
      if (t.of === whose && t.at === at && t.turns <= 1 && c.conditions.includes(t.condition)) {
        events.push({ type: 'condition.removed', id: c.id, name: c.name, condition: t.condition, expired: true });
      }
    }
  }
  return events;
}

/**
 * Whether one of the two sides is defeated (5E-SEQ-04; the text leaves "defeated" to the GM, who
 * is asked): everyone on it is dead or stable. A dying creature still rolls death saves on its turn,
 * so the fight goes on while one is dying.
 */
export function defeatedSide(state: EncounterState): boolean {
  const standing = (side: Combatant['side']) => state.combatants.filter((c) => c.side === side);
  return (['party', 'enemy'] as const).some((side) => {
    const mine = standing(side);
    const theirs = standing(side === 'party' ? 'enemy' : 'party');
    return mine.length > 0 && theirs.length > 0 && mine.every((c) => c.life === 'dead' || c.life === 'stable');
  });
}

/**
 * Ends the active turn and starts the next: timers ticking at the end of the old turn, surprise over
 * once a surprised creature's first turn ends (5E-SEQ-08), the new turn (its budget renewed, reaction
 * included: 5E-TURN-15), timers ticking at its start, and what the system makes of a turn's start
 * and end (a 5e death save, an Akenar stabilisation check).
 */
export function nextTurnEvents(state: EncounterState, cmd: Extract<Command, { type: 'nextTurn' }>, dice: RollContext): Result<EncounterEvent[]> {
  void cmd;
  const passes = passesOf(state);
  if (passes) return nextPassTurnEvents(state, passes, dice);
  const turn = turnEvent(state, 1);
  if (!turn.ok) return turn;
  const events: EncounterEvent[] = [];
  const ending: Combatant | undefined = state.round >= 1 ? state.combatants.find((c) => c.id === state.activeId) : undefined;
  const system = systemOf(state);
  if (ending) {
    if (system.turnEnd) events.push(...system.turnEnd(state, ending, dice));
    events.push(...tickTimers(fold(state, events), ending.id, 'end'));
    if (ending.surprised) events.push({ type: 'surprise.set', id: ending.id, name: ending.name, surprised: false });
  }
  const started = turn.value[0];
  if (started?.type === 'turn.started' && state.round >= 1 && started.round > state.round && defeatedSide(state)) {
    const end = askCombatEnd(dice);
    if (end) return ok([...events, end]);
  }
  events.push(...turn.value);
  const next = started?.type === 'turn.started' ? state.combatants.find((c) => c.id === started.activeId) : undefined;
  if (next) events.push(...turnStartEvents(state, events, next.id, dice));
  return ok(events);
}

/** The GM's call on a defeated side (5E-SEQ-04): the combat's end, or null to fight on. */
function askCombatEnd(dice: RollContext): EncounterEvent | null {
  const end = dice.choose({
    key: 'combat.end',
    roller: null,
    question: { msg: 'prompt_combat_end', params: {} },
    options: [
      { value: 'end', label: { msg: 'opt_end_combat', params: {} } },
      { value: 'continue', label: { msg: 'opt_continue_combat', params: {} } },
    ],
    default: 'end',
  });
  return end === 'end' ? { type: 'combat.ended', reason: 'bd_combat_over', rule: { id: '5E-SEQ-04' } } : null;
}

/** Timers ticking as `id`'s turn starts, and what the system makes of the start, after `events`. */
function turnStartEvents(state: EncounterState, events: readonly EncounterEvent[], id: string, dice: RollContext): EncounterEvent[] {
  const out = tickTimers(fold(state, events), id, 'start');
  const system = systemOf(state);
  if (system.turnStart) {
    const now = fold(state, [...events, ...out]);
    const c = now.combatants.find((x) => x.id === id);
    if (c) out.push(...system.turnStart(now, c, dice));
  }
  return out;
}

/**
 * The next turn of a round in passes (RuneQuest, RQ-ROUND-03..08): the ending turn's end (where the
 * system spends the action not taken), then the next who acts in this pass or a later one; when
 * nobody does, the round ends (the system's end-of-round), the next starts (its start: every Strike
 * Rank rolled again) and its first turn is taken in pass 1.
 */
function nextPassTurnEvents(state: EncounterState, passes: SystemPasses, dice: RollContext): Result<EncounterEvent[]> {
  if (state.combatants.length === 0) return failRef('INVALID_COMMAND', ref('err_no_encounter_combatants'), { path: 'command' });
  const system = systemOf(state);
  const events: EncounterEvent[] = [];
  const ending = state.round >= 1 ? state.combatants.find((c) => c.id === state.activeId) : undefined;
  if (ending) {
    if (system.turnEnd) events.push(...system.turnEnd(state, ending, dice));
    events.push(...tickTimers(fold(state, events), ending.id, 'end'));
    // Surprise lifts once the surprised has acted in the first pass (Z-10): not while it still acts in
    // this pass (waiting); its rank penalty is the round's (RQ-SURP-01/03).
    const after = fold(state, events).combatants.find((c) => c.id === ending.id);
    if (ending.surprised && !(after && passes.actsIn(after, state.pass ?? 1))) events.push({ type: 'surprise.set', id: ending.id, name: ending.name, surprised: false });
  }
  let now = fold(state, events);
  let slot = nextInPasses(now, passes);
  let round = state.round;
  if (!slot) {
    if (state.round >= 1) {
      if (system.roundEnd) events.push(...system.roundEnd(now, state.round, dice));
      if (defeatedSide(fold(state, events))) {
        const end = askCombatEnd(dice);
        if (end) return ok([...events, end]);
      }
    }
    round = state.round + 1;
    if (system.roundStart) {
      const started = system.roundStart(fold(state, events), round, dice);
      if (!started.ok) return started;
      events.push(...started.value);
    }
    now = fold(state, events);
    slot = firstInPasses(now, passes);
    if (!slot) return failRef('INVALID_COMMAND', ref('err_core_nobody_can_act'), { path: 'command' });
  }
  const next = now.combatants.find((c) => c.id === slot.id)!;
  events.push({ type: 'turn.started', activeId: next.id, name: next.name, round, pass: slot.pass });
  events.push(...turnStartEvents(state, events, next.id, dice));
  return ok(events);
}
