// Rolling a parsed expression into the ADR 0006 §3 `RollRecord`, from the RNG or from manual entry.
//
// Record shape:
// - `dice` lists every die in term order (fixed ones included, `fixed: 'max'|'min'`); `term` indexes
//   `expr.terms`; `kept` is false only for dice dropped by kh/kl (ties: the earlier die is kept).
// - `flat` is the signed sum of the flat terms; `total` = Σ ±kept dice + flat.
// - Manual total (`entered: 'total'`): no per-die values exist, so `dice` holds only the fixed dice
//   (usually none: `dice: []`) and the typed sum is `total − flat − Σ dice.value`.

import { formatDice, makeDice, type DiceExpr, type DiceTerm, type Fixed, type Term } from './notation.js';
import type { Rng } from './rng.js';
import { validateFaces, validateTotal, type Checked } from './validate.js';

/** Minimal engine types (ADR 0006 §2–3); the engine may re-export or narrow them. */
export type PromptKey = string;
export interface I18nRef {
  msg: string;
  params: Record<string, string | number>;
}
export interface RuleRef {
  id: string;
  gap?: string;
}
export interface Ref {
  id: string;
}

export interface RolledDie {
  sides: number;
  value: number;
  term: number;
  kept: boolean;
  fixed?: Fixed;
  tag?: string;
}

export interface RollRecord {
  key: PromptKey;
  notation: string;
  purpose: I18nRef;
  roller: Ref | null;
  rule?: RuleRef;
  dice: RolledDie[];
  flat: number;
  total: number;
  source: 'auto' | 'manual';
  entered?: 'faces' | 'total';
}

/**
 * What the caller knows about the roll. `notation` defaults to `formatDice(expr)`; hot paths pass the
 * notation they cached with the parsed expression, so rolling formats no string.
 */
export interface RollMeta {
  key: PromptKey;
  purpose: I18nRef;
  roller: Ref | null;
  rule?: RuleRef;
  notation?: string;
}

export type RollSource =
  | { kind: 'auto'; rng: Rng }
  | { kind: 'faces'; faces: readonly unknown[] }
  | { kind: 'total'; total: unknown; allowTotal: boolean };

function die(sides: number, value: number, term: number, t: DiceTerm): RolledDie {
  const d: RolledDie = { sides, value, term, kept: true };
  if (t.fixed) d.fixed = t.fixed;
  if (t.tag !== undefined) d.tag = t.tag;
  return d;
}

/** Marks the dice a kh/kl term drops; `from` is the term's first die in `dice`. */
function markKept(dice: RolledDie[], from: number, t: DiceTerm): void {
  if (!t.keep || t.keep.n >= t.count) return;
  const idx = Array.from({ length: t.count }, (_, j) => from + j);
  const high = t.keep.mode === 'h';
  // Stable sort: among equal faces the earlier die ranks first, so it is the one kept.
  idx.sort((a, b) => (high ? (dice[b]?.value ?? 0) - (dice[a]?.value ?? 0) : (dice[a]?.value ?? 0) - (dice[b]?.value ?? 0)));
  for (let j = t.keep.n; j < idx.length; j++) {
    const d = dice[idx[j] ?? -1];
    if (d) d.kept = false;
  }
}

/** Rolls every die: fixed ones from the term, others from `rng` or from the validated `faces`. */
function build(expr: DiceExpr, meta: RollMeta, rng: Rng | null, faces: readonly number[]): RollRecord {
  const dice: RolledDie[] = [];
  let flat = 0;
  let total = 0;
  let f = 0;
  const terms: readonly Term[] = expr.terms;
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i];
    if (t === undefined) continue;
    if (t.kind === 'flat') {
      flat += t.sign * t.value;
      continue;
    }
    const from = dice.length;
    for (let j = 0; j < t.count; j++) {
      const v = t.fixed === 'max' ? t.sides : t.fixed === 'min' ? 1 : rng ? rng.int(1, t.sides) : (faces[f++] ?? 0);
      dice.push(die(t.sides, v, i, t));
    }
    markKept(dice, from, t);
    for (let j = from; j < dice.length; j++) {
      const d = dice[j];
      if (d?.kept) total += t.sign * d.value;
    }
  }
  const rec: RollRecord = {
    key: meta.key,
    notation: meta.notation ?? formatDice(expr),
    purpose: meta.purpose,
    roller: meta.roller,
    dice,
    flat,
    total: total + flat,
    source: rng ? 'auto' : 'manual',
  };
  if (meta.rule) rec.rule = meta.rule;
  if (!rng) rec.entered = 'faces';
  return rec;
}

/** Rolls from the RNG; never fails. */
export function rollAuto(expr: DiceExpr, rng: Rng, meta: RollMeta): RollRecord {
  return build(expr, meta, rng, []);
}

/** Rolls from any source; manual entries are validated (see validate.ts) and may be refused. */
export function rollDice(expr: DiceExpr, source: RollSource, meta: RollMeta): Checked<RollRecord> {
  if (source.kind === 'auto') return { ok: true, value: build(expr, meta, source.rng, []) };
  if (source.kind === 'faces') {
    const faces = validateFaces(expr, source.faces);
    return faces.ok ? { ok: true, value: build(expr, meta, null, faces.value) } : faces;
  }
  const sum = validateTotal(expr, source.total, source.allowTotal);
  if (!sum.ok) return sum;
  // Fixed dice keep their values; the rolled dice are known only through their sum.
  const kept: number[] = [];
  expr.terms.forEach((t, i) => {
    if (t.kind === 'flat' || t.fixed !== undefined) kept.push(i);
  });
  const rec = build({ terms: kept.map((i) => expr.terms[i] as Term) }, meta, null, []);
  for (const d of rec.dice) d.term = kept[d.term] ?? d.term;
  rec.notation = meta.notation ?? formatDice(expr);
  rec.total += sum.value;
  rec.entered = 'total';
  return { ok: true, value: rec };
}

/** Maps every dice term of `expr`. */
function mapDice(expr: DiceExpr, f: (t: DiceTerm, i: number) => DiceTerm | DiceTerm[]): DiceExpr {
  return { terms: expr.terms.flatMap<Term>((t, i) => (t.kind === 'dice' ? f(t, i) : [t])) };
}

/**
 * 5e critical (5E-DMG-08/09): every dice term's dice are doubled, flat modifiers are not. A term with
 * kh/kl is rolled twice instead (`2d6kh1` → `2d6kh1+2d6kh1`), which is what "roll the dice twice"
 * means for it. The result may exceed the parser's typed-input limits (e.g. 200 dice in a term).
 */
export function critDice(expr: DiceExpr): DiceExpr {
  return mapDice(expr, (t) =>
    t.keep ? [t, { ...t }] : makeDice(t.count * 2, t.sides, t.sign, undefined, t.tag, t.fixed),
  );
}
