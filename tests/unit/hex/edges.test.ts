import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DIRECTIONS, hex, hexNeighbor, hexSpiral, type Direction } from '../../../shared/hex/hex.js';
import { hexToPixel, layout, polygonCorners } from '../../../shared/hex/layout.js';
import { canonicalEdge, edgeEndpoints, edgeFromTuple, edgeKey, edgeKeyBetween, edgeKeyOf, edgeToTuple } from '../../../shared/hex/edges.js';
import { edgeBetween } from '../../helpers/hex.js';
import { arbHex } from './arbitraries.js';

const O = hex(0, 0);
const arbDir = fc.constantFrom<Direction>(0, 1, 2, 3, 4, 5);

describe('edges', () => {
  it('canonicalises directions 3–5 to the neighbour across (hand-checked)', () => {
    expect(canonicalEdge(O, 0)).toEqual({ q: 0, r: 0, dir: 0 });
    expect(canonicalEdge(O, 3)).toEqual({ q: -1, r: 0, dir: 0 });
    expect(canonicalEdge(O, 4)).toEqual({ q: -1, r: 1, dir: 1 });
    expect(canonicalEdge(O, 5)).toEqual({ q: 0, r: 1, dir: 2 });
    expect(edgeBetween(hex(0, 1), O)).toEqual({ q: 0, r: 1, dir: 2 });
    expect(edgeFromTuple([1, 0, 3])).toEqual({ q: 0, r: 0, dir: 0 });
    expect(edgeToTuple({ q: 4, r: -2, dir: 1 })).toEqual([4, -2, 1]);
  });

  it('rejects bad directions', () => {
    expect(() => edgeFromTuple([0, 0, 6])).toThrow(RangeError);
  });

  it('gives the same key from both sides, and distinct keys for the six sides of a hex', () => {
    fc.assert(
      fc.property(arbHex(), arbDir, (h, d) => {
        const n = hexNeighbor(h, d);
        const k = edgeKey(h, d);
        expect(edgeKey(n, ((d + 3) % 6) as Direction)).toBe(k);
        expect(edgeKeyBetween(h, n)).toBe(k);
        expect(edgeKeyBetween(n, h)).toBe(k);
        expect(edgeKeyOf(edgeBetween(n, h))).toBe(k);
        expect(edgeKeyOf(canonicalEdge(h, d))).toBe(k);
        expect(Number.isSafeInteger(k)).toBe(true);
        expect(new Set(DIRECTIONS.map((dd) => edgeKey(h, dd))).size).toBe(6);
      }),
      { numRuns: 300 },
    );
  });

  it('counts each edge of a region once', () => {
    // radius-2 region: 19 hexes; 6·19 sides, interior edges counted twice: 3·19 + 15 boundary halves
    const keys = new Set(hexSpiral(O, 2).flatMap((h) => DIRECTIONS.map((d) => edgeKey(h, d))));
    const interior = hexSpiral(O, 2).flatMap((h) => DIRECTIONS.map((d) => hexNeighbor(h, d))).length;
    expect(interior).toBe(114);
    expect(keys.size).toBe(72); // (114 + 30 boundary sides) / 2
  });

  it('puts the end points on two corners shared by both hexes (both orientations)', () => {
    fc.assert(
      fc.property(arbHex(100), arbDir, fc.constantFrom('pointy' as const, 'flat' as const), (h, d, o) => {
        const l = layout(o, 20, { x: 3, y: 4 });
        const e = canonicalEdge(h, d);
        const a = hex(e.q, e.r);
        const b = hexNeighbor(a, e.dir);
        const ends = edgeEndpoints(e).map((p) => hexToPixel(l, p));
        for (const hx of [a, b]) {
          const corners = polygonCorners(l, hx);
          for (const p of ends) expect(corners.some((c) => Math.hypot(c.x - p.x, c.y - p.y) < 1e-6)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});
