/**
 * Moving on 1 m hexes (RQ-ACT-08/09/11/18/23, RQ-MOUNT-09, RQ-WOUND-19/21): each Move, Run, Charge or
 * Withdraw is one Combat Action with its own allowance: Movement (the mount's when mounted), 2× for
 * Run and Charge, half for Withdraw (Z-12: maxima); one useless leg halves it, two leave 1 m. On the
 * way, each adjacent enemy the mover leaves (not withdrawing) or comes next to (not charging it) may
 * free-attack once (RQ-FREE-08/09; running: at +20%, RQ-ACT-11); a damaging one moving away halves
 * the rest of the move (RQ-FREE-08). `free` moves (give ground, a follow-up) cost nothing and provoke nothing.
 */
import type { CommandOf } from '../../../shared/model/commands.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, ref, type MessageRef, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { indexMap, isHostile, planMove } from '../../../shared/battlefield/spatial.js';
import { edgeKeyBetween, hexDistance, hexKeyOf, type Hex } from '../../../shared/hex/index.js';
import { sightLine } from '../../../shared/hex/sight.js';
import type { RollContext } from '../core/dice-engine.js';
import { fold } from '../core/fold.js';
import { moveRefused, plainMoveEvents } from '../core/map-commands.js';
import { changed, isRq, type RqCombatant } from './sheet.js';
import { movementRule } from './wounds.js';
import { caProblem, spendCa } from './economy.js';
import { foesOnMap, freeAttackers, freeAttacks } from './free-attacks.js';

type Move = Extract<CommandOf<'runequest'>, { type: 'moveCombatant' }>;
type Mode = NonNullable<Move['mode']>;
const RULE: Record<Mode, string> = { move: 'RQ-ACT-18', run: 'RQ-ACT-11', charge: 'RQ-ACT-09', withdraw: 'RQ-ACT-23', free: 'RQ-REACT-12' };

/** Movement of one move action (RQ-ACT-18): wounds.ts `movementRule`, the one Movement function (RQ-MOUNT-09, RQ-WOUND-19/21, Z-06). */
export function movementOf(state: EncounterState, c: RqCombatant): { metres: number; rule: string } {
  return movementRule(state, c);
}

/** The allowance of a move in `mode` (Z-12: a maximum). */
export function allowanceOf(state: EncounterState, c: RqCombatant, mode: Mode): number {
  const m = movementOf(state, c).metres;
  return mode === 'run' || mode === 'charge' ? 2 * m : mode === 'withdraw' ? Math.floor(m / 2) : m;
}

const adjacentAt = (h: Hex, e: Combatant): boolean => !!e.position && hexDistance(h, e.position) <= 1;

/** For each enemy, the first step of `path` that provokes it (leaving it, or coming next to it), if any. */
function provocations(path: readonly Hex[], mover: Combatant, enemies: readonly Combatant[], mode: Mode, chargeTarget: string | null): { id: string; index: number; kind: 'moveAway' | 'moveAdjacent' }[] {
  const out: { id: string; index: number; kind: 'moveAway' | 'moveAdjacent' }[] = [];
  for (const e of enemies) {
    for (let i = 1; i < path.length; i++) {
      const was = adjacentAt(path[i - 1]!, e);
      const is = adjacentAt(path[i]!, e);
      if (was && !is && mode !== 'withdraw') {
        out.push({ id: e.id, index: i - 1, kind: 'moveAway' });
        break;
      }
      // Moving next to it, or through a hex next to it (RQ-FREE-09); a charge at it does not provoke it.
      if (!was && is && e.id !== chargeTarget) {
        out.push({ id: e.id, index: i, kind: 'moveAdjacent' });
        break;
      }
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** A charge's path (RQ-ACT-08/09): at least 5 m, a straight line, ending next to an enemy; that enemy. */
function chargeProblem(state: EncounterState, c: RqCombatant, path: readonly Hex[]): { problem: MessageRef } | { target: string } {
  const end = path[path.length - 1]!;
  const start = path[0]!;
  if (hexDistance(start, end) < 5) return { problem: ref('err_rq_move_charge_distance', { name: c.name, metres: hexDistance(start, end) }) };
  const straight = [sightLine(start, end, 1), sightLine(start, end, -1)].some((line) => line.length === path.length && line.every((h, i) => h.q === path[i]!.q && h.r === path[i]!.r));
  if (!straight) return { problem: ref('err_rq_move_charge_straight', { name: c.name }) };
  const foe = state.combatants.find((e) => e.life === 'ok' && isHostile(e, c) && adjacentAt(end, e));
  if (!foe) return { problem: ref('err_rq_move_charge_enemy', { name: c.name }) };
  return { target: foe.id };
}

/** The straight path of a charge when the line is clear (no impassable hex, wall or creature in the way), else the cheapest. */
function chargePath(state: EncounterState, c: RqCombatant, plan: Hex[]): Hex[] {
  const start = plan[0]!;
  const end = plan[plan.length - 1]!;
  const index = indexMap(state);
  const taken = (h: Hex) => state.combatants.some((x) => x.id !== c.id && x.position?.q === h.q && x.position.r === h.r && isHostile(x, c));
  const clear = (line: Hex[]) => line.every((h, i) => i === 0 || (!taken(h) && index?.terrain.get(hexKeyOf(h)) !== 'impassable' && !index?.walls.has(edgeKeyBetween(line[i - 1]!, h))));
  for (const nudge of [1, -1] as const) {
    const line = sightLine(start, end, nudge);
    if (line.length === plan.length && clear(line)) return line;
  }
  return plan;
}

/**
 * A RuneQuest move. On its own turn it takes a CA (refused when it has none, RQ-ROUND-03) and asks
 * the free attacks it provokes; off its turn, overridden or `free`, the GM places the token.
 */
export function rqMoveEvents(state: EncounterState, cmd: Move, dice: RollContext): Result<EncounterEvent[]> {
  const c = state.combatants.find((x) => x.id === cmd.id);
  if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
  const mode: Mode = cmd.mode ?? 'move';
  if (!isRq(c) || cmd.override || state.round < 1 || (mode === 'free' && state.activeId !== c.id) || (state.activeId !== c.id && cmd.mode === undefined)) return plainMoveEvents(state, cmd);
  const s = c.sheet.status;
  if (mode === 'free') {
    const plan = planMove(state, indexMap(state), c.id, cmd.to, false, { budget: c.moved + movementOf(state, c).metres });
    if (!plan.ok) return moveRefused(c, plan);
    return ok([{ type: 'combatant.moved', id: c.id, name: c.name, path: plan.path.map((h) => ({ q: h.q, r: h.r })), cost: plan.cost, override: false }]);
  }
  const problem = caProblem(state, c);
  if (problem) return failRef('INVALID_COMMAND', problem, { path: 'command.id' });
  if (s.grapple) return failRef('INVALID_COMMAND', ref('err_rq_move_grappling', { name: c.name }), { path: 'command.mode' });
  if (s.immobilised) return failRef('INVALID_COMMAND', ref('err_rq_move_immobilised', { name: c.name }), { path: 'command.id' });
  if (s.charge) return failRef('INVALID_COMMAND', ref('err_rq_move_charged', { name: c.name }), { path: 'command.mode' });
  const mv = movementOf(state, c);
  if (s.stance !== 'standing' && mv.rule !== 'RQ-WOUND-21') return failRef('INVALID_COMMAND', ref(`err_rq_move_stance_${s.stance}`, { name: c.name }), { path: 'command.mode' });
  if (s.fleeing) return failRef('INVALID_COMMAND', ref('err_rq_move_fleeing', { name: c.name }), { path: 'command.mode' });
  if (mv.rule === 'RQ-WOUND-21' && mode !== 'move') return failRef('INVALID_COMMAND', ref('err_rq_move_crawl', { name: c.name }), { path: 'command.mode' });
  const allowance = allowanceOf(state, c, mode);
  if (mode === 'charge' && allowance < 5) return failRef('INVALID_COMMAND', ref('err_rq_move_charge_short', { name: c.name, metres: allowance }), { path: 'command.mode' });
  const plan = planMove(state, indexMap(state), c.id, cmd.to, false, { budget: c.moved + allowance });
  if (!plan.ok) return moveRefused(c, plan);
  let path: Hex[] = plan.path;
  let chargeTarget: string | null = null;
  if (mode === 'charge') {
    path = chargePath(state, c, plan.path);
    const ch = chargeProblem(state, c, path);
    if ('problem' in ch) return failRef('INVALID_COMMAND', ch.problem, { path: 'command.to' });
    chargeTarget = ch.target;
  }
  // A charge is one CA with the attack that ends it (RQ-ACT-10: `attack` mode charge spends it; unused, the turn's end does).
  const status = chargeTarget ? { ...s, charge: { target: chargeTarget }, aim: null, defending: false } : { ...spendCa(state, s), charge: null };
  const params: Record<string, string | number> = { metres: plan.cost, allowance };
  if (chargeTarget) params.target = state.combatants.find((x) => x.id === chargeTarget)?.name ?? chargeTarget;
  const events: EncounterEvent[] = [changed(c, status, `bd_rq_move_${mode}`, { id: mv.rule === 'RQ-ACT-18' ? RULE[mode] : mv.rule }, { params })];
  let now = fold(state, events);
  const enemies = foesOnMap(now, c);
  const provoked = provocations(path, c, enemies, mode, chargeTarget);
  let from = 0;
  let limit = path.length - 1;
  for (const p of provoked) {
    if (p.index > limit) break;
    const mover = now.combatants.find((x) => x.id === c.id);
    if (!mover || mover.life !== 'ok') break;
    if (p.index > from) {
      const stretch: EncounterEvent = { type: 'combatant.moved', id: c.id, name: c.name, path: path.slice(from, p.index + 1).map((h) => ({ q: h.q, r: h.r })), cost: p.index - from, override: false };
      now = fold(now, [stretch]);
      events.push(stretch);
      from = p.index;
    }
    const there = now.combatants.find((x) => x.id === c.id)!;
    const fa = freeAttacks(now, there, freeAttackers(now, there, [p.id]), p.kind, dice, { modifier: mode === 'run' ? 20 : 0 });
    if (!fa.ok) return fa;
    events.push(...fa.value.events);
    now = fa.value.state;
    if (p.kind === 'moveAway' && fa.value.damagedBy.length) {
      // RQ-FREE-08: the rest of this action's Movement is halved (Z-14: the blow dealt damage).
      const halved = Math.floor(allowance / 2);
      limit = Math.max(from, Math.min(limit, halved));
      const after = now.combatants.find((x) => x.id === c.id);
      if (isRq(after)) {
        const ev = changed(after, after.sheet.status, 'bd_rq_move_halved', { id: 'RQ-FREE-08', gap: 'Z-14' }, { params: { metres: limit } });
        events.push(ev);
        now = fold(now, [ev]);
      }
    }
  }
  const mover = now.combatants.find((x) => x.id === c.id);
  if (mover && mover.life === 'ok' && from < limit) events.push({ type: 'combatant.moved', id: c.id, name: c.name, path: path.slice(from, limit + 1).map((h) => ({ q: h.q, r: h.r })), cost: limit - from, override: false });
  return ok(events);
}
