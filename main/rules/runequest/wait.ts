/**
 * Waiting (RQ-ACT-13..16, Z-11): it costs nothing until the waiter acts. After a named character
 * (RQ-ACT-14): the waiter's Strike Rank becomes that character's, its tiebreak just below, so the
 * core's pass order (read afresh each turn) brings it on right after that one's CA. To interrupt
 * (RQ-ACT-15): it sits after the named one too; when that one's turn comes the GM calls `interrupt`,
 * an opposed test (`int.<waiter>` against `int.<target>`, the skill the interrupting action uses);
 * the winner acts first; both failing, no interrupt (Z-11). Once the waiter acts, it waits no more
 * (RQ-ACT-16: spendCa ends the wait; its rank stays where the wait put it).
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { turnOrder } from '../../../shared/model/encounter.js';
import { ok, ref, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { RollContext } from '../core/dice-engine.js';
import { changed, isRq, settingsOf, skillOf, type RqCombatant } from './sheet.js';
import { difficultyMod, opposedWinner, rollTest } from './skill.js';
import { testMods } from './wounds.js';
import { caProblem } from './economy.js';

/**
 * The rank events placing `waiter` right after (`after`) or right before (`before`) `of` in the order:
 * its SR set to `of`'s and the tiebreaks at that SR renumbered, keeping equal ones equal (simultaneous, RQ-ROUND-10).
 */
export function placeBy(state: EncounterState, waiter: RqCombatant, of: RqCombatant, where: 'after' | 'before', rule: string): EncounterEvent[] {
  const sr = of.initiative ?? 0;
  const same = turnOrder(state.combatants).filter((c) => c.initiative === sr && c.id !== waiter.id);
  const groups: string[][] = [];
  let last: number | null = null;
  for (const c of same) {
    if (last === null || c.tiebreak !== last) groups.push([]);
    groups[groups.length - 1]!.push(c.id);
    last = c.tiebreak;
  }
  const at = groups.findIndex((g) => g.includes(of.id));
  groups.splice(where === 'after' ? at + 1 : at, 0, [waiter.id]);
  const values = groups.flatMap((g, i) => g.map((id) => ({ id, name: state.combatants.find((x) => x.id === id)?.name ?? id, value: Math.min(1000, 2 * (groups.length - i)) })));
  const events: EncounterEvent[] = [];
  if (waiter.initiative !== sr) events.push({ type: 'initiative.set', id: waiter.id, name: waiter.name, value: sr });
  events.push({ type: 'tiebreak.set', values, rule: { id: rule } });
  return events;
}

function named(state: EncounterState, c: RqCombatant, target: string | undefined): Result<RqCombatant> {
  const t = state.combatants.find((x) => x.id === target);
  if (!target || !t) return failRef('INVALID_COMMAND', ref('err_rq_wait_named', { name: c.name }), { path: 'command.target' });
  if (!isRq(t) || t.id === c.id) return failRef('INVALID_COMMAND', ref('err_rq_wait_bad_target', { name: c.name, target }), { path: 'command.target' });
  return ok(t);
}

/** `wait` (mode after) and the first half of `interrupt` (declaring it): no CA yet (Z-11), the rank after the named one. */
export function declareWait(state: EncounterState, c: RqCombatant, target: string | undefined, mode: 'after' | 'interrupt'): Result<EncounterEvent[]> {
  const problem = caProblem(state, c);
  if (problem) return failRef('INVALID_COMMAND', problem, { path: 'command.id' });
  const t = named(state, c, target);
  if (!t.ok) return t;
  const pass = state.pass ?? 1;
  const tStatus = t.value.sheet.status;
  if (tStatus.actedPass >= pass || tStatus.used >= tStatus.cas || t.value.life !== 'ok') return failRef('INVALID_COMMAND', ref('err_rq_wait_nothing_left', { target: t.value.name, pass }), { path: 'command.target' });
  const status = { ...c.sheet.status, waiting: { mode, of: t.value.id } };
  return ok([
    changed(c, status, mode === 'after' ? 'bd_rq_wait_after' : 'bd_rq_wait_interrupt', { id: mode === 'after' ? 'RQ-ACT-14' : 'RQ-ACT-15', gap: 'Z-11' }, { params: { target: t.value.name } }),
    ...placeBy(state, c, t.value, 'after', mode === 'after' ? 'RQ-ACT-14' : 'RQ-ACT-15'),
  ]);
}

/**
 * The interrupt itself (RQ-ACT-15, WE-08), while the named character is about to act: the opposed
 * test with `skill` (the interrupting action's: a weapon skill to attack), the target opposing with
 * the same skill when it has it. The waiter winning takes the turn now (its rank just before the
 * target's); otherwise the target acts first and the waiter after it (Z-11).
 */
export function resolveInterrupt(state: EncounterState, c: RqCombatant, cmd: { target?: string; skill?: string; difficulty: string; modifier: number }, dice: RollContext): Result<EncounterEvent[]> {
  const w = c.sheet.status.waiting;
  if (!w || w.mode !== 'interrupt') return failRef('INVALID_COMMAND', ref('err_rq_wait_not_waiting', { name: c.name }), { path: 'command.action' });
  const t = named(state, c, cmd.target ?? w.of ?? undefined);
  if (!t.ok) return t;
  if (state.activeId !== t.value.id) return failRef('INVALID_COMMAND', ref('err_rq_wait_not_turn', { name: c.name, target: t.value.name }), { path: 'command.target' });
  if (!cmd.skill) return failRef('INVALID_COMMAND', ref('err_rq_wait_skill'), { path: 'command.skill' });
  const settings = settingsOf(state);
  const mine = rollTest(dice, {
    key: `int.${c.id}`, base: skillOf(c, cmd.skill), mods: [...testMods(state, c, c.sheet.status, cmd.skill), ...difficultyMod(cmd.difficulty), ...(cmd.modifier ? [{ msg: 'bd_rq_mod_gm', value: cmd.modifier, rule: { id: 'RQ-ACT-15' } }] : [])],
    purpose: { msg: 'prompt_rq_interrupt', params: { name: c.name } }, roller: c, rule: { id: 'RQ-ACT-15' }, settings,
  });
  const opposing = skillOf(t.value, cmd.skill);
  const theirs = opposing > 0 ? rollTest(dice, { key: `int.${t.value.id}`, base: opposing, mods: testMods(state, t.value, t.value.sheet.status, cmd.skill), purpose: { msg: 'prompt_rq_interrupt', params: { name: t.value.name } }, roller: t.value, rule: { id: 'RQ-ACT-15' }, settings }) : null;
  const succeeded = mine.level === 'success' || mine.level === 'critical';
  const wins = theirs ? opposedWinner(mine, theirs) === 'a' : succeeded;
  const rolls = theirs ? [mine.roll, theirs.roll] : [mine.roll];
  const steps = theirs ? [...mine.steps, ...theirs.steps] : mine.steps;
  const pass = state.pass ?? 1;
  if (!wins) {
    // The target acts first; the waiter acts after it (Z-11: both failing, no interrupt).
    return ok([
      changed(c, { ...c.sheet.status, waiting: { mode: 'after', of: t.value.id } }, 'bd_rq_interrupt_lost', { id: 'RQ-ACT-15', gap: 'Z-11' }, { params: { target: t.value.name }, rolls, steps }),
      ...placeBy(state, c, t.value, 'after', 'RQ-ACT-15'),
    ]);
  }
  return ok([
    changed(c, { ...c.sheet.status, waiting: { mode: 'interrupt', of: t.value.id } }, 'bd_rq_interrupt_won', { id: 'RQ-ACT-15' }, { params: { target: t.value.name }, rolls, steps }),
    ...placeBy(state, c, t.value, 'before', 'RQ-ACT-15'),
    { type: 'turn.started', activeId: c.id, name: c.name, round: state.round, pass },
  ]);
}
