import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { akenarSheetSchema, buildAkenarStats, deriveAkenar, type AkenarStats } from '../../../shared/systems/akenar/schema.js';
import { equipmentCatalogueSchema } from '../../../shared/systems/akenar/equipment.js';
import { defenceValues as defences } from '../../helpers/akenar.js';
import { repoRoot } from '../../helpers/fixtures.js';

const catalogue = equipmentCatalogueSchema.parse(JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'akenar', 'equipment.json'), 'utf8')));
const build = (over: Record<string, unknown> = {}) =>
  buildAkenarStats(akenarSheetSchema.parse({
    system: 'akenar', v: 1, abilities: { str: 12, dex: 14, con: 12, int: 10, wis: 10, cha: 10 }, size: 'medium', hpMax: 12, baseAttack: 2,
    dodgeBonus: 3, parryBonus: 2, fortitude: 3, armour: { body: 'cota-de-mallas', helmet: 'casco', shield: null }, weapons: [{ id: 'espada-larga' }], ...over,
  }), catalogue);
const sheet = (over: Record<string, unknown> = {}): AkenarStats => {
  const r = build(over);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

describe('Akenar stat blocks and the equipment catalogue', () => {
  it('EX-11, AK-ARM-02, AK-ARM-03: Feliot in chain mail and helmet wears CA 7', () => {
    expect(deriveAkenar(sheet())).toMatchObject({ ca: 7, strMod: 1, dexMod: 2, sizeMod: 0 });
  });

  it('EX-10, EX-15: a goblin (Small) in chain mail wears CA 6 and gains +1 Defensa Base', () => {
    const goblin = deriveAkenar(sheet({ size: 'small', armour: { body: 'cota-de-mallas', helmet: null, shield: null } }));
    expect([goblin.ca, goblin.sizeMod]).toEqual([6, 1]);
  });

  it('AK-ARM-04, AK:G-29: innate CA adds to worn armour', () => {
    expect(deriveAkenar(sheet({ innateCa: 2 })).ca).toBe(9);
  });

  it('AK-DEF-06, AK-DEF-18: the body armour caps Dex to Esquiva; a shield adds to Parada', () => {
    const d = deriveAkenar(sheet({ abilities: { str: 12, dex: 18, con: 12, int: 10, wis: 10, cha: 10 }, armour: { body: 'armadura-completa', helmet: null, shield: 'escudo-pesado' } }));
    expect(d.maxDex).toBeLessThan(4);
    expect(d.shieldParry).toBeGreaterThan(0);
    const v = defences({ sizeMod: d.sizeMod, dexMod: d.dexMod, strMod: d.strMod, dodgeBonus: 3, parryBonus: 2, shield: d.shieldParry, ...(d.maxDex !== undefined ? { maxDex: d.maxDex } : {}) });
    expect(v.dodge).toBe(10 + d.maxDex! + 3);
    expect(v.parry).toBe(10 + 1 + 2 + d.shieldParry);
  });

  it('names equipment the catalogue does not know, and armour worn in the wrong slot, by path', () => {
    expect(build({ weapons: [{ id: 'espada-larga' }, { id: 'espada-vorpal' }] })).toMatchObject({ ok: false, path: 'weapons[1].id' });
    expect(build({ armour: { body: 'casco', helmet: null, shield: null } })).toMatchObject({ ok: false, path: 'armour.body' });
  });

  it('AK-ARM-13, AK-ARM-16: armour damage lowers the worn CA, never below 0 per piece', () => {
    expect(deriveAkenar(sheet(), { armourLoss: { body: 2, helmet: 1 } }).ca).toBe(4);
    expect(deriveAkenar(sheet(), { armourLoss: { body: 9, helmet: 0 } })).toMatchObject({ bodyCa: 0, ca: 1 });
  });

  it('a combatant carries a copy of its equipment: editing the catalogue later changes nothing', () => {
    const s = sheet();
    expect(s.weapons[0]).toMatchObject({ id: 'espada-larga', critRange: { min: 19 }, magic: 0 });
    expect(s.weapons[0]).not.toHaveProperty('sources');
  });
});
