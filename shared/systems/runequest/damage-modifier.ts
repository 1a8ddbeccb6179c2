import type { RqWeapon } from './schema.js';
import { rqSettings } from './settings.js';

const MISSILES = new Set(['bow', 'crossbow', 'sling']);

/**
 * Whether the attacker's Damage Modifier counts for this weapon (G-07, setting `dmOnMissiles`):
 * melee, thrown, natural and unarmed yes; missiles only under the setting. Shared by the blow
 * (main/rules/runequest/damage.ts) and the printed stat block.
 */
export function dmApplies(state: { system: string; settings: { rules: Record<string, unknown> } }, weapon: Pick<RqWeapon, 'kind' | 'family'> | null): boolean {
  if (!weapon) return true;
  if (weapon.kind === 'ranged' || MISSILES.has(weapon.family)) return rqSettings(state).dmOnMissiles;
  return true;
}
