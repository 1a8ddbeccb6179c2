import type { StackPolicy } from '../../engine/stack.js';
import type { BonusType } from '../../engine/modifiers.js';

/**
 * RuneQuest modifiers all add up (G-21); a halving (range band 2, RQ-RANGED-05) comes before them
 * and a cap (Riding, RQ-MOUNT-04, Z-21) after the halving and before the situational ones: `stack`'s
 * set → mul → cap → add order. Halved values round down (Z-06).
 */
export const RQ_STACKING: StackPolicy = Object.freeze({
  selfStacking: '*',
  bestOnly: new Set<BonusType>(),
  sameSourceStacks: true,
  advantage: 'none',
  rounding: 'floor',
});
