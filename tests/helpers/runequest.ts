import type { Combatant, EncounterState } from '../../shared/model/encounter.js';
import { RQ_DEFAULTS, type RqSettings } from '../../shared/systems/runequest/settings.js';
import { deriveRq, freshRqStatus, rqStatsSchema, type RqStats } from '../../shared/systems/runequest/schema.js';
import { rqSheet, type RqRecordSheet } from '../../shared/systems/runequest/sheet.js';
import { RQ_TABLES } from '../../shared/systems/runequest/tables.js';
import { AT, CommandTable } from './table.js';
import { emptyState } from './fixtures.js';
import type { EncounterEvent } from '../../shared/model/events.js';
import { CURRENT_SCHEMA } from '../../main/store/encounter-file.js';

type StatsInput = Omit<Partial<import('zod').input<typeof rqStatsSchema>>, 'system' | 'v'>;

/** A RuneQuest stat block: every characteristic 11 (SIZ 13) unless `over` says otherwise. */
export function rqStats(over: StatsInput = {}): RqStats {
  return rqStatsSchema.parse({
    system: 'runequest', v: 1, characteristics: { str: 11, con: 11, siz: 13, int: 11, pow: 11, dex: 11, cha: 11 }, ...over,
  });
}

/** The text's kind of fighters: a swordsman with a shield, an archer, a spearman, a brute with a great axe. */
export const RQ_CAST = {
  /** DEX 14 (3 CAs), SR mod 13; 1H sword 67 (1d8, AP 4), shield 60 (target shield 1d4, AP 8); chest AP 4 (ring), limbs AP 2. */
  swordsman: rqStats({
    characteristics: { str: 13, con: 12, siz: 13, int: 12, pow: 11, dex: 14, cha: 10 },
    skills: { '1h-sword': 67, shield: 60, dodge: 40, resilience: 45, persistence: 40, athletics: 50, acrobatics: 40, unarmed: 40, 'first-aid': 35, riding: 30 },
    weapons: [
      { id: 'sword', name: 'Espada ancha', skill: '1h-sword', kind: 'melee', family: 'sword', damage: '1d8', ap: 4, hp: 12 },
      { id: 'shield', name: 'Escudo de blanco', skill: 'shield', kind: 'shield', family: 'shield', damage: '1d4', ap: 8, hp: 15 },
    ],
    ready: { right: 'sword', left: 'shield' },
    armourAll: 2,
  }),
  /** DEX 16 (3 CAs); bow 60 (1d8, range 100 m, 2H, impaling), dagger 40; no armour. */
  archer: rqStats({
    characteristics: { str: 10, con: 11, siz: 11, int: 13, pow: 12, dex: 16, cha: 11 },
    skills: { bow: 60, dagger: 40, dodge: 50, resilience: 40, persistence: 40, athletics: 45, acrobatics: 45 },
    weapons: [
      { id: 'bow', name: 'Arco largo', skill: 'bow', kind: 'ranged', family: 'bow', hands: 2, damage: '1d8', ap: 4, hp: 7, impaling: true, range: 100, reload: 1 },
      { id: 'dagger', name: 'Daga', skill: 'dagger', kind: 'melee', family: 'dagger', damage: '1d4+1', ap: 4, hp: 6, impaling: true },
    ],
    ready: { right: 'bow', left: 'bow' },
  }),
  /** DEX 6 (1 CA); spear 50 (1d8, impaling); SIZ 15. */
  spearman: rqStats({
    characteristics: { str: 14, con: 13, siz: 15, int: 4, pow: 10, dex: 6, cha: 8 },
    skills: { spear: 50, dodge: 25, resilience: 50, persistence: 30, athletics: 40, acrobatics: 20, unarmed: 30 },
    weapons: [{ id: 'spear', name: 'Lanza', skill: 'spear', kind: 'melee', family: 'spear', damage: '1d8', ap: 4, hp: 10, impaling: true }],
    ready: { right: 'spear', left: null },
    armourAll: 1,
  }),
  /** DEX 10 (2 CAs); great axe 55 (2d6+2, 2H); STR 17 SIZ 16 (DM +1d4). */
  brute: rqStats({
    characteristics: { str: 17, con: 14, siz: 16, int: 9, pow: 9, dex: 10, cha: 7 },
    skills: { '2h-axe': 55, dodge: 30, resilience: 55, persistence: 30, athletics: 55, acrobatics: 25, unarmed: 40 },
    weapons: [{ id: 'great-axe', name: 'Gran hacha', skill: '2h-axe', kind: 'melee', family: '2h', hands: 2, damage: '2d6+2', ap: 4, hp: 10 }],
    ready: { right: 'great-axe', left: 'great-axe' },
    armourAll: 2,
  }),
} satisfies Record<string, RqStats>;

export interface RqSeat {
  id: string;
  stats: RqStats;
  side?: Combatant['side'];
  kind?: Combatant['kind'];
  at?: [number, number];
}

/** A RuneQuest encounter on 1 m hexes, driven by commands as the app drives it. */
export class RqTable extends CommandTable {
  constructor(seats: RqSeat[], opts: { map?: boolean; dice?: EncounterState['settings']['dice']; settings?: Partial<RqSettings> } = {}) {
    super({
      schemaVersion: CURRENT_SCHEMA, id: 'enc-rq', createdAt: AT, updatedAt: AT,
      initial: { ...emptyState('enc-rq'), system: 'runequest', settings: { dice: opts.dice ?? 'auto', groupInitiative: false, rules: { ...RQ_DEFAULTS, ...opts.settings } } },
      history: [], cursor: 0,
    });
    if (opts.map ?? true) this.ok({ type: 'setMap', settings: { cols: 24, rows: 14, orientation: 'pointy', hexSize: { value: 1, unit: 'm' } } });
    const tables = opts.settings?.tables ?? RQ_TABLES;
    for (const s of seats) {
      const d = deriveRq(s.stats, tables);
      const kind = s.kind ?? (s.side === 'enemy' ? 'monster' : 'pc');
      this.ok({
        type: 'addCombatant',
        combatant: {
          id: s.id, name: s.id, side: s.side ?? (kind === 'pc' ? 'party' : 'enemy'), kind, hp: { max: d.hpMax }, size: 'medium', speed: d.movement,
          reach: { min: 1, max: 1 }, initiativeBonus: d.srModifier, position: s.at ? { q: s.at[0], r: s.at[1] } : null, sheet: rqSheet(s.stats, freshRqStatus(s.stats, tables)),
        },
      });
    }
  }

  c(id: string): Combatant & { sheet: RqRecordSheet } {
    const c = this.state.combatants.find((x) => x.id === id);
    if (c?.sheet?.system !== 'runequest') throw new Error(`no RuneQuest ${id}`);
    return c as Combatant & { sheet: RqRecordSheet };
  }

  /** The d10 faces of each Strike Rank roll, as `sr.<id>` answers. */
  static sr(faces: Record<string, number>): Record<string, { faces: number[] }> {
    return Object.fromEntries(Object.entries(faces).map(([id, f]) => [`sr.${id}`, { faces: [f] }]));
  }

  /** Next turn; when it starts a new round, the Strike Rank d10s are these faces (`sr.<id>`). */
  next(faces: Record<string, number> = {}): EncounterEvent[] {
    const round = this.state.round;
    const events = this.ok({ type: 'nextTurn' });
    if (this.state.round === round || Object.keys(faces).length === 0) return events;
    this.undo();
    return this.ok({ type: 'nextTurn', inputs: RqTable.sr(faces) });
  }

  /** Who acts, in which pass, as `id@pass`. */
  get turn(): string {
    return `${this.state.activeId}@${this.state.pass ?? '-'}`;
  }
}
