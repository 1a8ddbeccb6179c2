// Run: npx vitest bench --run --project unit tests/bench/dice.bench.ts
// Parse + auto-roll of typical notations, 10k times per iteration; and the roll alone on a cached AST
// (the engine parses stat-block notations once).
import { bench, describe } from 'vitest';
import * as notation from '../../shared/dice/notation.js';
import * as rng from '../../shared/dice/rng.js';
import * as roll from '../../shared/dice/roll.js';
import type { RollMeta } from '../../shared/dice/roll.js';

// Vitest rewrites imports into getter calls on a module object (`__vi_import_0__.fn(...)`), which
// distorts micro-benchmarks; production code calls ESM bindings directly, so bind them locally once.
const parseDice = notation.parseDice;
const rollAuto = roll.rollAuto;
const batchRng = rng.batchRng;

const N = 10_000;
const meta: RollMeta = { key: 'atk.d20', purpose: { msg: 'roll_attack', params: { name: 'Goblin 1' } }, roller: null };
const random = batchRng(42, 1, 0);

/** Results are accumulated into a sink so the loops cannot be optimised away. */
let sink = 0;
export const readSink = (): number => sink;

function parseAndRoll(s: string): void {
  let t = 0;
  for (let i = 0; i < N; i++) {
    const p = parseDice(s);
    if (p.ok) t += rollAuto(p.value, random, meta).total;
  }
  sink += t;
}

function rollOnly(s: string): () => void {
  const p = parseDice(s);
  if (!p.ok) throw new Error(p.error.message);
  const e = p.value;
  return () => {
    let t = 0;
    for (let i = 0; i < N; i++) t += rollAuto(e, random, meta).total;
    sink += t;
  };
}

describe('dice, 10k per iteration', () => {
  bench('parse + roll 1d20+5', () => parseAndRoll('1d20+5'));
  bench('parse + roll 2d6+3', () => parseAndRoll('2d6+3'));
  bench('roll 1d20+5 (parsed once)', rollOnly('1d20+5'));
  bench('roll 2d6+3 (parsed once)', rollOnly('2d6+3'));
  bench('batchRng + int(1, 20)', () => {
    let t = 0;
    for (let i = 0; i < N; i++) t += batchRng(42, i, 0).int(1, 20);
    sink += t;
  });
});
