/**
 * Two weapons, or a weapon and a shield (RQ-TWO-01/02, Z-20): once a round, at its first use, the
 * off-hand item gives either one extra parry that ignores the Reaction count, or one extra melee
 * attack (no precise attack, −20%) made in one of the character's own passes at no CA cost.
 */
import type { RqWeapon } from '../../../shared/systems/runequest/schema.js';
import { weaponOf, type RqCombatant } from './sheet.js';

/** The off-hand item when both hands hold different items (the left hand's). */
export function offHandItem(c: RqCombatant): RqWeapon | null {
  const { right, left } = c.sheet.status.held;
  if (!right || !left || right === left) return null;
  return weaponOf(c, left) ?? null;
}

/** The off-hand parry still open this round (option (a) not spent, option (b) not chosen). */
export function offHandParry(c: RqCombatant): RqWeapon | null {
  const s = c.sheet.status;
  if (s.twoWeapon === 'attack' || s.twoWeaponUsed) return null;
  return offHandItem(c);
}

/** Why the off-hand extra attack may not be made now, or null (RQ-TWO-02). */
export function extraProblem(c: RqCombatant, w: RqWeapon, activeId: string | null): string | null {
  const s = c.sheet.status;
  if (activeId !== c.id) return `${c.name} makes the off-hand extra attack in its own pass (RQ-TWO-02, Z-20)`;
  const off = offHandItem(c);
  if (!off) return `${c.name} does not hold two weapons or a weapon and a shield (RQ-TWO-02)`;
  if (s.twoWeapon === 'parry') return `${c.name} chose the off-hand parry this round: options (a) and (b) are alternatives (RQ-TWO-01)`;
  if (s.twoWeaponUsed) return `${c.name} has already made its off-hand extra attack this round (RQ-TWO-02)`;
  if (off.id !== w.id) return `the extra attack is made with the off-hand item, ${off.name}, not ${w.name} (RQ-TWO-02)`;
  return null;
}
