import type { Command } from '../../../shared/model/commands.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { onMap, type EdgeTuple } from '../../../shared/model/map.js';
import { ok, type Result, ref, type MessageRef } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { edgeFromTuple, edgeToTuple, footprintHexes, hexKeyOf } from '../../../shared/hex/index.js';
import { indexMap, planMove, type MovePlan } from '../../../shared/battlefield/spatial.js';

type MapCommand = Extract<
  Command,
  { type: 'setMap' | 'removeMap' | 'paintTerrain' | 'setWalls' | 'setBackground' | 'placeCombatant' }
>;

/** Why a token cannot stand with its anchor at `at` (off the map, on someone else), or null. */
export function placementProblem(state: EncounterState, c: Pick<Combatant, 'id' | 'name' | 'size'>, at: { q: number; r: number }): MessageRef | null {
  const map = state.map;
  if (!map) return ref('err_core_no_map');
  const index = indexMap(state);
  for (const h of footprintHexes(at, c.size)) {
    if (!onMap(map, h.q, h.r)) return ref('err_core_does_not_fit', { name: c.name });
    const who = index?.occupied.get(hexKeyOf(h));
    if (who !== undefined && who !== c.id) return ref('err_core_hex_occupied');
  }
  return null;
}

const noMap = () => failRef('INVALID_COMMAND', ref('err_core_no_map'), { path: 'command' });

/** Resolves battlefield commands: the map itself, terrain, walls, and placing and moving tokens. */
export function resolveMapCommand(state: EncounterState, command: MapCommand): Result<EncounterEvent[]> {
  switch (command.type) {
    case 'setMap':
      return ok([{ type: 'map.set', settings: command.settings }]);
    case 'removeMap':
      return state.map ? ok([{ type: 'map.removed' }]) : noMap();
    case 'paintTerrain': {
      const map = state.map;
      if (!map) return noMap();
      const seen = new Set<string>();
      const cells = command.cells
        .filter((c) => onMap(map, c.q, c.r) && !seen.has(`${c.q},${c.r}`) && seen.add(`${c.q},${c.r}`))
        .map((c) => [c.q, c.r, command.terrain] as [number, number, typeof command.terrain]);
      if (cells.length === 0) return failRef('INVALID_COMMAND', ref('err_core_paint_off_map'), { path: 'command.cells' });
      return ok([{ type: 'map.terrainPainted', cells }]);
    }
    case 'setWalls': {
      if (!state.map) return noMap();
      const seen = new Set<string>();
      const edges: EdgeTuple[] = [];
      for (const e of command.edges) {
        const t = edgeToTuple(edgeFromTuple(e));
        const k = t.join(',');
        if (!seen.has(k)) {
          seen.add(k);
          edges.push(t);
        }
      }
      return ok([{ type: 'map.wallsChanged', edges, present: command.present }]);
    }
    case 'setBackground':
      return state.map ? ok([{ type: 'map.backgroundSet', background: command.background }]) : noMap();
    case 'placeCombatant': {
      const map = state.map;
      if (!map) return noMap();
      const c = state.combatants.find((x) => x.id === command.id);
      if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: command.id }), { path: 'command.id' });
      const problem = command.at && placementProblem(state, c, command.at);
      if (problem) return failRef('INVALID_COMMAND', problem, { path: 'command.at' });
      return ok([{ type: 'combatant.placed', id: c.id, name: c.name, at: command.at }]);
    }
  }
}

/** A move as any tracker makes it: the cheapest legal path within the speed left, nothing more. */
export function plainMoveEvents(state: EncounterState, command: Extract<Command, { type: 'moveCombatant' }>): Result<EncounterEvent[]> {
  const c = state.combatants.find((x) => x.id === command.id);
  if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: command.id }), { path: 'command.id' });
  const plan = planMove(state, indexMap(state), c.id, command.to, command.override);
  if (!plan.ok) return moveRefused(c, plan);
  return ok([{ type: 'combatant.moved', id: c.id, name: c.name, path: plan.path.map((h) => ({ q: h.q, r: h.r })), cost: plan.cost, override: plan.override }]);
}

/** The refusal of a move, naming why and what it would cost. */
export function moveRefused(c: Pick<Combatant, 'name'>, plan: Extract<MovePlan, { ok: false }>): Result<never> {
  const params = { name: c.name, reason: `move_${plan.reason}`, code: plan.reason };
  const why = plan.cost !== null ? ref('err_core_cannot_move_cost', { ...params, cost: plan.cost, remaining: plan.remaining }) : ref('err_core_cannot_move', params);
  return failRef('INVALID_COMMAND', why, {
    path: 'command.to',
    issues: [{ path: 'command.to', message: plan.reason }],
  });
}
