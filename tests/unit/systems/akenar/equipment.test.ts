import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARMOUR_FIELDS, WEAPON_FIELDS, equipmentCatalogueSchema, type Armour, type ArmourField,
  type EquipmentCatalogue, type Weapon, type WeaponField,
} from '../../../../shared/systems/akenar/equipment.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const file = path.join(repoRoot, 'resources', 'akenar', 'equipment.json');
const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
const catalogue: EquipmentCatalogue = equipmentCatalogueSchema.parse(raw);

function weapon(id: string): Weapon {
  const w = catalogue.weapons.find((x) => x.id === id);
  if (!w) throw new Error(`no weapon ${id}`);
  return w;
}
function armour(id: string): Armour {
  const a = catalogue.armour.find((x) => x.id === id);
  if (!a) throw new Error(`no armour ${id}`);
  return a;
}
function sourceOf(item: Weapon | Armour, field: WeaponField | ArmourField): { from: string } | undefined {
  return (item.sources as Partial<Record<string, { from: string }>>)[field];
}
function expectText(item: Weapon | Armour, field: WeaponField | ArmourField, ruleId: string, line: number): void {
  expect(sourceOf(item, field), `${item.id}.${field}`).toEqual({ from: 'text', ruleId, line });
}
function clone(): { weapons: Record<string, unknown>[]; armour: Record<string, unknown>[] } & Record<string, unknown> {
  return structuredClone(raw) as { weapons: Record<string, unknown>[]; armour: Record<string, unknown>[] };
}

describe('Akenar equipment catalogue: schema', () => {
  it('resources/akenar/equipment.json parses with the catalogue schema', () => {
    const r = equipmentCatalogueSchema.safeParse(raw);
    expect(r.success, r.error?.message).toBe(true);
  });

  it('ids are unique kebab-case across weapons and armour', () => {
    const ids = [...catalogue.weapons, ...catalogue.armour].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every present data field has a source; every default names a defined reason', () => {
    const check = (item: Weapon | Armour, fields: readonly string[]) => {
      for (const f of fields) {
        const present = (item as Record<string, unknown>)[f] !== undefined;
        const src = (item.sources as Record<string, { from: string; reason?: string } | undefined>)[f];
        expect(src !== undefined, `${item.id}.${f}`).toBe(present);
        if (src?.from === 'default') {
          expect(catalogue.defaultReasons[src.reason ?? '']?.length ?? 0, `${item.id}.${f} reason`).toBeGreaterThan(10);
        }
      }
    };
    for (const w of catalogue.weapons) check(w, WEAPON_FIELDS);
    for (const a of catalogue.armour) check(a, ARMOUR_FIELDS);
  });

  it('every default reason is used, and every reason mentioning the missing tables cites G-03', () => {
    const used = new Set<string>();
    for (const item of [...catalogue.weapons, ...catalogue.armour]) {
      for (const s of Object.values(item.sources)) if (s.from === 'default') used.add(s.reason);
    }
    expect([...used].sort()).toEqual(Object.keys(catalogue.defaultReasons).sort());
    for (const key of ['srd35', 'pa-scale', 'ca-scale', 'subtle-light', 'subtle-guess']) {
      expect(catalogue.defaultReasons[key]).toContain('G-03');
    }
  });

  it('rejects a field without a source, an unknown reason, a stray source and a duplicate id', () => {
    const noSource = clone();
    delete (noSource.weapons[0]?.sources as Record<string, unknown>).damage;
    expect(equipmentCatalogueSchema.safeParse(noSource).success).toBe(false);

    const badReason = clone();
    (badReason.weapons[0]?.sources as Record<string, unknown>).damage = { from: 'default', reason: 'nope' };
    expect(equipmentCatalogueSchema.safeParse(badReason).success).toBe(false);

    const stray = clone();
    (stray.armour[0]?.sources as Record<string, unknown>).parryBonus = { from: 'default', reason: 'srd35' };
    expect(equipmentCatalogueSchema.safeParse(stray).success).toBe(false);

    const dup = clone();
    dup.weapons.push(structuredClone(dup.weapons[0] as Record<string, unknown>));
    expect(equipmentCatalogueSchema.safeParse(dup).success).toBe(false);

    const extra = clone();
    (extra.weapons[0] as Record<string, unknown>).colour = 'red';
    expect(equipmentCatalogueSchema.safeParse(extra).success).toBe(false);
  });

  it('AK-SUB-04: no ranged weapon is subtle, and the schema rejects one', () => {
    for (const w of catalogue.weapons.filter((x) => x.kind !== 'melee')) {
      expect(w.subtle, w.id).toBe(false);
      expectText(w, 'subtle', 'AK-SUB-04', 247);
    }
    const bad = clone();
    const bow = bad.weapons.find((w) => w.id === 'arco-largo');
    if (bow) bow.subtle = true;
    expect(equipmentCatalogueSchema.safeParse(bad).success).toBe(false);
  });

  it('AK-SUB-01: every light weapon is subtle', () => {
    for (const w of catalogue.weapons.filter((x) => x.light && x.kind === 'melee')) expect(w.subtle, w.id).toBe(true);
  });
});

describe('Akenar equipment catalogue: values given by the text', () => {
  it('AK-ARM-01 / EX-10: cota de mallas CA 6 (text, L117)', () => {
    const a = armour('cota-de-mallas');
    expect(a.name).toBe('Cota de mallas');
    expect(a.ca).toBe(6);
    expectText(a, 'ca', 'AK-ARM-01', 117);
  });

  it('AK-ARM-02 / EX-11: casco +1 (text, L215: chain mail + casco = CA 7)', () => {
    const h = armour('casco');
    expect(h.slot).toBe('helmet');
    expect(h.ca).toBe(1);
    expect(armour('cota-de-mallas').ca + h.ca).toBe(7);
    expectText(h, 'ca', 'EX-11', 215);
  });

  it('AK-ATK-09 / EX-01: arco largo range increment 20 m (text, L45)', () => {
    const w = weapon('arco-largo');
    expect(w.rangeIncrementM).toBe(20);
    expect(w.kind).toBe('projectile');
    expectText(w, 'rangeIncrementM', 'AK-ATK-09', 45);
  });

  it('AK-ATK-09 / EX-03: ballesta range increment 12 m (text, L45)', () => {
    const w = weapon('ballesta');
    expect(w.rangeIncrementM).toBe(12);
    expectText(w, 'rangeIncrementM', 'AK-ATK-09', 45);
  });

  it('AK-ATK-09 / EX-03: daga arrojadiza range increment 2 m (text, L45), thrown', () => {
    const w = weapon('daga-arrojadiza');
    expect(w.rangeIncrementM).toBe(2);
    expect(w.kind).toBe('thrown');
    expectText(w, 'rangeIncrementM', 'AK-ATK-09', 45);
  });

  it('AK-ARM-08 / EX-12: pico de cuervo (heavy pick) PA 7 (text, L225)', () => {
    const w = weapon('pico-de-cuervo');
    expect(w.pa).toBe(7);
    expectText(w, 'pa', 'EX-12', 225);
  });

  it('AK-CRIT-04 / EX-16: espada larga threatens on 19-20 (text, L352)', () => {
    const w = weapon('espada-larga');
    expect(w.critRange.min).toBe(19);
    expectText(w, 'critRange', 'AK-CRIT-04', 352);
  });

  it('AK-ARM-07 / EX-13: espada corta PA 1 (text, L219)', () => {
    const w = weapon('espada-corta');
    expect(w.pa).toBe(1);
    expectText(w, 'pa', 'AK-ARM-07', 219);
  });

  it('AK-AOO-03: the lanza is a 2 m reach weapon (text, L192)', () => {
    const w = weapon('lanza');
    expect(w.reachM).toBe(2);
    expectText(w, 'reachM', 'AK-AOO-03', 192);
  });

  it('AK-UNARMED-04 / AK-UNARMED-06: unarmed strike 1d3, light (text, L301)', () => {
    const w = weapon('impacto-sin-arma');
    expect(w.damage).toBe('1d3');
    expect(w.light).toBe(true);
    expectText(w, 'damage', 'AK-UNARMED-04', 301);
    expectText(w, 'light', 'AK-UNARMED-06', 301);
  });

  it('AK-ARROW-01: bows and crossbows shoot metal-tipped ammunition (text, L651); the sling does not (default)', () => {
    for (const w of catalogue.weapons.filter((x) => x.kind === 'projectile')) {
      if (w.id === 'honda') {
        expect(w.metalTipped).toBe(false);
        expect(sourceOf(w, 'metalTipped')).toEqual({ from: 'default', reason: 'not-metal-tipped' });
      } else {
        expect(w.metalTipped, w.id).toBe(true);
        expectText(w, 'metalTipped', 'AK-ARROW-01', 651);
      }
    }
  });

  it('every weapon and armour the text names is in the catalogue, with its name sourced from the text', () => {
    const named: [string, string][] = [
      ['daga', 'Daga'], ['daga-arrojadiza', 'Daga arrojadiza'], ['ballesta', 'Ballesta'], ['arbalesto', 'Arbalesto'],
      ['arco-largo', 'Arco largo'], ['arco-elfico', 'Arco élfico'], ['venablo', 'Venablo'], ['honda', 'Honda'],
      ['martillo-de-guerra', 'Martillo de guerra'], ['espada-corta', 'Espada corta'], ['espada-larga', 'Espada larga'],
      ['pico-de-cuervo', 'Pico de cuervo'], ['lanza', 'Lanza'], ['impacto-sin-arma', 'Impacto sin arma'],
    ];
    for (const [id, name] of named) {
      expect(weapon(id).name).toBe(name);
      expect(sourceOf(weapon(id), 'name')?.from, id).toBe('text');
    }
    for (const id of ['justillo-de-cuero', 'cota-de-mallas', 'armadura-de-placas', 'armadura-completa', 'casco', 'capuchon-de-malla']) {
      expect(sourceOf(armour(id), 'name')?.from, id).toBe('text');
    }
  });

  it('text-sourced values are exactly the known list (any new one must cite the inventory)', () => {
    const text: string[] = [];
    for (const item of [...catalogue.weapons, ...catalogue.armour]) {
      for (const [f, s] of Object.entries(item.sources)) if (s.from === 'text' && f !== 'name' && f !== 'kind' && f !== 'slot' && f !== 'subtle') text.push(`${item.id}.${f}`);
    }
    expect(text.sort()).toEqual([
      'arbalesto.metalTipped', 'arco-corto-compuesto.metalTipped', 'arco-corto.metalTipped', 'arco-elfico.metalTipped',
      'arco-largo-compuesto.metalTipped', 'arco-largo.metalTipped', 'arco-largo.rangeIncrementM', 'ballesta.metalTipped',
      'ballesta.rangeIncrementM', 'casco.ca', 'cota-de-mallas.ca', 'daga-arrojadiza.rangeIncrementM', 'espada-corta.pa',
      'espada-larga.critRange', 'impacto-sin-arma.damage', 'impacto-sin-arma.light', 'lanza.reachM', 'pico-de-cuervo.pa',
    ]);
  });
});

describe('Akenar equipment catalogue: defaults', () => {
  it('G-03: values the text omits are marked as defaults (spot checks)', () => {
    expect(sourceOf(weapon('espada-larga'), 'damage')).toEqual({ from: 'default', reason: 'srd35' });
    expect(sourceOf(weapon('arco-largo'), 'pa')).toEqual({ from: 'default', reason: 'pa-scale' });
    expect(sourceOf(armour('armadura-completa'), 'ca')).toEqual({ from: 'default', reason: 'ca-scale' });
    expect(sourceOf(armour('cota-de-mallas'), 'maxDex')).toEqual({ from: 'default', reason: 'srd35' });
    expect(sourceOf(armour('escudo-pesado'), 'parryBonus')).toEqual({ from: 'default', reason: 'srd35' });
  });

  it('covers the SRD simple and martial weapons, light/medium/heavy armour and shields', () => {
    expect(catalogue.weapons.length).toBeGreaterThanOrEqual(40);
    const body = catalogue.armour.filter((a) => a.slot === 'body');
    expect(body.filter((a) => a.heavy).length).toBeGreaterThanOrEqual(4);
    expect(body.filter((a) => !a.heavy).length).toBeGreaterThanOrEqual(8);
    expect(catalogue.armour.filter((a) => a.slot === 'shield').length).toBeGreaterThanOrEqual(4);
    for (const a of catalogue.armour.filter((x) => x.slot === 'shield')) expect(a.parryBonus, a.id).toBeGreaterThan(0);
  });

  it('ca-scale: body armour CA grows with protection and stays anchored on chain mail 6', () => {
    expect(armour('justillo-de-cuero').ca).toBeLessThan(armour('cota-de-mallas').ca);
    expect(armour('armadura-completa').ca).toBeGreaterThan(armour('cota-de-mallas').ca);
  });

  it('AK-ARM-05 / pa-scale: the weapons L116 calls armour-piercing get PA ≥ chain mail CA 6', () => {
    for (const id of ['ballesta', 'martillo-de-guerra', 'arco-elfico']) expect(weapon(id).pa, id).toBeGreaterThanOrEqual(6);
  });

  it('thrown and projectile weapons have a range increment; reach weapons reach 2 m', () => {
    for (const w of catalogue.weapons) {
      if (w.kind !== 'melee') expect(w.rangeIncrementM, w.id).toBeGreaterThan(0);
    }
    expect(['lanza', 'lanza-larga', 'guja', 'bisarma', 'ronca', 'lanza-de-caballeria'].map((id) => weapon(id).reachM)).toEqual([2, 2, 2, 2, 2, 2]);
  });
});
