/**
 * The RuneQuest demo encounter: three adventurers with different Combat Actions (DEX 16: 3, DEX 14:
 * 3, DEX 10: 2) against bandits (DEX 12, 11, 6: 2, 2 and 1) on 1 m hexes, placed so the round's rules
 * come up at once:
 *
 * - the swordswoman stands beside the bandit chief: melee, parries, Defend, precise attacks;
 * - the archer stands beside a bandit with a dagger: shooting there gives it a free attack (RQ-FREE-04),
 *   withdrawing (half Movement) does not (RQ-ACT-23);
 * - the axeman starts 6 m from the spear bandit in a straight line: a charge (RQ-ACT-08/09);
 * - the slow spear bandit (DEX 6, 1 CA) acts once a round.
 *
 * Stat blocks as a GM copies them: characteristics, skills, weapons with AP/HP, armour per location.
 */
import { ok, type Result } from '../../../shared/contract/result.js';
import { newCombatantSchema } from '../../../shared/model/commands.js';
import { combatantSchema, defaultSettings, DEFAULT_VISIBILITY, encounterStateSchema, type Combatant, type EncounterState, type Kind, type Side } from '../../../shared/model/encounter.js';
import type { BattleMap, HexCoord, TerrainCell } from '../../../shared/model/map.js';
import { deriveRq, freshRqStatus, rqStatsSchema, type RqStats } from '../../../shared/systems/runequest/schema.js';
import { rqSheet } from '../../../shared/systems/runequest/sheet.js';
import { RQ_TABLES } from '../../../shared/systems/runequest/tables.js';

export const RQ_DEMO_NAME = 'RuneQuest: emboscada en el vado';

type StatsInput = Omit<import('zod').input<typeof rqStatsSchema>, 'system' | 'v'>;
const stats = (over: StatsInput): RqStats => rqStatsSchema.parse({ system: 'runequest', v: 1, ...over });
const ch = (str: number, con: number, siz: number, int: number, pow: number, dex: number, cha: number) => ({ str, con, siz, int, pow, dex, cha });

/** Humanoid locations with the armour worn on each (d20 faces as the seed's table). */
const armour = (legs: number, abdomen: number, chest: number, arms: number, head: number, what: { body: string; head: string }) => [
  { id: 'right-leg', from: 1, to: 3, kind: 'leg', ap: legs, armour: what.body },
  { id: 'left-leg', from: 4, to: 6, kind: 'leg', ap: legs, armour: what.body },
  { id: 'abdomen', from: 7, to: 9, kind: 'abdomen', ap: abdomen, armour: what.body },
  { id: 'chest', from: 10, to: 12, kind: 'chest', ap: chest, armour: what.body },
  { id: 'right-arm', from: 13, to: 15, kind: 'arm', hand: 'right', ap: arms, armour: what.body },
  { id: 'left-arm', from: 16, to: 18, kind: 'arm', hand: 'left', ap: arms, armour: what.body },
  { id: 'head', from: 19, to: 20, kind: 'head', ap: head, armour: what.head },
] as const;

interface CastMember {
  id: string;
  name: string;
  kind: Kind;
  side: Side;
  at: HexCoord;
  notes: string;
  stats: RqStats;
}

export const RQ_DEMO_CAST: readonly CastMember[] = [
  {
    id: 'espadachina', name: 'La espadachina', kind: 'pc', side: 'party', at: { q: 8, r: 6 },
    notes: 'DES 14 (3 AC). Espada ancha 67% (1D8, PA 4, PG 12), escudo 60%. Cota de anillas en el torso (PA 4), cuero en los miembros (PA 2), yelmo (PA 5).',
    stats: stats({
      characteristics: ch(13, 12, 13, 12, 11, 14, 10),
      skills: { '1h-sword': 67, shield: 60, dodge: 40, resilience: 45, persistence: 40, athletics: 50, acrobatics: 40, unarmed: 40, 'first-aid': 35, riding: 30, perception: 45 },
      weapons: [
        { id: 'sword', name: 'Espada ancha', skill: '1h-sword', kind: 'melee', family: 'sword', damage: '1d8', ap: 4, hp: 12 },
        { id: 'shield', name: 'Escudo de blanco', skill: 'shield', kind: 'shield', family: 'shield', damage: '1d4', ap: 8, hp: 15 },
        { id: 'dagger', name: 'Daga', skill: 'dagger', kind: 'melee', family: 'dagger', damage: '1d4+1', ap: 4, hp: 6, impaling: true },
      ],
      ready: { right: 'sword', left: 'shield' },
      locations: [...armour(2, 4, 4, 2, 5, { body: 'anillas y cuero', head: 'yelmo' })],
    }),
  },
  {
    id: 'arquero', name: 'El arquero', kind: 'pc', side: 'party', at: { q: 5, r: 8 },
    notes: 'DES 16 (3 AC). Arco largo 60% (1D8, alcance 100 m, empala), daga 40%. Cuero (PA 2). Junto a un bandido: disparar provoca un ataque gratuito; retirarse no.',
    stats: stats({
      characteristics: ch(10, 11, 11, 13, 12, 16, 11),
      skills: { bow: 60, dagger: 40, dodge: 50, resilience: 40, persistence: 40, athletics: 45, acrobatics: 45, perception: 60, stealth: 50 },
      weapons: [
        { id: 'bow', name: 'Arco largo', skill: 'bow', kind: 'ranged', family: 'bow', hands: 2, damage: '1d8', ap: 4, hp: 7, impaling: true, range: 100, reload: 1 },
        { id: 'dagger', name: 'Daga', skill: 'dagger', kind: 'melee', family: 'dagger', damage: '1d4+1', ap: 4, hp: 6, impaling: true },
      ],
      ready: { right: 'bow', left: 'bow' },
      armourAll: 2,
    }),
  },
  {
    id: 'hachero', name: 'El hachero', kind: 'pc', side: 'party', at: { q: 2, r: 4 },
    notes: 'DES 10 (2 AC). Gran hacha 55% (2D6+2, PA 4, PG 10, a dos manos), FUE 17 TAM 16 (MD +1D4). Cuero tachonado (PA 3). A 6 m en línea recta de la lancera: puede cargar.',
    stats: stats({
      characteristics: ch(17, 14, 16, 9, 9, 10, 7),
      skills: { '2h-axe': 55, dodge: 30, resilience: 55, persistence: 30, athletics: 55, acrobatics: 25, unarmed: 40 },
      weapons: [{ id: 'great-axe', name: 'Gran hacha', skill: '2h-axe', kind: 'melee', family: '2h', hands: 2, damage: '2d6+2', ap: 4, hp: 10 }],
      ready: { right: 'great-axe', left: 'great-axe' },
      armourAll: 3,
    }),
  },
  {
    id: 'jefe', name: 'Jefe de los bandidos', kind: 'monster', side: 'enemy', at: { q: 9, r: 6 },
    notes: 'DES 12 (2 AC). Hacha de batalla 60% (1D6+1, PA 4), escudo 50%. Cota de anillas (PA 4), yelmo (PA 3).',
    stats: stats({
      characteristics: ch(15, 13, 14, 12, 10, 12, 12),
      skills: { '1h-axe': 60, shield: 50, dodge: 35, resilience: 50, persistence: 40, athletics: 45, unarmed: 45 },
      weapons: [
        { id: 'axe', name: 'Hacha de batalla', skill: '1h-axe', kind: 'melee', family: 'axe', damage: '1d6+1', ap: 4, hp: 8 },
        { id: 'shield', name: 'Escudo', skill: 'shield', kind: 'shield', family: 'shield', damage: '1d4', ap: 6, hp: 12 },
      ],
      ready: { right: 'axe', left: 'shield' },
      locations: [...armour(4, 4, 4, 4, 3, { body: 'anillas', head: 'yelmo' })],
    }),
  },
  {
    id: 'cuchillero', name: 'Bandido de la daga', kind: 'monster', side: 'enemy', at: { q: 6, r: 8 },
    notes: 'DES 11 (2 AC). Daga 45% (1D4+1, empala), esquivar 40%. Cuero (PA 2).',
    stats: stats({
      characteristics: ch(11, 11, 11, 10, 9, 11, 9),
      skills: { dagger: 45, dodge: 40, resilience: 35, persistence: 30, athletics: 40, unarmed: 35 },
      weapons: [{ id: 'dagger', name: 'Daga', skill: 'dagger', kind: 'melee', family: 'dagger', damage: '1d4+1', ap: 4, hp: 6, impaling: true }],
      ready: { right: 'dagger', left: null },
      armourAll: 2,
    }),
  },
  {
    id: 'lancera', name: 'Bandida de la lanza', kind: 'monster', side: 'enemy', at: { q: 9, r: 4 },
    notes: 'DES 6 (1 AC). Lanza 50% (1D8, empala), TAM 15. Cuero (PA 1). Lenta: actúa una vez por asalto.',
    stats: stats({
      characteristics: ch(14, 13, 15, 8, 10, 6, 8),
      skills: { spear: 50, dodge: 25, resilience: 50, persistence: 30, athletics: 40, unarmed: 30 },
      weapons: [{ id: 'spear', name: 'Lanza', skill: 'spear', kind: 'melee', family: 'spear', damage: '1d8', ap: 4, hp: 10, impaling: true }],
      ready: { right: 'spear', left: null },
      armourAll: 1,
    }),
  },
];

const cells = (terrain: TerrainCell[2], ...hexes: [number, number][]): TerrainCell[] => hexes.map(([q, r]) => [q, r, terrain]);

/** A ford on 1 m hexes: the river (water), rocks (impassable), brush (difficult). */
export const RQ_DEMO_MAP: BattleMap = {
  cols: 16, rows: 12, orientation: 'pointy', hexSize: { value: 1, unit: 'm' },
  terrain: [
    ...cells('water', [12, 0], [12, 1], [11, 2], [11, 3], [11, 9], [10, 10], [10, 11]),
    ...cells('impassable', [12, 6], [12, 7], [4, 1]),
    ...cells('difficult', [2, 9], [3, 9], [3, 10]),
  ],
  walls: [],
  background: null,
};

/** The demo's initial state (system 'runequest', no round yet: Strike Ranks are rolled as it starts). */
export function buildRqDemo(id: string, seed: number): Result<EncounterState> {
  const combatants: Combatant[] = RQ_DEMO_CAST.map((member) => {
    const st = member.stats;
    const d = deriveRq(st, RQ_TABLES);
    const input = newCombatantSchema.parse({
      id: member.id, name: member.name, kind: member.kind, side: member.side, hp: { max: d.hpMax }, position: member.at, size: 'medium',
      speed: d.movement, reach: { min: 1, max: 1 }, initiativeBonus: d.srModifier, notes: member.notes, sheet: rqSheet(structuredClone(st), freshRqStatus(st, RQ_TABLES)),
    });
    return combatantSchema.parse({ ...input, id: member.id, hp: { current: d.hpMax, max: d.hpMax } });
  });
  return ok(
    encounterStateSchema.parse({
      id, name: RQ_DEMO_NAME, system: 'runequest', round: 0, activeId: null, combatants, visibility: { ...DEFAULT_VISIBILITY },
      map: structuredClone(RQ_DEMO_MAP), settings: defaultSettings('runequest'), rng: { seed },
    }),
  );
}
