/**
 * The D&D 5e words a 5etools record is mapped onto (issue #16). The import core names no rules system
 * (asalto/system-seam), so the reader keeps its own copy of the stat block's vocabulary; what it writes is
 * validated against the dnd5e library schema through the registry, so a drift is a refusal, never bad data.
 */
export const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
export type Ability = (typeof ABILITIES)[number];
export const DAMAGE_TYPES = ['acid', 'bludgeoning', 'cold', 'fire', 'force', 'lightning', 'necrotic', 'piercing', 'poison', 'psychic', 'radiant', 'slashing', 'thunder'] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];
export const CONDITION_IDS = [
  'blinded', 'charmed', 'deafened', 'exhaustion', 'frightened', 'grappled', 'incapacitated', 'invisible',
  'paralyzed', 'petrified', 'poisoned', 'prone', 'restrained', 'stunned', 'unconscious',
] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];
export const SKILLS = [
  'acrobatics', 'animalHandling', 'arcana', 'athletics', 'deception', 'history', 'insight', 'intimidation',
  'investigation', 'medicine', 'nature', 'perception', 'performance', 'persuasion', 'religion',
  'sleightOfHand', 'stealth', 'survival',
] as const;
export const CHALLENGE_RATINGS: readonly number[] = [0, 0.125, 0.25, 0.5, ...Array.from({ length: 30 }, (_, i) => i + 1)];
export const HIT_DICE_RE = /^(?:\d{1,3}d\d{1,3}|\d{1,4})(?:[+-](?:\d{1,3}d\d{1,3}|\d{1,4}))*$/;
export type Size = 'tiny' | 'small' | 'medium' | 'large' | 'huge' | 'gargantuan';
export type WeaponProperty = 'light' | 'finesse' | 'thrown' | 'two-handed' | 'reach' | 'ammunition' | 'loading' | 'versatile' | 'heavy';
export interface DamageRule {
  type: DamageType | 'all';
  unless?: 'magical' | 'silvered' | 'adamantine';
}
export type OnHit =
  | { kind: 'save'; ability: Ability; dc: number; condition?: ConditionId; damage?: string; halfOnSuccess?: boolean }
  | { kind: 'grapple'; escapeDc: number; restrained?: boolean };
export interface Attack {
  id: string;
  name: string;
  kind: 'melee' | 'ranged' | 'thrown' | 'spell';
  toHit: number;
  reachFt?: number;
  range?: { normal: number; long?: number };
  damage: string;
  properties: WeaponProperty[];
  onHit?: OnHit[];
}
export interface Feature {
  id: string;
  params?: Record<string, string | number | boolean>;
}

/** Any JSON value as text (objects as JSON, never `[object Object]`). */
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : (JSON.stringify(v) ?? ''));
