import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { duplicate, freeId, GM_REASON, newArmour, newWeapon, setArmourSlot, setField, setWeaponKind, withGmReason } from '../../../shared/systems/akenar/catalogue-edit.js';
import { equipmentCatalogueSchema, type EquipmentCatalogue } from '../../../shared/systems/akenar/equipment.js';
import { blankAkenarSheet, buildSheet, combatantFieldsOf, reachOfStats, sheetOfStats } from '../../../shared/systems/akenar/combatant.js';
import { repoRoot } from '../../helpers/fixtures.js';

const bundled = (): EquipmentCatalogue => equipmentCatalogueSchema.parse(JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'akenar', 'equipment.json'), 'utf8')));
const valid = (c: EquipmentCatalogue) => equipmentCatalogueSchema.safeParse(withGmReason(c));

describe('editing the Akenar catalogue', () => {
  it('new items, duplicates and kind/slot changes stay valid, every changed value sourced to the GM', () => {
    const c = bundled();
    const w = newWeapon(freeId(c, 'arma-nueva'), 'Arma nueva');
    const a = newArmour(freeId(c, 'armadura-nueva'), 'Armadura nueva');
    c.weapons.push(w, duplicate(c, c.weapons[0]!));
    c.armour.push(a);
    expect(c.weapons.at(-1)!.id).toBe(`${c.weapons[0]!.id}-2`);
    setWeaponKind(w, 'projectile');
    expect(w).toMatchObject({ rangeIncrementM: 10, metalTipped: true, sources: { metalTipped: { reason: GM_REASON } } });
    setArmourSlot(a, 'shield');
    expect(a).toMatchObject({ ca: 0, parryBonus: 1 });
    const r = valid(c);
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
    expect(r.data?.defaultReasons[GM_REASON]).toBeTruthy();
    setWeaponKind(w, 'melee');
    setArmourSlot(a, 'helmet');
    expect('metalTipped' in w || 'metalTipped' in w.sources || 'parryBonus' in a || 'parryBonus' in a.sources).toBe(false);
    expect(valid(c).success).toBe(true);
  });

  it('clearing an optional value removes it and its source', () => {
    const c = bundled();
    const dagger = c.weapons.find((x) => x.id === 'daga')!;
    setField(dagger, 'rangeIncrementM', undefined);
    expect(dagger.rangeIncrementM).toBeUndefined();
    expect(dagger.sources.rangeIncrementM).toBeUndefined();
    expect(valid(c).success).toBe(true);
  });

  it('a duplicate id is refused by path', () => {
    const c = bundled();
    c.weapons[1]!.id = c.weapons[0]!.id;
    expect(valid(c).error?.issues[0]?.path).toEqual(['weapons', 1, 'id']);
  });
});

describe('Akenar sheets and combatants', () => {
  const c = bundled();
  it('round-trips a stat block through its sheet', () => {
    const built = buildSheet({ ...blankAkenarSheet(), armour: { body: 'cota-de-mallas', helmet: 'casco', shield: null }, weapons: [{ id: 'lanza-larga', magic: 1 }] }, c);
    if (!built.ok) throw new Error(built.message);
    expect(buildSheet(sheetOfStats(built.stats), c)).toEqual(built);
    expect(combatantFieldsOf(built.stats)).toMatchObject({ size: 'medium', hpMax: 10, initiativeBonus: 0, reach: { min: 2, max: 2 } });
  });

  it('keeps the copies a combatant carries unless asked to refresh them from the catalogue', () => {
    const built = buildSheet({ ...blankAkenarSheet(), weapons: [{ id: 'pico-de-cuervo', magic: 0 }] }, c);
    if (!built.ok) throw new Error(built.message);
    const edited = { ...c, weapons: c.weapons.map((w) => (w.id === 'pico-de-cuervo' ? { ...w, pa: 3 } : w)) };
    const sheet = sheetOfStats(built.stats);
    expect(buildSheet(sheet, edited, built.stats)).toMatchObject({ ok: true, stats: { weapons: [{ pa: 7 }] } });
    expect(buildSheet(sheet, edited, built.stats, true)).toMatchObject({ ok: true, stats: { weapons: [{ pa: 3 }] } });
    const gone = { ...c, weapons: c.weapons.filter((w) => w.id !== 'pico-de-cuervo') };
    expect(buildSheet(sheet, gone, built.stats)).toMatchObject({ ok: true });
    expect(buildSheet(sheet, gone)).toMatchObject({ ok: false, path: 'weapons[0].id' });
  });

  it('an invalid sheet is named by path', () => {
    expect(buildSheet({ ...blankAkenarSheet(), hpMax: 0 }, c)).toMatchObject({ ok: false, path: 'hpMax' });
  });

  it('reach: a reach weapon alone reaches 2 only; with a normal weapon, 1–2', () => {
    const w = (reachM: 1 | 2) => ({ kind: 'melee' as const, reachM });
    expect(reachOfStats({ weapons: [] })).toEqual({ min: 1, max: 1 });
    expect(reachOfStats({ weapons: [w(2)] } as never)).toEqual({ min: 2, max: 2 });
    expect(reachOfStats({ weapons: [w(2), w(1)] } as never)).toEqual({ min: 1, max: 2 });
  });
});
