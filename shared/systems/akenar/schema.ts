/**
 * Akenar stat block and combat status. A combatant carries copies of its weapons and armour (taken
 * from the catalogue, `resources/akenar/equipment.json`, when it is added), so editing the catalogue
 * never changes a fight already played and replay stays exact. `buildAkenarStats` turns the sheet a
 * GM types (equipment by catalogue id) into that stat block; `deriveAkenar` gives the numbers the
 * rules use.
 */
import { z } from 'zod';
import { SIZES } from '../../model/map.js';
import {
  ARMOUR_FIELDS, armourDataSchema, armourSchema, WEAPON_FIELDS, weaponDataSchema, weaponSchema, type ArmourData, type ArmourSlot, type EquipmentCatalogue,
} from './equipment.js';

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const ref = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected an equipment id');

/** Size modifier to attack and Defensa Base (AK-DEF-01, AK-ATK-08, AK:G-09). */
export const SIZE_MOD: Readonly<Record<(typeof SIZES)[number], number>> = {
  fine: 8, diminutive: 4, tiny: 2, small: 1, medium: 0, large: -1, huge: -2, gargantuan: -4, colossal: -8,
};

export const FEATS = ['combatReflexes', 'uncannyDodge', 'improvedUnarmedStrike', 'powerAttack', 'rangedFinesse', 'preciseShot', 'run', 'versatility'] as const;
export type Feat = (typeof FEATS)[number];

/** A weapon as a combatant carries it: the catalogue's data plus its magic bonus (AK-ARM-07). */
export const akenarWeaponSchema = weaponDataSchema.extend({ magic: int(0, 10).default(0) });
export type AkenarWeapon = z.infer<typeof akenarWeaponSchema>;

/**
 * This combatant's own values for catalogue items it carries, keyed by item id: any data field but
 * the id (and an armour's slot). The stat block's copies carry them; the catalogue is untouched.
 */
const akenarOverridesSchema = z.strictObject({
  weapons: z.record(ref, weaponDataSchema.omit({ id: true }).partial()).optional(),
  armour: z.record(ref, armourDataSchema.omit({ id: true, slot: true }).partial()).optional(),
});

const statsFields = {
  system: z.literal('akenar'),
  v: z.literal(1),
  abilities: z.strictObject({ str: int(0, 40), dex: int(0, 40), con: int(0, 40), int: int(0, 40), wis: int(0, 40), cha: int(0, 40) }),
  size: z.enum(SIZES),
  hpMax: int(1, 10_000),
  baseAttack: int(0, 40),
  /** Class dodge and parry bonuses plus feats such as Dodge or Parry (AK-DEF-04, AK-DEF-05). */
  dodgeBonus: int(0, 40),
  parryBonus: int(0, 40),
  fortitude: int(-10, 40),
  reflex: int(-10, 40).default(0),
  will: int(-10, 40).default(0),
  /** Initiative bonus from feats and items, added to the Dex modifier (AK-SEQ-08). */
  initiative: int(-20, 40).default(0),
  /** Innate CA (hide, scales), added to worn armour (AK-ARM-04, AK:G-29). */
  innateCa: int(0, 40).default(0),
  feats: z.array(z.enum(FEATS)).default([]),
  critImmune: z.boolean().default(false),
  /** Natural weapons count as armed (AK-UNARMED-03). */
  natural: z.boolean().default(false),
  /** Parries with an improvised or unfamiliar weapon: −1 to Parada unless Versatility (AK-DEF-21). */
  improvisedParry: z.boolean().default(false),
  /** Per-combatant values of its equipment, over the catalogue's. */
  overrides: akenarOverridesSchema.optional(),
};

export const akenarStatsSchema = z.strictObject({
  ...statsFields,
  armour: z.strictObject({ body: armourDataSchema.nullable(), helmet: armourDataSchema.nullable(), shield: armourDataSchema.nullable() }),
  weapons: z.array(akenarWeaponSchema).max(16),
});
export type AkenarStats = z.infer<typeof akenarStatsSchema>;

/** What a GM types: equipment by catalogue id. */
export const akenarSheetSchema = z.strictObject({
  ...statsFields,
  armour: z.strictObject({ body: ref.nullable(), helmet: ref.nullable(), shield: ref.nullable() }),
  weapons: z.array(z.strictObject({ id: ref, magic: int(0, 10).default(0) })).max(16),
});
export type AkenarSheet = z.input<typeof akenarSheetSchema>;

type Built = { ok: true; value: AkenarStats } | { ok: false; path: string; message: string };

/**
 * The stat block for a sheet, equipment copied from the catalogue with the sheet's overrides on top;
 * unknown ids, overrides of items not carried, and overridden items that break the catalogue's rules
 * are named by path.
 */
export function buildAkenarStats(sheet: z.infer<typeof akenarSheetSchema>, catalogue: Pick<EquipmentCatalogue, 'armour' | 'weapons'>): Built {
  const ov = { weapons: sheet.overrides?.weapons ?? {}, armour: sheet.overrides?.armour ?? {} };
  for (const id of Object.keys(ov.armour)) {
    if (!Object.values(sheet.armour).includes(id)) return { ok: false, path: `overrides.armour.${id}`, message: `an override for armour "${id}", which the sheet does not wear` };
  }
  for (const id of Object.keys(ov.weapons)) {
    if (!sheet.weapons.some((w) => w.id === id)) return { ok: false, path: `overrides.weapons.${id}`, message: `an override for weapon "${id}", which the sheet does not carry` };
  }
  const armour: Record<ArmourSlot, AkenarStats['armour']['body']> = { body: null, helmet: null, shield: null };
  for (const slot of ['body', 'helmet', 'shield'] as const) {
    const id = sheet.armour[slot];
    if (id === null) continue;
    const a = catalogue.armour.find((x) => x.id === id);
    if (!a) return { ok: false, path: `armour.${slot}`, message: `no armour "${id}" in the equipment catalogue` };
    if (a.slot !== slot) return { ok: false, path: `armour.${slot}`, message: `"${id}" is worn as ${a.slot}, not ${slot}` };
    const piece = armourDataSchema.parse({ ...pickKnown(a, armourDataSchema.shape), ...ov.armour[id] });
    const bad = ov.armour[id] && overrideProblem(armourSchema, ARMOUR_FIELDS, piece);
    if (bad) return { ok: false, path: `overrides.armour.${id}.${bad.field}`, message: `armour "${id}" (${piece.name}) with its override: ${bad.message}` };
    armour[slot] = piece;
  }
  const weapons: AkenarWeapon[] = [];
  for (const [i, w] of sheet.weapons.entries()) {
    const data = catalogue.weapons.find((x) => x.id === w.id);
    if (!data) return { ok: false, path: `weapons[${i}].id`, message: `no weapon "${w.id}" in the equipment catalogue` };
    const weapon = akenarWeaponSchema.parse({ ...pickKnown(data, weaponDataSchema.shape), ...ov.weapons[w.id], magic: w.magic });
    const bad = ov.weapons[w.id] && overrideProblem(weaponSchema, WEAPON_FIELDS, weapon);
    if (bad) return { ok: false, path: `overrides.weapons.${w.id}.${bad.field}`, message: `weapon "${w.id}" (${weapon.name}) with its override: ${bad.message}` };
    weapons.push(weapon);
  }
  return { ok: true, value: { ...sheet, armour, weapons } };
}

/** The first rule of the catalogue's item schema an overridden item breaks (each present field sourced, so only its own rules speak). */
function overrideProblem(schema: typeof weaponSchema | typeof armourSchema, fields: readonly string[], item: object): { field: string; message: string } | null {
  const values = item as Record<string, unknown>;
  const sources = Object.fromEntries(fields.filter((f) => values[f] !== undefined).map((f) => [f, { from: 'default', reason: 'gm' }]));
  const r = schema.safeParse({ ...pickKnown(item, schema === weaponSchema ? weaponDataSchema.shape : armourDataSchema.shape), nameEn: values.name, sources });
  const issue = r.success ? undefined : r.error.issues[0];
  return issue ? { field: issue.path.filter((p) => p !== 'sources').join('.'), message: issue.message } : null;
}

/**
 * A stat block's equipment copies without its overrides: each overridden field back to the
 * catalogue's value (or left as it is when the catalogue no longer has the item), so a sheet built
 * again from these copies takes only the overrides it still sets.
 */
export function withoutOverrides(stats: Pick<AkenarStats, 'armour' | 'weapons' | 'overrides'>, catalogue: Pick<EquipmentCatalogue, 'armour' | 'weapons'>): Pick<AkenarStats, 'armour' | 'weapons'> {
  const revert = <T extends object>(item: T & { id: string }, over: object | undefined, from: object | undefined): T => {
    if (!over || !from) return item;
    const back: Record<string, unknown> = { ...item };
    for (const k of Object.keys(over)) {
      const v = (from as Record<string, unknown>)[k];
      if (v === undefined) delete back[k];
      else back[k] = v;
    }
    return back as T;
  };
  const piece = (a: ArmourData | null) => (a ? revert(a, stats.overrides?.armour?.[a.id], catalogue.armour.find((x) => x.id === a.id)) : null);
  return {
    armour: { body: piece(stats.armour.body), helmet: piece(stats.armour.helmet), shield: piece(stats.armour.shield) },
    weapons: stats.weapons.map((w) => revert(w, stats.overrides?.weapons?.[w.id], catalogue.weapons.find((x) => x.id === w.id))),
  };
}

function pickKnown(item: object, shape: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([k]) => k in shape));
}

/**
 * What changes in a fight, beyond HP: armour damage (AK-ARM-13), stuck arrows (AK-ARROW-01), being
 * flat-footed until its first turn (AK-SEQ-01, AK:G-18), the turn's actions, attacks of opportunity
 * made since its last turn (AK:G-40), and what lasts until its next turn.
 */
export const akenarStatusSchema = z.strictObject({
  /** CA lost by the body armour and by the helmet. */
  armourLoss: z.strictObject({ body: int(0, 40), helmet: int(0, 40) }),
  arrows: int(0, 20),
  flatFooted: z.boolean(),
  /**
   * This turn's actions (AK-ACT-01): a limit (disabled, surprise round, dying), normal and move
   * actions used (a double move is 2), the full-round action taken, the 1 m step, metres moved of
   * those allowed, attacks made.
   */
  budget: z.strictObject({
    limited: z.enum(['none', 'single', 'inactive']),
    limitRule: z.string().max(20).nullable(),
    normal: z.boolean(),
    move: int(0, 2),
    fullRound: z.enum(['fullAttack', 'run', 'withdraw', 'charge', 'difficultStep', 'other']).nullable(),
    step: z.boolean(),
    moved: int(0, 1000),
    allowance: int(0, 1000),
    attacks: int(0, 20),
  }),
  aooUsed: int(0, 20),
  /** Enemies that have had their attack of opportunity against its movement this turn (AK-AOO-09). */
  provokedBy: z.array(z.string().max(64)).max(50).default([]),
  /** Total defence (+4) or fighting defensively (+2), until its next turn (AK-ACT-10..12, AK:G-23). */
  defenceBonus: int(0, 10),
  /** Fighting defensively: −4 on attacks this turn. */
  attackPenalty: int(-10, 0),
  charging: z.boolean(),
  running: z.boolean(),
  /** Consecutive rounds run (AK-ACT-37). */
  runRounds: int(0, 1000),
  /** A touch spell held (AK-SPELL-15). */
  holding: z.string().trim().min(1).max(80).nullable(),
  /** The touch spell was cast this turn: its first touch comes with the casting (AK-SPELL-13). */
  touchFree: z.boolean().default(false),
  /** A spell of 1 round or more being cast: full-round actions done of those required (AK-SPELL-20/21). */
  casting: z.strictObject({ name: z.string().trim().min(1).max(80), done: int(0, 100), required: int(1, 100) }).nullable().default(null),
  /** A named enemy the GM keeps alive to −Con, as characters (AK-HP-09, AK:G-37). */
  fullRules: z.boolean(),
});
export type AkenarStatus = z.infer<typeof akenarStatusSchema>;

export const FRESH_BUDGET: AkenarStatus['budget'] = { limited: 'none', limitRule: null, normal: false, move: 0, fullRound: null, step: false, moved: 0, allowance: 0, attacks: 0 };
export const FRESH_STATUS: AkenarStatus = {
  armourLoss: { body: 0, helmet: 0 }, arrows: 0, flatFooted: true, budget: FRESH_BUDGET, aooUsed: 0, provokedBy: [], defenceBonus: 0,
  attackPenalty: 0, charging: false, running: false, runRounds: 0, holding: null, touchFree: false, casting: null, fullRules: false,
};

/** A combatant's Akenar record: its stat block and how the fight has left it. */
export const akenarRecordSchema = z.strictObject({ stats: akenarStatsSchema, status: akenarStatusSchema });
export type AkenarRecord = z.infer<typeof akenarRecordSchema>;

/**
 * The status as a new turn of its owner starts: fresh actions, limited when disabled (AK-HP-10),
 * none when dying (AK-HP-14) or unaware in the surprise round (AK-SEQ-05); one-turn effects over
 * (AK:G-40). Flat-footedness ends with the turn's first action, i.e. now (AK:G-18).
 */
export function statusAtTurnStart(s: AkenarStatus, c: { life: string; hp: { current: number }; surprised: boolean }): AkenarStatus {
  const budget: AkenarStatus['budget'] =
    c.life === 'unconscious' || c.life === 'stable' || c.life === 'dead'
      ? { ...FRESH_BUDGET, limited: 'inactive', limitRule: 'AK-HP-14' }
      : c.surprised
        ? { ...FRESH_BUDGET, limited: 'inactive', limitRule: 'AK-SEQ-05' }
        : c.hp.current <= 0
          ? { ...FRESH_BUDGET, limited: 'single', limitRule: 'AK-HP-10' }
          : FRESH_BUDGET;
  return { ...s, flatFooted: c.surprised, budget, touchFree: false, aooUsed: 0, provokedBy: [], defenceBonus: 0, attackPenalty: 0, charging: false, running: false, runRounds: s.running ? s.runRounds : 0 };
}

export const abilityMod = (score: number) => Math.floor((score - 10) / 2);

export interface AkenarDerived {
  strMod: number;
  dexMod: number;
  conMod: number;
  sizeMod: number;
  /** Worn CA after armour damage: body + helmet + innate (AK-ARM-02..04, AK-ARM-13). */
  ca: number;
  bodyCa: number;
  helmetCa: number;
  /** The body armour's cap on Dex to Esquiva (AK-DEF-06). */
  maxDex?: number;
  shieldParry: number;
  heavyArmour: boolean;
  armourPenalty: number;
}

/** The numbers the rules need from a stat block and the damage its armour has taken. */
export function deriveAkenar(s: AkenarStats, status?: Pick<AkenarStatus, 'armourLoss'>): AkenarDerived {
  const loss = status?.armourLoss ?? { body: 0, helmet: 0 };
  const bodyCa = Math.max(0, (s.armour.body?.ca ?? 0) - loss.body);
  const helmetCa = Math.max(0, (s.armour.helmet?.ca ?? 0) - loss.helmet);
  const body = s.armour.body;
  return {
    strMod: abilityMod(s.abilities.str),
    dexMod: abilityMod(s.abilities.dex),
    conMod: abilityMod(s.abilities.con),
    sizeMod: SIZE_MOD[s.size],
    ca: bodyCa + helmetCa + s.innateCa,
    bodyCa,
    helmetCa,
    ...(body?.maxDex !== undefined ? { maxDex: body.maxDex } : {}),
    shieldParry: s.armour.shield?.parryBonus ?? 0,
    heavyArmour: body?.heavy ?? false,
    armourPenalty: (body?.checkPenalty ?? 0) + (s.armour.shield?.checkPenalty ?? 0),
  };
}
