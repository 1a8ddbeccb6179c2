/**
 * Moving on Pathfinder's 5 ft hexes (PF-MOVE-*, PF-ECON-08, PF-AOO-01): the action a move takes (move
 * actions as needed, the 5-ft step, run, withdraw, the movement of a charge, crawl, 5 ft through
 * difficult terrain, climb, swim), its limits, and the attacks of opportunity it provokes along the
 * path; the move stops where the mover drops.
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, ref, type MessageRef, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { indexMap, planMove, type MapIndex } from '../../../shared/battlefield/spatial.js';
import { edgeKeyBetween, hexDistance, hexKeyOf, sightLine, type Axial, type Hex } from '../../../shared/hex/index.js';
import type { Pf1Status } from '../../../shared/systems/pf1/schema.js';
import { withBonus } from '../../../shared/dice/notation.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { RollContext } from '../core/dice-engine.js';
import type { Resolver, SystemCommand } from '../core/system.js';
import { fold } from '../core/fold.js';
import { moveRefused, plainMoveEvents } from '../core/map-commands.js';
import { spend, type Spent } from './economy.js';
import { opportunitiesOnMove, resolveOpportunities } from './aoo.js';
import { pf1MeleeReach } from '../../../shared/systems/pf1/reach.js';
import { derived, friends, hasCondition, hasFeat, isPf, settingsOf, status, type PfCombatant } from './sheet.js';
import { abandonCastingEvents } from './spells.js';
import { natural20 } from './health.js';

type Move = Extract<SystemCommand<'pf1'>, { type: 'moveCombatant' }>;
export type Pf1MoveMode = NonNullable<Move['mode']>;

const RULE: Record<Pf1MoveMode, string> = {
  move: 'PF-MOVE-02', step: 'PF-MOVE-28', run: 'PF-MOVE-14', withdraw: 'PF-MOVE-20', charge: 'PF:G-02', crawl: 'PF-MOVE-06',
  difficultStep: 'PF-MOVE-11', climb: 'PF-MOVE-04', climbFast: 'PF-MOVE-05', swim: 'PF-MOVE-04',
};

/** Refusal naming who, what and the rule (the reference's `name` and `rule`). */
const refuse = (c: PfCombatant, key: string, rule: string, code: string, path = 'command.to', params: MessageRef['params'] = {}): Result<never> =>
  failRef('INVALID_COMMAND', ref(key, { name: c.name, rule, ...params }), { path, issues: [{ path, message: code }] });

const hexes = (ft: number) => Math.floor(ft / 5);

/** Hexes one move action gives in a mode: speed (PF-MOVE-02), 1 crawling (PF-MOVE-06), ¼ speed climbing or swimming without a listed speed, ½ accelerated (PF-MOVE-04/05, G-28 rounding down). */
export function hexesPerMove(c: PfCombatant, mode: 'move' | 'crawl' | 'climb' | 'climbFast' | 'swim'): number {
  const st = c.sheet.stats;
  switch (mode) {
    case 'move': return hexes(st.speed);
    case 'crawl': return 1;
    case 'climb': return st.climb !== undefined ? hexes(st.climb) : hexes(st.speed / 4);
    case 'climbFast': return st.climb !== undefined ? hexes(st.climb) : hexes(st.speed / 2);
    case 'swim': return st.swim !== undefined ? hexes(st.swim) : hexes(st.speed / 4);
  }
}

/** Running: 4 × speed, 3 × in heavy armor; the Run feat 5 × / 4 × (PF-MOVE-14, G-27). */
export function runHexes(c: PfCombatant): number {
  const heavy = c.sheet.stats.armor === 'heavy';
  const mult = (hasFeat(c, 'run') ? 5 : 4) - (heavy ? 1 : 0);
  return hexes(c.sheet.stats.speed * mult);
}

/** Whether every hex of `line` can be walked in a straight run or charge: on the map, passable, not difficult, free, no wall between (G-02, PF-MOVE-18). */
function clearLine(index: MapIndex, line: readonly Hex[], moverId: string): 'ok' | 'blocked' | 'difficult' {
  for (let i = 1; i < line.length; i++) {
    const h = line[i]!;
    const prev = line[i - 1]!;
    const t = index.terrain.get(hexKeyOf(h));
    if (h.q < 0 || h.r < 0 || t === 'impassable' || index.walls.has(edgeKeyBetween(prev, h))) return 'blocked';
    const who = index.occupied.get(hexKeyOf(h));
    if (who !== undefined && who !== moverId) return 'blocked';
    if (t === 'difficult' || t === 'water') return 'difficult';
  }
  return 'ok';
}

/** The straight path from `from` to `to` (G-28): a hex line-draw, or with `runAxisOnly` one of the 6 axes only. */
function straightPath(index: MapIndex, from: Axial, to: Axial, moverId: string, axisOnly: boolean): { path: Hex[] } | { why: 'axis' | 'blocked' | 'difficult' } {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  if (axisOnly && dq !== 0 && dr !== 0 && dq + dr !== 0) return { why: 'axis' };
  let why: 'blocked' | 'difficult' = 'blocked';
  for (const nudge of [1, -1] as const) {
    const line = sightLine(from, to, nudge);
    const r = clearLine(index, line, moverId);
    if (r === 'ok') return { path: line };
    if (r === 'difficult') why = 'difficult';
  }
  return { why };
}

/** Spends move actions until the allowance covers `cost` more hexes (PF-ECON-04/07), each granting `per` hexes. */
function spendMoves(s: Pf1Status, cost: number, per: number): Spent {
  let cur: Spent = { ok: true, status: s };
  while (cur.ok && cur.status.budget.moved + cost > cur.status.budget.allowance) {
    const next = spend(cur.status, 'move', { grants: per });
    if (!next.ok) return next;
    if (per <= 0) return { ok: false, rule: 'PF-MOVE-34', code: 'NO_SPEED' };
    cur = next;
  }
  return cur;
}

const withMoved = (s: Pf1Status, cost: number): Pf1Status => ({ ...s, budget: { ...s.budget, moved: s.budget.moved + cost } });

/**
 * A Pathfinder move on its owner's turn; off its turn or overridden, the GM places the token. The
 * default mode is the 5-ft step for one hex when the step is allowed, else a move action.
 */
export const pf1MoveEvents: Resolver<Move> = (state, cmd, dice) => {
  const c0 = state.combatants.find((x) => x.id === cmd.id);
  if (!c0) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
  if (!isPf(c0) || cmd.override || state.activeId !== c0.id || state.round < 1) return plainMoveEvents(state, cmd);
  if (c0.life !== 'ok') return refuse(c0, c0.life === 'dead' ? 'err_pf1_move_dead' : 'err_pf1_move_unconscious', 'PF-HP-02', 'CANNOT_ACT', 'command.id');
  // Moving ends a spell of 1 round or longer being cast (PF-SPELL-38/39).
  const abandon = abandonCastingEvents(c0, 'PF-SPELL-38');
  const events: EncounterEvent[] = [...abandon];
  let now = fold(state, abandon);
  const c = now.combatants.find((x) => x.id === cmd.id) as PfCombatant;
  const index = indexMap(now);
  const plan = planMove(now, index, c.id, cmd.to, false, { budget: c.moved + 5 * c.speed + 2 });
  if (!plan.ok) return moveRefused(c, plan);
  let s = c.sheet.status;
  let b = s.budget;
  const settings = settingsOf(now);
  const stepOk = spend(s, 'step').ok && plan.cost === 1 && c.sheet.stats.speed > 5;
  let mode: Pf1MoveMode = cmd.mode ?? (plan.path.length === 2 && stepOk && !difficultAt(index!, plan.path[1]!) ? 'step' : 'move');
  // Dragged hex by hex (no mode given): a first hex taken as the 5-ft step and more movement after it
  // make one move action instead, the step's hex counted in it (PF-MOVE-03/30).
  const upgraded = cmd.mode === undefined && mode === 'move' && b.step && b.moved === 0 && b.move === 0 && b.fullRound === null;
  if (upgraded) {
    s = { ...s, budget: { ...b, step: false, moved: 1 } };
    b = s.budget;
  }
  // One hex a move action cannot pay for: 5 ft as a full-round action, not a 5-ft step (PF-MOVE-11/12).
  if (mode === 'move' && plan.path.length === 2 && plan.cost > hexesPerMove(c, 'move')) mode = 'difficultStep';
  const resting = s.restRounds > 0;
  // A distance moved after a 5-ft step, or a step after moving (PF-MOVE-30, PF-MOVE-03).
  if (mode !== 'step' && b.step) return refuse(c, 'err_pf1_move_after_step', 'PF-MOVE-30', 'STEP_TAKEN');
  let path: Hex[] = plan.path;
  let cost = plan.cost;
  let next: Pf1Status;
  const reason = `bd_pf_move_${mode === 'difficultStep' ? 'difficult_step' : mode === 'climbFast' ? 'climb_fast' : mode}`;
  let rule = RULE[mode];
  const params: Record<string, string | number> = { cost };
  let roll: ReturnType<RollContext['roll']> | undefined;
  const runSteps: Step[] = [];
  if (mode === 'step') {
    if (c.sheet.stats.speed === 0) return refuse(c, 'err_pf1_move_step_no_speed', 'PF-MOVE-34', 'NO_SPEED');
    if (c.sheet.stats.speed <= 5) return refuse(c, 'err_pf1_move_step_slow', 'PF-MOVE-33', 'TOO_SLOW');
    if (plan.path.length !== 2 || plan.cost > 1) return refuse(c, 'err_pf1_move_step_one_hex', difficultAt(index!, plan.path.at(-1)!) ? 'PF-MOVE-32' : 'PF-MOVE-28', 'STEP_IS_1_HEX', 'command.to', { cost: plan.cost });
    if (!settings.stepOutOfDifficult && difficultAt(index!, plan.path[0]!)) return refuse(c, 'err_pf1_move_step_out_difficult', 'PF-MOVE-32', 'DIFFICULT', 'command.to');
    if (hasCondition(c, 'blinded')) return refuse(c, 'err_pf1_move_step_blind', 'PF-MOVE-32', 'DARKNESS');
    const sp = spend(s, 'step');
    if (!sp.ok) return refuse(c, 'err_pf1_move_step_now', sp.rule, sp.code);
    next = withMoved(sp.status, 0);
  } else if (mode === 'run' || mode === 'charge') {
    if (resting) return refuse(c, `err_pf1_move_${mode}_resting`, 'PF-MOVE-17', 'RESTING', 'command.to', { rounds: s.restRounds });
    if (mode === 'run' && hasCondition(c, 'blinded')) return refuse(c, 'err_pf1_move_run_blind', 'PF-MOVE-18', 'BLINDED');
    const line = straightPath(index!, c.position!, cmd.to, c.id, mode === 'run' && settings.runAxisOnly);
    if ('why' in line) {
      if (line.why === 'difficult') return refuse(c, `err_pf1_move_${mode}_difficult`, mode === 'run' ? 'PF-MOVE-18' : 'PF:G-02', 'DIFFICULT');
      return refuse(c, `err_pf1_move_${mode}_not_straight${line.why === 'axis' ? '_axis' : ''}`, mode === 'run' ? 'PF-MOVE-14' : 'PF:G-02', 'NOT_STRAIGHT');
    }
    path = line.path;
    cost = path.length - 1;
    params.cost = cost;
    if (mode === 'run') {
      const max = runHexes(c);
      if (cost > max) return refuse(c, 'err_pf1_move_run_too_far', 'PF-MOVE-14', 'TOO_FAR', 'command.to', { cost, max });
      const round = s.runRounds + 1;
      const con = c.sheet.stats.abilities.con;
      // Past Con rounds: a Con check each round, DC 10 then +1 per check (PF-MOVE-16); a failure stops it and a 10-round rest follows (PF-MOVE-17).
      if (round > con) {
        const dc = 10 + s.runChecks;
        roll = dice.roll({ key: `run.${c.id}`, notation: withBonus('1d20', derived(c).con), purpose: { msg: 'prompt_pf_run', params: { name: c.name, dc } }, roller: c });
        const passed = natural20(roll) === 20 || roll.total >= dc;
        if (!passed) {
          const tired = status(c, 'bd_pf_move_run_tired', { ...s, running: false, runRounds: 0, runChecks: 0, restRounds: 10 }, 'PF-MOVE-16', { dc, rest: 10 }, { roll });
          return ok([...events, tired]);
        }
        params.dc = dc;
      }
      const sp = spend(s, 'fullRound', { full: 'run', grants: max });
      if (!sp.ok) return refuse(c, 'err_pf1_move_run_now', sp.rule, sp.code);
      next = withMoved({ ...sp.status, running: true, runRounds: round, runChecks: round > con ? s.runChecks + 1 : s.runChecks }, cost);
      if (!hasFeat(c, 'run')) params.dex = 'lost';
      runSteps.push({ msg: 'bd_pf_move_run_pace', params: { mph: 13, kmh: 20 }, rule: { id: 'PF-MOVE-19' } });
      rule = round > con ? 'PF-MOVE-16' : 'PF-MOVE-14';
    } else {
      const speed = hexes(c.sheet.stats.speed);
      const limited = b.limited === 'single';
      const max = limited ? speed : 2 * speed;
      if (cost < 2) return refuse(c, 'err_pf1_move_charge_short', 'PF:G-02', 'TOO_SHORT');
      if (cost > max) return refuse(c, 'err_pf1_move_charge_too_far', 'PF:G-02', 'TOO_FAR', 'command.to', { cost, max });
      const foe = chargeTarget(now, c, path);
      if (!foe) return refuse(c, 'err_pf1_move_charge_no_target', 'PF:G-02', 'NO_TARGET');
      const sp = spend(s, 'fullRound', { full: 'charge', grants: max, asStandardWhenLimited: true });
      if (!sp.ok) return refuse(c, 'err_pf1_move_charge_now', sp.rule, sp.code);
      next = withMoved({ ...sp.status, charging: true }, cost);
      params.target = foe.name;
    }
  } else if (mode === 'withdraw') {
    if (hasCondition(c, 'blinded')) return refuse(c, 'err_pf1_move_withdraw_blind', 'PF-MOVE-22', 'BLINDED');
    if (c.sheet.stats.speed <= 0) return refuse(c, 'err_pf1_move_withdraw_no_speed', 'PF-MOVE-25', 'NO_SPEED');
    if (resting && !settings.restStrict) return refuse(c, 'err_pf1_move_withdraw_resting', 'PF-MOVE-17', 'RESTING', 'command.to', { rounds: s.restRounds });
    const limited = b.limited === 'single';
    const speed = hexes(c.sheet.stats.speed);
    const max = limited || resting ? speed : 2 * speed;
    if (cost > max) return refuse(c, limited ? 'err_pf1_move_withdraw_too_far_limited' : 'err_pf1_move_withdraw_too_far', limited ? 'PF-MOVE-27' : 'PF-MOVE-20', 'TOO_FAR', 'command.to', { cost, max });
    const sp = spend(s, 'fullRound', { full: 'withdraw', grants: max, asStandardWhenLimited: true });
    if (!sp.ok) return refuse(c, 'err_pf1_move_withdraw_now', sp.rule, sp.code);
    next = withMoved(sp.status, cost);
    if (limited) rule = 'PF-MOVE-27';
  } else if (mode === 'difficultStep') {
    if (plan.path.length !== 2) return refuse(c, 'err_pf1_move_difficult_one_hex', 'PF-MOVE-11', 'ONE_HEX');
    if (plan.cost <= hexesPerMove(c, 'move')) return refuse(c, 'err_pf1_move_difficult_not_needed', 'PF-MOVE-11', 'NOT_NEEDED');
    const sp = spend(s, 'fullRound', { full: 'difficultStep', grants: 1 });
    if (!sp.ok) return refuse(c, 'err_pf1_move_difficult_now', sp.rule, sp.code);
    next = withMoved(sp.status, 1);
    cost = 1;
    params.cost = 1;
  } else {
    if (mode === 'crawl' && !hasCondition(c, 'prone')) return refuse(c, 'err_pf1_move_crawl_not_prone', 'PF-MOVE-08', 'NOT_PRONE');
    const per = hexesPerMove(c, mode);
    if (per <= 0) return refuse(c, `err_pf1_move_${mode}_no_speed`, mode === 'climb' || mode === 'climbFast' ? 'PF-MOVE-04' : 'PF-MOVE-34', 'NO_SPEED');
    // Resting after running to the limit, strict reading: no more than speed in the round (G-28).
    if (resting && settings.restStrict && b.moved + cost > hexes(c.sheet.stats.speed)) return refuse(c, 'err_pf1_move_rest_strict', 'PF-MOVE-17', 'RESTING');
    const sp = spendMoves(s, cost, per);
    if (!sp.ok) return refuse(c, `err_pf1_move_${mode}_now`, sp.rule, sp.code, 'command.to', { cost });
    next = withMoved(sp.status, cost);
    if (mode === 'climbFast') params.check = -5;
  }
  const moved = status(c, reason, next, rule, params, roll || runSteps.length ? { ...(roll ? { roll } : {}), ...(runSteps.length ? { steps: runSteps } : {}) } : undefined);
  events.push(moved);
  now = fold(now, [moved]);
  const mover = now.combatants.find((x) => x.id === c.id) as PfCombatant;
  const unseen = new Set(now.combatants.filter((x) => !friends(x, c) && hasCondition(x, 'invisible')).map((x) => x.id));
  const provoked = opportunitiesOnMove(now, mover, path, { step: mode === 'step', withdraw: mode === 'withdraw', crawl: mode === 'crawl', unseen });
  let from = 0;
  for (const p of provoked) {
    if (p.index > from) {
      const stretch: EncounterEvent = { type: 'combatant.moved', id: c.id, name: c.name, path: path.slice(from, p.index + 1).map((h) => ({ q: h.q, r: h.r })), cost: p.index - from, override: false };
      now = fold(now, [stretch]);
      events.push(stretch);
      from = p.index;
    }
    const hpBefore = now.combatants.find((x) => x.id === c.id)?.hp.current ?? 0;
    const r = resolveOpportunities(now, c.id, [p], dice, true);
    if (!r.ok) return r;
    now = r.value.state;
    events.push(...r.value.events);
    const after = now.combatants.find((x) => x.id === c.id);
    // The move stops where the mover drops (as Akenar's AK-AOO-07): dying, or brought to 0 by the attack.
    if (!after || after.life !== 'ok' || (after.hp.current <= 0 && after.hp.current < hpBefore)) return ok(events);
  }
  if (from < path.length - 1) events.push({ type: 'combatant.moved', id: c.id, name: c.name, path: path.slice(from).map((h) => ({ q: h.q, r: h.r })), cost: path.length - 1 - from, override: false });
  return ok(events);
};

function difficultAt(index: MapIndex, h: Axial): boolean {
  const t = index.terrain.get(hexKeyOf(h));
  return t === 'difficult' || t === 'water';
}

/**
 * The foe a charge along `path` is made at (G-02): an enemy in reach of the end hex, every hex of the
 * path closer to it than the one before ("directly toward"), the nearest such.
 */
export function chargeTarget(state: EncounterState, c: PfCombatant, path: readonly Hex[]): PfCombatant | null {
  const end = path.at(-1);
  if (!end) return null;
  const reach = pf1MeleeReach(c.sheet.stats, c.sheet.status).max;
  const foes = state.combatants.filter((x): x is PfCombatant => isPf(x) && !friends(x, c) && x.life !== 'dead' && !!x.position);
  let best: PfCombatant | null = null;
  for (const f of foes) {
    const d = hexDistance(end, f.position!);
    if (d > reach || d < 1) continue;
    const toward = path.every((h, i) => i === 0 || hexDistance(h, f.position!) < hexDistance(path[i - 1]!, f.position!));
    if (toward && (!best || d < hexDistance(end, best.position!))) best = f;
  }
  return best;
}
