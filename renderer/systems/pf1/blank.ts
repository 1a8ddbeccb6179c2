import { pf1StatsSchema, type Pf1Stats } from '../../../shared/systems/pf1/schema.js';

/** A new stat block: a Medium creature with 10s, BAB 0, AC 10, 30 ft and one melee weapon. */
export function blankPf1Stats(hpMax = 10, size: Pf1Stats['size'] = 'medium'): Pf1Stats {
  return pf1StatsSchema.parse({
    system: 'pf1', v: 1, abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 }, size, hpMax, bab: 0, saves: { fort: 0, ref: 0, will: 0 }, ac: {}, speed: 30,
    attacks: [{ id: 'attack-1', name: 'Arma', kind: 'melee', damage: '1d6' }],
  });
}

