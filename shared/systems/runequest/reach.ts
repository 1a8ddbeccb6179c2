// The distance at which a RuneQuest attack reaches (RQ-ACT-05): the engine refuses a melee attack
// beyond it and the attack dialog marks those targets before the GM submits.
import type { RqWeapon } from './schema.js';

/** Ranged and thrown weapons: their range bands decide (RQ-RANGED-04..06), not adjacency. */
export const isRanged = (w: Pick<RqWeapon, 'kind'>): boolean => w.kind === 'ranged' || w.kind === 'thrown';

/** Hexes (1 m each) a weapon reaches: a melee one only adjacent foes (RQ-ACT-05); none for a ranged or thrown one. */
export function rqWeaponReach(w: Pick<RqWeapon, 'kind'>): { min: number; max: number } | undefined {
  return isRanged(w) ? undefined : { min: 0, max: 1 };
}
