// Hex edges, for walls. An edge is shared by two hexes; its canonical form names it from the hex
// whose side it is in direction 0, 1 or 2, so both sides give the same edge and the same key.
import { HEX_DIRECTIONS, hexCorner, hexKey, isDirection, neighborDirection, type Axial, type Direction, type FractionalHex } from './hex.js';

export type CanonicalDirection = 0 | 1 | 2;

/** A canonical edge: side `dir` (0–2) of hex (q, r). */
export interface Edge {
  readonly q: number;
  readonly r: number;
  readonly dir: CanonicalDirection;
}

/** How the map stores an edge: [q, r, direction 0–5] (any side; `edgeFromTuple` canonicalises). */
export type EdgeTuple = readonly [q: number, r: number, dir: number];

/** Side `d` of hex `h`, canonicalised: directions 3–5 become 0–2 of the neighbour across the edge. */
export function canonicalEdge(h: Axial, d: Direction): Edge {
  if (d < 3) return { q: h.q + 0, r: h.r + 0, dir: d as CanonicalDirection };
  const v = HEX_DIRECTIONS[d];
  return { q: h.q + v.q + 0, r: h.r + v.r + 0, dir: (d - 3) as CanonicalDirection };
}

/**
 * A numeric key for side `d` of `h`, equal from both sides: `hexKey(q, r) * 4 + dir` of the canonical
 * edge. An exact integer (not int32) for hexes in the `hexKey` range. No allocation.
 */
export function edgeKey(h: Axial, d: Direction): number {
  if (d < 3) return hexKey(h.q, h.r) * 4 + d;
  const v = HEX_DIRECTIONS[d];
  return hexKey(h.q + v.q, h.r + v.r) * 4 + (d - 3);
}

export function edgeKeyOf(e: Edge): number {
  return hexKey(e.q, e.r) * 4 + e.dir;
}

function directionBetween(a: Axial, b: Axial): Direction {
  const d = neighborDirection(a, b);
  if (d === -1) throw new RangeError(`hexes (${a.q},${a.r}) and (${b.q},${b.r}) are not neighbours`);
  return d;
}

/** `edgeKeyOf(edgeBetween(a, b))` without the intermediate object. */
export function edgeKeyBetween(a: Axial, b: Axial): number {
  return edgeKey(a, directionBetween(a, b));
}

export function edgeToTuple(e: Edge): [q: number, r: number, dir: number] {
  return [e.q, e.r, e.dir];
}

export function edgeFromTuple(t: EdgeTuple): Edge {
  const [q, r, d] = t;
  if (!isDirection(d)) throw new RangeError(`edge direction must be an integer 0–5, got ${d}`);
  return canonicalEdge({ q, r }, d);
}

/** The edge's end points in hex space (corners dir - 1 and dir of its hex); draw with `hexToPixel`. */
export function edgeEndpoints(e: Edge): [FractionalHex, FractionalHex] {
  return [hexCorner(e, ((e.dir + 5) % 6) as Direction), hexCorner(e, e.dir)];
}
