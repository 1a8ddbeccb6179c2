// Deterministic dice RNG (ADR 0006 §3): xoshiro128** seeded by SplitMix32, per-batch seeds from hash32.
// 32-bit integer arithmetic only (Math.imul, shifts), so every platform yields the same stream.

/** Both functions are closures (no `this`), so they may be detached: `const d = rng.int`. */
export interface Rng {
  /** Next raw output, an unsigned 32-bit integer. */
  readonly nextU32: () => number;
  /** Uniform integer in [min, max] (both inclusive) by rejection sampling: no modulo bias. */
  readonly int: (min: number, max: number) => number;
}

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

function toWord(x: number, what: string): number {
  if (!Number.isSafeInteger(x)) throw new RangeError(`${what} must be an integer, got ${x}`);
  return x | 0; // modulo 2^32
}

/**
 * MurmurHash3_x86_32 (seed 0) of the parts read as little-endian 32-bit words. Each part is an
 * integer taken modulo 2^32, e.g. `hash32(encounterSeed, batchSeq, salt)`.
 */
export function hash32(...parts: number[]): number {
  let h = 0;
  for (const p of parts) {
    let k = Math.imul(toWord(p, 'hash32 part'), 0xcc9e2d51);
    k = Math.imul(rotl(k, 15), 0x1b873593);
    h = rotl(h ^ k, 13);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= parts.length * 4;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** SplitMix32 (golden-ratio counter + the "hash prospector" lowbias32-style mixer); uint32 outputs. */
export function splitmix32(seed: number): () => number {
  let a = toWord(seed, 'seed');
  return () => {
    a = (a + 0x9e3779b9) | 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
}

/**
 * xoshiro128** 1.1 whose 128-bit state is four consecutive SplitMix32 outputs of `seed`
 * (SplitMix32 is a bijection of its counter, so the state is never all zero).
 */
export function createRng(seed: number): Rng {
  const sm = splitmix32(seed);
  return xoshiro128ss(sm(), sm(), sm(), sm());
}

/** xoshiro128** 1.1 (Blackman & Vigna) from an explicit state; the words must not all be zero. */
export function xoshiro128ss(a: number, b: number, c: number, d: number): Rng {
  let s0 = a | 0;
  let s1 = b | 0;
  let s2 = c | 0;
  let s3 = d | 0;
  if ((s0 | s1 | s2 | s3) === 0) throw new RangeError('xoshiro128** state must not be all zero');

  function nextU32(): number {
    const r = Math.imul(rotl(Math.imul(s1, 5), 7), 9);
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return r >>> 0;
  }

  function int(min: number, max: number): number {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min || max - min > 0xffffffff) {
      throw new RangeError(`int(${min}, ${max}): need integers with min ≤ max and at most 2^32 values`);
    }
    const range = max - min + 1;
    // Largest multiple of `range` ≤ 2^32; draws at or above it are rejected (< 50% even in the worst case).
    const limit = 0x100000000 - (0x100000000 % range);
    let x = nextU32();
    while (x >= limit) x = nextU32();
    return min + (x % range);
  }

  return { nextU32, int };
}

/** The RNG of one history batch: its stream depends only on `(encounterSeed, batchSeq, salt)`. */
export function batchRng(encounterSeed: number, batchSeq: number, salt = 0): Rng {
  return createRng(hash32(encounterSeed, batchSeq, salt));
}
