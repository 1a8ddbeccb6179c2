import type { Combatant, EncounterState } from '../../shared/model/encounter.js';
import { PF1_DEFAULTS, type Pf1Settings } from '../../shared/systems/pf1/settings.js';
import { abilityMod, derivePf1, freshPf1Status, pf1StatsSchema, type Pf1Stats } from '../../shared/systems/pf1/schema.js';
import { pf1Sheet, type Pf1RecordSheet } from '../../shared/systems/pf1/sheet.js';
import { AT, CommandTable } from './table.js';
import { emptyState } from './fixtures.js';
import { CURRENT_SCHEMA } from '../../main/store/encounter-file.js';

type StatsInput = Omit<Partial<import('zod').input<typeof pf1StatsSchema>>, 'system' | 'v'>;

/** A Pathfinder stat block: a Medium creature with 10s, BAB 0 and AC 10 unless `over` says otherwise. */
export function pfStats(over: StatsInput = {}): Pf1Stats {
  return pf1StatsSchema.parse({
    system: 'pf1', v: 1, abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 }, size: 'medium', hpMax: 10, bab: 0,
    saves: { fort: 0, ref: 0, will: 0 }, ac: {}, speed: 30, ...over,
  });
}

/** A party of four and the text's kind of foes (human fighter, wizard, rogue, cleric; orcs and a wolf). */
export const PF_CAST = {
  /** Fighter 6: BAB +6 (+6/+1), Str 18, longsword 1d8+4 19–20, full plate + heavy shield (AC 23). */
  fighter: pfStats({
    abilities: { str: 18, dex: 12, con: 14, int: 10, wis: 10, cha: 8 }, hpMax: 52, bab: 6, saves: { fort: 7, ref: 3, will: 2 },
    ac: { armor: 9, shield: 2, maxDex: 1 }, armor: 'heavy', speed: 20, feats: ['combatReflexes', 'twoWeaponFighting'],
    attacks: [
      { id: 'longsword', name: 'Espada larga', kind: 'melee', hands: 'one', damage: '1d8', critRange: 19, bonus: 1, damageBonus: 0, limb: 'main' },
      { id: 'longbow', name: 'Arco largo', kind: 'ranged', hands: 'two', damage: '1d8', critMultiplier: 3, range: 100, damageType: 'piercing', sheathed: true },
    ],
  }),
  /** Wizard 5: Int 18, caster level 5, AC 12, 22 HP. */
  wizard: pfStats({
    abilities: { str: 8, dex: 14, con: 12, int: 18, wis: 12, cha: 10 }, hpMax: 22, bab: 2, saves: { fort: 2, ref: 3, will: 5 },
    ac: {}, caster: { level: 5, ability: 'int' }, attacks: [{ id: 'dagger', name: 'Daga', kind: 'melee', hands: 'light', damage: '1d4', critRange: 19, damageType: 'piercing' }],
  }),
  /** Rogue 5: Dex 18, short sword, sneak attack 3d6 (declared), AC 17. */
  rogue: pfStats({
    abilities: { str: 12, dex: 18, con: 12, int: 12, wis: 10, cha: 10 }, hpMax: 33, bab: 3, saves: { fort: 2, ref: 8, will: 1 },
    ac: { armor: 3 }, armor: 'light', feats: ['preciseShot'],
    attacks: [
      { id: 'short-sword', name: 'Espada corta', kind: 'melee', hands: 'light', damage: '1d6', critRange: 19, damageType: 'piercing', ability: 'dex' },
      { id: 'shortbow', name: 'Arco corto', kind: 'ranged', hands: 'two', damage: '1d6', critMultiplier: 3, range: 60, damageType: 'piercing' },
    ],
  }),
  /** Cleric 5: Wis 16, heavy mace, AC 18. */
  cleric: pfStats({
    abilities: { str: 14, dex: 10, con: 12, int: 10, wis: 16, cha: 12 }, hpMax: 38, bab: 3, saves: { fort: 5, ref: 1, will: 7 },
    ac: { armor: 6, shield: 2 }, armor: 'medium', speed: 20, caster: { level: 5, ability: 'wis' },
    attacks: [{ id: 'heavy-mace', name: 'Maza pesada', kind: 'melee', hands: 'one', damage: '1d8', damageType: 'bludgeoning' }],
  }),
  /** Orc warrior: Str 17, falchion 2d4+4 18–20, AC 13, 6 HP, Con 12. */
  orc: pfStats({
    abilities: { str: 17, dex: 11, con: 12, int: 7, wis: 8, cha: 6 }, hpMax: 6, bab: 1, saves: { fort: 3, ref: 0, will: -1 },
    ac: { armor: 4 }, armor: 'medium', speed: 30,
    attacks: [{ id: 'falchion', name: 'Bracamante', kind: 'melee', hands: 'two', damage: '2d4', critRange: 18, damageType: 'slashing' }],
  }),
  /** Wolf: bite +2 1d6+1 (a lone natural attack: 1.5 × Str), AC 14 (natural 2). */
  wolf: pfStats({
    abilities: { str: 13, dex: 15, con: 15, int: 2, wis: 12, cha: 6 }, hpMax: 13, bab: 1, saves: { fort: 5, ref: 5, will: 1 }, ac: { natural: 2 }, speed: 50,
    attacks: [{ id: 'bite', name: 'Mordisco', kind: 'natural', natural: 'primary', damage: '1d6', damageType: 'piercing', limb: 'mouth' }],
  }),
} satisfies Record<string, Pf1Stats>;

export interface PfSeat {
  id: string;
  stats: Pf1Stats;
  side?: Combatant['side'];
  kind?: Combatant['kind'];
  at?: [number, number];
  initiative?: number;
  hp?: number;
  conditions?: string[];
}

/** A Pathfinder encounter on 5 ft hexes, driven by commands as the app drives it. */
export class PfTable extends CommandTable {
  constructor(seats: PfSeat[], opts: { map?: boolean; dice?: EncounterState['settings']['dice']; settings?: Partial<Pf1Settings> } = {}) {
    super({
      schemaVersion: CURRENT_SCHEMA, id: 'enc-pf', createdAt: AT, updatedAt: AT,
      initial: { ...emptyState('enc-pf'), system: 'pf1', settings: { dice: opts.dice ?? 'auto', groupInitiative: false, rules: { ...PF1_DEFAULTS, ...opts.settings } } },
      history: [], cursor: 0,
    });
    if (opts.map ?? true) this.ok({ type: 'setMap', settings: { cols: 24, rows: 14, orientation: 'pointy', hexSize: { value: 5, unit: 'ft' } } });
    for (const s of seats) {
      const st = s.stats;
      const kind = s.kind ?? (s.side === 'enemy' ? 'monster' : 'pc');
      const reach = derivePf1(st).reach;
      this.ok({
        type: 'addCombatant',
        combatant: {
          id: s.id, name: s.id, side: s.side ?? (kind === 'pc' ? 'party' : 'enemy'), kind, hp: { max: st.hpMax, ...(s.hp !== undefined ? { current: s.hp } : {}) }, size: st.size,
          speed: Math.floor(st.speed / 5), reach: { min: reach > 0 ? 1 : 0, max: Math.floor(reach / 5) }, conditions: s.conditions ?? [],
          initiative: s.initiative ?? null, initiativeBonus: abilityMod(st.abilities.dex) + st.initiative, position: s.at ? { q: s.at[0], r: s.at[1] } : null,
          sheet: pf1Sheet(st, freshPf1Status(st)),
        },
      });
    }
  }

  c(id: string): Combatant & { sheet: Pf1RecordSheet } {
    const c = this.state.combatants.find((x) => x.id === id);
    if (c?.sheet?.system !== 'pf1') throw new Error(`no Pathfinder ${id}`);
    return c as Combatant & { sheet: Pf1RecordSheet };
  }
}
