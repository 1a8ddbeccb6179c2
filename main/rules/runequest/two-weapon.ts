/**
 * Two weapons, or a weapon and a shield (RQ-TWO-01/02, Z-20): once a round, at its first use, the
 * off-hand item gives either one extra parry that ignores the Reaction count, or one extra melee
 * attack (no precise attack, −20%) made in one of the character's own passes at no CA cost.
 */
import { ref, type MessageRef } from '../../../shared/contract/result.js';
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
export function extraProblem(c: RqCombatant, w: RqWeapon, activeId: string | null): MessageRef | null {
  const s = c.sheet.status;
  if (activeId !== c.id) return ref('err_rq_two_own_pass', { name: c.name });
  const off = offHandItem(c);
  if (!off) return ref('err_rq_two_not_two', { name: c.name });
  if (s.twoWeapon === 'parry') return ref('err_rq_two_parry_chosen', { name: c.name });
  if (s.twoWeaponUsed) return ref('err_rq_two_used', { name: c.name });
  if (off.id !== w.id) return ref('err_rq_two_wrong_item', { item: off.name, weapon: w.name });
  return null;
}
