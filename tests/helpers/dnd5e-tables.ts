// SRD 5.1 proficiency bonus tables, to check the bundled stat blocks' `prof` (the engine reads `prof`).
import { CHALLENGE_RATINGS } from '../../shared/systems/dnd5e/schema.js';

/** Proficiency bonus for character levels 1–20 (index 0 = level 1): +2 at 1–4 … +6 at 17–20. */
export const PROF_BY_LEVEL: readonly number[] = Array.from({ length: 20 }, (_, i) => 2 + Math.floor(i / 4));

export function profByLevel(level: number): number {
  const p = Number.isInteger(level) ? PROF_BY_LEVEL[level - 1] : undefined;
  if (p === undefined) throw new RangeError(`character level ${level} is not 1–20`);
  return p;
}

/** Proficiency bonus by challenge rating: CR 0–4 +2, 5–8 +3, … 29–30 +9. */
export function profByCr(cr: number): number {
  if (!CHALLENGE_RATINGS.includes(cr)) throw new RangeError(`${cr} is not an SRD challenge rating`);
  return cr < 5 ? 2 : 2 + Math.ceil((cr - 4) / 4);
}
