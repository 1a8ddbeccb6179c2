import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hex, hexDistance, hexKeySet, hexNeighbors, type Hex } from '../../../shared/hex/hex.js';
import { hexToPixel, layout } from '../../../shared/hex/layout.js';
import {
  SIZE_CATEGORIES,
  SIZE_SPACE_HEXES,
  footprintCenter,
  footprintDistance,
  footprintHexes,
  footprintOffsets,
  footprintOffsetsForWidth,
  type SizeCategory,
} from '../../../shared/hex/footprint.js';
import { arbHex } from './arbitraries.js';
import { qr, qrSorted } from './oracle.js';

const O = hex(0, 0);
const arbSize = fc.constantFrom(...SIZE_CATEGORIES);

function span(hexes: readonly Hex[], axis: 'q' | 'r' | 's'): number {
  const v = hexes.map((h) => h[axis]);
  return Math.max(...v) - Math.min(...v) + 1;
}

function connected(hexes: readonly Hex[]): boolean {
  const all = hexKeySet(hexes);
  const seen = new Set<string>([qr(hexes[0] ?? O)]);
  const todo = [hexes[0] ?? O];
  for (let h = todo.pop(); h; h = todo.pop()) {
    for (const n of hexNeighbors(h)) {
      if (all.has((n.q << 16) | (n.r & 0xffff)) && !seen.has(qr(n))) {
        seen.add(qr(n));
        todo.push(n);
      }
    }
  }
  return seen.size === hexes.length;
}

describe('footprints', () => {
  it('occupies 1 hex up to Medium, then 3, 7, 12 and 37 hexes', () => {
    const counts = Object.fromEntries(SIZE_CATEGORIES.map((s) => [s, footprintHexes(O, s).length]));
    expect(counts).toEqual({ fine: 1, diminutive: 1, tiny: 1, small: 1, medium: 1, large: 3, huge: 7, gargantuan: 12, colossal: 37 });
  });

  it('uses hand-checked shapes', () => {
    expect(footprintHexes(hex(5, -2), 'medium')).toEqual([hex(5, -2)]);
    expect(footprintHexes(hex(5, -2), 'large').map(qr)).toEqual(['5,-2', '6,-2', '5,-1']);
    expect(qrSorted(footprintHexes(O, 'huge'))).toEqual(qrSorted([O, ...hexNeighbors(O)]));
    // Gargantuan: the Large triangle and its 9 surrounding hexes
    expect(qrSorted(footprintOffsets('gargantuan'))).toEqual(
      ['0,0', '1,0', '0,1', '1,-1', '2,-1', '2,0', '1,1', '0,2', '-1,2', '-1,1', '-1,0', '0,-1'].sort(),
    );
    for (const h of footprintHexes(O, 'colossal')) expect(hexDistance(O, h)).toBeLessThanOrEqual(3);
  });

  it('puts the anchor first, and every footprint is connected and exactly its space wide on all three axes', () => {
    for (const s of SIZE_CATEGORIES) {
      const f = footprintHexes(hex(3, -7), s);
      expect(f[0]).toEqual(hex(3, -7));
      expect(hexKeySet(f).size).toBe(f.length);
      expect(connected(f)).toBe(true);
      const w = SIZE_SPACE_HEXES[s];
      expect([span(f, 'q'), span(f, 'r'), span(f, 's')]).toEqual([w, w, w]);
    }
    expect(footprintOffsetsForWidth(6)).toHaveLength(27);
    expect(footprintOffsetsForWidth(5)).toHaveLength(19);
    expect(() => footprintOffsetsForWidth(0)).toThrow(RangeError);
  });

  it('is symmetric about its centre: 3-fold for even widths, 6-fold for odd', () => {
    for (const s of SIZE_CATEGORIES) {
      const f = footprintHexes(O, s);
      const c = footprintCenter(O, s);
      // rotate 120° about the centre: (x, y, z) → (z, x, y) relative to c
      const rotated = f.map((h) => {
        const dq = h.q - c.q;
        const ds = h.s - c.s;
        return hex(Math.round(c.q + ds), Math.round(c.r + dq));
      });
      expect(qrSorted(rotated)).toEqual(qrSorted(f));
      if (SIZE_SPACE_HEXES[s] % 2 === 1) expect(c).toEqual(O);
      else expect(c).toEqual(hex(1 / 3, 1 / 3));
    }
  });

  it('centres the token on the centroid of its hexes, in both orientations', () => {
    for (const orientation of ['pointy', 'flat'] as const) {
      const l = layout(orientation, 30, { x: 7, y: -3 });
      for (const s of SIZE_CATEGORIES) {
        const f = footprintHexes(hex(2, 5), s);
        const px = f.map((h) => hexToPixel(l, h));
        const centre = hexToPixel(l, footprintCenter(hex(2, 5), s));
        expect(centre.x).toBeCloseTo(px.reduce((a, p) => a + p.x, 0) / px.length, 9);
        expect(centre.y).toBeCloseTo(px.reduce((a, p) => a + p.y, 0) / px.length, 9);
      }
    }
  });
});

describe('footprintDistance', () => {
  it('measures from the nearest occupied hexes', () => {
    const large = footprintHexes(O, 'large'); // (0,0) (1,0) (0,1)
    expect(footprintDistance([O], [hex(3, 0)])).toBe(3);
    expect(footprintDistance(large, [hex(3, 0)])).toBe(2);
    expect(footprintDistance(large, [hex(-2, 0)])).toBe(2);
    expect(footprintDistance(large, footprintHexes(hex(3, 0), 'large'))).toBe(2);
    expect(footprintDistance(large, footprintHexes(hex(1, 1), 'huge'))).toBe(0);
    expect(footprintDistance(footprintHexes(O, 'colossal'), [hex(10, 0)])).toBe(7);
    expect(footprintDistance([], [O])).toBe(Infinity);
  });

  it('equals hexDistance for single hexes and is symmetric; anchors farther by at most the radii', () => {
    fc.assert(
      fc.property(arbHex(50), arbHex(50), arbSize, arbSize, (a, b, sa, sb) => {
        expect(footprintDistance([a], [b])).toBe(hexDistance(a, b));
        const fa = footprintHexes(a, sa);
        const fb = footprintHexes(b, sb);
        const d = footprintDistance(fa, fb);
        expect(footprintDistance(fb, fa)).toBe(d);
        expect(d).toBeLessThanOrEqual(hexDistance(a, b));
        expect(d).toBeGreaterThanOrEqual(hexDistance(a, b) - (SIZE_SPACE_HEXES[sa] - 1) - (SIZE_SPACE_HEXES[sb] - 1));
      }),
      { numRuns: 200 },
    );
  });

  it('accepts every size as a string union value', () => {
    const sizes: SizeCategory[] = ['large', 'tiny'];
    expect(sizes.map((s) => footprintHexes(O, s).length)).toEqual([3, 1]);
  });
});
