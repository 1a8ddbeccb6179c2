import type { EncounterEvent } from '../../../shared/model/events.js';
import { RqTable, rqStats } from '../../helpers/runequest.js';

export const f = (...faces: number[]) => ({ faces });
export const no = { choice: 'no' };
export const yes = { choice: 'yes' };
export const hitsOf = (events: EncounterEvent[]) => events.filter((e) => e.type === 'runequest.hit');
export const reasons = (events: EncounterEvent[]) => events.flatMap((e) => (e.type === 'runequest.changed' || e.type === 'life.changed' ? [e.reason] : []));
export const lives = (events: EncounterEvent[]) => events.flatMap((e) => (e.type === 'life.changed' ? [e.life] : []));

/**
 * TV-07's fighter: CON 12, SIZ 13 → arms 4, head and legs 5, abdomen 6, chest 7 (G-09); AP 2
 * everywhere; DEX 14: 3 CAs; Resilience 45, Dodge 50, Acrobatics 40, First Aid 40.
 */
export const fighter = (over: Parameters<typeof rqStats>[0] = {}) =>
  rqStats({
    characteristics: { str: 13, con: 12, siz: 13, int: 12, pow: 12, dex: 14, cha: 10 },
    skills: { '1h-sword': 67, shield: 60, dodge: 50, resilience: 45, athletics: 50, acrobatics: 40, stealth: 40, 'first-aid': 40, riding: 55 },
    weapons: [
      { id: 'sword', name: 'Espada', skill: '1h-sword', kind: 'melee', family: 'sword', damage: '1d8', ap: 4, hp: 12 },
      { id: 'shield', name: 'Escudo', skill: 'shield', kind: 'shield', family: 'shield', damage: '1d4', ap: 8, hp: 15 },
      { id: 'axe', name: 'Gran hacha', skill: '2h-axe', kind: 'melee', family: '2h', hands: 2, damage: '2d6+2', ap: 4, hp: 10 },
      { id: 'spear', name: 'Lanza', skill: 'spear', kind: 'melee', family: 'spear', damage: '1d8', ap: 4, hp: 10, impaling: true },
    ],
    ready: { right: 'sword', left: 'shield' },
    armourAll: 2,
    heroPoints: 0,
    ...over,
  });

/** The fighter `v` (and `a`, an attacker) on a table without a map, in round 1 with its CAs. */
export function table(over: Parameters<typeof rqStats>[0] = {}, settings: ConstructorParameters<typeof RqTable>[1] = {}): RqTable {
  const t = new RqTable([{ id: 'v', stats: fighter(over) }, { id: 'a', stats: fighter({ ready: { right: 'spear', left: null } }) }], { map: false, ...settings });
  t.next({ v: 1, a: 2 });
  return t;
}

/** Turns on to the end of the round; the nextTurn that ends it gets `inputs` (its end-of-round tests) and the next SRs. */
export function endRound(t: RqTable, inputs: Record<string, unknown>, dies = false): import('../../../shared/model/events.js').EncounterEvent[] {
  const round = t.state.round;
  for (let i = 0; i < 20; i++) {
    t.ok({ type: 'nextTurn' });
    if (t.state.round !== round) {
      t.undo();
      return t.ok({ type: 'nextTurn', inputs: { ...RqTable.sr(dies ? { a: 2 } : { v: 1, a: 2 }), ...inputs } as never });
    }
  }
  throw new Error('the round never ended');
}
