// Reach (threatened hexes, opportunity attacks) and range-increment bands. Distances are measured
// from the nearest occupied hex (see footprint.ts), so multi-hex creatures work unchanged.
import { DIRECTIONS, HEX_DIRECTIONS, hex, hexKey, hexKeyOf, type Axial, type Hex } from './hex.js';

export interface ReachSpec {
  /** Nearest threatened distance: 1 for natural reach; 2 for a reach weapon that cannot hit adjacent foes. */
  minReach: number;
  /** Farthest threatened distance. */
  maxReach: number;
}

/**
 * Hexes grouped by distance from the nearest of `sources`: layer k holds the hexes at exactly k
 * (layer 0 = the sources, deduplicated), for k = 0…maxDistance. Multi-source breadth-first search.
 */
export function distanceLayers(sources: readonly Axial[], maxDistance: number): Hex[][] {
  if (!Number.isInteger(maxDistance) || maxDistance < 0) throw new RangeError(`distance must be a non-negative integer, got ${maxDistance}`);
  const seen = new Set<number>();
  let layer: Hex[] = [];
  for (const s of sources) {
    const k = hexKey(s.q, s.r);
    if (!seen.has(k)) {
      seen.add(k);
      layer.push(hex(s.q, s.r));
    }
  }
  const layers: Hex[][] = [layer];
  for (let dist = 1; dist <= maxDistance && layer.length > 0; dist++) {
    const next: Hex[] = [];
    for (const h of layer) {
      for (const d of DIRECTIONS) {
        const q = h.q + HEX_DIRECTIONS[d].q;
        const r = h.r + HEX_DIRECTIONS[d].r;
        const k = hexKey(q, r);
        if (!seen.has(k)) {
          seen.add(k);
          next.push(hex(q, r));
        }
      }
    }
    layers.push(next);
    layer = next;
  }
  return layers;
}

function checkReach({ minReach, maxReach }: ReachSpec): void {
  if (!Number.isInteger(minReach) || !Number.isInteger(maxReach) || minReach < 0 || maxReach < minReach) {
    throw new RangeError(`reach must be integers with 0 ≤ minReach ≤ maxReach, got ${minReach}–${maxReach}`);
  }
}

/**
 * Hexes at footprint distance minReach…maxReach, never the footprint itself: natural reach 1 →
 * {1, 1}; a reach weapon (2 m / 10 ft) → {2, 2}; natural reach 2 m / 10 ft → {1, 2}. Ordered by
 * distance. Returns [] for an empty footprint.
 */
export function threatenedHexes(footprintHexes: readonly Axial[], reach: ReachSpec): Hex[] {
  checkReach(reach);
  const layers = distanceLayers(footprintHexes, reach.maxReach);
  const out: Hex[] = [];
  for (let k = Math.max(1, reach.minReach); k < layers.length; k++) for (const h of layers[k] ?? []) out.push(h);
  return out;
}

/**
 * Which rule decides an opportunity attack:
 * - 'leave-reach' (5e): the mover was in reach (any of its hexes threatened) and no longer is.
 * - 'leave-threatened-hex' (PF1/3.5): the mover vacates a threatened hex, even if it stays in reach.
 */
export type ProvokeRule = 'leave-reach' | 'leave-threatened-hex';

function asList(h: Axial | readonly Axial[]): readonly Axial[] {
  return 'q' in h ? [h] : h;
}

/**
 * Whether one step from `from` to `to` (single hexes or the mover's whole footprints) provokes from
 * a creature threatening `threatened` (hex keys, e.g. `hexKeySet(threatenedHexes(...))`).
 */
export function provokesOnLeaving(
  from: Axial | readonly Axial[],
  to: Axial | readonly Axial[],
  threatened: ReadonlySet<number>,
  rule: ProvokeRule = 'leave-reach',
): boolean {
  const fromList = asList(from);
  const toList = asList(to);
  if (rule === 'leave-reach') {
    return fromList.some((h) => threatened.has(hexKeyOf(h))) && !toList.some((h) => threatened.has(hexKeyOf(h)));
  }
  const toKeys = new Set(toList.map(hexKeyOf));
  return fromList.some((h) => {
    const k = hexKeyOf(h);
    return threatened.has(k) && !toKeys.has(k);
  });
}

export interface RangeBand {
  /** Full range increments beyond the first: 0 = no penalty; PF1 applies −2 per index. */
  index: number;
  /** Distances covered, in hexes: index·increment + 1 … (index + 1)·increment. */
  minDistance: number;
  maxDistance: number;
  /** The hexes of the band, by distance. */
  hexes: Hex[];
}

/**
 * Range-increment rings around an attacker (a hex or its footprint) for overlays: band i holds the
 * hexes at distance i·increment + 1 … (i + 1)·increment, for i = 0 … maxIncrements - 1. The attacker's
 * own hexes are in no band. `increment` is in hexes (convert feet or metres first).
 */
export function rangePenaltyBands(center: Axial | readonly Axial[], increment: number, maxIncrements: number): RangeBand[] {
  if (!Number.isInteger(increment) || increment < 1) throw new RangeError(`increment must be a positive integer, got ${increment}`);
  if (!Number.isInteger(maxIncrements) || maxIncrements < 0) throw new RangeError(`maxIncrements must be a non-negative integer, got ${maxIncrements}`);
  const layers = distanceLayers(asList(center), increment * maxIncrements);
  const bands: RangeBand[] = [];
  for (let i = 0; i < maxIncrements; i++) {
    const minDistance = i * increment + 1;
    const maxDistance = (i + 1) * increment;
    const hexes: Hex[] = [];
    for (let k = minDistance; k <= maxDistance; k++) for (const h of layers[k] ?? []) hexes.push(h);
    bands.push({ index: i, minDistance, maxDistance, hexes });
  }
  return bands;
}
