import type { Combatant, EncounterState } from '../model/encounter.js';
import type { BattleMap, HexCoord, Terrain } from '../model/map.js';
import { onMap } from '../model/map.js';
import {
  edgeKeyBetween,
  edgeFromTuple,
  edgeKeyOf,
  findPath,
  footprintDistance,
  footprintHexes,
  hasLineOfSight,
  hexKey,
  hexKeyOf,
  hexSubtract,
  hexAdd,
  threatenedHexes,
  cover as coverBetween,
  type Cover,
  type Hex,
} from '../hex/index.js';

/**
 * Spatial facts about an encounter's battlefield, shared by main (validating commands) and the
 * renderer (previews and overlays), so what the GM sees while dragging is what main will accept.
 */
export interface MapIndex {
  map: BattleMap;
  terrain: ReadonlyMap<number, Terrain>;
  walls: ReadonlySet<number>;
  /** hexKey → id of the combatant whose footprint covers it. */
  occupied: ReadonlyMap<number, string>;
}

export function indexMap(state: Pick<EncounterState, 'map' | 'combatants'>): MapIndex | null {
  const map = state.map;
  if (!map) return null;
  const terrain = new Map<number, Terrain>();
  for (const [q, r, t] of map.terrain) terrain.set(hexKey(q, r), t);
  const walls = new Set<number>();
  for (const w of map.walls) walls.add(edgeKeyOf(edgeFromTuple(w)));
  const occupied = new Map<number, string>();
  for (const c of state.combatants) for (const h of footprintOf(c)) occupied.set(hexKeyOf(h), c.id);
  return { map, terrain, walls, occupied };
}

export function footprintOf(c: Pick<Combatant, 'position' | 'size'>): Hex[] {
  return c.position ? footprintHexes(c.position, c.size) : [];
}

/** Movement cost to enter a hex of this terrain: difficult terrain and water cost double. */
export function terrainCost(t: Terrain | undefined): number {
  if (t === 'impassable') return Infinity;
  return t === 'difficult' || t === 'water' ? 2 : 1;
}

export type MoveRefusal = 'NO_MAP' | 'NOT_PLACED' | 'OFF_MAP' | 'IMPASSABLE' | 'OCCUPIED' | 'NO_PATH' | 'OUT_OF_MOVEMENT';

export type MovePlan =
  | { ok: true; path: Hex[]; cost: number; remaining: number; override: boolean }
  | { ok: false; reason: MoveRefusal; cost: number | null; remaining: number };

/** Can `mover` stand with its anchor on `at`? (on the map, not impassable, not on someone else) */
function standCheck(index: MapIndex, mover: Combatant, at: HexCoord): MoveRefusal | null {
  for (const h of footprintHexes(at, mover.size)) {
    if (!onMap(index.map, h.q, h.r)) return 'OFF_MAP';
    if (index.terrain.get(hexKeyOf(h)) === 'impassable') return 'IMPASSABLE';
    const who = index.occupied.get(hexKeyOf(h));
    if (who !== undefined && who !== mover.id) return 'OCCUPIED';
  }
  return null;
}

/**
 * The cheapest legal move of a combatant's anchor to `to`: every footprint hex must stay on the map
 * and off impassable hexes; walls block the step for any footprint hex crossing them; allies' spaces
 * may be crossed, enemies' may not, and nobody ends on another. Entering costs the dearest terrain
 * under the footprint. With `override` (the GM's call) limits are ignored, but never the map's edge.
 */
export function planMove(state: EncounterState, index: MapIndex | null, id: string, to: HexCoord, override = false): MovePlan {
  const mover = state.combatants.find((c) => c.id === id);
  const remaining = mover ? Math.max(0, mover.speed - mover.moved) : 0;
  if (!index) return { ok: false, reason: 'NO_MAP', cost: null, remaining };
  if (!mover?.position) return { ok: false, reason: 'NOT_PLACED', cost: null, remaining };
  const from = mover.position;
  const refusal = standCheck(index, mover, to);
  if (refusal === 'OFF_MAP' || (refusal && !override)) return { ok: false, reason: refusal, cost: null, remaining };

  const offsets = footprintHexes({ q: 0, r: 0 }, mover.size);
  const entry = (anchor: Hex): number => {
    let worst = 1;
    for (const o of offsets) {
      const h = hexAdd(anchor, o);
      if (!onMap(index.map, h.q, h.r)) return Infinity;
      const k = hexKeyOf(h);
      const who = index.occupied.get(k);
      if (who !== undefined && who !== mover.id) {
        const other = state.combatants.find((c) => c.id === who);
        if (other && other.side !== mover.side) return Infinity;
      }
      worst = Math.max(worst, terrainCost(index.terrain.get(k)));
    }
    return worst;
  };
  const edgeBlocked = (a: Hex, b: Hex): boolean => {
    const step = hexSubtract(b, a);
    return offsets.some((o) => index.walls.has(edgeKeyBetween(hexAdd(a, o), hexAdd(hexAdd(a, o), step))));
  };
  const found = findPath(from, to, entry, { edgeBlocked });
  if (!found) {
    if (!override) return { ok: false, reason: 'NO_PATH', cost: null, remaining };
    return { ok: true, path: [{ q: from.q, r: from.r, s: -from.q - from.r }, { q: to.q, r: to.r, s: -to.q - to.r }], cost: 0, remaining, override: true };
  }
  if (found.cost > remaining && !override) return { ok: false, reason: 'OUT_OF_MOVEMENT', cost: found.cost, remaining };
  return { ok: true, path: found.path, cost: found.cost, remaining: Math.max(0, remaining - found.cost), override: override && (refusal !== null || found.cost > remaining) };
}

/** The hexes a combatant threatens with its reach (empty when it is not on the map). */
export function threatOf(c: Combatant): Hex[] {
  const fp = footprintOf(c);
  return fp.length ? threatenedHexes(fp, { minReach: c.reach.min, maxReach: c.reach.max }) : [];
}

/** Hexes that enemies of `c` threaten: leaving one of them provokes an attack of opportunity. */
export function enemyThreat(state: EncounterState, c: Combatant): Set<number> {
  const out = new Set<number>();
  for (const other of state.combatants) if (other.side !== c.side && other.id !== c.id) for (const h of threatOf(other)) out.add(hexKeyOf(h));
  return out;
}

/** Distance between two combatants, in hexes, from their nearest occupied hexes. */
export function combatantDistance(a: Combatant, b: Combatant): number | null {
  const fa = footprintOf(a);
  const fb = footprintOf(b);
  return fa.length && fb.length ? footprintDistance(fa, fb) : null;
}

function sightBlockers(index: MapIndex) {
  return {
    blocks: (h: Hex) => index.terrain.get(hexKeyOf(h)) === 'impassable',
    edge: (a: Hex, b: Hex) => index.walls.has(edgeKeyBetween(a, b)),
  };
}

/** Line of sight and cover between two placed combatants (anchor to anchor; walls and impassable hexes block). */
export function sightBetween(index: MapIndex, a: Combatant, b: Combatant): { visible: boolean; cover: Cover } | null {
  if (!a.position || !b.position) return null;
  const { blocks, edge } = sightBlockers(index);
  const visible = hasLineOfSight(a.position, b.position, blocks, edge);
  return { visible, cover: visible ? coverBetween(a.position, b.position, blocks, edge) : 'total' };
}

/** A length in hexes, in the map's units (e.g. 3 hexes of 5 ft → "15 ft"). */
export function hexesToLength(map: Pick<BattleMap, 'hexSize'>, hexes: number): { value: number; unit: BattleMap['hexSize']['unit'] } {
  return { value: Math.round(hexes * map.hexSize.value * 100) / 100, unit: map.hexSize.unit };
}
