import type { Command } from '../../../shared/model/commands.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { onMap, type EdgeTuple } from '../../../shared/model/map.js';
import { fail, ok, type Result } from '../../../shared/contract/result.js';
import { edgeFromTuple, edgeToTuple, footprintHexes, hexKeyOf } from '../../../shared/hex/index.js';
import { indexMap, planMove, type MovePlan } from '../../../shared/battlefield/spatial.js';

type MapCommand = Extract<
  Command,
  { type: 'setMap' | 'removeMap' | 'paintTerrain' | 'setWalls' | 'setBackground' | 'placeCombatant' }
>;

/** Why a token cannot stand with its anchor at `at` (off the map, on someone else), or null. */
export function placementProblem(state: EncounterState, c: Pick<Combatant, 'id' | 'name' | 'size'>, at: { q: number; r: number }): string | null {
  const map = state.map;
  if (!map) return 'the encounter has no map yet';
  const index = indexMap(state);
  for (const h of footprintHexes(at, c.size)) {
    if (!onMap(map, h.q, h.r)) return `${c.name} does not fit on the map there`;
    const who = index?.occupied.get(hexKeyOf(h));
    if (who !== undefined && who !== c.id) return 'that hex is occupied';
  }
  return null;
}

const noMap = () => fail('INVALID_COMMAND', 'the encounter has no map yet', { path: 'command' });

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
      if (cells.length === 0) return fail('INVALID_COMMAND', 'none of the painted hexes is on the map', { path: 'command.cells' });
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
      if (!c) return fail('NOT_FOUND', `no combatant with id "${command.id}"`, { path: 'command.id' });
      const problem = command.at && placementProblem(state, c, command.at);
      if (problem) return fail('INVALID_COMMAND', problem, { path: 'command.at' });
      return ok([{ type: 'combatant.placed', id: c.id, name: c.name, at: command.at }]);
    }
  }
}

/** A move as any tracker makes it: the cheapest legal path within the speed left, nothing more. */
export function plainMoveEvents(state: EncounterState, command: Extract<Command, { type: 'moveCombatant' }>): Result<EncounterEvent[]> {
  const c = state.combatants.find((x) => x.id === command.id);
  if (!c) return fail('NOT_FOUND', `no combatant with id "${command.id}"`, { path: 'command.id' });
  const plan = planMove(state, indexMap(state), c.id, command.to, command.override);
  if (!plan.ok) return moveRefused(c, plan);
  return ok([{ type: 'combatant.moved', id: c.id, name: c.name, path: plan.path.map((h) => ({ q: h.q, r: h.r })), cost: plan.cost, override: plan.override }]);
}

/** The refusal of a move, naming why and what it would cost. */
export function moveRefused(c: Pick<Combatant, 'name'>, plan: Extract<MovePlan, { ok: false }>): Result<never> {
  return fail('INVALID_COMMAND', `${c.name} cannot move there: ${plan.reason}${plan.cost !== null ? ` (costs ${plan.cost}, ${plan.remaining} left)` : ''}`, {
    path: 'command.to',
    issues: [{ path: 'command.to', message: plan.reason }],
  });
}
