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
