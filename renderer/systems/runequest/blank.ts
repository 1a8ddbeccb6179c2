import { rqStatsSchema, type RqStats } from '../../../shared/systems/runequest/schema.js';
import type { RqTables } from '../../../shared/systems/runequest/tables.js';

/** A new stat block: every characteristic 11 (SIZ 13), the combat skills at base, one sword, the encounter's hit-location table unarmoured. */
export function blankRqStats(tables: Pick<RqTables, 'locations'>): RqStats {
  return rqStatsSchema.parse({
    system: 'runequest', v: 1, characteristics: { str: 11, con: 11, siz: 13, int: 11, pow: 11, dex: 11, cha: 11 },
    skills: { '1h-sword': 40, dodge: 30, resilience: 40, persistence: 40, athletics: 30, 'first-aid': 30 },
    weapons: [{ id: 'sword', name: 'Espada', skill: '1h-sword', kind: 'melee', family: 'sword', damage: '1d8', ap: 4, hp: 12 }],
    ready: { right: 'sword', left: null },
    locations: tables.locations.map((r) => ({ id: r.id, ...(r.name ? { name: r.name } : {}), from: r.from, to: r.to, kind: r.kind, ...(r.hand ? { hand: r.hand } : {}), ap: 0 })),
  });
}


/** The core fields a RuneQuest stat block decides: HP (the locations' sum), Movement, the SR modifier as the initiative bonus. */
export function rqBody(d: { hpMax: number; movement: number; srModifier: number }) {
  return { hp: { max: d.hpMax }, speed: d.movement, initiativeBonus: d.srModifier, reach: { min: 1, max: 1 }, size: 'medium' as const };
}
