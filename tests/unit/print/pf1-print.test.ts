import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../shared/i18n/paraglide/runtime.js';
import { pf1AttackBonuses, pf1DamageBonus, pf1PrintModel, pf1RosterCells, type Pf1PrintModel } from '../../../renderer/systems/pf1/print-model.js';
import { buildPf1Demo } from '../../../main/rules/pf1/demo.js';
import { importFiles } from '../../../main/import/import.js';
import { freshPf1Status, type Pf1Stats } from '../../../shared/systems/pf1/schema.js';
import { pf1Sheet } from '../../../shared/systems/pf1/sheet.js';
import { pf1CombatantFields } from '../../../shared/systems/pf1/view.js';
import { withBonus } from '../../../shared/dice/notation.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { PfTable, pfStats } from '../../helpers/pf1.js';

const lang = (l: 'en' | 'es') => void setLocale(l, { reload: false });
afterEach(() => lang('en'));

const demo = (): EncounterState => {
  const r = buildPf1Demo('enc-pf1-demo', 7);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const state = demo();
const c = (id: string): Combatant => {
  const x = state.combatants.find((y) => y.id === id);
  if (!x) throw new Error(`no ${id}`);
  return x;
};
const block = (who: Combatant): Pf1PrintModel => {
  const b = pf1PrintModel(who, state);
  if (!b) throw new Error(`${who.name}: no block`);
  return b;
};
/** Section title → { label → value } (a row's same-line parts as rows of their own). */
const flat = (b: Pf1PrintModel) => Object.fromEntries(b.sections.map((s) => [s.title, Object.fromEntries(s.rows.flatMap((r) => [r, ...(r.more ?? [])]).map((r) => [r.label, r.value]))]));

/** A PSRD-Data creature (the bundled import fixtures) as the library's fill makes it a combatant. */
const PSRD = '../shared/fixtures/monsters/pf1e-psrd-data';
function psrd(file: string): Combatant {
  const { records } = importFiles([{ name: file, text: readFileSync(`${PSRD}/${file}`, 'utf8') }], { entries: [] });
  const st = records[0]!.entry!.stats as Pf1Stats;
  const f = pf1CombatantFields(st);
  return { ...c('lobo'), id: file, name: records[0]!.entry!.name, hp: { current: f.hpMax, max: f.hpMax }, size: f.size, initiativeBonus: f.initiativeBonus, sheet: pf1Sheet(st, freshPf1Status(st)) };
}

describe('Pathfinder printed stat block', () => {
  it('the demo’s fighter: AC by type with its parts, saves, iteratives, 19–20 and ×3, CMB/CMD, feats — in English', () => {
    const b = block(c('guerrera'));
    expect(b.name).toBe('La guerrera');
    expect(b.subtitle).toBe('Medium');
    expect(b.head).toEqual([{ label: 'Initiative', value: '+1' }]);
    expect(flat(b)).toEqual({
      Defense: { AC: '22, touch 11, flat-footed 21 (+9 armor, +2 shield, +1 Dex)', HP: '52', Saves: 'Fort +7, Ref +3, Will +2' },
      Offense: { Speed: '20 ft.', Melee: 'Espada larga +11/+6 (1d8+4/19–20)', Ranged: 'Arco largo +7/+2 (1d8/×3, 100 ft.)', 'Space / Reach': '5 ft. / 5 ft.' },
      Statistics: { Abilities: 'Str 18, Dex 12, Con 14, Int 10, Wis 10, Cha 8', BAB: '+6 (+6/+1)', CMB: '+10', CMD: '21 (20 flat-footed)', Feats: 'Combat Reflexes, Two-Weapon Fighting' },
    });
    expect(pf1RosterCells(c('guerrera'), state)).toEqual({ defence: 'AC 22 · touch 11 · flat-footed 21', initiative: '+1' });
  });

  it('the same in Spanish: CA, toque, desprevenido, Fort/Ref/Vol, BMC/DMC, Dotes', () => {
    lang('es');
    const b = block(c('guerrera'));
    expect(b.subtitle).toBe('Mediano');
    expect(flat(b)).toEqual({
      Defensa: { CA: '22, toque 11, desprevenido 21 (+9 armadura, +2 escudo, +1 Des)', PG: '52', Salvaciones: 'Fort +7, Ref +3, Vol +2' },
      Ataque: { Velocidad: '20 pies', 'Cuerpo a cuerpo': 'Espada larga +11/+6 (1d8+4/19–20)', 'A distancia': 'Arco largo +7/+2 (1d8/×3, 100 pies)', 'Espacio / Alcance': '5 pies / 5 pies' },
      Estadísticas: { Características: 'Fue 18, Des 12, Con 14, Int 10, Sab 10, Car 8', 'Ataque base': '+6 (+6/+1)', BMC: '+10', DMC: '21 (20 desprevenido)', Dotes: 'Reflejos de combate, Combate con dos armas' },
    });
    expect(pf1RosterCells(c('guerrera'), state)).toEqual({ defence: 'CA 22 · toque 11 · desprevenido 21', initiative: '+1' });
  });

  it('the orc’s falchion 1½ × Str (2d4+4/18–20) and the wolf’s lone bite (1d6+1), as the demo’s notes say', () => {
    expect(flat(block(c('orco-1'))).Offense!.Melee).toBe('Bracamante +4 (2d4+4/18–20)');
    expect(flat(block(c('orco-1'))).Defense!.AC).toBe('14, touch 10, flat-footed 14 (+4 armor)');
    expect(c('orco-1').notes).toContain('2d4+4 (18-20), CA 14');
    expect(flat(block(c('lobo'))).Offense!.Melee).toBe('Mordisco +2 (1d6+1)');
    expect(flat(block(c('lobo'))).Defense!.AC).toBe('14, touch 12, flat-footed 12 (+2 Dex, +2 natural)');
    expect(c('lobo').notes).toContain('Mordisco +2, 1d6+1');
    expect(pf1RosterCells(c('lobo'), state)).toEqual({ defence: 'AC 14 · touch 12 · flat-footed 12', initiative: '+2' });
  });

  it('BAB, CMB and CMD share one line, as the Bestiary prints them', () => {
    const stats = block(c('guerrera')).sections[2]!.rows;
    expect(stats.map((r) => [r.label, r.value, ...(r.more ?? []).flatMap((x) => [x.label, x.value])])).toEqual([
      ['Abilities', 'Str 18, Dex 12, Con 14, Int 10, Wis 10, Cha 8'],
      ['BAB', '+6 (+6/+1)', 'CMB', '+10', 'CMD', '21 (20 flat-footed)'],
      ['Feats', 'Combat Reflexes, Two-Weapon Fighting'],
    ]);
  });

  it('casters: caster level, how they cast, concentration (level + ability)', () => {
    expect(flat(block(c('mago'))).Spells).toEqual({ 'Caster level': '5 (Prepared, Int)', Concentration: '+9' });
    expect(flat(block(c('clerigo'))).Spells).toEqual({ 'Caster level': '5 (Prepared, Wis)', Concentration: '+8' });
    expect(flat(block(c('orco-1'))).Spells).toBeUndefined();
    lang('es');
    expect(flat(block(c('mago'))).Conjuros).toEqual({ 'Nivel de lanzador': '5 (Preparado, Int)', Concentración: '+9' });
  });

  it('PSRD creatures: the goblin (Small, size to AC), the ogre (Large, reach 10, thrown javelin with Dex), the skeleton (no Con, claws)', () => {
    const gob = flat(block(psrd('goblin.json')));
    expect(gob.Defense).toEqual({ AC: '16, touch 13, flat-footed 14 (+2 armor, +1 shield, +2 Dex, +1 size)', HP: '6', Saves: 'Fort +3, Ref +2, Will -1' });
    expect(gob.Offense).toMatchObject({ Melee: 'Short sword +2 (1d4/19–20)', Ranged: 'Short bow +4 (1d4/×3, 60 ft.)' });
    expect(gob.Statistics).toMatchObject({ CMB: '+0', CMD: '12 (10 flat-footed)' });
    const ogre = flat(block(psrd('ogre.json')));
    expect(ogre.Defense!.AC).toBe('17, touch 8, flat-footed 17 (+4 armor, -1 Dex, +5 natural, -1 size)');
    expect(ogre.Offense).toMatchObject({ Melee: 'Greatclub +7 (2d8+7)', Ranged: 'Javelin +1 (1d8+5, 30 ft.)', 'Space / Reach': '10 ft. / 10 ft.' });
    expect(ogre.Statistics).toMatchObject({ CMB: '+9', CMD: '18' });
    const skel = flat(block(psrd('human_skeleton.json')));
    expect(skel.Statistics!.Abilities).toBe('Str 15, Dex 14, Con —, Int —, Wis 10, Cha 10');
    expect(skel.Offense!.Melee).toBe('Broken scimitar +0 (1d6) or Claw -3 (1d4+1), Claws 1 +2 (1d4+2), Claws 2 +2 (1d4+2)');
    lang('es');
    expect(flat(block(psrd('ogre.json'))).Ataque).toMatchObject({ 'A distancia': 'Javelin +1 (1d8+5, 30 pies)', 'Espacio / Alcance': '10 pies / 10 pies' });
    expect(block(psrd('ogre.json')).subtitle).toBe('Grande');
  });

  it('every attack’s bonus and damage are those the engine rolls (demo and PSRD creatures, one attack each)', () => {
    const who = [...state.combatants, ...['goblin.json', 'kobold.json', 'ogre.json', 'orc.json', 'wolf.json', 'human_skeleton.json'].map(psrd)];
    let checked = 0;
    for (const x of who) {
      const st = (x.sheet as { stats: Pf1Stats }).stats;
      for (const a of st.attacks) {
        if (a.reachWeapon) continue;
        const far = a.kind === 'ranged' || a.kind === 'thrown';
        // Every weapon in hand (a sheathed one would first need drawing; it changes no number).
        const drawn = { ...st, attacks: st.attacks.map((w) => ({ ...w, sheathed: false })) };
        const t = new PfTable([{ id: 'a', stats: drawn, at: [2, 2], initiative: 20 }, { id: 't', stats: pfStats({ hpMax: 900 }), side: 'enemy', at: [2 + (st.size === 'large' ? 3 : 1) + (far ? 2 : 0), 2], initiative: 5 }]);
        t.turnOf('a');
        const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: a.id, inputs: { 'atk.d20': { faces: [17] }, ...(a.critRange <= 17 ? { 'atk.confirm': { faces: [1] } } : {}) } });
        const rolls = ev.flatMap((e: EncounterEvent) => (e.type === 'attack.resolved' ? e.rolls : []));
        expect(rolls[0]!.notation, `${x.name} ${a.name} to hit`).toBe(withBonus('1d20', pf1AttackBonuses(st, a)[0]!));
        expect(rolls.find((r) => r.key === 'dmg')!.notation, `${x.name} ${a.name} damage`).toBe(withBonus(a.damage, pf1DamageBonus(st, a)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(12);
  });

  it('Multiattack: a secondary natural attack at −2, not −5', () => {
    const s = pfStats({ abilities: { str: 14, dex: 10, con: 10, int: 2, wis: 10, cha: 10 }, bab: 4, feats: ['multiattack'], attacks: [
      { id: 'bite', name: 'Bite', kind: 'natural', natural: 'primary', damage: '1d8' },
      { id: 'tail', name: 'Tail', kind: 'natural', natural: 'secondary', damage: '1d6' },
    ] });
    const who = { ...c('lobo'), sheet: pf1Sheet(s, freshPf1Status(s)) };
    expect(flat(block(who)).Offense!.Melee).toBe('Bite +6 (1d8+2), Tail +4 (1d6+1)');
    expect(flat(block({ ...who, sheet: pf1Sheet({ ...s, feats: [] }, freshPf1Status(s)) })).Offense!.Melee).toBe('Bite +6 (1d8+2), Tail +1 (1d6+1)');
  });

  it('roster: the rolled initiative once rolled; no Pathfinder sheet, no block', () => {
    expect(pf1RosterCells({ ...c('mago'), initiative: 17 }, state)).toEqual({ defence: 'AC 12 · touch 12 · flat-footed 10', initiative: '17' });
    expect(pf1RosterCells({ ...c('mago'), initiative: null }, state).initiative).toBe('+2');
    const bare = { ...c('mago'), sheet: null };
    expect(pf1PrintModel(bare, state)).toBeNull();
    expect(pf1RosterCells(bare, state).defence).toBe('—');
  });
});
