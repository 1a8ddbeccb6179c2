/**
 * The Akenar demo encounter: the cast of the rules text's worked examples on a 1 m hex map, built
 * from the GM's equipment catalogue so every showcased rule can happen at the table.
 *
 * - Feliot the bard (EX-11, EX-14, EX-15): chain mail and helmet, CA 7; Con 12; rapier and dagger,
 *   both subtle (&). He stands beside the goblin in chain mail.
 * - The knight (EX-11): longsword; the party's second character.
 * - A goblin (trasgo) in chain mail (EX-15): Small, CA 6, Parada 15 = 10 + 1 (Small) + 0 (Str 11)
 *   + 4 (parry bonus), no shield; Feliot's subtle attack ignores the mail on 21 or more.
 * - An orc with a heavy pick (pico de cuervo, PA 7: EX-12), in melee with the knight; a named NPC the
 *   GM wants alive, so it goes on to −Con instead of dying at 0 HP (AK-HP-09), unlike the goblins.
 * - A goblin archer with a longbow (arco largo): its best target, the knight, is in melee with the
 *   orc (shooting into melee, AK-ATK-14/15), 7 m away (inside the first 20 m increment).
 *
 * Speeds are not in the text beyond "an unarmoured human, 6 m" (AK-MOVE-02): armour other than
 * light slows to 4 m, as the D&D 3.5 SRD's 30 ft → 20 ft.
 */
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { newCombatantSchema } from '../../../shared/model/commands.js';
import { combatantSchema, defaultSettings, DEFAULT_VISIBILITY, encounterStateSchema, type Combatant, type EncounterState, type Kind, type Side } from '../../../shared/model/encounter.js';
import type { BattleMap, HexCoord, TerrainCell } from '../../../shared/model/map.js';
import type { EquipmentCatalogue } from '../../../shared/systems/akenar/equipment.js';
import { buildSheet, combatantFieldsOf, type AkenarSheetData } from '../../../shared/systems/akenar/combatant.js';
import { FRESH_STATUS } from '../../../shared/systems/akenar/schema.js';
import { akenarSheet } from '../../../shared/systems/akenar/sheet.js';

export const AKENAR_DEMO_NAME = 'Akenar: Feliot y el caballero contra los trasgos';

interface CastMember {
  id: string;
  name: string;
  kind: Kind;
  side: Side;
  at: HexCoord;
  speed: number;
  fullRules?: boolean;
  notes?: string;
  sheet: Omit<AkenarSheetData, 'system' | 'v' | 'reflex' | 'will' | 'initiative' | 'innateCa' | 'feats' | 'critImmune' | 'natural' | 'improvisedParry'> & Partial<AkenarSheetData>;
}

const abilities = (str: number, dex: number, con: number, int: number, wis: number, cha: number) => ({ str, dex, con, int, wis, cha });

/** Who fights, where they stand, and what they carry (by catalogue id). */
export const AKENAR_DEMO_CAST: readonly CastMember[] = [
  {
    id: 'feliot', name: 'Feliot el Bardo', kind: 'pc', side: 'party', at: { q: 4, r: 8 }, speed: 4,
    notes: 'EX-11/EX-14/EX-15: cota de mallas y casco (CA 7), Con 12 (moribundo de -1 a -11, muerto a -12). Ataca con sutileza al trasgo (Parada 15, CA 6).',
    sheet: {
      abilities: abilities(10, 16, 12, 12, 10, 15), size: 'medium', hpMax: 16, baseAttack: 2, dodgeBonus: 2, parryBonus: 1, fortitude: 1, reflex: 5, will: 3,
      armour: { body: 'cota-de-mallas', helmet: 'casco', shield: null }, weapons: [{ id: 'estoque', magic: 0 }, { id: 'daga', magic: 0 }],
    },
  },
  {
    id: 'caballero', name: 'El caballero', kind: 'pc', side: 'party', at: { q: 5, r: 5 }, speed: 4,
    notes: 'EX-11: espada larga (amenaza 19-20), armadura completa y escudo pesado.',
    sheet: {
      abilities: abilities(16, 10, 14, 10, 11, 12), size: 'medium', hpMax: 30, baseAttack: 5, dodgeBonus: 1, parryBonus: 3, fortitude: 5, reflex: 1, will: 2,
      armour: { body: 'armadura-completa', helmet: null, shield: 'escudo-pesado' }, weapons: [{ id: 'espada-larga', magic: 0 }],
    },
  },
  {
    id: 'trasgo', name: 'Trasgo con cota de mallas', kind: 'monster', side: 'enemy', at: { q: 5, r: 8 }, speed: 4,
    notes: 'EX-15: CA 6, Parada 15 (10 + 1 Pequeño + 0 Fue + 4 bonificador de Parada).',
    sheet: {
      abilities: abilities(11, 13, 12, 10, 9, 6), size: 'small', hpMax: 6, baseAttack: 1, dodgeBonus: 0, parryBonus: 4, fortitude: 3, reflex: 1, will: 0,
      armour: { body: 'cota-de-mallas', helmet: null, shield: null }, weapons: [{ id: 'lucero-del-alba', magic: 0 }],
    },
  },
  {
    id: 'orco', name: 'Orco con pico de cuervo', kind: 'monster', side: 'enemy', at: { q: 6, r: 5 }, speed: 6, fullRules: true,
    notes: 'EX-12: pico de cuervo PA 7 (+ Fue): atraviesa la armadura del caballero y la de Feliot. PNJ con nombre que el director quiere interrogar: reglas completas de moribundo (AK-HP-09).',
    sheet: {
      abilities: abilities(17, 11, 14, 8, 8, 6), size: 'medium', hpMax: 9, baseAttack: 1, dodgeBonus: 0, parryBonus: 1, fortitude: 3, reflex: 0, will: -1,
      armour: { body: 'cuero-tachonado', helmet: null, shield: null }, weapons: [{ id: 'pico-de-cuervo', magic: 0 }],
    },
  },
  {
    id: 'arquero', name: 'Trasgo arquero', kind: 'monster', side: 'enemy', at: { q: 12, r: 3 }, speed: 6,
    notes: 'Arco largo (incremento 20 m). Su blanco, el caballero, está trabado en combate con el orco (AK-ATK-14/15).',
    sheet: {
      abilities: abilities(10, 15, 12, 10, 11, 6), size: 'small', hpMax: 5, baseAttack: 1, dodgeBonus: 1, parryBonus: 0, fortitude: 3, reflex: 2, will: 0,
      armour: { body: 'justillo-de-cuero', helmet: null, shield: null }, weapons: [{ id: 'arco-largo', magic: 0 }, { id: 'daga', magic: 0 }],
    },
  },
];

const cells = (terrain: TerrainCell[2], ...hexes: [number, number][]): TerrainCell[] => hexes.map(([q, r]) => [q, r, terrain]);

/** A clearing with a thicket (difficult), a few rocks (impassable) and a brook (water). */
export const AKENAR_DEMO_MAP: BattleMap = {
  cols: 16, rows: 12, orientation: 'pointy', hexSize: { value: 1, unit: 'm' },
  terrain: [
    ...cells('difficult', [1, 1], [2, 1], [1, 2], [2, 2], [0, 3], [1, 3], [10, 6], [11, 6], [10, 7]),
    ...cells('impassable', [3, 10], [4, 10], [3, 11]),
    ...cells('water', [12, 6], [12, 7], [11, 8], [11, 9], [10, 10], [10, 11]),
  ],
  walls: [],
  background: null,
};

/**
 * The demo's initial state (system 'akenar', nobody has rolled initiative yet), its stat blocks
 * built from `catalogue`. Fails naming the cast member and the sheet path when the GM's catalogue
 * no longer holds an item the demo needs.
 */
export function buildAkenarDemo(id: string, seed: number, catalogue: Pick<EquipmentCatalogue, 'weapons' | 'armour'>): Result<EncounterState> {
  const combatants: Combatant[] = [];
  for (const member of AKENAR_DEMO_CAST) {
    const built = buildSheet({ system: 'akenar', v: 1, ...member.sheet }, catalogue);
    if (!built.ok) return failRef('NOT_FOUND', ref('err_ak_demo_needs', { name: member.name, path: built.path, detail: built.message }), { path: built.path });
    const fields = combatantFieldsOf(built.stats);
    const input = newCombatantSchema.parse({
      id: member.id, name: member.name, kind: member.kind, side: member.side, hp: { max: fields.hpMax }, position: member.at, size: fields.size,
      speed: member.speed, reach: fields.reach, initiativeBonus: fields.initiativeBonus, notes: member.notes ?? '',
      sheet: akenarSheet(built.stats, { ...FRESH_STATUS, fullRules: member.fullRules ?? false }),
    });
    combatants.push(combatantSchema.parse({ ...input, id: member.id, hp: { current: fields.hpMax, max: fields.hpMax } }));
  }
  return ok(
    encounterStateSchema.parse({
      id, name: AKENAR_DEMO_NAME, system: 'akenar', round: 0, activeId: null, combatants, visibility: { ...DEFAULT_VISIBILITY },
      map: structuredClone(AKENAR_DEMO_MAP), settings: defaultSettings('akenar'), rng: { seed },
    }),
  );
}
