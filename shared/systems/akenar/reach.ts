// The distances at which an Akenar melee attack reaches (AK-ATK-13, AK:G-16): the engine refuses
// outside them and the attack dialog marks those targets before the GM submits.

/**
 * Hexes (1 m each) a melee weapon reaches: a reach weapon only distance 2; a 1 m weapon in the hands of
 * a creature with 2 m natural reach 1 and 2; otherwise adjacent (distance ≤ 1).
 */
export function akenarMeleeReach(naturalReachMax: number, weaponReachM: 1 | 2): { min: number; max: number } {
  if (weaponReachM === 2) return { min: 2, max: 2 };
  return naturalReachMax >= 2 ? { min: 1, max: 2 } : { min: 0, max: 1 };
}
