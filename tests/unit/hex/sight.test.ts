import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DIRECTIONS, HEX_DIAGONALS, hex, hexDistance, hexKey, hexKeyOf, hexSpiral, type Axial, type Hex } from '../../../shared/hex/hex.js';
import { edgeKey, edgeKeyBetween } from '../../../shared/hex/edges.js';
import { wallsBlock } from '../../helpers/hex.js';
import {
  blockedCoverLines,
  cover,
  coverFromBlockedLines,
  hasLineOfSight,
  sightLine,
  type BlocksSight,
} from '../../../shared/hex/sight.js';
import { arbHex } from './arbitraries.js';
import { qr } from './oracle.js';

const O = hex(0, 0);
const none: BlocksSight = () => false;
const blocks = (...hs: [number, number][]): BlocksSight => {
  const s = new Set(hs.map(([q, r]) => hexKey(q, r)));
  return (h) => s.has(hexKeyOf(h));
};

describe('line of sight (hand-checked)', () => {
  it('sees across open ground and to its own hex', () => {
    expect(hasLineOfSight(O, hex(5, -3), none)).toBe(true);
    expect(hasLineOfSight(O, O, blocks([0, 0]))).toBe(true);
    expect(hasLineOfSight(O, hex(1, 0), blocks([0, 0], [1, 0]))).toBe(true); // endpoints never block
  });

  it('is blocked by a hex on the line', () => {
    expect(hasLineOfSight(O, hex(3, 0), blocks([1, 0]))).toBe(false);
    expect(hasLineOfSight(O, hex(3, 0), blocks([2, 0]))).toBe(false);
    expect(hasLineOfSight(O, hex(3, 0), blocks([1, -1], [2, 1]))).toBe(true);
  });

  it('applies the either-nudge rule to lines along an edge', () => {
    // (0,0)→(2,-1) runs along the edge between (1,0) and (1,-1)
    expect(sightLine(O, hex(2, -1), 1).map(qr)).not.toEqual(sightLine(O, hex(2, -1), -1).map(qr));
    expect(hasLineOfSight(O, hex(2, -1), blocks([1, 0]))).toBe(true);
    expect(hasLineOfSight(O, hex(2, -1), blocks([1, -1]))).toBe(true);
    expect(hasLineOfSight(O, hex(2, -1), blocks([1, 0], [1, -1]))).toBe(false);
    // (0,0)→(2,2) along the (1,1,-2) diagonal: one whole side blocked still leaves the other
    expect(hasLineOfSight(O, hex(2, 2), blocks([1, 0], [2, 1]))).toBe(true);
    expect(hasLineOfSight(O, hex(2, 2), blocks([0, 1], [1, 2]))).toBe(true);
    expect(hasLineOfSight(O, hex(2, 2), blocks([1, 0], [1, 2]))).toBe(false); // zig-zag: no clear side
  });

  it('is blocked by walls on crossed edges, from either side', () => {
    const wall = wallsBlock(new Set([edgeKey(hex(1, 0), 0)])); // between (1,0) and (2,0)
    expect(hasLineOfSight(O, hex(3, 0), none, wall)).toBe(false);
    expect(hasLineOfSight(hex(3, 0), O, none, wall)).toBe(false);
    expect(hasLineOfSight(hex(1, 0), hex(2, 0), none, wall)).toBe(false);
    expect(hasLineOfSight(O, hex(3, -1), none, wall)).toBe(true);
  });
});

describe('sight lines', () => {
  it('have distance + 1 adjacent hexes from a to b, and reverse exactly', () => {
    fc.assert(
      fc.property(arbHex(80), arbHex(80), fc.constantFrom(1 as const, -1 as const), (a, b, n) => {
        const l = sightLine(a, b, n);
        expect(l.length).toBe(hexDistance(a, b) + 1);
        expect(l[0]).toEqual(a);
        expect(l[l.length - 1]).toEqual(b);
        for (let i = 1; i < l.length; i++) expect(hexDistance(l[i - 1] ?? O, l[i] ?? O)).toBe(1);
        expect(sightLine(b, a, n)).toEqual([...l].reverse());
      }),
      { numRuns: 200 },
    );
  });

  it('keep one side of an edge-aligned line for +ε and the other for −ε (all three diagonal families)', () => {
    fc.assert(
      fc.property(arbHex(300), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 12 }), (a, d, k) => {
        const diag = HEX_DIAGONALS[d as 0];
        const b = hex(a.q + diag.q * k, a.r + diag.r * k);
        // hexes touching the line but off-centre lie on its left or right: sign of the cross product
        const side = (h: Axial): number => Math.sign((h.q - a.q) * diag.r - (h.r - a.r) * diag.q);
        const sidesOf = (l: Hex[]): Set<number> => new Set(l.map(side).filter((s) => s !== 0));
        const plus = sidesOf(sightLine(a, b, 1));
        const minus = sidesOf(sightLine(a, b, -1));
        expect(plus.size).toBe(1);
        expect(minus.size).toBe(1);
        expect([...plus][0]).toBe(-([...minus][0] ?? 0));
        // so blocking every hex on one side never blocks sight
        for (const s of [1, -1]) {
          const blocked: BlocksSight = (h) => side(h) === s;
          expect(hasLineOfSight(a, b, blocked)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('LOS is symmetric without walls, and with (symmetric) walls', () => {
    const region = hexSpiral(O, 5);
    const edges = [...new Set(region.flatMap((h) => DIRECTIONS.map((d) => edgeKey(h, d))))];
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: region.length, maxLength: region.length }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: edges.length, maxLength: edges.length }),
        fc.integer({ min: 0, max: region.length - 1 }),
        fc.integer({ min: 0, max: region.length - 1 }),
        (opaque, wallDice, i, j) => {
          const set = new Set(region.filter((_, k) => opaque[k]).map(hexKeyOf));
          const blocked: BlocksSight = (h) => set.has(hexKeyOf(h));
          const a = region[i] ?? O;
          const b = region[j] ?? O;
          expect(hasLineOfSight(a, b, blocked)).toBe(hasLineOfSight(b, a, blocked));
          const walls = new Set(edges.filter((_, k) => (wallDice[k] ?? 0) < 1));
          const wall = (x: Hex, y: Hex): boolean => walls.has(edgeKeyBetween(x, y));
          expect(hasLineOfSight(a, b, blocked, wall)).toBe(hasLineOfSight(b, a, blocked, wall));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('cover', () => {
  const T = hex(4, 0); // four hexes east of the attacker at (0,0)

  it('maps blocked lines out of 7 to cover: 0 none, 1–3 half, 4–6 three-quarters, 7 total', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => coverFromBlockedLines(n))).toEqual([
      'none', 'half', 'half', 'half', 'three-quarters', 'three-quarters', 'three-quarters', 'total',
    ]);
    expect([0, 1, 2, 3, 4].map((n) => coverFromBlockedLines(n, 4))).toEqual(['none', 'half', 'half', 'three-quarters', 'total']);
  });

  it('estimates hand-checked cases', () => {
    expect(cover(O, T, none)).toBe('none');
    expect(cover(O, O, blocks([1, 0]))).toBe('none');
    // a hex-wide obstacle right in front, or halfway (its shadow doubles), hides the whole target
    expect(blockedCoverLines(O, T, blocks([3, 0]))).toBe(7);
    expect(blockedCoverLines(O, T, blocks([2, 0]))).toBe(7);
    expect(cover(O, T, blocks([2, 0]))).toBe('total');
    // the target's NW neighbour hides only its top corner; its SE neighbour (behind) hides nothing
    expect(blockedCoverLines(O, T, blocks([4, -1]))).toBe(1);
    expect(cover(O, T, blocks([4, -1]))).toBe('half');
    expect(blockedCoverLines(O, T, blocks([4, 1]))).toBe(0);
    // adjacent: everything is seen through the shared edge, even between two blockers
    expect(blockedCoverLines(O, hex(1, 0), blocks([1, -1], [0, 1]))).toBe(0);
  });

  it('counts walls: a wall on the near side leaves only the top and bottom corners visible', () => {
    expect(blockedCoverLines(O, T, none, wallsBlock(new Set([edgeKey(T, 3)])))).toBe(5);
    expect(cover(O, T, none, wallsBlock(new Set([edgeKey(T, 3)])))).toBe('three-quarters');
    expect(cover(O, T, none, wallsBlock(new Set([edgeKey(T, 2), edgeKey(T, 3), edgeKey(T, 4)])))).toBe('total');
  });

  it('total cover implies no line of sight; no blockers means no cover', () => {
    const region = hexSpiral(O, 4);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: region.length, maxLength: region.length }),
        fc.integer({ min: 0, max: region.length - 1 }),
        fc.integer({ min: 0, max: region.length - 1 }),
        (dice, i, j) => {
          const set = new Set(region.filter((_, k) => dice[k] === 0).map(hexKeyOf));
          const blocked: BlocksSight = (h) => set.has(hexKeyOf(h));
          const a = region[i] ?? O;
          const b = region[j] ?? O;
          if (cover(a, b, blocked) === 'total') expect(hasLineOfSight(a, b, blocked)).toBe(false);
          expect(cover(a, b, none)).toBe('none');
        },
      ),
      { numRuns: 200 },
    );
  });
});
