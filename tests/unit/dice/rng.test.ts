// Frozen vectors: computed once by reference-vectors.c (Vigna's xoshiro128starstar.c verbatim, the C
// form of SplitMix32, Appleby's MurmurHash3_x86_32), compiled with gcc, and checked equal to this
// module's output. The MurmurHash3 ones also match the published test vectors ("\0\0\0\0" → 0x2362F9DE,
// 21 43 65 87 → 0xF55B516B). A change here breaks the replay of every stored encounter.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { batchRng, createRng, hash32, splitmix32, xoshiro128ss, type Rng } from '../../../shared/dice/rng.js';

const take = (f: () => number, n: number): number[] => Array.from({ length: n }, () => f());

describe('known vectors', () => {
  it('xoshiro128** from state (1, 2, 3, 4)', () => {
    const r = xoshiro128ss(1, 2, 3, 4);
    expect(take(r.nextU32, 8)).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849]);
  });

  it('SplitMix32 from 0', () => {
    expect(take(splitmix32(0), 6)).toEqual([1684164658, 3653269916, 2939563536, 2141751570, 3295091513, 4057132772]);
  });

  it('createRng = xoshiro128** seeded by four SplitMix32 outputs', () => {
    expect(take(createRng(0).nextU32, 8)).toEqual([1789933344, 44971166, 2521387044, 3848737593, 1138324114, 749234105, 1899511038, 1995189375]);
    expect(take(createRng(42).nextU32, 8)).toEqual([660444221, 3652823732, 77672526, 910233633, 2297337756, 3786072677, 3123505064, 1891482476]);
    expect(take(createRng(0xdeadbeef).nextU32, 4)).toEqual([3842467093, 879304004, 3694663928, 2788030634]);
  });

  it('hash32 is MurmurHash3_x86_32 (seed 0) over 32-bit words', () => {
    expect(hash32()).toBe(0);
    expect(hash32(0)).toBe(0x2362f9de);
    expect(hash32(0x87654321)).toBe(0xf55b516b);
    expect(hash32(42, 7, 0)).toBe(1135014870);
    expect(hash32(42, 7, 1)).toBe(3729162733);
    expect(hash32(-1, 0, 123456789)).toBe(3360711924);
    expect(hash32(0xffffffff, 0, 123456789)).toBe(3360711924); // parts are taken modulo 2^32
  });

  it('rejects non-integer seeds, parts and an all-zero state', () => {
    expect(() => hash32(1.5)).toThrow(RangeError);
    expect(() => createRng(Number.NaN)).toThrow(RangeError);
    expect(() => xoshiro128ss(0, 0, 0, 0)).toThrow(RangeError);
  });
});

describe('batch streams', () => {
  it('depend only on (seed, seq, salt)', () => {
    expect(take(batchRng(42, 7).nextU32, 16)).toEqual(take(createRng(hash32(42, 7, 0)).nextU32, 16));
    expect(take(batchRng(42, 7, 3).nextU32, 16)).toEqual(take(batchRng(42, 7, 3).nextU32, 16));
  });

  it('differ for different salts, sequence numbers and seeds', () => {
    const firsts = new Set<string>();
    for (let salt = 0; salt < 200; salt++) firsts.add(take(batchRng(42, 7, salt).nextU32, 2).join());
    for (let seq = 0; seq < 200; seq++) firsts.add(take(batchRng(42, seq, 0).nextU32, 2).join());
    for (let seed = 0; seed < 200; seed++) firsts.add(take(batchRng(seed, 7, 0).nextU32, 2).join());
    expect(firsts.size).toBe(600 - 2); // (42, 7, 0) occurs in all three loops
  });
});

describe('int(min, max)', () => {
  it('stays in range and is an integer, for any bounds up to 2^32 values', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 0xffffffff }), (seed, min, span) => {
        const r = createRng(seed);
        for (let i = 0; i < 10; i++) {
          const v = r.int(min, min + span);
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(min);
          expect(v).toBeLessThanOrEqual(min + span);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('handles degenerate and full ranges', () => {
    expect(createRng(1).int(5, 5)).toBe(5);
    expect(take(() => createRng(9).int(0, 0xffffffff), 1)).toEqual(take(createRng(9).nextU32, 1));
    expect(() => createRng(1).int(2, 1)).toThrow(RangeError);
    expect(() => createRng(1).int(0, 0x100000000)).toThrow(RangeError);
    expect(() => createRng(1).int(0.5, 3)).toThrow(RangeError);
  });

  it('maps the first draw of seed 42 as 1 + u32 % 20 (no rejection below the limit)', () => {
    expect(createRng(42).int(1, 20)).toBe(1 + (660444221 % 20));
  });

  it('rejects instead of folding: no modulo bias on a range of 3·2^30', () => {
    // With `u32 % range`, values below 2^30 would come twice as often (1/2 instead of 1/3).
    const r = createRng(7);
    const n = 30_000;
    let low = 0;
    for (let i = 0; i < n; i++) if (r.int(0, 3 * 2 ** 30 - 1) < 2 ** 30) low++;
    expect(Math.abs(low / n - 1 / 3)).toBeLessThan(0.02);
  });

  function chiSquare(r: Rng, sides: number, draws: number): number {
    const counts = new Array<number>(sides).fill(0);
    for (let i = 0; i < draws; i++) {
      const v = r.int(1, sides);
      counts[v - 1] = (counts[v - 1] ?? 0) + 1;
    }
    const e = draws / sides;
    return counts.reduce((s, c) => s + (c - e) ** 2 / e, 0);
  }

  it('is uniform on d6 and d20 (chi-square, 60k draws, 99.99% quantiles)', () => {
    for (const seed of [1, 2, 3]) {
      expect(chiSquare(createRng(seed), 6, 60_000)).toBeLessThan(25.7); // df 5
      expect(chiSquare(createRng(seed), 20, 60_000)).toBeLessThan(50.8); // df 19
    }
  });
});
