/**
 * The printed RuneQuest stat block (issue #17) for the demo's cast: characteristics, the attributes
 * the tables give (CAs by DEX, SR modifier, DM by STR + SIZ, location HP from CON + SIZ), weapons with
 * the DM where it counts (G-07), and the hit-location table with AP, HP and the boxes already lost.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../shared/i18n/paraglide/runtime.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import { rqRecord, rqSheet } from '../../../shared/systems/runequest/sheet.js';
import { buildRqDemo } from '../../../main/rules/runequest/demo.js';
import { rqPrintModel, rqRosterCells, type RqPrintModel } from '../../../renderer/systems/runequest/print-model.js';

const demo = buildRqDemo('demo', 1);
if (!demo.ok) throw new Error('the RuneQuest demo did not build');
const state = demo.value;
const who = (id: string) => state.combatants.find((c) => c.id === id)!;
const block = (c: Combatant, s: EncounterState = state): RqPrintModel => {
  const b = rqPrintModel(c, s);
  if (!b) throw new Error(`${c.name} has no RuneQuest block`);
  return b;
};
const rows = (r: { label: string; value: string }[]) => Object.fromEntries(r.map((x) => [x.label, x.value]));
const table = (b: RqPrintModel) => b.locations.map((l) => `${l.range} ${l.name} PA ${l.ap} PG ${l.hp}${l.lost ? ` −${l.lost}` : ''}${l.state ? ` (${l.state})` : ''}`);

beforeEach(() => setLocale('es', { reload: false }));
afterAll(() => setLocale('es', { reload: false }));

describe('RuneQuest printed stat block', () => {
  it('the swordswoman: characteristics, attributes from the tables, weapon skills first, DM on every melee weapon', () => {
    const b = block(who('espadachina'));
    expect(b.name).toBe('La espadachina');
    expect(b.subtitle).toBe('Armadura: anillas y cuero, yelmo');
    expect(b.characteristics.map((c) => `${c.label} ${c.value}`)).toEqual(['FUE 13', 'CON 12', 'TAM 13', 'INT 12', 'POD 11', 'DES 14', 'CAR 10']);
    // DEX 14: 3 CAs; SR (14 + 12) / 2 = 13; STR + SIZ 26: +1D2.
    expect(rows(b.attributes)).toEqual({ 'Acciones de Combate': '3', 'Mod. RA': '+13', 'Mod. daño': '+1D2', Movimiento: '4\u00a0m', 'PG en total': '36' });
    expect(b.skills.slice(0, 4).map((s) => `${s.label} ${s.value}`)).toEqual(['Espada ancha 67%', 'Escudo de blanco 60%', 'Esquivar 40%', 'Resistencia 45%']);
    expect(b.skills.map((s) => s.label)).toContain('Primeros auxilios');
    expect(b.weapons).toEqual([
      { name: 'Espada ancha', skill: '67%', damage: '1D8+1D2', ap: 4, hp: 12, detail: 'espada' },
      { name: 'Escudo de blanco', skill: '60%', damage: '1D4+1D2', ap: 8, hp: 15, detail: 'escudo' },
      // No dagger skill on her sheet: 0% (G-10).
      { name: 'Daga', skill: '0%', damage: '1D4+1+1D2', ap: 4, hp: 6, detail: 'daga, empala' },
    ]);
    // (CON 12 + SIZ 13 − 1) / 5 = 4: legs +1, abdomen +2, chest +3, arms +0, head +1.
    expect(table(b)).toEqual([
      '1–3 pierna derecha PA 2 PG 5', '4–6 pierna izquierda PA 2 PG 5', '7–9 abdomen PA 4 PG 6', '10–12 pecho PA 4 PG 7',
      '13–15 brazo derecho PA 2 PG 4', '16–18 brazo izquierdo PA 2 PG 4', '19–20 cabeza PA 5 PG 5',
    ]);
    expect(rqRosterCells(who('espadachina'), state)).toEqual({ defence: 'PA 2–5', initiative: 'mod. RA +13' });
  });

  it('the axeman: +1D4 on a two-handed axe, AP 3 everywhere; the bow gets no DM unless the setting says so', () => {
    const axeman = who('hachero');
    const b = block(axeman);
    expect(rows(b.attributes)).toMatchObject({ 'Acciones de Combate': '2', 'Mod. RA': '+9', 'Mod. daño': '+1D4', 'PG en total': '43' });
    expect(b.weapons).toEqual([{ name: 'Gran hacha', skill: '55%', damage: '2D6+2+1D4', ap: 4, hp: 10, detail: 'a dos manos' }]);
    expect(table(b)[3]).toBe('10–12 pecho PA 3 PG 8');
    expect(rqRosterCells(axeman, state).defence).toBe('PA 3');

    const rec = rqRecord(axeman)!;
    const bow = { id: 'bow', name: 'Arco', skill: 'bow', kind: 'ranged', family: 'bow', hands: 2, damage: '1d8', ap: 4, hp: 7, impaling: true, range: 80, reload: 1 } as const;
    const archerAxeman = { ...axeman, sheet: rqSheet({ ...rec.stats, weapons: [...rec.stats.weapons, bow] }, rec.status) };
    expect(block(archerAxeman).weapons[1]).toEqual({ name: 'Arco', skill: '0%', damage: '1D8', ap: 4, hp: 7, detail: 'arco, a dos manos, empala, alcance 80\u00a0m, recarga 1 AC' });
    const dmOnMissiles = { ...state, settings: { ...state.settings, rules: { ...state.settings.rules, dmOnMissiles: true } } };
    expect(block(archerAxeman, dmOnMissiles).weapons[1]!.damage).toBe('1D8+1D4');
  });

  it('the slow spear bandit: 1 CA at DEX 6; a wounded arm shows its lost boxes and wound', () => {
    const spear = who('lancera');
    expect(rows(block(spear).attributes)).toMatchObject({ 'Acciones de Combate': '1', 'Mod. RA': '+7' });
    const rec = rqRecord(spear)!;
    const hurt = { ...rec.status.locations['right-arm']!, hp: -2, tier: 'serious' as const, useless: true };
    const wounded = { ...spear, initiative: 12, sheet: rqSheet(rec.stats, { ...rec.status, locations: { ...rec.status.locations, 'right-arm': hurt, chest: { ...rec.status.locations.chest!, hp: 6 } } }) };
    const b = block(wounded);
    // (CON 13 + SIZ 15 − 1) / 5 = 5: arm 5 HP, all lost at −2; chest 8, 2 lost.
    expect(table(b)[4]).toBe('13–15 brazo derecho PA 1 PG 5 −5 (herida seria, inutilizada)');
    expect(table(b)[3]).toBe('10–12 pecho PA 1 PG 8 −2');
    expect(rqRosterCells(wounded, state)).toEqual({ defence: 'PA 1', initiative: 'RA 12' });
  });

  it('in English', () => {
    void setLocale('en', { reload: false });
    const b = block(who('espadachina'));
    expect(b.characteristics.map((c) => c.label)).toEqual(['STR', 'CON', 'SIZ', 'INT', 'POW', 'DEX', 'CHA']);
    expect(rows(b.attributes)).toEqual({ 'Combat Actions': '3', 'SR mod': '+13', DM: '+1D2', Movement: '4\u00a0m', 'HP in all': '36' });
    expect(b.skills[2]).toEqual({ label: 'Dodge', value: '40%' });
    expect(b.weapons[2]!.detail).toBe('dagger, impales');
    expect(table(b)[6]).toBe('19–20 head PA 5 PG 5');
    expect(rqRosterCells({ ...who('espadachina'), initiative: 15 }, state)).toEqual({ defence: 'AP 2–5', initiative: 'SR 15' });
  });

  it('a combatant without a RuneQuest sheet: no block, a dash and its initiative bonus', () => {
    const c = { ...who('jefe'), sheet: null, initiativeBonus: 4 };
    expect(rqPrintModel(c, state)).toBeNull();
    expect(rqRosterCells(c, state)).toEqual({ defence: '—', initiative: 'mod. RA +4' });
  });
});
