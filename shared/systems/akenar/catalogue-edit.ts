/**
 * Editing the Akenar equipment catalogue (the GM's copy): a field the GM changes loses its text or
 * default source and gets `{ from: 'default', reason: 'gm' }`, explained by `defaultReasons.gm`. Pure
 * data helpers shared by the editor (renderer) and the catalogue store (main).
 */
import {
  ARMOUR_FIELDS,
  WEAPON_FIELDS,
  type Armour,
  type ArmourField,
  type EquipmentCatalogue,
  type FieldSource,
  type Weapon,
  type WeaponField,
} from './equipment.js';

/** The default reason of every value the GM typed in the catalogue editor. */
export const GM_REASON = 'gm';
export const GM_REASON_TEXT = "Edited by the GM in Asalto's catalogue editor: the value is the GM's, not the rules text's nor a documented default.";
export const GM_SOURCE: FieldSource = { from: 'default', reason: GM_REASON };

function usesGmReason(raw: Record<string, unknown>): boolean {
  for (const list of [raw.weapons, raw.armour]) {
    if (!Array.isArray(list)) continue;
    for (const item of list as unknown[]) {
      const sources = (item as { sources?: unknown } | null)?.sources;
      if (typeof sources !== 'object' || sources === null) continue;
      if (Object.values(sources).some((s) => (s as { from?: unknown; reason?: unknown } | null)?.from === 'default' && (s as { reason?: unknown }).reason === GM_REASON)) return true;
    }
  }
  return false;
}

/**
 * A raw catalogue with `defaultReasons.gm` added when some field cites it and the entry is missing.
 * Anything else is returned unchanged, for the schema to judge.
 */
export function withGmReason(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const obj = raw as Record<string, unknown>;
  const reasons = obj.defaultReasons;
  if (typeof reasons !== 'object' || reasons === null || Array.isArray(reasons)) return raw;
  if (GM_REASON in reasons || !usesGmReason(obj)) return raw;
  return { ...obj, defaultReasons: { ...(reasons as Record<string, unknown>), [GM_REASON]: GM_REASON_TEXT } };
}

type Item = Weapon | Armour;
type Field = WeaponField | ArmourField;

/**
 * Sets one field of an item in place. The field's source becomes the GM's, unless the value is back
 * to what `original` (the item as loaded) had, which gets its original source back. `undefined`
 * removes an optional field and its source.
 */
export function setField<T extends Item>(item: T, field: Field, value: unknown, original?: T): void {
  const rec = item as unknown as Record<string, unknown>;
  const sources = item.sources as Partial<Record<Field, FieldSource>>;
  if (value === undefined) {
    delete rec[field];
    delete sources[field];
    return;
  }
  rec[field] = value;
  const before = original ? (original as unknown as Record<string, unknown>)[field] : undefined;
  const was = original ? (original.sources as Partial<Record<Field, FieldSource>>)[field] : undefined;
  sources[field] = was && JSON.stringify(before) === JSON.stringify(value) ? { ...was } : { ...GM_SOURCE };
}

/** A kebab-case id not used by any item of the catalogue: `base`, else `base-2`, `base-3`… */
export function freeId(catalogue: Pick<EquipmentCatalogue, 'weapons' | 'armour'>, base: string): string {
  const used = new Set([...catalogue.weapons, ...catalogue.armour].map((x) => x.id));
  const stem = base.replace(/-\d+$/, '') || 'item';
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

const allGm = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, { ...GM_SOURCE }]));

/** A new melee weapon, every value the GM's. */
export function newWeapon(id: string, name: string): Weapon {
  const w = {
    id, name, nameEn: name, kind: 'melee', damage: '1d6', damageTypes: ['bludgeoning'], critRange: { min: 20 }, critMultiplier: 2, pa: 0,
    subtle: false, reachM: 1, hands: 1, light: false, sources: {},
  } as Weapon;
  w.sources = allGm(WEAPON_FIELDS.filter((f) => (w as unknown as Record<string, unknown>)[f] !== undefined));
  return w;
}

/** A new piece of body armour, every value the GM's. */
export function newArmour(id: string, name: string): Armour {
  const a = { id, name, nameEn: name, slot: 'body', ca: 1, checkPenalty: 0, heavy: false, sources: {} } as Armour;
  a.sources = allGm(ARMOUR_FIELDS.filter((f) => (a as unknown as Record<string, unknown>)[f] !== undefined));
  return a;
}

/** A copy of an item under a free id; its values (and so their sources) are the original's. */
export function duplicate<T extends Item>(catalogue: Pick<EquipmentCatalogue, 'weapons' | 'armour'>, item: T): T {
  const copy = JSON.parse(JSON.stringify(item)) as T;
  copy.id = freeId(catalogue, `${item.id}-2`);
  return copy;
}

/**
 * Changes a weapon's kind, keeping the schema's rules: ranged weapons need a range increment and are
 * never subtle; projectile weapons, and only they, say whether their ammunition is metal-tipped.
 */
export function setWeaponKind(w: Weapon, kind: Weapon['kind'], original?: Weapon): void {
  setField(w, 'kind', kind, original);
  if (kind !== 'melee' && w.rangeIncrementM === undefined) setField(w, 'rangeIncrementM', original?.rangeIncrementM ?? 10, original);
  if (kind !== 'melee' && w.subtle) setField(w, 'subtle', false, original);
  if (kind === 'projectile' && w.metalTipped === undefined) setField(w, 'metalTipped', original?.metalTipped ?? true, original);
  if (kind !== 'projectile' && w.metalTipped !== undefined) setField(w, 'metalTipped', undefined);
}

/** Changes an armour's slot, keeping the schema's rules: only shields have a parry bonus, and no CA. */
export function setArmourSlot(a: Armour, slot: Armour['slot'], original?: Armour): void {
  setField(a, 'slot', slot, original);
  if (slot === 'shield') {
    if (a.parryBonus === undefined) setField(a, 'parryBonus', original?.parryBonus ?? 1, original);
    if (a.ca !== 0) setField(a, 'ca', 0, original);
  } else if (a.parryBonus !== undefined) {
    setField(a, 'parryBonus', undefined);
  }
}
