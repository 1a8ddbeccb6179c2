/**
 * From an Akenar sheet to a combatant: the stat block built against the GM's catalogue, and the
 * combatant fields that follow from it (size, HP, initiative bonus, reach). Shared by the demo
 * builder (main) and the stat block form (renderer). Pure: no I/O.
 */
import type { z } from 'zod';
import type { Reach } from '../../model/map.js';
import type { Armour, EquipmentCatalogue, Weapon } from './equipment.js';
import { abilityMod, akenarSheetSchema, buildAkenarStats, withoutOverrides, type AkenarStats } from './schema.js';

export type AkenarSheetData = z.infer<typeof akenarSheetSchema>;

/** A blank sheet: an ordinary Medium creature with no equipment. */
export function blankAkenarSheet(): AkenarSheetData {
  return {
    system: 'akenar', v: 1, abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 }, size: 'medium', hpMax: 10, baseAttack: 1,
    dodgeBonus: 0, parryBonus: 0, fortitude: 0, reflex: 0, will: 0, initiative: 0, innateCa: 0, feats: [], critImmune: false, natural: false, improvisedParry: false,
    armour: { body: null, helmet: null, shield: null }, weapons: [],
  };
}

/** The sheet of a stat block: its equipment by id, to edit it again. */
export function sheetOfStats(stats: AkenarStats): AkenarSheetData {
  const { armour, weapons, ...rest } = stats;
  return {
    ...rest,
    abilities: { ...rest.abilities },
    feats: [...rest.feats],
    armour: { body: armour.body?.id ?? null, helmet: armour.helmet?.id ?? null, shield: armour.shield?.id ?? null },
    weapons: weapons.map((w) => ({ id: w.id, magic: w.magic })),
    ...(rest.overrides ? { overrides: JSON.parse(JSON.stringify(rest.overrides)) as typeof rest.overrides } : {}),
  };
}

export type SheetBuild = { ok: true; stats: AkenarStats } | { ok: false; path: string; message: string };

/**
 * The stat block for a sheet, with copies of its equipment. `kept` is the stat block being edited:
 * its copies win over the catalogue for the ids it carries (so editing a combatant never changes
 * its equipment behind the GM's back), unless `refresh` asks for the catalogue's current values.
 */
export function buildSheet(sheet: unknown, catalogue: Pick<EquipmentCatalogue, 'weapons' | 'armour'>, kept?: AkenarStats | null, refresh = false): SheetBuild {
  const parsed = akenarSheetSchema.safeParse(sheet);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, path: issue.path.join('.'), message: issue.message };
  }
  // The kept copies without their overrides: the sheet's overrides go on top again.
  const base = kept && !refresh ? withoutOverrides(kept, catalogue) : null;
  const keptArmour: Armour[] = base ? Object.values(base.armour).flatMap((a) => (a ? [{ ...a, nameEn: a.name, sources: {} }] : [])) : [];
  const keptWeapons: Weapon[] = base ? base.weapons.map(({ magic: _magic, ...w }) => ({ ...w, nameEn: w.name, sources: {} })) : [];
  const built = buildAkenarStats(parsed.data, { armour: [...keptArmour, ...catalogue.armour], weapons: [...keptWeapons, ...catalogue.weapons] });
  return built.ok ? { ok: true, stats: built.value } : built;
}

/**
 * Melee reach from the weapons carried (AK-ATK-13): reach weapons (2 m) reach 2 hexes; with a
 * normal weapon too (or unarmed) the creature also threatens adjacent hexes.
 */
export function reachOfStats(stats: Pick<AkenarStats, 'weapons'>): Reach {
  const melee = stats.weapons.filter((w) => w.kind === 'melee');
  const long = melee.some((w) => w.reachM === 2);
  const short = melee.length === 0 || melee.some((w) => w.reachM === 1);
  return { min: short ? 1 : 2, max: long ? 2 : 1 };
}

/** The combatant fields an Akenar stat block decides. */
export function combatantFieldsOf(stats: AkenarStats): { size: AkenarStats['size']; hpMax: number; initiativeBonus: number; reach: Reach } {
  return {
    size: stats.size,
    hpMax: stats.hpMax,
    /** Dex modifier plus feats and items (AK-SEQ-08). */
    initiativeBonus: abilityMod(stats.abilities.dex) + stats.initiative,
    reach: reachOfStats(stats),
  };
}
