import type { Command } from '../../../shared/model/commands.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result } from '../../../shared/contract/result.js';
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
    if (end === 'end') return ok([...events, { type: 'combat.ended', reason: 'bd_combat_over', rule: { id: '5E-SEQ-04' } }]);
  }
  events.push(...turn.value);
  const next = started?.type === 'turn.started' ? state.combatants.find((c) => c.id === started.activeId) : undefined;
  if (next) {
    events.push(...tickTimers(fold(state, events), next.id, 'start'));
    if (system.turnStart) {
      const now = fold(state, events);
      const c = now.combatants.find((x) => x.id === next.id);
      if (c) events.push(...system.turnStart(now, c, dice));
    }
  }
  return ok(events);
}
