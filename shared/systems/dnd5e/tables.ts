/**
 * 5e reference tables the seed lacks (5E:G-09): ability modifiers (SRD 5.1), XP by challenge rating (shared/rules/reference.md, "XP by challenge
 * rating (SRD 5.1)"). Reference rule IDs follow ADR 0006 §5 (`REF-5E-*`).
 */
import { CHALLENGE_RATINGS } from './schema.js';

/** SRD 5.1 "Ability Scores and Modifiers": floor((score − 10) / 2); 1 → −5, 10–11 → +0, 30 → +10. */
export function abilityModifier(score: number): number {
  if (!Number.isInteger(score) || score < 1 || score > 30) throw new RangeError(`ability score ${score} is not 1–30`);
  return Math.floor((score - 10) / 2);
}

/**
 * XP by challenge rating, as reference.md gives it. CR 0 is "0/10": 10 XP, or 0 for a creature with
 * no effective attacks (see `xpForCr`).
 */
export const XP_BY_CR: ReadonlyMap<number, number> = new Map([
  [0, 10], [0.125, 25], [0.25, 50], [0.5, 100], [1, 200], [2, 450], [3, 700], [4, 1100], [5, 1800],
  [6, 2300], [7, 2900], [8, 3900], [9, 5000], [10, 5900], [11, 7200], [12, 8400], [13, 10000],
  [14, 11500], [15, 13000], [16, 15000], [17, 18000], [18, 20000], [19, 22000], [20, 25000],
  [21, 33000], [22, 41000], [23, 50000], [24, 62000], [25, 75000], [26, 90000], [27, 105000],
  [28, 120000], [29, 135000], [30, 155000],
]);

export function xpForCr(cr: number, opts: { harmless?: boolean } = {}): number {
  assertCr(cr);
  if (cr === 0 && opts.harmless === true) return 0;
  return XP_BY_CR.get(cr) ?? 0;
}

const FRACTIONS: ReadonlyMap<string, number> = new Map([['1/8', 0.125], ['1/4', 0.25], ['1/2', 0.5]]);

/** Prints a challenge rating the way stat blocks do: 0.125 → "1/8". */
export function crLabel(cr: number): string {
  assertCr(cr);
  for (const [label, value] of FRACTIONS) if (value === cr) return label;
  return String(cr);
}

function assertCr(cr: number): void {
  if (!CHALLENGE_RATINGS.includes(cr)) throw new RangeError(`${cr} is not an SRD challenge rating`);
}
