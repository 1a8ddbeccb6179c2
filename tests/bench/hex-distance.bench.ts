// Run: npx vitest bench --run --project unit tests/bench/hex-distance.bench.ts
// (without --project, each of the three vitest projects runs it: the default benchmark.include
// matches every *.bench.ts under the root.)
// Our hexDistance against honeycomb-grid's distance over the same 10k random pairs, and
// pixelToHexRounded against honeycomb's pointToCube over the same 10k points.
import { bench, describe } from 'vitest';
import { distance as hcDistance, pointToCube } from 'honeycomb-grid';
import * as hex from '../../shared/hex/hex.js';
import { layout, pixelToHexRounded as ourPixelToHex, type Point } from '../../shared/hex/layout.js';
import { oracleSettings } from '../unit/hex/oracle.js';

// Vitest rewrites imports into getter calls on a module object (`__vi_import_0__.fn(...)`), which
// costs more than the arithmetic being measured. Production code (tsc / vite output) calls ESM
// bindings directly, so every measured function, ours and honeycomb's alike, is bound locally once.
const hexDistance = hex.hexDistance;
const hexDistanceQR = hex.hexDistanceQR;
const pixelToHexRounded = ourPixelToHex;
const honeycombDistance = hcDistance;
const honeycombPointToCube = pointToCube;
type Axial = hex.Axial;

const N = 10_000;

/** Deterministic PRNG (mulberry32) so every run measures the same data. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = rng(0x5eed);
const coord = (): number => Math.floor(rand() * 401) - 200;
const from: Axial[] = Array.from({ length: N }, () => ({ q: coord(), r: coord() }));
const to: Axial[] = Array.from({ length: N }, () => ({ q: coord(), r: coord() }));
const packed = new Int32Array(4 * N);
for (let i = 0; i < N; i++) {
  packed[4 * i] = from[i]?.q ?? 0;
  packed[4 * i + 1] = from[i]?.r ?? 0;
  packed[4 * i + 2] = to[i]?.q ?? 0;
  packed[4 * i + 3] = to[i]?.r ?? 0;
}

const L = layout('pointy', 32, { x: 10, y: 20 });
const hcSettings = oracleSettings(L);
const points: Point[] = Array.from({ length: N }, () => ({ x: rand() * 8000 - 4000, y: rand() * 8000 - 4000 }));

/** Results are accumulated into a sink so the loops cannot be optimised away. */
let sink = 0;
export const readSink = (): number => sink;

// Same answers, checked once before measuring.
for (let i = 0; i < N; i++) {
  const a = from[i] ?? { q: 0, r: 0 };
  const b = to[i] ?? { q: 0, r: 0 };
  if (hexDistance(a, b) !== honeycombDistance(hcSettings, a, b)) throw new Error(`distance mismatch at ${i}`);
}

describe('hex distance, 10k pairs', () => {
  bench('asalto hexDistance', () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += hexDistance(from[i] ?? from[0]!, to[i] ?? to[0]!);
    sink += s;
  });

  bench('asalto hexDistanceQR (packed Int32Array)', () => {
    let s = 0;
    for (let i = 0; i < 4 * N; i += 4) s += hexDistanceQR(packed[i] ?? 0, packed[i + 1] ?? 0, packed[i + 2] ?? 0, packed[i + 3] ?? 0);
    sink += s;
  });

  bench('honeycomb-grid distance', () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += honeycombDistance(hcSettings, from[i] ?? from[0]!, to[i] ?? to[0]!);
    sink += s;
  });
});

describe('pixel → hex, 10k points', () => {
  bench('asalto pixelToHexRounded', () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += pixelToHexRounded(L, points[i] ?? points[0]!).q;
    sink += s;
  });

  bench('honeycomb-grid pointToCube', () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += honeycombPointToCube(hcSettings, points[i] ?? points[0]!).q;
    sink += s;
  });
});
