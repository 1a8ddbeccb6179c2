import type { PartsState, PassCombatant, PlayerPart } from '../types.js';
import { deriveRq, type RqStats, type RqStatus } from './schema.js';
import { rqSettings } from './settings.js';

/**
 * A RuneQuest combatant's hit locations for the player display, built field by field under the GM's
 * HP visibility: `none` nothing; `descriptor` each location's wound tier (and a useless limb);
 * `exact` its HP current / starting too. Armour stays GM-only.
 */
export function rqPlayerParts(c: PassCombatant, display: 'none' | 'descriptor' | 'exact', state: PartsState): PlayerPart[] | undefined {
  if (display === 'none' || c.sheet?.system !== 'runequest') return undefined;
  const { stats, status } = c.sheet as unknown as { stats: RqStats; status: RqStatus };
  return deriveRq(stats, rqSettings(state).tables).locations.map((l) => {
    const s = status.locations[l.id];
    return {
      id: l.id,
      ...(l.name ? { name: l.name } : {}),
      tier: s?.tier ?? 'none',
      useless: s?.useless ?? false,
      ...(display === 'exact' ? { hp: { current: s?.hp ?? l.hp, max: l.hp } } : {}),
    };
  });
}
