import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hex, hexDistance, hexKeyOf, hexKeySet, hexRing, hexSpiral } from '../../../shared/hex/hex.js';
import { SIZE_CATEGORIES, footprintDistance, footprintHexes } from '../../../shared/hex/footprint.js';
import { distanceLayers, provokesOnLeaving, rangePenaltyBands, threatenedHexes } from '../../../shared/hex/reach.js';
import { arbHex } from './arbitraries.js';
import { qrSorted } from './oracle.js';

const O = hex(0, 0);

describe('threatenedHexes (hand-checked)', () => {
  it('natural reach 1 threatens the 6 neighbours', () => {
    expect(qrSorted(threatenedHexes([O], { minReach: 1, maxReach: 1 }))).toEqual(qrSorted(hexRing(O, 1)));
  });

  it('a reach weapon (2 m / 10 ft) threatens only distance 2', () => {
    expect(qrSorted(threatenedHexes([O], { minReach: 2, maxReach: 2 }))).toEqual(qrSorted(hexRing(O, 2)));
  });

  it('natural reach 2 threatens distances 1 and 2, never the own hex', () => {
    const t = threatenedHexes([O], { minReach: 1, maxReach: 2 });
    expect(t).toHaveLength(18);
    expect(qrSorted(threatenedHexes([O], { minReach: 0, maxReach: 2 }))).toEqual(qrSorted(t));
    expect(threatenedHexes([O], { minReach: 0, maxReach: 0 })).toEqual([]);
  });

  it('measures from the nearest occupied hex of big creatures', () => {
    expect(threatenedHexes(footprintHexes(O, 'large'), { minReach: 1, maxReach: 1 })).toHaveLength(9);
    expect(qrSorted(threatenedHexes(footprintHexes(O, 'huge'), { minReach: 1, maxReach: 1 }))).toEqual(qrSorted(hexRing(O, 2)));
    expect(threatenedHexes(footprintHexes(O, 'gargantuan'), { minReach: 1, maxReach: 1 })).toHaveLength(15);
    expect(threatenedHexes([], { minReach: 1, maxReach: 3 })).toEqual([]);
  });

  it('rejects bad reach', () => {
    expect(() => threatenedHexes([O], { minReach: 2, maxReach: 1 })).toThrow(RangeError);
    expect(() => threatenedHexes([O], { minReach: -1, maxReach: 1 })).toThrow(RangeError);
    expect(() => threatenedHexes([O], { minReach: 1, maxReach: 1.5 })).toThrow(RangeError);
  });

  it('is exactly the hexes at footprint distance minReach…maxReach (property)', () => {
    fc.assert(
      fc.property(
        arbHex(50),
        fc.constantFrom(...SIZE_CATEGORIES),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (anchor, size, a, b) => {
          const [minReach, maxReach] = a <= b ? [a, b] : [b, a];
          const fp = footprintHexes(anchor, size);
          const got = threatenedHexes(fp, { minReach, maxReach });
          const expected = hexSpiral(anchor, maxReach + 3).filter((h) => {
            const d = footprintDistance(fp, [h]);
            return d >= Math.max(1, minReach) && d <= maxReach;
          });
          expect(qrSorted(got)).toEqual(qrSorted(expected));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('distanceLayers', () => {
  it('groups by distance from the nearest source, deduplicating sources', () => {
    const layers = distanceLayers([O, O, hex(1, 0)], 2);
    expect(layers.map((l) => l.length)).toEqual([2, 8, 14]); // each layer of a convex shape grows by 6
    for (const [k, layer] of layers.entries()) for (const h of layer) expect(footprintDistance([O, hex(1, 0)], [h])).toBe(k);
    expect(() => distanceLayers([O], -1)).toThrow(RangeError);
  });
});

describe('provokesOnLeaving', () => {
  const threatened = hexKeySet(threatenedHexes([O], { minReach: 1, maxReach: 1 }));

  it('5e (leave-reach): only when stepping out of all threatened hexes', () => {
    expect(provokesOnLeaving(hex(1, 0), hex(2, 0), threatened)).toBe(true);
    expect(provokesOnLeaving(hex(1, 0), hex(1, -1), threatened)).toBe(false); // stays in reach
    expect(provokesOnLeaving(hex(2, 0), hex(3, 0), threatened)).toBe(false); // never was
    expect(provokesOnLeaving(hex(2, 0), hex(1, 0), threatened)).toBe(false); // entering
  });

  it('PF1 (leave-threatened-hex): whenever a threatened hex is vacated', () => {
    expect(provokesOnLeaving(hex(1, 0), hex(1, -1), threatened, 'leave-threatened-hex')).toBe(true);
    expect(provokesOnLeaving(hex(1, 0), hex(2, 0), threatened, 'leave-threatened-hex')).toBe(true);
    expect(provokesOnLeaving(hex(2, 0), hex(1, 0), threatened, 'leave-threatened-hex')).toBe(false);
    expect(provokesOnLeaving(hex(1, 0), hex(1, 0), threatened, 'leave-threatened-hex')).toBe(false);
  });

  it('takes whole footprints for big movers', () => {
    const from = footprintHexes(hex(1, 0), 'large'); // (1,0) (2,0) (1,1): (1,0) threatened
    const to = footprintHexes(hex(2, 0), 'large'); // (2,0) (3,0) (2,1): none threatened
    expect(provokesOnLeaving(from, to, threatened)).toBe(true);
    const stay = footprintHexes(hex(1, -1), 'large'); // (1,-1) (2,-1) (1,0)
    expect(provokesOnLeaving(from, stay, threatened)).toBe(false);
    expect(provokesOnLeaving(from, stay, threatened, 'leave-threatened-hex')).toBe(false); // (1,0) still occupied
  });
});

describe('rangePenaltyBands', () => {
  it('splits rings into increments (hand-checked)', () => {
    const bands = rangePenaltyBands(O, 2, 3);
    expect(bands.map((b) => [b.index, b.minDistance, b.maxDistance, b.hexes.length])).toEqual([
      [0, 1, 2, 18],
      [1, 3, 4, 42],
      [2, 5, 6, 66],
    ]);
    expect(rangePenaltyBands(O, 5, 0)).toEqual([]);
    expect(() => rangePenaltyBands(O, 0, 3)).toThrow(RangeError);
    expect(() => rangePenaltyBands(O, 2, -1)).toThrow(RangeError);
  });

  it('band i holds exactly the hexes needing i full increments (property)', () => {
    fc.assert(
      fc.property(arbHex(100), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), (c, inc, n) => {
        const bands = rangePenaltyBands(c, inc, n);
        const seen = new Set<number>();
        for (const b of bands) {
          for (const h of b.hexes) {
            expect(Math.ceil(hexDistance(c, h) / inc) - 1).toBe(b.index);
            seen.add(hexKeyOf(h));
          }
        }
        expect(seen.size).toBe(3 * inc * n * (inc * n + 1));
      }),
      { numRuns: 100 },
    );
  });

  it('measures from the nearest hex of a footprint', () => {
    const fp = footprintHexes(O, 'huge');
    const [first] = rangePenaltyBands(fp, 1, 1);
    expect(qrSorted(first?.hexes ?? [])).toEqual(qrSorted(hexRing(O, 2)));
  });
});
