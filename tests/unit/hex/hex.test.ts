import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Direction as HcDirection, Grid, ring as hcRing, spiral as hcSpiral, distance as hcDistance } from 'honeycomb-grid';
import {
  DIRECTIONS,
  HEX_DIAGONALS,
  HEX_DIRECTIONS,
  hex,
  hexCorner,
  hexDistance,
  hexDistanceQR,
  hexFromKey,
  hexKey,
  hexKeyOf,
  hexKeyQ,
  hexKeyR,
  hexKeySet,
  hexNeighbor,
  hexNeighbors,
  hexRing,
  hexRoundQR,
  hexSpiral,
  isDirection,
  neighborDirection,
  type Direction,
} from '../../../shared/hex/hex.js';
import { layout } from '../../../shared/hex/layout.js';
import { arbHex, arbOrientation, coord } from './arbitraries.js';
import { oracleHexClass, oracleSettings, qr, qrSorted } from './oracle.js';

const O = hex(0, 0);
const pointy = layout('pointy', 1);

describe('hex arithmetic', () => {
  it('builds cube coordinates with s = -q - r and no negative zeros', () => {
    expect(hex(2, -5)).toEqual({ q: 2, r: -5, s: 3 });
    expect(Object.is(hex(-0, 0).q, 0)).toBe(true);
    expect(Object.is(hex(0, 0).s, 0)).toBe(true);
    expect(Object.is(hex(-3 * 0, 0).q, 0)).toBe(true);
  });

  it('has Red Blob direction and diagonal tables', () => {
    expect(HEX_DIRECTIONS.map(qr)).toEqual(['1,0', '1,-1', '0,-1', '-1,0', '-1,1', '0,1']);
    expect(HEX_DIAGONALS.map(qr)).toEqual(['2,-1', '1,-2', '-1,-1', '-2,1', '-1,2', '1,1']);
    expect(hexNeighbor(hex(1, -2), 2)).toEqual(hex(1, -3));
    expect(hexNeighbors(O).map(qr)).toEqual(HEX_DIRECTIONS.map(qr));
    expect([isDirection(0), isDirection(5), isDirection(6), isDirection(-1), isDirection(1.5)]).toEqual([true, true, false, false, false]);
    expect(neighborDirection(hex(3, 3), hex(3, 4))).toBe(5);
    expect(neighborDirection(hex(3, 3), hex(4, 4))).toBe(-1);
  });

  it('puts corner i between directions i and i + 1, a third of the way along diagonal i', () => {
    expect(hexCorner(O, 0)).toEqual(hex(2 / 3, -1 / 3));
    for (const d of DIRECTIONS) {
      const c = hexCorner(hex(2, 1), d);
      const a = hexNeighbor(hex(2, 1), d);
      const b = hexNeighbor(hex(2, 1), ((d + 1) % 6) as Direction);
      // equidistant from the three hexes that meet there
      for (const h of [hex(2, 1), a, b]) expect(hexDistance(c, h)).toBeCloseTo(2 / 3, 12);
    }
  });
});

describe('distance', () => {
  it('matches hand-checked values', () => {
    expect(hexDistance(O, hex(3, -7))).toBe(7);
    expect(hexDistance(O, hex(3, -1))).toBe(3);
    expect(hexDistance(hex(1, -3), hex(-2, 4))).toBe(7);
    expect(hexDistanceQR(1, -3, -2, 4)).toBe(7);
    expect(hexDistance(hex(5, 5), hex(5, 5))).toBe(0);
    expect(hexDistance(O, hex(0.5, 0.25))).toBeCloseTo(0.75, 12);
  });

  it('matches honeycomb-grid distance (both orientations, any offset)', () => {
    fc.assert(
      fc.property(arbHex(), arbHex(), arbOrientation, fc.constantFrom(-1 as const, 1 as const), (a, b, o, parity) => {
        const settings = oracleSettings(layout(o, 1), parity);
        const expected = hcDistance(settings, { q: a.q, r: a.r }, { q: b.q, r: b.r });
        expect(hexDistance(a, b)).toBe(expected);
        expect(hexDistanceQR(a.q, a.r, b.q, b.r)).toBe(expected);
        expect(hexDistance(b, a)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('is a metric: triangle inequality and neighbours at distance 1', () => {
    fc.assert(
      fc.property(arbHex(100), arbHex(100), arbHex(100), (a, b, c) => {
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
        for (const n of hexNeighbors(a)) expect(hexDistance(a, n)).toBe(1);
        for (const v of HEX_DIAGONALS) expect(hexDistance(a, hex(a.q + v.q, a.r + v.r))).toBe(2);
      }),
    );
  });
});

/**
 * Compass names of the directions as drawn on screen (y down). Pointy: 0 E, 1 NE, 2 NW, 3 W, 4 SW,
 * 5 SE. Flat: 0 SE, 1 NE, 2 N, 3 NW, 4 SW, 5 S.
 */
const DIRECTION_NAMES = {
  pointy: ['E', 'NE', 'NW', 'W', 'SW', 'SE'],
  flat: ['SE', 'NE', 'N', 'NW', 'SW', 'S'],
} as const;

describe('neighbours vs honeycomb-grid', () => {
  // Our direction index → honeycomb compass direction, per orientation (DIRECTION_NAMES).
  const hcDir = (name: string): HcDirection => HcDirection[name as keyof typeof HcDirection];

  it('names directions as honeycomb does on screen', () => {
    for (const o of ['pointy', 'flat'] as const) {
      const Hc = oracleHexClass(layout(o, 1));
      const grid = new Grid(Hc);
      for (const d of DIRECTIONS) {
        const n = grid.neighborOf([0, 0], hcDir(DIRECTION_NAMES[o][d]));
        expect(qr(n)).toBe(qr(HEX_DIRECTIONS[d]));
      }
    }
  });

  it('gives the same six neighbours for random hexes', () => {
    fc.assert(
      fc.property(arbHex(), arbOrientation, (h, o) => {
        const grid = new Grid(oracleHexClass(layout(o, 1)));
        for (const d of DIRECTIONS) {
          expect(qr(grid.neighborOf({ q: h.q, r: h.r }, hcDir(DIRECTION_NAMES[o][d])))).toBe(qr(hexNeighbor(h, d)));
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('round', () => {
  it('rounds to the nearest hex (Red Blob hex_round)', () => {
    expect(hexRoundQR(0.9, -0.2)).toEqual(hex(1, 0));
    expect(hexRoundQR(1.4, 0.3)).toEqual(hex(2, 0));
    expect(hexRoundQR(-0.2, -0.2)).toEqual(hex(0, 0));
    expect(hexRoundQR(-3, 7)).toEqual(hex(-3, 7));
  });

  it('rounds any point to a hex no farther than 2/3 and no farther than any neighbour', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), (q, r) => {
        const h = hexRoundQR(q, r);
        const p = { q, r };
        expect(hexDistance(p, h)).toBeLessThanOrEqual(2 / 3 + 1e-9);
        for (const n of hexNeighbors(h)) expect(euclid2(p, h)).toBeLessThanOrEqual(euclid2(p, n) + 1e-9);
      }),
    );
  });
});

/** Squared Euclidean distance in the cube plane (proportional to pixel distance for a regular layout). */
function euclid2(a: { q: number; r: number }, b: { q: number; r: number }): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  const ds = -dq - dr;
  return dq * dq + dr * dr + ds * ds;
}

describe('ring and spiral', () => {
  it('walks the ring from direction 4 through directions 0…5', () => {
    expect(hexRing(O, 1).map(qr)).toEqual(['-1,1', '0,1', '1,0', '1,-1', '0,-1', '-1,0']);
    expect(hexRing(hex(2, -1), 0)).toEqual([hex(2, -1)]);
    expect(hexSpiral(O, 1).map(qr)).toEqual(['0,0', '-1,1', '0,1', '1,0', '1,-1', '0,-1', '-1,0']);
    expect(() => hexRing(O, -1)).toThrow(RangeError);
    expect(() => hexSpiral(O, 1.5)).toThrow(RangeError);
  });

  it('ring(N) has 6N distinct hexes at distance N, each adjacent to the next; matches honeycomb ring', () => {
    fc.assert(
      fc.property(arbHex(500), fc.integer({ min: 1, max: 12 }), (c, n) => {
        const ring = hexRing(c, n);
        expect(ring.length).toBe(6 * n);
        expect(hexKeySet(ring).size).toBe(6 * n);
        for (const h of ring) expect(hexDistance(c, h)).toBe(n);
        for (let i = 0; i < ring.length; i++) expect(hexDistance(ring[i] ?? O, ring[(i + 1) % ring.length] ?? O)).toBe(1);
        const grid = new Grid(oracleHexClass(pointy), hcRing({ center: [c.q, c.r], radius: n }));
        expect(qrSorted(ring)).toEqual(qrSorted(grid));
      }),
      { numRuns: 100 },
    );
  });

  it('spiral(N) has 3N(N+1)+1 distinct hexes, all within N, by distance; matches honeycomb', () => {
    fc.assert(
      fc.property(arbHex(500), fc.integer({ min: 0, max: 10 }), (c, n) => {
        const spiral = hexSpiral(c, n);
        const count = 3 * n * (n + 1) + 1;
        expect(spiral.length).toBe(count);
        expect(hexKeySet(spiral).size).toBe(count);
        for (const h of spiral) expect(hexDistance(c, h)).toBeLessThanOrEqual(n);
        for (let i = 1; i < spiral.length; i++) {
          expect(hexDistance(c, spiral[i] ?? O)).toBeGreaterThanOrEqual(hexDistance(c, spiral[i - 1] ?? O));
        }
        const grid = new Grid(oracleHexClass(pointy), hcSpiral({ start: [c.q, c.r], radius: n }));
        expect(qrSorted(grid)).toEqual(qrSorted(spiral));
      }),
      { numRuns: 60 },
    );
  });
});

describe('hex keys', () => {
  it('round-trips hand-picked values, including the range limits', () => {
    for (const [q, r] of [[0, 0], [1, -1], [-1, 1], [32767, -32768], [-32768, 32767], [-1000, -1000]] as const) {
      const k = hexKey(q, r);
      expect(Number.isInteger(k)).toBe(true);
      expect(k | 0).toBe(k); // an int32
      expect(hexFromKey(k)).toEqual(hex(q, r));
      expect([hexKeyQ(k), hexKeyR(k)]).toEqual([q, r]);
    }
    expect(hexKey(0, 0)).toBe(0);
    expect(hexKeyOf(hex(3, 4))).toBe(hexKey(3, 4));
  });

  it('is injective and round-trips for |q|, |r| < 2^15', () => {
    fc.assert(
      fc.property(coord(32767), coord(32767), coord(32767), coord(32767), (q1, r1, q2, r2) => {
        expect(hexFromKey(hexKey(q1, r1))).toEqual(hex(q1, r1));
        expect(hexKey(q1, r1) === hexKey(q2, r2)).toBe(q1 === q2 && r1 === r2);
      }),
      { numRuns: 500 },
    );
  });
});
