// Line of sight and cover between hexes.
//
// Either-nudge rule: a line exactly along a hex edge, or through a corner, touches hexes on both
// sides. We draw it twice, shifted by +ε and by −ε, and sight exists if EITHER version is clear:
// peeking along a wall or between two blocked hexes that only touch at a corner is allowed, as in
// Red Blob's "line drawing" notes. The shift is ε·(1, 2, −3) in cube coordinates rather than Red
// Blob's ε·(1, 1, −2): that vector is parallel to the (1, 1, −2) diagonal, so lines along it (which
// run on hex edges) would pick a side by rounding noise; ε·(1, 2, −3) has a non-zero component across
// every edge, so +ε keeps one side of every edge and −ε the other, consistently.
//
// A line is clear when no hex strictly between its ends blocks sight and no edge it crosses does.
// The endpoints never block (the viewer and the target stand there). Callbacks must be symmetric.
import { DIRECTIONS, HEX_DIAGONALS, HEX_DIRECTIONS, hex, hexDistance, hexKey, hexRoundQR, type Axial, type Direction, type Hex } from './hex.js';

export type BlocksSight = (h: Hex) => boolean;
export type EdgeBlocksSight = (a: Hex, b: Hex) => boolean;
export type Cover = 'none' | 'half' | 'three-quarters' | 'total';

const EPS_Q = 1e-6;
const EPS_R = 2e-6;

/**
 * The hexes of the sight line from `a` to `b` (ends included, `hexDistance + 1` hexes, each adjacent
 * to the next) with the ±ε shift above. Samples are taken from the nearer end, so `sightLine(b, a)` is
 * exactly `sightLine(a, b)` reversed.
 */
export function sightLine(a: Axial, b: Axial, nudge: 1 | -1): Hex[] {
  const n = hexDistance(a, b);
  const aq = a.q + EPS_Q * nudge;
  const ar = a.r + EPS_R * nudge;
  const bq = b.q + EPS_Q * nudge;
  const br = b.r + EPS_R * nudge;
  const out = new Array<Hex>(n + 1);
  for (let i = 0; i <= n; i++) {
    const j = n - i;
    if (2 * i < n) out[i] = hexRoundQR(aq + (bq - aq) * (i / n), ar + (br - ar) * (i / n));
    else if (2 * i > n) out[i] = hexRoundQR(bq + (aq - bq) * (j / n), br + (ar - br) * (j / n));
    else out[i] = hexRoundQR((aq + bq) * 0.5, (ar + br) * 0.5);
  }
  return out;
}

function lineClear(line: readonly Hex[], blocksSight: BlocksSight, edgeBlocksSight?: EdgeBlocksSight): boolean {
  const last = line.length - 1;
  for (let i = 0; i < last; i++) {
    const a = line[i];
    const b = line[i + 1];
    if (a === undefined || b === undefined) return false;
    if (i + 1 < last && blocksSight(b)) return false;
    if (edgeBlocksSight?.(a, b)) return false;
  }
  return true;
}

/** Line of sight between hex centres by the either-nudge rule. Symmetric when the callbacks are. */
export function hasLineOfSight(from: Axial, to: Axial, blocksSight: BlocksSight, edgeBlocksSight?: EdgeBlocksSight): boolean {
  return (
    lineClear(sightLine(from, to, 1), blocksSight, edgeBlocksSight) ||
    lineClear(sightLine(from, to, -1), blocksSight, edgeBlocksSight)
  );
}

/**
 * Walks the straight segment (aq, ar) → (bq, br) in hex space through every hex it enters (exact
 * cell crossing, not sampling), checking the hexes after the first and before `targetKey`, and every
 * edge crossed. The hex of (aq, ar) is where the walk starts.
 */
function segmentClear(
  aq: number,
  ar: number,
  bq: number,
  br: number,
  targetKey: number,
  blocksSight: BlocksSight,
  edgeBlocksSight?: EdgeBlocksSight,
): boolean {
  const as = -aq - ar;
  const dq = bq - aq;
  const dr = br - ar;
  const ds = -dq - dr;
  let h = hexRoundQR(aq, ar);
  const maxSteps = 4 * (Math.ceil(hexDistance({ q: aq, r: ar }, { q: bq, r: br })) + 2);
  for (let step = 0; step < maxSteps; step++) {
    // Cell of h: (p - h)·D ≤ 1 for each direction D (cube dot product); leave where the first bound is hit.
    let best = Infinity;
    let exit: Direction = 0;
    for (const d of DIRECTIONS) {
      const v = HEX_DIRECTIONS[d];
      const vs = v.s;
      const rate = dq * v.q + dr * v.r + ds * vs;
      if (rate <= 0) continue;
      const t = (1 - ((aq - h.q) * v.q + (ar - h.r) * v.r + (as - h.s) * vs)) / rate;
      if (t < best) {
        best = t;
        exit = d;
      }
    }
    if (best >= 1) return true;
    const next = hex(h.q + HEX_DIRECTIONS[exit].q, h.r + HEX_DIRECTIONS[exit].r);
    if (edgeBlocksSight?.(h, next)) return false;
    if (hexKey(next.q, next.r) !== targetKey && blocksSight(next)) return false;
    h = next;
  }
  return true;
}

/** Corner lines aim this far from the target's centre towards each corner, so they end inside it. */
export const CORNER_INSET = 0.99;

/**
 * How many of the 7 cover lines are blocked: attacker centre → target centre (the `hasLineOfSight`
 * test) and → each of the target's 6 corners (exact segment walk, either-nudge rule per line).
 */
export function blockedCoverLines(from: Axial, to: Axial, blocksSight: BlocksSight, edgeBlocksSight?: EdgeBlocksSight): number {
  if (from.q === to.q && from.r === to.r) return 0;
  let blocked = hasLineOfSight(from, to, blocksSight, edgeBlocksSight) ? 0 : 1;
  const targetKey = hexKey(to.q, to.r);
  for (const d of DIRECTIONS) {
    const cq = to.q + (HEX_DIAGONALS[d].q / 3) * CORNER_INSET;
    const cr = to.r + (HEX_DIAGONALS[d].r / 3) * CORNER_INSET;
    const clear =
      segmentClear(from.q + EPS_Q, from.r + EPS_R, cq + EPS_Q, cr + EPS_R, targetKey, blocksSight, edgeBlocksSight) ||
      segmentClear(from.q - EPS_Q, from.r - EPS_R, cq - EPS_Q, cr - EPS_R, targetKey, blocksSight, edgeBlocksSight);
    if (!clear) blocked++;
  }
  return blocked;
}

/**
 * Cover from blocked lines out of `total`: 0 → none; up to half → half; more than half but not all →
 * three-quarters; all → total. With 7 lines: 0 none, 1–3 half, 4–6 three-quarters, 7 total (the 5e
 * DMG: one or two of four corner lines blocked → half, three or four → three-quarters).
 */
export function coverFromBlockedLines(blocked: number, total = 7): Cover {
  if (blocked <= 0) return 'none';
  if (blocked * 2 <= total) return 'half';
  if (blocked < total) return 'three-quarters';
  return 'total';
}

/**
 * Cover of the target hex against an attack from `from`. 'total' implies no line of sight; the
 * converse does not hold (centre line blocked, corners visible → three-quarters at most).
 */
export function cover(from: Axial, to: Axial, blocksSight: BlocksSight, edgeBlocksSight?: EdgeBlocksSight): Cover {
  return coverFromBlockedLines(blockedCoverLines(from, to, blocksSight, edgeBlocksSight));
}

