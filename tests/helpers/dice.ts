// Test oracles over parsed dice expressions: the totals a roll can reach and how many dice it has.
import type { DiceExpr, DiceTerm, Term } from '../../shared/dice/notation.js';

/** Number of dice of a term that count towards the total. */
export const keptCount = (t: DiceTerm): number => t.keep?.n ?? t.count;

function termRange(t: Term): [number, number] {
  if (t.kind === 'flat') return [t.value, t.value];
  const k = keptCount(t);
  if (t.fixed === 'max') return [k * t.sides, k * t.sides];
  if (t.fixed === 'min') return [k, k];
  return [k, k * t.sides];
}

/** Smallest possible total. */
export function minTotal(expr: DiceExpr): number {
  return expr.terms.reduce((s, t) => s + (t.sign > 0 ? termRange(t)[0] : -termRange(t)[1]), 0);
}

/** Largest possible total. */
export function maxTotal(expr: DiceExpr): number {
  return expr.terms.reduce((s, t) => s + (t.sign > 0 ? termRange(t)[1] : -termRange(t)[0]), 0);
}

/** Number of dice in the expression, fixed ones included. */
export function diceCount(expr: DiceExpr): number {
  return expr.terms.reduce((n, t) => n + (t.kind === 'dice' ? t.count : 0), 0);
}
