import type { Combatant, SystemId } from '../model/encounter.js';
import type { BattleMap, HexCoord, Terrain } from '../model/map.js';
import { onMap } from '../model/map.js';
import {
  edgeKeyBetween,
  edgeFromTuple,
  edgeKeyOf,
  findPath,
  footprintDistance,
  footprintHexes,
  footprintOffsets,
  hasLineOfSight,
  hex,
  hexKey,
  hexKeyOf,
  squeezedSize,
  threatenedHexes,
  cover as coverBetween,
  type Axial,
  type Cover,
  type Hex,
  type SizeCategory,
} from '../hex/index.js';
import { isHostile } from './movement.js';
import { findSystem } from '../systems/registry.js';
import type { StepFacts, SystemMovement } from '../systems/types.js';

export { isHostile } from './movement.js';

/** The core's plain movement: no squeezing, no crossing hostiles, no crawling, the dearest terrain per step. */
const PLAIN: Required<SystemMovement> = {
  stepCost: (s: StepFacts) => s.terrain.reduce<number>((worst, t) => Math.max(worst, terrainCost(t)), 1),
  squeeze: false,
  canCrossHostile: () => false,
  crawling: () => false,
};

/** The movement rules of a system (by id), the core's plain ones filling what it leaves out. */
function movementOf(system: string | undefined): Required<SystemMovement> {
  const own = system === undefined ? undefined : findSystem(system)?.movement;
  return own ? { ...PLAIN, ...own } : PLAIN;
}

/**
 * Spatial facts about an encounter's battlefield, shared by main (validating commands) and the
 * renderer (previews and overlays), so what the GM sees while dragging is what main will accept.
 */
export interface MapIndex {
  map: BattleMap;
  terrain: ReadonlyMap<number, Terrain>;
  walls: ReadonlySet<number>;
  /** hexKey → id of the combatant whose space covers it. */
  occupied: ReadonlyMap<number, string>;
  /**
   * Systems that squeeze (5e): ids of combatants standing squeezed — their full footprint does not fit the map where
   * they stand, the next size down does (5E-MOVE-26); `occupied` holds that smaller space.
   */
  squeezed: ReadonlySet<string>;
}

type Placed = Pick<Combatant, 'id' | 'position' | 'size'>;

export function indexMap(state: { map: BattleMap | null; combatants: readonly Placed[]; system?: SystemId }): MapIndex | null {
  const map = state.map;
  if (!map) return null;
  const terrain = new Map<number, Terrain>();
  for (const [q, r, t] of map.terrain) terrain.set(hexKey(q, r), t);
  const walls = new Set<number>();
  for (const w of map.walls) walls.add(edgeKeyOf(edgeFromTuple(w)));
  const occupied = new Map<number, string>();
  const squeezed = new Set<string>();
  const ground = { map, terrain, walls };
  const squeeze = movementOf(state.system).squeeze;
  for (const c of state.combatants) {
    if (!c.position) continue;
    const space = spaceAt(ground, c.position, c.size, squeeze);
    const offsets = typeof space === 'string' ? footprintOffsets(c.size) : space.offsets;
    if (typeof space !== 'string' && space.squeezed) squeezed.add(c.id);
    for (const o of offsets) occupied.set(hexKey(c.position.q + o.q, c.position.r + o.r), c.id);
  }
  return { map, terrain, walls, occupied, squeezed };
}

export function footprintOf(c: Pick<Combatant, 'position' | 'size'>): Hex[] {
  return c.position ? footprintHexes(c.position, c.size) : [];
}

/** The core's movement cost to enter a hex of this terrain: difficult terrain and water cost double. */
export function terrainCost(t: Terrain | undefined): number {
  if (t === 'impassable') return Infinity;
  return t === 'difficult' || t === 'water' ? 2 : 1;
}

export type MoveRefusal = 'NO_MAP' | 'NOT_PLACED' | 'OFF_MAP' | 'IMPASSABLE' | 'OCCUPIED' | 'NO_PATH' | 'OUT_OF_MOVEMENT';

export type MovePlan =
  /** `squeezed`: the move ends in a space fit for one size smaller (systems that squeeze: 5e, 5E-MOVE-26/28/29). */
  | { ok: true; path: Hex[]; cost: number; remaining: number; override: boolean; squeezed: boolean }
  | { ok: false; reason: MoveRefusal; cost: number | null; remaining: number };

export interface MoveOptions {
  /**
   * Total movement for this turn, in hexes, instead of the combatant's `speed`; what is left is
   * `budget − moved`. Dash: speed × (1 + dashes). Another speed (5E-MOVE-05): that speed, the
   * same subtraction.
   */
  budget?: number;
}

/** What planMove reads: the combatants' placement, side, movement and (for crawling) conditions. */
export type MoveCombatant = Pick<Combatant, 'id' | 'side' | 'size' | 'position' | 'speed' | 'moved' | 'conditions' | 'life'>;
export interface MoveState {
  system?: SystemId;
  combatants: readonly MoveCombatant[];
}

/** The footprint a creature uses at an anchor, and whether it is squeezed into it. */
interface Space {
  offsets: readonly Hex[];
  squeezed: boolean;
}

/**
 * Does a footprint fit the map at `anchor`: every hex on the map (else OFF_MAP), none impassable and
 * no wall between two of its hexes (else IMPASSABLE)?
 */
function mapFit(ground: Pick<MapIndex, 'map' | 'terrain' | 'walls'>, anchor: Axial, offsets: readonly Hex[]): MoveRefusal | null {
  for (const o of offsets) if (!onMap(ground.map, anchor.q + o.q, anchor.r + o.r)) return 'OFF_MAP';
  for (const o of offsets) if (ground.terrain.get(hexKey(anchor.q + o.q, anchor.r + o.r)) === 'impassable') return 'IMPASSABLE';
  if (ground.walls.size > 0 && offsets.length > 1) {
    const inside = new Set(offsets.map((o) => hexKey(o.q, o.r)));
    for (const o of offsets) {
      // directions 0–2 visit each inner edge once
      for (const [dq, dr] of [[1, 0], [1, -1], [0, -1]] as const) {
        if (!inside.has(hexKey(o.q + dq, o.r + dr))) continue;
        const a = hex(anchor.q + o.q, anchor.r + o.r);
        if (ground.walls.has(edgeKeyBetween(a, hex(a.q + dq, a.r + dr)))) return 'IMPASSABLE';
      }
    }
  }
  return null;
}

/**
 * The space a creature of `size` takes with its anchor on `anchor`, from the map alone: its footprint;
 * with `squeeze` (the system's rule; 5e), the next size down when only that fits (5E-MOVE-26, e.g. a Large triangle
 * in a 1-hex corridor, or cut by a wall). The full footprint must still lie on the map: the edge is not a passage.
 */
function spaceAt(ground: Pick<MapIndex, 'map' | 'terrain' | 'walls'>, anchor: Axial, size: SizeCategory, squeeze: boolean): Space | MoveRefusal {
  const full = footprintOffsets(size);
  const refusal = mapFit(ground, anchor, full);
  if (refusal === null) return { offsets: full, squeezed: false };
  const smaller = squeeze && refusal !== 'OFF_MAP' ? squeezedSize(size) : null;
  if (smaller && mapFit(ground, anchor, footprintOffsets(smaller)) === null) return { offsets: footprintOffsets(smaller), squeezed: true };
  return refusal;
}

/**
 * The cheapest legal move of a combatant's anchor to `to`, shared by main's moveCombatant and the
 * renderer's drag preview. Every system: the footprint stays on the map, off impassable hexes and
 * clear of walls (a step is blocked when any footprint hex crosses a wall); hostile creatures
 * (`isHostile`) block, others may be crossed; nobody ends on another (OCCUPIED). The system of
 * `state.system` may change that (`SharedSystem.movement`, the core's plain rules otherwise):
 * - a step costs `stepCost` (core: the dearest terrain under the footprint, `terrainCost`);
 * - a hostile creature's space can be crossed where `canCrossHostile` says so (core: never);
 * - a crawling mover (`crawling`) pays its system's surcharge;
 * - with `squeeze`, where the footprint does not fit the map but the next size down does, or a step
 *   would take the footprint across a wall that the next size down would not cross (a gap), the
 *   creature squeezes: its system's surcharge for that step, and only the smaller footprint meets
 *   walls and creatures (5e: 5E-MOVE-26/27).
 * The budget is `speed` (or `opts.budget`) minus `moved`. With `override` (the GM's call) limits are
 * ignored, but never the map's edge.
 */
export function planMove(
  state: MoveState,
  index: MapIndex | null,
  id: string,
  to: HexCoord,
  override = false,
  opts: MoveOptions = {},
): MovePlan {
  const mover = state.combatants.find((c) => c.id === id);
  const remaining = mover ? Math.max(0, (opts.budget ?? mover.speed) - mover.moved) : 0;
  if (!index) return { ok: false, reason: 'NO_MAP', cost: null, remaining };
  if (!mover?.position) return { ok: false, reason: 'NOT_PLACED', cost: null, remaining };
  const from = mover.position;
  const rules = movementOf(state.system);
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  const crawling = rules.crawling(mover);

  const spaces = new Map<number, Space | MoveRefusal>();
  const space = (a: Axial): Space | MoveRefusal => {
    const k = hexKeyOf(a);
    let s = spaces.get(k);
    if (s === undefined) spaces.set(k, (s = spaceAt(index, a, mover.size, rules.squeeze)));
    return s;
  };
  /** Other creatures under a footprint: none, only crossable ones, or one that blocks. */
  const others = (a: Axial, offsets: readonly Hex[]): 'none' | 'cross' | 'block' => {
    let seen: 'none' | 'cross' = 'none';
    for (const o of offsets) {
      const who = index.occupied.get(hexKey(a.q + o.q, a.r + o.r));
      if (who === undefined || who === mover.id) continue;
      const other = byId.get(who);
      if (other && isHostile(mover, other) && !rules.canCrossHostile(mover.size, other.size)) return 'block';
      seen = 'cross';
    }
    return seen;
  };

  const end = space(to);
  const refusal: MoveRefusal | null = typeof end === 'string' ? end : others(to, end.offsets) === 'none' ? null : 'OCCUPIED';
  if (refusal === 'OFF_MAP' || (refusal && !override)) return { ok: false, reason: refusal, cost: null, remaining };
  const squeezed = typeof end !== 'string' && end.squeezed;

  const entry = (h: Hex): number => {
    const s = space(h);
    if (typeof s === 'string') return Infinity;
    const who = others(h, s.offsets);
    if (who === 'block') return Infinity;
    const terrain = s.offsets.map((o) => index.terrain.get(hexKey(h.q + o.q, h.r + o.r)));
    return rules.stepCost({ terrain, crossesCreature: who === 'cross', crawling, squeezing: s.squeezed });
  };
  const full = footprintOffsets(mover.size);
  const smaller = rules.squeeze ? squeezedSize(mover.size) : null;
  const small = smaller ? footprintOffsets(smaller) : null;
  const crosses = (a: Hex, b: Hex, offsets: readonly Hex[]): boolean =>
    offsets.some((o) => index.walls.has(edgeKeyBetween(hex(a.q + o.q, a.r + o.r), hex(b.q + o.q, b.r + o.r))));
  /** Walls on the step: a squeezed end brings only its smaller footprint across; where creatures squeeze, a gap the full footprint cannot pass is passed squeezed, +1. */
  const stepExtra = (a: Hex, b: Hex): number => {
    if (index.walls.size === 0) return 0;
    const sa = space(a);
    const sb = space(b);
    const squeezedEnd = (typeof sa !== 'string' && sa.squeezed) || (typeof sb !== 'string' && sb.squeezed);
    if (squeezedEnd && small) return crosses(a, b, small) ? Infinity : 0;
    if (!crosses(a, b, full)) return 0;
    return small && !crosses(a, b, small) ? 1 : Infinity;
  };
  const found = findPath(from, to, entry, { stepExtra });
  if (!found) {
    if (!override) return { ok: false, reason: 'NO_PATH', cost: null, remaining };
    return { ok: true, path: [hex(from.q, from.r), hex(to.q, to.r)], cost: 0, remaining, override: true, squeezed };
  }
  if (found.cost > remaining && !override) return { ok: false, reason: 'OUT_OF_MOVEMENT', cost: found.cost, remaining };
  return {
    ok: true,
    path: found.path,
    cost: found.cost,
    remaining: Math.max(0, remaining - found.cost),
    override: override && (refusal !== null || found.cost > remaining),
    squeezed,
  };
}

/** The hexes a combatant threatens with its reach (empty when it is not on the map). */
export function threatOf(c: Pick<Combatant, 'position' | 'size' | 'reach'>): Hex[] {
  const fp = footprintOf(c);
  return fp.length ? threatenedHexes(fp, { minReach: c.reach.min, maxReach: c.reach.max }) : [];
}

/** Hexes that hostile creatures (`isHostile`) threaten around `c`: leaving one provokes an attack of opportunity. */
export function enemyThreat(
  state: { combatants: readonly Pick<Combatant, 'id' | 'side' | 'position' | 'size' | 'reach'>[] },
  c: Pick<Combatant, 'id' | 'side'>,
): Set<number> {
  const out = new Set<number>();
  for (const other of state.combatants) if (other.id !== c.id && isHostile(other, c)) for (const h of threatOf(other)) out.add(hexKeyOf(h));
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
