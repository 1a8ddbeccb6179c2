// How many creatures can surround another (5E-MOVE-24/25, G-07e): the most footprints of one size
// that touch a footprint of another (adjacent, "within 5 ft") without overlapping it or each other.
// The seed's figures (8 Medium around a Medium, about 5 Large around a Medium, 20 Medium around a
// Gargantuan) are square-grid counts; `surroundCount` recomputes them from the hex footprints of
// ADR 0005 and `squareSurroundCount` reproduces the seed's grid for comparison:
//
//   around \ centre   Medium      Large       Huge        Gargantuan
//   Medium            6  (sq 8)   9  (sq 12)  12 (sq 16)  15 (sq 20)
//   Large             4  (sq 4)   6  (sq 8)   7  (sq 8)   9  (sq 12)
//   Huge              4  (sq 4)   5  (sq 4)   6  (sq 8)   7  (sq 8)
//   Gargantuan        3  (sq 4)   4  (sq 4)   5  (sq 4)   6  (sq 8)
//
// Both grids are asserted in tests/unit/dnd5e-movement.test.ts. The square counts reproduce the
// seed's 8 and 20 exactly; its "five Large around a Medium" is loose: strictly non-overlapping 2×2
// squares fit only 4, as do Large triangles on hexes. G-07e: the limit follows from occupancy and is
// not a separate cap; planMove already refuses to end a move in another creature's space.
import { HEX_DIRECTIONS, hexKey, type Axial } from '../../shared/hex/hex.js';
import { footprintOffsets, type SizeCategory } from '../../shared/hex/footprint.js';

/** The 8 king-move steps of a square grid: "within 5 ft" includes the diagonals. */
const SQUARE_STEPS: readonly Axial[] = [
  { q: 1, r: 0 }, { q: 1, r: 1 }, { q: 0, r: 1 }, { q: -1, r: 1 },
  { q: -1, r: 0 }, { q: -1, r: -1 }, { q: 0, r: -1 }, { q: 1, r: -1 },
];

/** Most creatures of size `around` that fit adjacent to one of size `center` on the hex grid. */
export function surroundCount(center: SizeCategory, around: SizeCategory): number {
  return maxSurrounding(footprintOffsets(center), footprintOffsets(around), HEX_DIRECTIONS);
}

/** The same on the square grid the seed assumes: creatures `width` squares across (Medium 1, Large 2, Huge 3, Gargantuan 4). */
export function squareSurroundCount(centerWidth: number, aroundWidth: number): number {
  return maxSurrounding(squareShape(centerWidth), squareShape(aroundWidth), SQUARE_STEPS);
}

function squareShape(width: number): Axial[] {
  if (!Number.isInteger(width) || width < 1) throw new RangeError(`width must be a positive integer, got ${width}`);
  const out: Axial[] = [];
  for (let y = 0; y < width; y++) for (let x = 0; x < width; x++) out.push({ q: x, r: y });
  return out;
}

interface Placement {
  cells: number[];
  /** Indices of the ring cells it covers. */
  ring: number[];
}

/**
 * Exact maximum packing: placements of `shape` touching `center` (some cell one step from it), none
 * overlapping `center` or each other. Every placement covers at least one ring cell and no ring cell
 * is covered twice, so the search branches on the first undecided ring cell — covered by one of the
 * placements containing it, or left empty — and is bounded by the undecided ring cells left.
 */
function maxSurrounding(center: readonly Axial[], shape: readonly Axial[], steps: readonly Axial[]): number {
  const inCenter = new Set(center.map((c) => hexKey(c.q, c.r)));
  const ringIndex = new Map<number, number>();
  for (const c of center) {
    for (const d of steps) {
      const k = hexKey(c.q + d.q, c.r + d.r);
      if (!inCenter.has(k) && !ringIndex.has(k)) ringIndex.set(k, ringIndex.size);
    }
  }
  const seen = new Set<number>();
  const byRing: Placement[][] = Array.from({ length: ringIndex.size }, () => []);
  for (const rk of ringIndex.keys()) {
    const rq = rk >> 16;
    const rr = (rk << 16) >> 16;
    for (const o of shape) {
      const aq = rq - o.q;
      const ar = rr - o.r;
      const ak = hexKey(aq, ar);
      if (seen.has(ak)) continue;
      seen.add(ak);
      const cells = shape.map((s) => hexKey(aq + s.q, ar + s.r));
      if (cells.some((k) => inCenter.has(k))) continue;
      const p: Placement = { cells, ring: cells.flatMap((k) => ringIndex.get(k) ?? []) };
      for (const i of p.ring) byRing[i]?.push(p);
    }
  }

  const taken = new Set<number>();
  const decided: boolean[] = new Array<boolean>(ringIndex.size).fill(false);
  let best = 0;
  const search = (from: number, count: number, open: number): void => {
    if (count + open <= best) return;
    let i = from;
    while (i < decided.length && decided[i]) i++;
    if (i >= decided.length) {
      best = count;
      return;
    }
    for (const p of byRing[i] ?? []) {
      if (p.ring.some((j) => decided[j]) || p.cells.some((k) => taken.has(k))) continue;
      for (const k of p.cells) taken.add(k);
      for (const j of p.ring) decided[j] = true;
      search(i + 1, count + 1, open - p.ring.length);
      for (const j of p.ring) decided[j] = false;
      for (const k of p.cells) taken.delete(k);
    }
    decided[i] = true;
    search(i + 1, count, open - 1);
    decided[i] = false;
  };
  search(0, 0, ringIndex.size);
  return best;
}
