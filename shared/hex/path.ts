// Movement: A* between two hexes and a Dijkstra flood for movement-range overlays.
// The grid is unbounded: the cost callback must return Infinity outside the map, and findPath
// gives up after `maxExpanded` hexes, so an unreachable goal cannot loop forever.
import { DIRECTIONS, HEX_DIRECTIONS, hex, hexDistanceQR, hexKey, hexKeyQ, hexKeyR, type Axial, type Hex } from './hex.js';
import { PriorityQueue } from './priority-queue.js';

/** Cost of entering a hex: a number ≥ 1, or Infinity when impassable. Assumed pure (results are cached). */
export type EntryCost = (h: Hex) => number;
/** True when a wall (or anything else) forbids stepping from `from` to its neighbour `to`. */
export type EdgeBlocked = (from: Hex, to: Hex) => boolean;
/**
 * Extra cost of stepping from `from` to its neighbour `to`, on top of the entry cost of `to`: a number
 * ≥ 0, or Infinity to forbid the step (e.g. a big creature that can cross a gap only squeezed).
 */
export type StepExtra = (from: Hex, to: Hex) => number;

export interface PathOptions {
  edgeBlocked?: EdgeBlocked;
  stepExtra?: StepExtra;
  /** Paths costing more than this are not considered (movement budget). */
  maxCost?: number;
  /** Search limit in expanded hexes; `findPath` returns null beyond it. */
  maxExpanded?: number;
}

export interface PathResult {
  /** From start to goal, both included; each hex adjacent to the next. */
  path: Hex[];
  /** Sum of the entry costs of every hex after the start, plus any step extras. */
  cost: number;
}

export const DEFAULT_MAX_EXPANDED = 100_000;

function costOf(cost: EntryCost, cache: Map<number, number>, key: number, q: number, r: number): number {
  let c = cache.get(key);
  if (c === undefined) {
    c = cost(hex(q, r));
    if (!(c >= 1)) throw new RangeError(`entry cost of (${q},${r}) must be ≥ 1 or Infinity, got ${c}`);
    cache.set(key, c);
  }
  return c;
}

/**
 * Cheapest path by A* (heuristic: hex distance, admissible because every step costs ≥ 1). Ties
 * break deterministically: lowest f, then nearest to the goal, then first discovered; neighbours are
 * tried in direction order 0–5. Returns null when the goal is unreachable, over `maxCost`, or the
 * search exceeds `maxExpanded`. The start's own cost is never charged.
 */
export function findPath(start: Axial, goal: Axial, cost: EntryCost, options: PathOptions = {}): PathResult | null {
  const { edgeBlocked, stepExtra, maxCost = Infinity, maxExpanded = DEFAULT_MAX_EXPANDED } = options;
  const gq = goal.q;
  const gr = goal.r;
  const startKey = hexKey(start.q, start.r);
  const goalKey = hexKey(gq, gr);
  if (startKey === goalKey) return { path: [hex(start.q, start.r)], cost: 0 };

  const cache = new Map<number, number>();
  if (costOf(cost, cache, goalKey, gq, gr) === Infinity) return null;
  const g = new Map<number, number>([[startKey, 0]]);
  const parent = new Map<number, number>();
  const closed = new Set<number>();
  const open = new PriorityQueue();
  const h0 = hexDistanceQR(start.q, start.r, gq, gr);
  open.push(startKey, h0, h0);
  let expanded = 0;

  for (let key = open.pop(); key !== undefined; key = open.pop()) {
    if (closed.has(key)) continue;
    closed.add(key);
    if (key === goalKey) return { path: reconstruct(parent, startKey, goalKey), cost: g.get(goalKey) ?? 0 };
    if (++expanded > maxExpanded) return null;
    const q = hexKeyQ(key);
    const r = hexKeyR(key);
    const gk = g.get(key) ?? 0;
    let here: Hex | undefined;
    for (const d of DIRECTIONS) {
      const nq = q + HEX_DIRECTIONS[d].q;
      const nr = r + HEX_DIRECTIONS[d].r;
      const nk = hexKey(nq, nr);
      if (closed.has(nk)) continue;
      const c = costOf(cost, cache, nk, nq, nr);
      if (c === Infinity) continue;
      let ng = gk + c;
      if (ng > maxCost || ng >= (g.get(nk) ?? Infinity)) continue;
      if (edgeBlocked && edgeBlocked((here ??= hex(q, r)), hex(nq, nr))) continue;
      if (stepExtra) {
        ng += checkExtra(stepExtra((here ??= hex(q, r)), hex(nq, nr)));
        if (ng > maxCost || ng >= (g.get(nk) ?? Infinity)) continue;
      }
      g.set(nk, ng);
      parent.set(nk, key);
      const h = hexDistanceQR(nq, nr, gq, gr);
      open.push(nk, ng + h, h);
    }
  }
  return null;
}

function checkExtra(x: number): number {
  if (!(x >= 0)) throw new RangeError(`step extra must be ≥ 0 or Infinity, got ${x}`);
  return x;
}

function reconstruct(parent: ReadonlyMap<number, number>, startKey: number, goalKey: number): Hex[] {
  const keys: number[] = [goalKey];
  for (let k = goalKey; k !== startKey; ) {
    const p = parent.get(k);
    if (p === undefined) throw new Error('findPath: broken parent chain');
    keys.push(p);
    k = p;
  }
  keys.reverse();
  return keys.map((k) => hex(hexKeyQ(k), hexKeyR(k)));
}
