/**
 * The printed Akenar stat block (issue #17) for the demo's cast (EX-11, EX-12, EX-15) and a made-up
 * Large brute with a two-handed magic axe, damaged armour and innate CA: every number is the rules'.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../shared/i18n/paraglide/runtime.js';
import type { Combatant } from '../../../shared/model/encounter.js';
import { equipmentCatalogueSchema } from '../../../shared/systems/akenar/equipment.js';
import { akenarSheetSchema, buildAkenarStats, FRESH_STATUS } from '../../../shared/systems/akenar/schema.js';
import { akenarSheet } from '../../../shared/systems/akenar/sheet.js';
import { buildAkenarDemo } from '../../../main/rules/akenar/demo.js';
import { akPrintModel, akRosterCells, type AkPrintModel } from '../../../renderer/systems/akenar/print-model.js';

const catalogue = equipmentCatalogueSchema.parse(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'resources', 'akenar', 'equipment.json'), 'utf8')));
const demo = buildAkenarDemo('demo', 1, catalogue);
if (!demo.ok) throw new Error('the Akenar demo did not build');
const state = demo.value;
const who = (id: string) => state.combatants.find((c) => c.id === id)!;
const block = (c: Combatant): AkPrintModel => {
  const b = akPrintModel(c, state);
  if (!b) throw new Error(`${c.name} has no Akenar block`);
  return b;
};
const rows = (r: { label: string; value: string; note?: string }[]) => Object.fromEntries(r.map((x) => [x.label, x.note ? `${x.value} ${x.note}` : x.value]));

/** Str 21, Dex 8, Large; a +1 greataxe and a longspear; studded leather that has lost 2 CA, innate CA 2. */
function brute(): Combatant {
  const built = buildAkenarStats(
    akenarSheetSchema.parse({
      system: 'akenar', v: 1, abilities: { str: 21, dex: 8, con: 15, int: 6, wis: 10, cha: 7 }, size: 'large', hpMax: 30, baseAttack: 4, dodgeBonus: 0, parryBonus: 1,
      fortitude: 6, reflex: 0, will: 1, innateCa: 2, feats: ['powerAttack'], armour: { body: 'cuero-tachonado', helmet: null, shield: null },
      weapons: [{ id: 'gran-hacha', magic: 1 }, { id: 'lanza-larga', magic: 0 }],
    }),
    catalogue,
  );
  if (!built.ok) throw new Error(built.message);
  return { ...structuredClone(who('orco')), name: 'Ogro', speed: 6, sheet: akenarSheet(built.value, { ...FRESH_STATUS, armourLoss: { body: 2, helmet: 0 }, arrows: 1 }) };
}

beforeEach(() => setLocale('es', { reload: false }));
afterAll(() => setLocale('es', { reload: false }));

describe('Akenar printed stat block', () => {
  it('Feliot: CA 7 from mail and helmet, Esquiva capped by the mail, subtle attacks with Dex', () => {
    const b = block(who('feliot'));
    expect(b.name).toBe('Feliot el Bardo');
    expect(b.subtitle).toBe('Mediano');
    expect(rows(b.defence)).toEqual({ CA: '7 (armadura 6 + casco 1)', Esquiva: '14', Parada: '11', 'Defensa base': '10' });
    expect(rows(b.stats)).toEqual({ PG: '16', 'Ataque base': '+2', Iniciativa: '+3', Velocidad: '4\u00a0m', Fort: '+1', Ref: '+5', Vol: '+3' });
    expect(b.abilities.map((a) => `${a.label} ${a.value}`)).toEqual(['Fue 10 (+0)', 'Des 16 (+3)', 'Con 12 (+1)', 'Int 12 (+1)', 'Sab 10 (+0)', 'Car 15 (+2)']);
    expect(b.attacks).toEqual([
      { name: 'Estoque', toHit: '+2 (& +5)', damage: '1d6', critical: '18–20/×2', pa: 'PA 2', detail: 'perforante' },
      { name: 'Daga', toHit: '+2 (& +5)', damage: '1d4', critical: '19–20/×2', pa: 'PA 1', detail: 'perforante, incremento 2\u00a0m, ligera' },
    ]);
    expect(b.armour).toEqual(['Cota de mallas (CA 6, Des máx. +2, penalizador -5)', 'Casco (CA 1)']);
    expect(akRosterCells(who('feliot'))).toEqual({ defence: 'CA 7 · Esq 14 / Par 11 / Base 10', initiative: '+3' });
  });

  it('the goblin in chain mail: CA 6, Parada 15 (EX-15: 10 + 1 Small + 0 Str + 4)', () => {
    const b = block(who('trasgo'));
    expect(b.subtitle).toBe('Pequeño');
    expect(rows(b.defence)).toEqual({ CA: '6', Esquiva: '12', Parada: '15', 'Defensa base': '11' });
    expect(b.attacks).toEqual([{ name: 'Lucero del alba', toHit: '+2', damage: '1d8', critical: '20/×2', pa: 'PA 3', detail: 'contundente/perforante' }]);
  });

  it('the knight: Str to damage, heavy shield to Parada; the orc: heavy pick PA 7 + Str (EX-12)', () => {
    const k = block(who('caballero'));
    expect(rows(k.defence)).toEqual({ CA: '9', Esquiva: '11', Parada: '18', 'Defensa base': '10' });
    expect(k.attacks[0]).toEqual({ name: 'Espada larga', toHit: '+8', damage: '1d8+3', critical: '19–20/×2', pa: 'PA 5', detail: 'cortante' });
    expect(k.armour).toEqual(['Armadura completa (CA 9, Des máx. +1, penalizador -6, pesada)', 'Escudo pesado (Parada +2)']);
    const o = block(who('orco'));
    expect(o.attacks[0]).toMatchObject({ toHit: '+4', damage: '1d6+3', critical: '20/×4', pa: 'PA 10' });
    expect(o.state).toEqual(['PNJ con nombre: reglas completas de moribundo']);
  });

  it('the archer: Dex and size to a longbow, no Strength to its damage or PA', () => {
    const b = block(who('arquero'));
    expect(b.attacks[0]).toEqual({ name: 'Arco largo', toHit: '+4', damage: '1d8', critical: '20/×3', pa: 'PA 5', detail: 'perforante, incremento 20\u00a0m, a dos manos' });
    expect(b.attacks[1]).toMatchObject({ name: 'Daga', toHit: '+2 (& +4)', damage: '1d4' });
  });

  it('a Large brute: 1½ Str two-handed, magic to hit, damage and PA; damaged armour; a Dex penalty lowers every defence', () => {
    const c = brute();
    const b = block(c);
    expect(b.subtitle).toBe('Grande');
    expect(rows(b.defence)).toEqual({ CA: '4 (armadura 2 + innata 2)', Esquiva: '8', Parada: '14', 'Defensa base': '8' });
    expect(b.attacks).toEqual([
      { name: 'Gran hacha +1', toHit: '+9', damage: '1d12+8', critical: '20/×3', pa: 'PA 10', detail: 'cortante, a dos manos' },
      { name: 'Lanza larga', toHit: '+8', damage: '1d8+7', critical: '20/×3', pa: 'PA 8', detail: 'perforante, alcance 2\u00a0m, a dos manos' },
    ]);
    expect(b.feats).toEqual(['Ataque poderoso']);
    expect(b.state).toEqual(['La armadura ha perdido 2 de CA', 'Flechas enganchadas: 1']);
    expect(akRosterCells({ ...c, initiative: 17 })).toEqual({ defence: 'CA 4 · Esq 8 / Par 14 / Base 8', initiative: '17' });
  });

  it('in English', () => {
    void setLocale('en', { reload: false });
    const b = block(who('feliot'));
    expect(b.subtitle).toBe('Medium');
    expect(rows(b.defence)).toEqual({ CA: '7 (armour 6 + helmet 1)', 'Dodge (Esquiva)': '14', 'Parry (Parada)': '11', 'Base defence': '10' });
    expect(rows(b.stats)).toMatchObject({ HP: '16', Speed: '4\u00a0m', Fort: '+1', Ref: '+5', Will: '+3' });
    expect(b.attacks[1]).toEqual({ name: 'Daga', toHit: '+2 (& +5)', damage: '1d4', critical: '19–20/×2', pa: 'PA 1', detail: 'piercing, increment 2\u00a0m, light' });
    expect(b.armour[0]).toBe('Cota de mallas (CA 6, max Dex +2, check penalty -5)');
    expect(akRosterCells(who('feliot')).defence).toBe('CA 7 · Dodge 14 / Parry 11 / Base 10');
    expect(block(brute()).state).toEqual(['The armour has lost 2 CA', 'Arrows stuck: 1']);
  });

  it('a combatant without an Akenar sheet has no block and a dash for its defence', () => {
    const c = { ...who('feliot'), sheet: null, initiative: null, initiativeBonus: 2 };
    expect(akPrintModel(c, state)).toBeNull();
    expect(akRosterCells(c)).toEqual({ defence: '—', initiative: '+2' });
  });
});
