// Creature footprints: the hexes a creature occupies relative to its anchor hex.
// Decision and rationale: docs/adr/0005-hex-footprints.md.
import {
  DIRECTIONS,
  HEX_DIRECTIONS,
  hex,
  hexCorner,
  hexDistanceQR,
  hexKey,
  hexSpiral,
  type Axial,
  type FractionalHex,
  type Hex,
} from './hex.js';

export const SIZE_CATEGORIES = ['fine', 'diminutive', 'tiny', 'small', 'medium', 'large', 'huge', 'gargantuan', 'colossal'] as const;
export type SizeCategory = (typeof SIZE_CATEGORIES)[number];

/**
 * Space across, in hexes (1 hex = 5 ft in 5e/PF1, 1 m in Akenar/RuneQuest). Reference space: Large
 * 10 ft, Huge 15 ft, Gargantuan 20 ft, Colossal 30 ft (or more); Colossal rounds up to 7 hexes.
 */
export const SIZE_SPACE_HEXES: Readonly<Record<SizeCategory, number>> = Object.freeze({
  fine: 1,
  diminutive: 1,
  tiny: 1,
  small: 1,
  medium: 1,
  large: 2,
  huge: 3,
  gargantuan: 4,
  colossal: 7,
});

/** Large's core: the anchor and its neighbours in directions 0 and 5, meeting at corner 5 of the anchor. */
const TRIANGLE: readonly Hex[] = [hex(0, 0), hex(1, 0), hex(0, 1)];

/** Adds every neighbour of `shape` (Minkowski sum with a radius-1 hex), keeping first-seen order. */
function dilate(shape: readonly Hex[]): Hex[] {
  const seen = new Set<number>();
  const out: Hex[] = [];
  const add = (q: number, r: number): void => {
    const k = hexKey(q, r);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(hex(q, r));
    }
  };
  for (const h of shape) add(h.q, h.r);
  for (const h of shape) for (const d of DIRECTIONS) add(h.q + HEX_DIRECTIONS[d].q, h.r + HEX_DIRECTIONS[d].r);
  return out;
}

/**
 * Footprint offsets for a width in hexes: odd widths are hexagons of radius (w - 1) / 2 centred on
 * the anchor (1, 7, 19, 37 hexes); even widths are the Large triangle grown (w / 2 - 1) times, centred
 * on the anchor's corner 5 (3, 12, 27 hexes). Every footprint is exactly `w` hexes across on all
 * three axes.
 */
export function footprintOffsetsForWidth(width: number): readonly Hex[] {
  if (!Number.isInteger(width) || width < 1) throw new RangeError(`width must be a positive integer, got ${width}`);
  if (width % 2 === 1) return hexSpiral({ q: 0, r: 0 }, (width - 1) / 2);
  let shape: readonly Hex[] = TRIANGLE;
  for (let i = 1; i < width / 2; i++) shape = dilate(shape);
  return shape;
}

const OFFSETS: Readonly<Record<SizeCategory, readonly Hex[]>> = Object.freeze(
  Object.fromEntries(
    SIZE_CATEGORIES.map((s) => [s, Object.freeze(footprintOffsetsForWidth(SIZE_SPACE_HEXES[s]).map((h) => Object.freeze(h)))]),
  ) as Record<SizeCategory, readonly Hex[]>,
);

/**
 * The footprint relative to an anchor at (0, 0). The shapes are the same in both orientations: the
 * Large triangle draws as ▽ (pointy) or ▷ (flat) with the anchor top-left.
 */
export function footprintOffsets(size: SizeCategory): readonly Hex[] {
  return OFFSETS[size];
}

/** The hexes a creature of `size` occupies with its anchor on `anchor`; the anchor comes first. */
export function footprintHexes(anchor: Axial, size: SizeCategory): Hex[] {
  return OFFSETS[size].map((o) => hex(anchor.q + o.q, anchor.r + o.r));
}

/** The footprint's centre in hex space (the anchor, or its corner 5 for Large and Gargantuan): where to draw the token. */
export function footprintCenter(anchor: Axial, size: SizeCategory): FractionalHex {
  return SIZE_SPACE_HEXES[size] % 2 === 1 ? hex(anchor.q, anchor.r) : hexCorner(anchor, 5);
}

/**
 * Distance between two creatures, measured from the nearest occupied hex of each: the minimum hex
 * distance over all pairs (0 when they overlap). Infinity if either list is empty.
 */
export function footprintDistance(aHexes: readonly Axial[], bHexes: readonly Axial[]): number {
  let best = Infinity;
  for (const a of aHexes) {
    for (const b of bHexes) {
      const d = hexDistanceQR(a.q, a.r, b.q, b.r);
      if (d < best) {
        if (d === 0) return 0;
        best = d;
      }
    }
  }
  return best;
}

/**
 * The size a creature squeezes down to (5E-MOVE-26: "a space big enough for a creature one size
 * smaller"): the next category down, or null when that footprint is no smaller (Medium and below are
 * all one hex, so they cannot squeeze on a hex map). The smaller footprint at the same anchor lies
 * inside the full one for every size, so squeezing never moves the anchor.
 */
export function squeezedSize(size: SizeCategory): SizeCategory | null {
  const i = SIZE_CATEGORIES.indexOf(size);
  const smaller = i > 0 ? SIZE_CATEGORIES[i - 1] : undefined;
  return smaller !== undefined && OFFSETS[smaller].length < OFFSETS[size].length ? smaller : null;
}

/** Size categories between two sizes (Medium vs Large = 1, Tiny vs Medium = 2), in the order of `SIZE_CATEGORIES`. */
export function sizeSteps(a: SizeCategory, b: SizeCategory): number {
  return Math.abs(SIZE_CATEGORIES.indexOf(a) - SIZE_CATEGORIES.indexOf(b));
}
