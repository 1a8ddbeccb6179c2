// Manual dice entry validation (ADR 0006 §3), the same code in the GM UI and in main.
//
// Faces: one integer per rolled die, in `diceSlots` order (fixed `max(…)` dice take no face),
// 1 ≤ v ≤ sides. On a d100, 0 is also accepted and means 100 (the "00" of a percentile pair): the UI
// turns the typed "00" into the number 0 and the validated faces come back normalised to 100. No other
// die treats 0 specially.
//
// Total: the sum shown on the rolled dice, modifiers and fixed dice excluded (the engine adds them), in
// [rolled dice, rolled dice × sides]. Accepted only when the caller allows it and the expression is a
// pure sum: no keep-highest/lowest, no subtracted rolled dice, and one damage tag at most (a total
// cannot be split between 1d8[slashing] and 2d6[fire]).

import { diceSlots, type DiceExpr } from './notation.js';

export type DiceIssueCode = 'FACE_OUT_OF_RANGE' | 'WRONG_COUNT' | 'NOT_AN_INTEGER' | 'TOTAL_NOT_ALLOWED' | 'TOTAL_OUT_OF_RANGE';

/** Why a total cannot be entered (`TOTAL_NOT_ALLOWED`). */
export type TotalRefusal = 'policy' | 'keep' | 'subtracted-dice' | 'mixed-tags';

export interface DiceIssue {
  readonly code: DiceIssueCode;
  /** English developer message; the UI translates `code` with `params`/`reason`. */
  readonly message: string;
  /** 0-based face index (face issues; for WRONG_COUNT, the first missing or surplus face). */
  readonly index?: number;
  readonly params?: Readonly<Record<string, number>>;
  readonly reason?: TotalRefusal;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: DiceIssue[] };

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** Checks typed faces; on success returns them normalised (d100: 0 → 100). */
export function validateFaces(expr: DiceExpr, faces: readonly unknown[]): Checked<number[]> {
  const slots = diceSlots(expr);
  const issues: DiceIssue[] = [];
  const value: number[] = [];
  const n = Math.min(slots.length, faces.length);
  for (let i = 0; i < n; i++) {
    const sides = slots[i]?.sides ?? 0;
    const v = faces[i];
    if (!isInt(v)) {
      issues.push({ code: 'NOT_AN_INTEGER', index: i, message: `faces[${i}] (d${sides}) is not an integer: ${String(v)}` });
    } else if (sides === 100 && v === 0) {
      value.push(100);
    } else if (v < 1 || v > sides) {
      issues.push({
        code: 'FACE_OUT_OF_RANGE',
        index: i,
        params: { value: v, min: sides === 100 ? 0 : 1, max: sides },
        message: `faces[${i}] must be ${sides === 100 ? '0 (00) or 1' : '1'}–${sides} on a d${sides}, got ${v}`,
      });
    } else {
      value.push(v);
    }
  }
  if (faces.length !== slots.length) {
    issues.push({
      code: 'WRONG_COUNT',
      index: n,
      params: { expected: slots.length, got: faces.length },
      message: `Expected ${slots.length} face${slots.length === 1 ? '' : 's'}, got ${faces.length}`,
    });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value };
}

/** Why the expression cannot take a single total regardless of policy, or null if it can. */
export function totalRefusal(expr: DiceExpr): Exclude<TotalRefusal, 'policy'> | null {
  let tag: string | undefined | null = null; // null: no rolled dice term seen yet
  for (const t of expr.terms) {
    if (t.kind !== 'dice' || t.fixed) continue;
    if (t.keep) return 'keep';
    if (t.sign < 0) return 'subtracted-dice';
    if (tag !== null && tag !== t.tag) return 'mixed-tags';
    tag = t.tag;
  }
  return null;
}

/** Range of the rolled dice sum (what a manual total is compared with). */
export function totalRange(expr: DiceExpr): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const s of diceSlots(expr)) {
    min += 1;
    max += s.sides;
  }
  return { min, max };
}

const REFUSALS: Record<TotalRefusal, string> = {
  policy: 'this roll needs individual faces',
  keep: 'keep-highest/lowest needs individual faces',
  'subtracted-dice': 'subtracted dice need individual faces',
  'mixed-tags': 'dice with different tags need individual faces',
};

/** Checks a typed total (sum of the rolled dice); `allowTotal` is the prompt's policy. */
export function validateTotal(expr: DiceExpr, total: unknown, allowTotal: boolean): Checked<number> {
  const reason = allowTotal ? totalRefusal(expr) : 'policy';
  if (reason !== null) {
    return { ok: false, issues: [{ code: 'TOTAL_NOT_ALLOWED', reason, message: `A total is not allowed: ${REFUSALS[reason]}` }] };
  }
  if (!isInt(total)) {
    return { ok: false, issues: [{ code: 'NOT_AN_INTEGER', message: `The total is not an integer: ${String(total)}` }] };
  }
  const { min, max } = totalRange(expr);
  if (total < min || total > max) {
    return {
      ok: false,
      issues: [{ code: 'TOTAL_OUT_OF_RANGE', params: { value: total, min, max }, message: `The total must be ${min}–${max}, got ${total}` }],
    };
  }
  return { ok: true, value: total };
}
