/**
 * The Pathfinder demo encounter: a party of four (fighter, wizard, rogue, cleric) against the
 * chapter's kind of foes (orcs and a wolf) on a 5 ft hex map, placed so the chapter's rules come
 * up in the first round:
 *
 * - the fighter (BAB +6: +6/+1) stands beside an orc: a full attack with iteratives and a 5-ft step;
 * - the wizard stands beside another orc: casting there provokes unless cast defensively (PF-SPELL-16..19);
 * - the rogue stands beside the wolf: moving out of its hex provokes (PF-AOO-01), withdrawing does not;
 * - the cleric waits behind, to stabilise whoever falls dying (PF-HP-*).
 *
 * Numbers as the test cast (tests/helpers/pf1.ts PF_CAST): human classes at 5th–6th level, the
 * orc warrior and the wolf of the bestiary's kind.
 */
import { ok, type Result } from '../../../shared/contract/result.js';
import { newCombatantSchema } from '../../../shared/model/commands.js';
import { combatantSchema, defaultSettings, DEFAULT_VISIBILITY, encounterStateSchema, type Combatant, type EncounterState, type Kind, type Side } from '../../../shared/model/encounter.js';
import type { BattleMap, HexCoord, TerrainCell } from '../../../shared/model/map.js';
import { abilityMod, derivePf1, freshPf1Status, pf1StatsSchema, type Pf1Stats } from '../../../shared/systems/pf1/schema.js';
import { pf1Sheet } from '../../../shared/systems/pf1/sheet.js';

export const PF1_DEMO_NAME = 'Pathfinder: el grupo contra los orcos y el lobo';

type StatsInput = Omit<Partial<import('zod').input<typeof pf1StatsSchema>>, 'system' | 'v'>;
const stats = (over: StatsInput): Pf1Stats =>
  pf1StatsSchema.parse({
    system: 'pf1', v: 1, abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 }, size: 'medium', hpMax: 10, bab: 0,
    saves: { fort: 0, ref: 0, will: 0 }, ac: {}, speed: 30, ...over,
  });
const abilities = (str: number, dex: number, con: number, int: number, wis: number, cha: number) => ({ str, dex, con, int, wis, cha });

interface CastMember {
  id: string;
  name: string;
  kind: Kind;
  side: Side;
  at: HexCoord;
  notes: string;
  stats: Pf1Stats;
}

const orc = (): Pf1Stats =>
  stats({
    abilities: abilities(17, 11, 12, 7, 8, 6), hpMax: 6, bab: 1, saves: { fort: 3, ref: 0, will: -1 }, ac: { armor: 4 }, armor: 'medium', speed: 30,
    attacks: [{ id: 'falchion', name: 'Bracamante', kind: 'melee', hands: 'two', damage: '2d4', critRange: 18, damageType: 'slashing' }],
  });

/** Who fights and where they stand. */
export const PF1_DEMO_CAST: readonly CastMember[] = [
  {
    id: 'guerrera', name: 'La guerrera', kind: 'pc', side: 'party', at: { q: 6, r: 6 },
    notes: 'Guerrera 6: ataque base +6 (+6/+1), espada larga 19-20, armadura completa y escudo pesado (CA 22). Reflejos en combate.',
    stats: stats({
      abilities: abilities(18, 12, 14, 10, 10, 8), hpMax: 52, bab: 6, saves: { fort: 7, ref: 3, will: 2 }, ac: { armor: 9, shield: 2, maxDex: 1 }, armor: 'heavy', speed: 20,
      feats: ['combatReflexes', 'twoWeaponFighting'],
      attacks: [
        { id: 'longsword', name: 'Espada larga', kind: 'melee', hands: 'one', damage: '1d8', critRange: 19, bonus: 1, limb: 'main' },
        { id: 'longbow', name: 'Arco largo', kind: 'ranged', hands: 'two', damage: '1d8', critMultiplier: 3, range: 100, damageType: 'piercing', sheathed: true },
      ],
    }),
  },
  {
    id: 'mago', name: 'El mago', kind: 'pc', side: 'party', at: { q: 5, r: 9 },
    notes: 'Mago 5: Int 18, nivel de lanzador 5, CA 12. Junto a un orco: lanzar a la defensiva (CD 15 + 2 × nivel).',
    stats: stats({
      abilities: abilities(8, 14, 12, 18, 12, 10), hpMax: 22, bab: 2, saves: { fort: 2, ref: 3, will: 5 }, caster: { level: 5, ability: 'int' },
      attacks: [{ id: 'dagger', name: 'Daga', kind: 'melee', hands: 'light', damage: '1d4', critRange: 19, damageType: 'piercing' }],
    }),
  },
  {
    id: 'picara', name: 'La pícara', kind: 'pc', side: 'party', at: { q: 9, r: 4 },
    notes: 'Pícara 5: Des 18, espada corta (sutileza), ataque furtivo 3d6 (declarado), CA 17. Junto al lobo: salir de su casilla provoca.',
    stats: stats({
      abilities: abilities(12, 18, 12, 12, 10, 10), hpMax: 33, bab: 3, saves: { fort: 2, ref: 8, will: 1 }, ac: { armor: 3 }, armor: 'light', feats: ['preciseShot'],
      attacks: [
        { id: 'short-sword', name: 'Espada corta', kind: 'melee', hands: 'light', damage: '1d6', critRange: 19, damageType: 'piercing', ability: 'dex' },
        { id: 'shortbow', name: 'Arco corto', kind: 'ranged', hands: 'two', damage: '1d6', critMultiplier: 3, range: 60, damageType: 'piercing' },
      ],
    }),
  },
  {
    id: 'clerigo', name: 'El clérigo', kind: 'pc', side: 'party', at: { q: 3, r: 7 },
    notes: 'Clérigo 5: Sab 16, maza pesada, CA 18. Estabiliza a quien caiga moribundo.',
    stats: stats({
      abilities: abilities(14, 10, 12, 10, 16, 12), hpMax: 38, bab: 3, saves: { fort: 5, ref: 1, will: 7 }, ac: { armor: 6, shield: 2 }, armor: 'medium', speed: 20,
      caster: { level: 5, ability: 'wis' },
      attacks: [{ id: 'heavy-mace', name: 'Maza pesada', kind: 'melee', hands: 'one', damage: '1d8', damageType: 'bludgeoning' }],
    }),
  },
  { id: 'orco-1', name: 'Orco del bracamante', kind: 'monster', side: 'enemy', at: { q: 7, r: 6 }, notes: 'Guerrero orco: bracamante 2d4+4 (18-20), CA 14.', stats: orc() },
  { id: 'orco-2', name: 'Orco explorador', kind: 'monster', side: 'enemy', at: { q: 6, r: 9 }, notes: 'Guerrero orco, junto al mago.', stats: orc() },
  {
    id: 'lobo', name: 'Lobo', kind: 'monster', side: 'enemy', at: { q: 10, r: 4 },
    notes: 'Mordisco +2, 1d6+1 (un único ataque natural: 1,5 × Fue), CA 14.',
    stats: stats({
      abilities: abilities(13, 15, 15, 2, 12, 6), hpMax: 13, bab: 1, saves: { fort: 5, ref: 5, will: 1 }, ac: { natural: 2 }, speed: 50,
      attacks: [{ id: 'bite', name: 'Mordisco', kind: 'natural', natural: 'primary', damage: '1d6', damageType: 'piercing', limb: 'mouth' }],
    }),
  },
];

const cells = (terrain: TerrainCell[2], ...hexes: [number, number][]): TerrainCell[] => hexes.map(([q, r]) => [q, r, terrain]);

/** A ruined watchtower's yard on 5 ft hexes: rubble (difficult), a broken wall (impassable), a pond. */
export const PF1_DEMO_MAP: BattleMap = {
  cols: 18, rows: 13, orientation: 'pointy', hexSize: { value: 5, unit: 'ft' },
  terrain: [
    ...cells('difficult', [11, 8], [12, 8], [11, 9], [12, 9], [13, 9], [2, 2], [3, 2]),
    ...cells('impassable', [14, 2], [14, 3], [14, 4], [15, 5]),
    ...cells('water', [1, 11], [2, 11], [2, 10], [3, 11]),
  ],
  walls: [],
  background: null,
};

/** The demo's initial state (system 'pf1', nobody has rolled initiative yet). */
export function buildPf1Demo(id: string, seed: number): Result<EncounterState> {
  const combatants: Combatant[] = PF1_DEMO_CAST.map((member) => {
    const st = member.stats;
    const reach = derivePf1(st).reach;
    const input = newCombatantSchema.parse({
      id: member.id, name: member.name, kind: member.kind, side: member.side, hp: { max: st.hpMax }, position: member.at, size: st.size,
      speed: Math.floor(st.speed / 5), reach: { min: reach > 0 ? 1 : 0, max: Math.floor(reach / 5) }, initiativeBonus: abilityMod(st.abilities.dex) + st.initiative,
      notes: member.notes, sheet: pf1Sheet(structuredClone(st), freshPf1Status(st)),
    });
    return combatantSchema.parse({ ...input, id: member.id, hp: { current: st.hpMax, max: st.hpMax } });
  });
  return ok(
    encounterStateSchema.parse({
      id, name: PF1_DEMO_NAME, system: 'pf1', round: 0, activeId: null, combatants, visibility: { ...DEFAULT_VISIBILITY },
      map: structuredClone(PF1_DEMO_MAP), settings: defaultSettings('pf1'), rng: { seed },
    }),
  );
}
