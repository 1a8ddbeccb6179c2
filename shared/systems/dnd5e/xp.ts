import type { Combatant } from '../../model/encounter.js';
import { xpForCr } from './tables.js';

/** XP of the monsters in a fight (by challenge rating, SRD 5.1) and of those already defeated. */
export function encounterXp(combatants: readonly Pick<Combatant, 'kind' | 'side' | 'life' | 'stats'>[]): { total: number; earned: number } {
  let total = 0;
  let earned = 0;
  for (const c of combatants) {
    const cr = c.stats?.cr;
    if (c.kind !== 'monster' || c.side !== 'enemy' || cr === undefined) continue;
    const xp = xpForCr(cr);
    total += xp;
    if (c.life !== 'ok') earned += xp;
  }
  return { total, earned };
}
