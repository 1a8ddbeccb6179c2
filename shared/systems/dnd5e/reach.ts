// The distance of 5e's hands-on actions: grapple and shove (5E-GRAP-02, 5E-SHOVE-02), helping an attack
// (5E-ACT-13) and first aid (5E-ZERO-16, G-25). The engine refuses beyond it; the target dialog marks
// those targets before the GM submits.

/** Hexes (5 ft each) those actions reach: adjacent, whatever the creature's weapon reach. */
export const DND5E_HANDS_REACH = { min: 0, max: 1 } as const;

/** Whether a creature `distance` hexes away is within that reach; without a map the GM vouches for it, an unplaced creature is not. */
export function withinHandsReach(mapped: boolean, distance: number | null): boolean {
  return !mapped || (distance !== null && distance >= DND5E_HANDS_REACH.min && distance <= DND5E_HANDS_REACH.max);
}
