// Stacking policies as data (ADR 0006 §4); each system's SystemData.stackPolicy points at one.
import type { BonusType } from './modifiers.js';
import type { StackPolicy } from './stack.js';

const types = (...t: BonusType[]): ReadonlySet<BonusType> => new Set(t);
const NONE = types();

/**
 * D&D 5e: everything sums; cover degrees never add, only the best applies (5E-COVER-02);
 * advantage and disadvantage cancel and never stack (5E:G-02); halved values round down (5E:G-10).
 * Movement keeps fractional feet (5E:G-10): stack speed with `{ ...DND5E_STACKING, rounding: 'none' }`.
 */
export const DND5E_STACKING: StackPolicy = Object.freeze({
  selfStacking: '*',
  bestOnly: types('cover'),
  sameSourceStacks: true,
  advantage: 'cancel',
  rounding: 'floor',
});

/**
 * 3.x typed bonuses, shared by PF1 and Akenar: dodge (AK-DEF-19, PF:G-13), circumstance (PF:G-08),
 * untyped and ability modifiers stack; any other type applies only its largest bonus; the same
 * source never counts twice (AK:G-22, AK:G-24). No advantage mechanic. Round down.
 */
export const D20_STACKING: StackPolicy = Object.freeze({
  selfStacking: types('untyped', 'ability', 'dodge', 'circumstance'),
  bestOnly: NONE,
  sameSourceStacks: false,
  advantage: 'none',
  rounding: 'floor',
});

/**
 * RuneQuest: modifiers are percentage points and simply add (RQ:G-21), repeated ones too
 * (impaled −20% each, RQ-IMPALE-04); `mul` halves before the adds (RQ-RANGED-05), `cap` limits
 * mounted skills to Riding (RQ-MOUNT-04, RQ:Z-21); halved skills round down (RQ:Z-06).
 */
export const RUNEQUEST_STACKING: StackPolicy = Object.freeze({
  selfStacking: '*',
  bestOnly: NONE,
  sameSourceStacks: true,
  advantage: 'none',
  rounding: 'floor',
});

/** Generic (manual) system: every modifier the GM enters sums; nothing is rounded. */
export const GENERIC_STACKING: StackPolicy = Object.freeze({
  selfStacking: '*',
  bestOnly: NONE,
  sameSourceStacks: true,
  advantage: 'none',
  rounding: 'none',
});
