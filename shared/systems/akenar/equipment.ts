/**
 * Akenar equipment catalogue (v1): weapons and armour. The combat chapter names equipment but omits
 * its tables (gap G-03), so every data field of every item records where its value comes from:
 *
 * - `{ from: 'text', ruleId, line? }`: the value is given (or directly derived) by the rules text;
 *   `ruleId` is the inventory rule (AK-…) or worked example (EX-…), `line` the seed line.
 * - `{ from: 'default', reason }`: the text gives no value; `reason` names an entry of the
 *   catalogue's `defaultReasons`, which explains how the default was chosen.
 *
 * The catalogue schema checks that every present data field has exactly one source, that no source
 * is given for an absent field, and that every default reason is defined, so "clearly marked
 * defaults" is enforced by parsing. Pure data: no I/O.
 */
import { z } from 'zod';
import { refIssue } from '../../contract/issues.js';

const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** Kebab-case id, e.g. `pico-de-cuervo`. */
export const equipmentIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a kebab-case id');
/** Inventory reference: rule (AK-ARM-01), worked example (EX-11) or derived vector (DV-03). */
export const ruleIdSchema = z.string().regex(/^(?:AK-[A-Z]+-\d{2}|EX-\d{2}|DV-\d{2})$/, 'expected an inventory id');
/** Weapon damage for a Medium wielder, one dice term (`1d8`, `2d6`). */
export const weaponDamageSchema = z.string().regex(/^\d{1,2}d(?:2|3|4|6|8|10|12|20)$/, 'expected dice like 1d8');

export const textSourceSchema = z.strictObject({
  from: z.literal('text'),
  ruleId: ruleIdSchema,
  /** Line of the seed text (1-based). */
  line: int(1, 10_000).optional(),
});
export const defaultSourceSchema = z.strictObject({
  from: z.literal('default'),
  /** Key into the catalogue's `defaultReasons`. */
  reason: equipmentIdSchema,
});
export const fieldSourceSchema = z.discriminatedUnion('from', [textSourceSchema, defaultSourceSchema]);
export type FieldSource = z.infer<typeof fieldSourceSchema>;

export const WEAPON_KINDS = ['melee', 'thrown', 'projectile'] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];
export const DAMAGE_TYPES = ['bludgeoning', 'piercing', 'slashing'] as const;

/** Weapon data fields that carry a source (everything but id, nameEn, sources, notes). */
export const WEAPON_FIELDS = [
  'name', 'kind', 'damage', 'damageTypes', 'critRange', 'critMultiplier', 'pa', 'rangeIncrementM', 'subtle',
  'reachM', 'hands', 'light', 'metalTipped',
] as const;
export type WeaponField = (typeof WEAPON_FIELDS)[number];

/** A weapon's rules data, as the catalogue holds it and as a combatant carries its copy. */
export const weaponDataSchema = z.strictObject({
  id: equipmentIdSchema,
  /** Spanish name, spelled as in the text when the text names the weapon. */
  name: z.string().min(1),
  /** `thrown`/`projectile`: ranged weapons (max range 5 / 10 increments, AK-ATK-11). A `melee` weapon with `rangeIncrementM` can also be thrown. */
  kind: z.enum(WEAPON_KINDS),
  /** Damage for a Medium wielder (AK-DMG-01). */
  damage: weaponDamageSchema,
  damageTypes: z.array(z.enum(DAMAGE_TYPES)).min(1),
  /** Lowest d20 result that threatens: 19 means 19–20 (AK-CRIT-04). */
  critRange: z.strictObject({ min: int(1, 20) }),
  /** Critical multiplier, e.g. 3 for x3 (AK-CRIT-05). */
  critMultiplier: int(2, 10),
  /** Armour penetration (AK-ARM-05). */
  pa: int(0, 30),
  /** Range increment in metres (AK-ATK-09). Required for thrown/projectile weapons. */
  rangeIncrementM: int(1, 1000).optional(),
  /** Marked "&" in the (missing) weapon table: may be used with subtlety (AK-SUB-01). */
  subtle: z.boolean(),
  /** Melee reach in metres: 1 normal, 2 reach weapon (AK-ATK-13). */
  reachM: z.union([z.literal(1), z.literal(2)]),
  hands: z.union([z.literal(1), z.literal(2)]),
  /** Light weapon (AK-SUB-01, AK-DMG-07). */
  light: z.boolean(),
  /** Projectile weapons only: its normal ammunition is metal-tipped and can stick (AK-ARROW-01). */
  metalTipped: z.boolean().optional(),
});
export type WeaponData = z.infer<typeof weaponDataSchema>;

export const weaponSchema = weaponDataSchema.extend({
  nameEn: z.string().min(1),
  sources: z.partialRecord(z.enum(WEAPON_FIELDS), fieldSourceSchema),
  notes: z.string().min(1).optional(),
}).superRefine((w, ctx) => {
  if (w.kind !== 'melee' && w.rangeIncrementM === undefined) {
    ctx.addIssue(refIssue(['rangeIncrementM'], 'ak_zod_needs_range'));
  }
  if ((w.kind === 'projectile') !== (w.metalTipped !== undefined)) {
    ctx.addIssue(refIssue(['metalTipped'], 'ak_zod_metal_tipped'));
  }
  if (w.kind !== 'melee' && w.subtle) {
    ctx.addIssue(refIssue(['subtle'], 'ak_zod_ranged_subtle'));
  }
  if (w.light && w.hands !== 1) ctx.addIssue(refIssue(['hands'], 'ak_zod_light_hands'));
  checkSources(w, WEAPON_FIELDS, ctx);
});
export type Weapon = z.infer<typeof weaponSchema>;

export const ARMOUR_SLOTS = ['body', 'helmet', 'shield'] as const;
export type ArmourSlot = (typeof ARMOUR_SLOTS)[number];

/** Armour data fields that carry a source. */
export const ARMOUR_FIELDS = ['name', 'slot', 'ca', 'parryBonus', 'maxDex', 'checkPenalty', 'heavy', 'costGp'] as const;
export type ArmourField = (typeof ARMOUR_FIELDS)[number];

/** A piece of armour's rules data, as the catalogue holds it and as a combatant wears its copy. */
export const armourDataSchema = z.strictObject({
  id: equipmentIdSchema,
  name: z.string().min(1),
  slot: z.enum(ARMOUR_SLOTS),
  /** Damage reduction (AK-ARM-01). For a helmet, the CA it adds to worn armour (AK-ARM-02); 0 for shields. */
  ca: int(0, 30),
  /** Shields only (required there): bonus to Parada (AK-DEF-18). */
  parryBonus: int(0, 20).optional(),
  /** Highest Dex bonus usable in Esquiva (AK-DEF-06); absent = no limit. */
  maxDex: int(0, 20).optional(),
  /** Armour check penalty (≤ 0); also applies to DeM (AK-MAN-13). */
  checkPenalty: int(-20, 0),
  /** Heavy armour (running x3 instead of x4, AK-ACT-35). */
  heavy: z.boolean(),
  /** Original cost in gold pieces, the base for repairs (AK-ARM-14). */
  costGp: z.number().min(0).optional(),
});
export type ArmourData = z.infer<typeof armourDataSchema>;

export const armourSchema = armourDataSchema.extend({
  nameEn: z.string().min(1),
  sources: z.partialRecord(z.enum(ARMOUR_FIELDS), fieldSourceSchema),
  notes: z.string().min(1).optional(),
}).superRefine((a, ctx) => {
  if ((a.slot === 'shield') !== (a.parryBonus !== undefined)) {
    ctx.addIssue(refIssue(['parryBonus'], 'ak_zod_parry_bonus'));
  }
  if (a.slot === 'shield' && a.ca !== 0) ctx.addIssue(refIssue(['ca'], 'ak_zod_shield_ca'));
  checkSources(a, ARMOUR_FIELDS, ctx);
});
export type Armour = z.infer<typeof armourSchema>;

export const equipmentCatalogueSchema = z.strictObject({
  version: z.literal(1),
  source: z.string().min(1),
  license: z.string().min(1),
  /** Why each kind of default was chosen; referenced by `{ from: 'default', reason }`. */
  defaultReasons: z.record(equipmentIdSchema, z.string().min(10)),
  weapons: z.array(weaponSchema),
  armour: z.array(armourSchema),
}).superRefine((c, ctx) => {
  const seen = new Set<string>();
  const items = [...c.weapons.map((w, i) => ['weapons', i, w] as const), ...c.armour.map((a, i) => ['armour', i, a] as const)];
  for (const [list, i, item] of items) {
    if (seen.has(item.id)) ctx.addIssue(refIssue([list, i, 'id'], 'ak_zod_dup_id', { id: item.id }));
    seen.add(item.id);
    for (const [field, src] of Object.entries(item.sources)) {
      if (src.from === 'default' && !(src.reason in c.defaultReasons)) {
        ctx.addIssue(refIssue([list, i, 'sources', field], 'ak_zod_unknown_reason', { reason: src.reason }));
      }
    }
  }
});
export type EquipmentCatalogue = z.infer<typeof equipmentCatalogueSchema>;

function checkSources(item: Record<string, unknown> & { sources: Partial<Record<string, FieldSource>> }, fields: readonly string[], ctx: z.RefinementCtx): void {
  for (const f of fields) {
    const present = item[f] !== undefined;
    const sourced = item.sources[f] !== undefined;
    if (present && !sourced) ctx.addIssue(refIssue(['sources', f], 'ak_zod_no_source', { field: f }));
    if (!present && sourced) ctx.addIssue(refIssue(['sources', f], 'ak_zod_source_absent', { field: f }));
  }
}
