import type { Combatant } from '../../model/encounter.js';
import { xpForCr } from './tables.js';
import { dnd5eStats } from './sheet.js';

/** XP of the monsters in a fight (by challenge rating, SRD 5.1) and of those already defeated. */
export function encounterXp(combatants: readonly Pick<Combatant, 'kind' | 'side' | 'life' | 'sheet'>[]): { total: number; earned: number } {
  let total = 0;
  let earned = 0;
  for (const c of combatants) {
    const cr = dnd5eStats(c)?.cr;
    if (c.kind !== 'monster' || c.side !== 'enemy' || cr === undefined) continue;
    const xp = xpForCr(cr);
    total += xp;
    if (c.life !== 'ok') earned += xp;
  }
  return { total, earned };
}
