import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import type { CommandOf } from '../../../shared/model/commands.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { footprintOf, indexMap, planMove, threatOf } from '../../../shared/battlefield/spatial.js';
import { hexKeyOf, type Hex } from '../../../shared/hex/index.js';
import type { RollContext } from '../core/dice-engine.js';
import { fold } from '../core/fold.js';
import { moveRefused, placementProblem } from '../core/map-commands.js';
import { SIZES } from '../../../shared/model/map.js';
import { moveSpeeds } from '../../../shared/systems/dnd5e/movement.js';
import { attackEvents } from './attack.js';
import { hostile } from './attack-rules.js';
import { canSee } from '../../../shared/systems/dnd5e/condition-effects.js';
import { cannotReact, movementBudget, onTurn } from './economy.js';

type Move = Extract<CommandOf<'dnd5e'>, { type: 'moveCombatant' }>;

/** A hostile creature whose reach the path leaves, and the last path index still inside it. */
export interface Provocation {
  by: Combatant;
  at: number;
}

/**
 * Where a walk provokes (5E-MOVE-19, 5E-OA-01): each hostile able to react that can see the mover, with a melee attack, whose
 * reach the mover's footprint leaves between two steps of the path. Disengage provokes nothing
 * (5E-OA-04, 5E-ACT-08). Each reactor is offered its attack once, at the first exit.
 */
export function provocations(state: EncounterState, mover: Combatant, path: readonly Hex[]): Provocation[] {
  if (mover.economy.disengaged) return [];
  const out: Provocation[] = [];
  for (const by of state.combatants) {
    // A creature the mover drags along never sees it leave (5E-GRAP-08).
    if (!hostile(by, mover) || !by.position || cannotReact(by) !== null || mover.grappling.includes(by.id)) continue;
    // Only a creature that can see the mover leave (5E-OA-01, 5E:G-27: not blinded, the mover not invisible).
    if (!canSee(by, mover)) continue;
    if (!dnd5eStats(by)?.attacks.some((a) => a.kind === 'melee')) continue;
    const reach = new Set(threatOf(by).map(hexKeyOf));
    const inside = (h: Hex) => footprintOf({ position: h, size: mover.size }).some((f) => reach.has(hexKeyOf(f)));
    for (let i = 0; i + 1 < path.length; i++) {
      const a = path[i];
      const b = path[i + 1];
      if (a && b && inside(a) && !inside(b)) {
        out.push({ by, at: i });
        break;
      }
    }
  }
  return out.sort((x, y) => x.at - y.at);
}

/** The events of walking `path[from..to]`, with its cost by planning that stretch on the current state. */
function walk(state: EncounterState, mover: Combatant, path: readonly Hex[], from: number, to: number, override: boolean, total: number, spent: number): EncounterEvent[] {
  if (to <= from) return [];
  const stretch = path.slice(from, to + 1).map((h) => ({ q: h.q, r: h.r }));
  const last = to === path.length - 1;
  const plan = last ? null : planMove(state, indexMap(state), mover.id, stretch[stretch.length - 1]!, true);
  const cost = last ? total - spent : plan?.ok ? plan.cost : 0;
  return [{ type: 'combatant.moved', id: mover.id, name: mover.name, path: stretch, cost, override }];
}

/**
 * Moves a token along its cheapest legal path within this turn's movement (speed × (1 + Dashes),
 * 0 when surprised or held: 5E-ACT-06, 5E-SEQ-08). On its own turn, leaving a hostile's reach offers
 * that creature an opportunity attack (`oa.<id>`: an attack id or `none`), resolved with the mover
 * still in its last hex inside reach (5E-OA-02/03); it spends the reaction (5E-TURN-15) and the move
 * carries on unless the mover dropped (5E-TURN-16).
 */
export function moveEvents(state: EncounterState, cmd: Move, dice: RollContext): Result<EncounterEvent[]> {
  const c = state.combatants.find((x) => x.id === cmd.id);
  if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
  const own = onTurn(state, c);
  const dragged = c.grappling.map((id) => state.combatants.find((x) => x.id === id)).filter((x): x is Combatant => !!x?.position);
  // Dragging a grappled creature halves the speed unless it is two or more sizes smaller (5E-GRAP-08).
  const slowed = dragged.some((t) => SIZES.indexOf(c.size) - SIZES.indexOf(t.size) < 2);
  const mode = cmd.speed ?? 'walk';
  if (mode !== 'walk' && moveSpeeds(c)[mode] === undefined) return failRef('INVALID_COMMAND', ref('err_5e_no_speed', { name: c.name, mode: `@ui_speed_${mode}` }), { path: 'command.speed' });
  const full = movementBudget(c, mode);
  const budget = own ? (slowed ? Math.floor(full / 2) : full) : undefined;
  const plan = planMove(state, indexMap(state), c.id, cmd.to, cmd.override, budget === undefined ? undefined : { budget });
  if (!plan.ok) return moveRefused(c, plan);
  const path = plan.path;
  const provoked = own && !cmd.override ? provocations(state, c, path) : [];
  const events: EncounterEvent[] = [];
  let now = state;
  let from = 0;
  let spent = 0;
  for (const p of provoked) {
    const by = now.combatants.find((x) => x.id === p.by.id);
    const mover = now.combatants.find((x) => x.id === c.id);
    if (!by || !mover || cannotReact(by) !== null) continue;
    const melee = dnd5eStats(by)?.attacks.filter((a) => a.kind === 'melee') ?? [];
    const choice = dice.choose({
      key: `oa.${by.id}`,
      roller: by,
      question: { msg: 'prompt_opportunity_attack', params: { name: by.name, target: mover.name } },
      options: [...melee.map((a) => ({ value: a.id, label: { msg: 'opt_attack_with', params: { attack: a.name } } })), { value: 'none', label: { msg: 'opt_no_attack', params: {} } }],
      default: melee[0]?.id ?? 'none',
    });
    if (choice === 'none') continue;
    const stretch = walk(now, mover, path, from, p.at, plan.override, plan.cost, spent);
    for (const e of stretch) if (e.type === 'combatant.moved') spent += e.cost;
    now = fold(now, stretch);
    events.push(...stretch);
    from = Math.max(from, p.at);
    const oa = attackEvents(now, { attacker: by.id, target: c.id, attack: choice, advantage: 'normal', cover: 'none', as: 'reaction', knockOut: false, wrongLocation: false }, dice.scope(`oa.${by.id}.`));
    if (!oa.ok) return oa;
    const tagged = oa.value.map((e) => (e.type === 'economy.changed' && e.id === by.id ? { ...e, rule: { id: '5E-OA-02' } } : e));
    now = fold(now, tagged);
    events.push(...tagged);
    const after = now.combatants.find((x) => x.id === c.id);
    if (!after || after.life !== 'ok' || movementBudget(after) === 0) return ok(events);
  }
  const rest = from === 0 && spent === 0 ? [{ type: 'combatant.moved' as const, id: c.id, name: c.name, path: path.map((h) => ({ q: h.q, r: h.r })), cost: plan.cost, override: plan.override }] : walk(now, c, path, from, path.length - 1, plan.override, plan.cost, spent);
  return ok([...events, ...rest, ...drag(fold(now, rest), dragged, path)]);
}

/** Grappled creatures come along, into the hex the grappler just left (5E-GRAP-08); no movement of theirs. */
function drag(state: EncounterState, dragged: readonly Combatant[], path: readonly Hex[]): EncounterEvent[] {
  const behind = path.at(-2);
  if (!behind || dragged.length === 0) return [];
  const t = dragged[0]!;
  if (!t.position || placementProblem(state, t, behind)) return [];
  return [{ type: 'combatant.moved', id: t.id, name: t.name, path: [{ ...t.position }, { q: behind.q, r: behind.r }], cost: 0, override: false, forced: true }];
}
