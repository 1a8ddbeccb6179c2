// Run: npx vitest bench --run --project unit tests/bench/hex-distance.bench.ts
// (without --project, each of the three vitest projects runs it: the default benchmark.include
// matches every *.bench.ts under the root.)
// Our hexDistance against honeycomb-grid's distance over the same 10k precomputed pairs, and
// pixelToHexRounded against honeycomb's pointToCube over the same 10k points. An empty loop over
// the same pairs (index, both array reads, accumulate) measures what every loop pays besides the
// distance; the summary printed after the distance group gives the ratio of medians with and
// without it.
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
/** Each task runs for this long after its warm-up (tinybench's defaults are 500 ms and 100 ms). */
const OPTIONS = { time: 1500, warmupTime: 300 };

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

/**
 * Our own record of each measured call (one 10k loop), beside tinybench's, for the summary: only
 * calls of the measuring phase count (setup tells the phases apart), and the clock read costs two
 * calls per 10k iterations.
 */
const samples = new Map<string, number[]>();
let measuring = false;
const phase = { setup: (_task: unknown, mode?: 'run' | 'warmup') => void (measuring = mode === 'run') };
function timed(name: string, loop: () => number): () => void {
  const xs: number[] = [];
  samples.set(name, xs);
  return () => {
    const t = performance.now();
    sink += loop();
    if (measuring) xs.push(performance.now() - t);
  };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1] ?? NaN;
};

function report(): void {
  const loop = median(samples.get('loop') ?? []);
  const ours = median(samples.get('ours') ?? []);
  const packedMs = median(samples.get('packed') ?? []);
  const hc = median(samples.get('honeycomb') ?? []);
  const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
  const x = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  console.log(
    [
      '',
      'hex distance, 10k pairs, median per 10k loop:',
      `  empty loop (same pairs, no distance)  ${us(loop)}`,
      `  asalto hexDistance                    ${us(ours)}   (net of the loop ${us(ours - loop)})`,
      `  asalto hexDistanceQR (packed)         ${us(packedMs)}`,
      `  honeycomb-grid distance               ${us(hc)}   (net of the loop ${us(hc - loop)})`,
      `  hexDistance vs honeycomb-grid: ${x(hc, ours)} as measured, ${x(hc - loop, ours - loop)} net of the loop   (target ≥ 5×)`,
      `  hexDistanceQR (packed) vs honeycomb-grid: ${x(hc, packedMs)} as measured`,
      '',
    ].join('\n'),
  );
}

describe('hex distance, 10k pairs', () => {
  bench(
    'empty loop (same pairs, no distance)',
    timed('loop', () => {
      let s = 0;
      for (let i = 0; i < N; i++) s += (from[i] ?? from[0]!) === (to[i] ?? to[0]!) ? 1 : 0;
      return s;
    }),
    { ...OPTIONS, ...phase },
  );

  bench(
    'asalto hexDistance',
    timed('ours', () => {
      let s = 0;
      for (let i = 0; i < N; i++) s += hexDistance(from[i] ?? from[0]!, to[i] ?? to[0]!);
      return s;
    }),
    { ...OPTIONS, ...phase },
  );

  bench(
    'asalto hexDistanceQR (packed Int32Array)',
    timed('packed', () => {
      let s = 0;
      for (let i = 0; i < 4 * N; i += 4) s += hexDistanceQR(packed[i] ?? 0, packed[i + 1] ?? 0, packed[i + 2] ?? 0, packed[i + 3] ?? 0);
      return s;
    }),
    { ...OPTIONS, ...phase },
  );

  bench(
    'honeycomb-grid distance',
    timed('honeycomb', () => {
      let s = 0;
      for (let i = 0; i < N; i++) s += honeycombDistance(hcSettings, from[i] ?? from[0]!, to[i] ?? to[0]!);
      return s;
    }),
    { ...OPTIONS, ...phase, teardown: (_task: unknown, mode?: 'run' | 'warmup') => void (mode === 'run' && report()) },
  );
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
