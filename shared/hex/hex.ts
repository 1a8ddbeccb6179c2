// Hex coordinates and algorithms after Red Blob Games, "Hexagonal Grids"
// (https://www.redblobgames.com/grids/hexagons/). Axial storage, cube maths: s = -q - r.

/** Axial coordinates. `s` is implied (`-q - r`); inputs may omit it and it is never read. */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

/** Cube coordinates (q + r + s = 0). Every hex this library returns carries `s`. */
export interface Hex extends Axial {
  readonly s: number;
}

/** A point in hex space with non-integer coordinates (from `pixelToHex`…). */
export type FractionalHex = Hex;

/** Index into `HEX_DIRECTIONS`; the opposite direction is `(d + 3) % 6`. */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

/** The directions in order, for typed iteration (`for (const d of DIRECTIONS)`). */
export const DIRECTIONS: readonly [0, 1, 2, 3, 4, 5] = [0, 1, 2, 3, 4, 5];

/** Builds a hex; normalises -0 to 0 so results compare equal with `toEqual` and `Object.is`. */
export function hex(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0, s: 0 - q - r };
}

const freeze = (q: number, r: number): Hex => Object.freeze(hex(q, r));

/** Red Blob order: 0 (+1,0,-1), 1 (+1,-1,0), 2 (0,-1,+1), 3 (-1,0,+1), 4 (-1,+1,0), 5 (0,+1,-1). */
export const HEX_DIRECTIONS: readonly [Hex, Hex, Hex, Hex, Hex, Hex] = [
  freeze(1, 0),
  freeze(1, -1),
  freeze(0, -1),
  freeze(-1, 0),
  freeze(-1, 1),
  freeze(0, 1),
];

/** Diagonal i lies between directions i and i + 1; a third of it is hex-space corner i (`hexCorner`). */
export const HEX_DIAGONALS: readonly [Hex, Hex, Hex, Hex, Hex, Hex] = [
  freeze(2, -1),
  freeze(1, -2),
  freeze(-1, -1),
  freeze(-2, 1),
  freeze(-1, 2),
  freeze(1, 1),
];

export function isDirection(n: number): n is Direction {
  return Number.isInteger(n) && n >= 0 && n < 6;
}

export function hexNeighbor(h: Axial, d: Direction): Hex {
  const v = HEX_DIRECTIONS[d];
  return hex(h.q + v.q, h.r + v.r);
}

/**
 * Corner i of a hex in hex space (fractional): where the hex meets its neighbours in directions i and
 * i + 1, i.e. `h + HEX_DIAGONALS[i] / 3`. Numbered like the directions, not like `polygonCorners`
 * (whose order follows screen angles).
 */
export function hexCorner(h: Axial, i: Direction): FractionalHex {
  const v = HEX_DIAGONALS[i];
  return hex(h.q + v.q / 3, h.r + v.r / 3);
}

/** The six neighbours in direction order. */
export function hexNeighbors(h: Axial): Hex[] {
  return HEX_DIRECTIONS.map((v) => hex(h.q + v.q, h.r + v.r));
}

/** The direction from `a` to its neighbour `b`, or -1 when they are not adjacent. */
export function neighborDirection(a: Axial, b: Axial): Direction | -1 {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (const d of DIRECTIONS) {
    const v = HEX_DIRECTIONS[d];
    if (v.q === dq && v.r === dr) return d;
  }
  return -1;
}

// The distances halve |Δq| + |Δr| + |Δs| (twice the largest of the three) with `/ 2`, not `* 0.5`:
// the same IEEE result for every input, but integer inputs stay small integers (Smis) in every V8
// tier, so the result is never boxed as a heap number, even in code that is not optimised yet.

/** Hex distance: integer arithmetic on integer hexes, no allocation. Also valid for fractional hexes. */
export function hexDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** `hexDistance` on bare numbers, for hot loops over packed coordinates. */
export function hexDistanceQR(q1: number, r1: number, q2: number, r2: number): number {
  const dq = q1 - q2;
  const dr = r1 - r2;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Rounds fractional axial coordinates to the hex containing them (Red Blob `hex_round`). */
export function hexRoundQR(q: number, r: number): Hex {
  const s = 0 - q - r;
  let qi = Math.round(q);
  let ri = Math.round(r);
  const si = Math.round(s);
  const qd = Math.abs(qi - q);
  const rd = Math.abs(ri - r);
  const sd = Math.abs(si - s);
  if (qd > rd && qd > sd) qi = -ri - si;
  else if (rd > sd) ri = -qi - si;
  return hex(qi, ri);
}

function checkRadius(radius: number): void {
  if (!Number.isInteger(radius) || radius < 0) throw new RangeError(`radius must be a non-negative integer, got ${radius}`);
}

/**
 * The 6·radius hexes at exactly `radius` from `center`, walking from the corner in direction 4 through
 * directions 0…5 (Red Blob `hex_ring`). Radius 0 gives `[center]`.
 */
export function hexRing(center: Axial, radius: number): Hex[] {
  checkRadius(radius);
  if (radius === 0) return [hex(center.q, center.r)];
  const out: Hex[] = [];
  const start = HEX_DIRECTIONS[4];
  let q = center.q + start.q * radius;
  let r = center.r + start.r * radius;
  for (const d of DIRECTIONS) {
    const v = HEX_DIRECTIONS[d];
    for (let j = 0; j < radius; j++) {
      out.push(hex(q, r));
      q += v.q;
      r += v.r;
    }
  }
  return out;
}

/** `center`, then rings 1…radius: 3·radius·(radius + 1) + 1 hexes ordered by distance. */
export function hexSpiral(center: Axial, radius: number): Hex[] {
  checkRadius(radius);
  const out: Hex[] = [hex(center.q, center.r)];
  for (let k = 1; k <= radius; k++) for (const h of hexRing(center, k)) out.push(h);
  return out;
}

// --- Integer keys -------------------------------------------------------------------------------

/**
 * A compact int32 key for Maps and Sets: q in the high 16 bits, r in the low 16. Valid for integer
 * coordinates in [-32768, 32767]; other inputs alias silently.
 */
export function hexKey(q: number, r: number): number {
  return (q << 16) | (r & 0xffff);
}

export function hexKeyOf(h: Axial): number {
  return (h.q << 16) | (h.r & 0xffff);
}

export function hexKeyQ(key: number): number {
  return key >> 16;
}

export function hexKeyR(key: number): number {
  return (key << 16) >> 16;
}

export function hexFromKey(key: number): Hex {
  return hex(key >> 16, (key << 16) >> 16);
}

/** A Set of the hexes' keys, for membership tests such as `provokesOnLeaving`. */
export function hexKeySet(hexes: Iterable<Axial>): Set<number> {
  const set = new Set<number>();
  for (const h of hexes) set.add(hexKeyOf(h));
  return set;
}
