/**
 * Moving on Akenar's 1 m hexes: the action it takes (a move action, a second one for a double move,
 * the 1 m step, run, withdraw, charge, crawl) and the attacks of opportunity it provokes (AK-AOO-*).
 */
import type { CommandOf } from '../../../shared/model/commands.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { indexMap, planMove } from '../../../shared/battlefield/spatial.js';
import type { Hex } from '../../../shared/hex/index.js';
import type { AkenarStatus } from '../../../shared/systems/akenar/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import { fold } from '../core/fold.js';
import { moveRefused, plainMoveEvents } from '../core/map-commands.js';
import { recordMove, runCheck, spend, spendMove, type AkBudget, type Spent } from './economy.js';
import { opportunitiesOnMove } from './opportunity.js';
import { opportunityAttack } from './aoo.js';
import { askOpportunity, canMakeAoo, conMod, derived, friends, isAk, status, threatener, type AkCombatant } from './sheet.js';
import { withBonus } from '../../../shared/dice/notation.js';

type Move = Extract<CommandOf<'akenar'>, { type: 'moveCombatant' }>;
const RULE: Record<NonNullable<Move['mode']>, string> = { move: 'AK-MOVE-04', step: 'AK-MOVE-08', run: 'AK-ACT-35', withdraw: 'AK-ACT-31', charge: 'AK-DEF-10', crawl: 'AK-MOVE-07' };

/** What the move spends, given its length: move actions as needed (AK-MOVE-03/04), or the mode's action. */
function budgetFor(c: AkCombatant, mode: NonNullable<Move['mode']>, cost: number): Spent {
  const b: AkBudget = c.sheet.status.budget;
  const speed = c.speed;
  const heavyArmour = derived(c).heavyArmour;
  if (mode === 'step') {
    if (cost > 1) return { ok: false, rule: 'AK-MOVE-08', code: 'STEP_IS_1M' };
    const s = spend(b, 'step');
    return s;
  }
  if (mode === 'move' || mode === 'crawl') {
    let cur: Spent = { ok: true, budget: b };
    while (cur.ok && cur.budget.moved + cost > cur.budget.allowance) {
      cur = spendMove(cur.budget, { speed, mode: mode === 'crawl' ? 'crawl' : 'move', heavyArmour });
    }
    return cur.ok ? recordMove(cur.budget, cost) : cur;
  }
  const spent = mode === 'charge' ? spend(b, 'fullRound', { full: 'charge', grants: 2 * speed }) : spendMove(b, { speed, mode, heavyArmour });
  return spent.ok ? recordMove(spent.budget, cost) : spent;
}

/** The full-round action of 1 m through terrain too costly for the speed (AK-ACT-40). */
function spendImpeded(b: AkBudget, speed: number): Spent {
  const spent = spendMove(b, { speed, mode: 'difficult1m' });
  return spent.ok ? recordMove(spent.budget, 1) : spent;
}

/**
 * An Akenar move. On its own turn it spends from the budget and each enemy whose threatened hexes it
 * leaves (or, crawling, enters) is asked `oa.<id>`: a melee weapon or `none`; the attack interrupts
 * the move (AK-AOO-07) and the move goes on unless the mover falls. Off its turn, or overridden, the
 * GM places the token as in any tracker.
 */
export function akMoveEvents(state: EncounterState, cmd: Move, dice: RollContext): Result<EncounterEvent[]> {
  const c = state.combatants.find((x) => x.id === cmd.id);
  if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
  if (!isAk(c) || cmd.override || state.activeId !== c.id || state.round < 1) return plainMoveEvents(state, cmd);
  if (c.life !== 'ok') return failRef('INVALID_COMMAND', ref(c.life === 'dead' ? 'err_ak_cannot_move_dead' : 'err_ak_cannot_move_down', { name: c.name }), { path: 'command.id' });
  // The budget decides how far (budgetFor); the plan only needs a generous bound: running 4× speed.
  const plan = planMove(state, indexMap(state), c.id, cmd.to, false, { budget: c.moved + 4 * c.speed });
  if (!plan.ok) return moveRefused(c, plan);
  const b = c.sheet.status.budget;
  const mode = cmd.mode ?? (plan.cost === 1 && b.moved === 0 && !b.step && b.fullRound === null ? 'step' : 'move');
  // Running past Con rounds asks a Con check, DC 10 then 11, 12…; a failure: too tired to run (AK-ACT-37).
  let runRoll: ReturnType<RollContext['roll']> | undefined;
  if (mode === 'run') {
    const round = c.sheet.status.runRounds + 1;
    const dc = runCheck(round, c.sheet.stats.abilities.con).checkDc;
    if (dc !== null) {
      runRoll = dice.roll({ key: `run.${c.id}`, notation: withBonus('1d20', conMod(c)), purpose: { msg: 'prompt_ak_run', params: { name: c.name, dc } }, roller: c });
      if (runRoll.total < dc) return ok([{ ...status(c, 'bd_ak_run_tired', { ...c.sheet.status, running: false, runRounds: 0 }, 'AK-ACT-37', { dc }), roll: runRoll } as EncounterEvent]);
    }
  }
  // One hex a move action cannot pay for: 1 m as a full-round action, not a 1 m step, provoking from every enemy threatening the mover (AK-ACT-40).
  const impeded = mode === 'move' && plan.path.length === 2 && plan.cost > c.speed;
  const spent = impeded ? spendImpeded(b, c.speed) : budgetFor(c, mode, plan.cost);
  if (!spent.ok) return failRef('INVALID_COMMAND', ref('err_ak_cannot_move_now', { name: c.name, mode: `@ak_mode_${mode}`, cost: plan.cost, rule: spent.rule }), { path: 'command.to', issues: [{ path: 'command.to', message: spent.code }] });
  const next: AkenarStatus = {
    ...c.sheet.status,
    budget: spent.budget,
    ...(mode === 'run' ? { running: true, runRounds: c.sheet.status.runRounds + 1 } : {}),
    ...(mode === 'charge' ? { charging: true } : {}),
  };
  const moved = impeded ? status(c, 'bd_ak_move_impeded', next, 'AK-ACT-40', { cost: 1 }) : status(c, `bd_ak_move_${mode}`, next, RULE[mode], { cost: plan.cost });
  const events: EncounterEvent[] = [runRoll ? ({ ...moved, roll: runRoll } as EncounterEvent) : moved];
  let now = fold(state, events);
  const path: Hex[] = plan.path;
  const enemies = now.combatants.filter((x): x is AkCombatant => isAk(x) && !friends(x, c) && x.life === 'ok' && !!x.position && canMakeAoo(x)).map(threatener);
  // One opportunity per enemy for all of a mover's movement in its turn (AK-AOO-09).
  const already = new Set(c.sheet.status.provokedBy);
  const provoked = opportunitiesOnMove(path, c, enemies, { step: mode === 'step', withdraw: mode === 'withdraw', crawl: mode === 'crawl' || impeded, already }).sort((a, b2) => a.index - b2.index);
  const attackedBy: string[] = [];
  let from = 0;
  for (const p of provoked) {
    const by = now.combatants.find((x) => x.id === p.id);
    const mover = now.combatants.find((x) => x.id === c.id);
    if (!isAk(by) || !isAk(mover) || mover.life !== 'ok') break;
    const choice = askOpportunity(dice, by, mover);
    if (choice === null) continue;
    if (p.index > from) {
      const stretch: EncounterEvent = { type: 'combatant.moved', id: c.id, name: c.name, path: path.slice(from, p.index + 1).map((h) => ({ q: h.q, r: h.r })), cost: p.index - from, override: false };
      now = fold(now, [stretch]);
      events.push(stretch);
      from = p.index;
    }
    const oa = opportunityAttack(now, by.id, c.id, choice, dice);
    if (!oa.ok) return oa;
    attackedBy.push(by.id);
    const hpBefore = now.combatants.find((x) => x.id === c.id)?.hp.current ?? 0;
    now = fold(now, oa.value);
    events.push(...oa.value);
    const after = now.combatants.find((x) => x.id === c.id);
    // The move stops if the attack drops the mover (AK-AOO-07); a disabled mover missed goes on.
    if (!after || after.life !== 'ok' || (after.hp.current <= 0 && after.hp.current < hpBefore)) return ok([...events, ...provokedStatus(now, c.id, attackedBy)]);
  }
  if (from < path.length - 1) events.push({ type: 'combatant.moved', id: c.id, name: c.name, path: path.slice(from).map((h) => ({ q: h.q, r: h.r })), cost: path.length - 1 - from, override: false });
  return ok([...events, ...provokedStatus(now, c.id, attackedBy)]);
}

/** Records who has had its opportunity against the mover this turn (AK-AOO-09), on the mover's status as it now stands. */
function provokedStatus(state: EncounterState, id: string, by: readonly string[]): EncounterEvent[] {
  const c = state.combatants.find((x) => x.id === id);
  if (!by.length || !isAk(c)) return [];
  return [status(c, 'bd_ak_provoked', { ...c.sheet.status, provokedBy: [...c.sheet.status.provokedBy, ...by] }, 'AK-AOO-09')];
}
