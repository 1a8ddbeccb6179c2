// Test-side hex helpers: fixture builders and an independent Dijkstra oracle for findPath.
import { DIRECTIONS, hex, hexKey, hexKeyQ, hexKeyR, neighborDirection, type Axial, type Hex } from '../../shared/hex/hex.js';
import { canonicalEdge, edgeKeyBetween, type Edge } from '../../shared/hex/edges.js';
import type { EdgeBlocked, EntryCost, StepExtra } from '../../shared/hex/path.js';

/** The edge shared by neighbours `a` and `b`. */
export function edgeBetween(a: Axial, b: Axial): Edge {
  const d = neighborDirection(a, b);
  if (d === -1) throw new RangeError(`hexes (${a.q},${a.r}) and (${b.q},${b.r}) are not neighbours`);
  return canonicalEdge(a, d);
}

/** An `edgeBlocked(a, b)` callback from a set of wall keys. */
export function wallsBlock(walls: ReadonlySet<number>): EdgeBlocked {
  return (a, b) => walls.has(edgeKeyBetween(a, b));
}

/**
 * Every hex reachable from `start` within `budget`: hexKey → cheapest cost. A plain Dijkstra that
 * scans for the cheapest open hex (no priority queue), so it shares no code with `findPath`.
 */
export function reachable(start: Axial, budget: number, cost: EntryCost, edgeBlocked?: EdgeBlocked, stepExtra?: StepExtra): Map<number, number> {
  const dist = new Map<number, number>([[hexKey(start.q, start.r), 0]]);
  const done = new Set<number>();
  for (;;) {
    let key: number | undefined;
    for (const [k, c] of dist) if (!done.has(k) && (key === undefined || c < (dist.get(key) ?? Infinity))) key = k;
    if (key === undefined) return dist;
    done.add(key);
    const here: Hex = hex(hexKeyQ(key), hexKeyR(key));
    for (const d of DIRECTIONS) {
      const next = hex(here.q + [1, 1, 0, -1, -1, 0][d]!, here.r + [0, -1, -1, 0, 1, 1][d]!);
      if (edgeBlocked?.(here, next)) continue;
      const c = (dist.get(key) ?? 0) + cost(next) + (stepExtra?.(here, next) ?? 0);
      const nk = hexKey(next.q, next.r);
      if (c <= budget && c < (dist.get(nk) ?? Infinity)) dist.set(nk, c);
    }
  }
}
