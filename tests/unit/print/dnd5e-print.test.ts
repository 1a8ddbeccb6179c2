import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../shared/i18n/paraglide/runtime.js';
import { dnd5ePrintModel, dnd5eRosterCells, dnd5eToHit, type Dnd5ePrintModel } from '../../../renderer/systems/dnd5e/print-model.js';
import { attackBonus } from '../../../main/rules/dnd5e/attack-rules.js';
import { passivePerception } from '../../../main/rules/dnd5e/actions.js';
import { saveBonus } from '../../../main/rules/dnd5e/concentration.js';
import { dnd5eSheet } from '../../../shared/systems/dnd5e/sheet.js';
import { ABILITIES } from '../../../shared/systems/dnd5e/schema.js';
import { Table, srd } from '../../helpers/dnd5e.js';
import type { Combatant } from '../../../shared/model/encounter.js';

const lang = (l: 'en' | 'es') => void setLocale(l, { reload: false });
afterEach(() => lang('en'));

const CREATURES = [
  'acolyte', 'bandit', 'bandit-captain', 'brown-bear', 'bugbear', 'cultist', 'dire-wolf', 'ghoul', 'giant-spider', 'gnoll', 'goblin', 'guard', 'hobgoblin',
  'knight', 'kobold', 'lion', 'lizardfolk', 'ogre', 'orc', 'owlbear', 'skeleton', 'thug', 'troll', 'veteran', 'warhorse-skeleton', 'wolf', 'zombie',
];
const PCS = ['fighter-3', 'rogue-3', 'cleric-3', 'wizard-3'];
const table = new Table([...CREATURES, ...PCS].map((id) => ({ id, stats: id })), { map: false });
const c = (id: string): Combatant => table.c(id);
const block = (id: string): Dnd5ePrintModel => {
  const b = dnd5ePrintModel(c(id), table.state);
  if (!b) throw new Error(`${id}: no block`);
  return b;
};
const rows = (r: { label: string; value: string }[]) => Object.fromEntries(r.map((x) => [x.label, x.value]));
const entries = (r: { name: string; text: string }[]) => r.map((x) => `${x.name}. ${x.text}`.trim());

describe('5e printed stat block', () => {
  it('goblin (SRD): AC, HP with its dice, speed, abilities, skills, senses, challenge, both attacks — in English', () => {
    const b = block('goblin');
    expect(b.subtitle).toBe('Small');
    expect(rows(b.core)).toEqual({ 'Armor Class': '15', 'Hit Points': '7 (2d6)', Speed: '30 ft.' });
    expect(b.abilities.map((a) => `${a.label} ${a.score} (${a.mod})`)).toEqual(['Str 8 (-1)', 'Dex 14 (+2)', 'Con 10 (+0)', 'Int 10 (+0)', 'Wis 8 (-1)', 'Cha 8 (-1)']);
    expect(rows(b.details)).toEqual({ Skills: 'Stealth +6', Senses: 'darkvision 60 ft., passive Perception 9', Challenge: '1/4 (50 XP)', 'Proficiency Bonus': '+2' });
    expect(entries(b.traits)).toEqual(['Nimble Escape.']);
    expect(entries(b.actions)).toEqual([
      'Scimitar. Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6+2) slashing damage.',
      'Shortbow. Ranged Weapon Attack: +4 to hit, range 80/320 ft., one target. Hit: 5 (1d6+2) piercing damage.',
    ]);
    expect(b.reactions).toEqual([]);
    expect(dnd5eRosterCells(c('goblin'), table.state)).toEqual({ defence: 'AC 15', initiative: '+2' });
  });

  it('goblin in Spanish: the seed’s terms (CA, PG, Fue/Des, Sigilo, Desafío, daño cortante)', () => {
    lang('es');
    const b = block('goblin');
    expect(b.subtitle).toBe('Pequeño');
    expect(rows(b.core)).toEqual({ 'Clase de armadura': '15', 'Puntos de golpe': '7 (2d6)', Velocidad: '30 pies' });
    expect(b.abilities.map((a) => a.label)).toEqual(['Fue', 'Des', 'Con', 'Int', 'Sab', 'Car']);
    expect(rows(b.details)).toEqual({ Habilidades: 'Sigilo +6', Sentidos: 'visión en la oscuridad 60 pies, Percepción pasiva 9', Desafío: '1/4 (50 PX)', 'Bonificador por competencia': '+2' });
    expect(entries(b.traits)).toEqual(['Huida ágil.']);
    expect(entries(b.actions)).toEqual([
      'Scimitar. Ataque con arma cuerpo a cuerpo: +4 a impactar, alcance 5 pies, un objetivo. Impacto: 5 (1d6+2) de daño cortante.',
      'Shortbow. Ataque con arma a distancia: +4 a impactar, alcance 80/320 pies, un objetivo. Impacto: 5 (1d6+2) de daño perforante.',
    ]);
    expect(dnd5eRosterCells(c('goblin'), table.state)).toEqual({ defence: 'CA 15', initiative: '+2' });
  });

  it('troll: Large, CR 5 (1,800 XP), multiattack first, regeneration stopped by acid and fire', () => {
    const b = block('troll');
    expect(b.subtitle).toBe('Large');
    expect(rows(b.core)['Hit Points']).toBe('84 (8d10+40)');
    expect(rows(b.details).Challenge).toBe('5 (1,800 XP)');
    expect(rows(b.details)['Proficiency Bonus']).toBe('+3');
    expect(entries(b.traits)).toEqual(['Keen Senses. smell', 'Regeneration. regains 10 HP at the start of its turn, stopped by acid, fire']);
    expect(entries(b.actions)).toEqual([
      'Multiattack. bite + 2 claws',
      'Bite. Melee Weapon Attack: +7 to hit, reach 5 ft., one target. Hit: 7 (1d6+4) piercing damage.',
      'Claw. Melee Weapon Attack: +7 to hit, reach 5 ft., one target. Hit: 11 (2d6+4) slashing damage.',
    ]);
    lang('es');
    expect(entries(block('troll').traits)).toEqual(['Sentidos agudos. olfato', 'Regeneración. recupera 10 PG al empezar su turno, la detiene: ácido, fuego']);
    expect(rows(block('troll').details).Desafío).toBe('5 (1800 PX)');
  });

  it('riders on a hit: the giant spider’s poison (half on a save), the wolf’s knock prone, the web action', () => {
    expect(entries(block('giant-spider').actions)).toEqual([
      'Bite. Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 7 (1d8+3) piercing damage. The target makes a DC 11 Constitution saving throw, taking 9 (2d8) poison damage on a failed save, or half as much on a success.',
      'Web. +5 to hit, range 30/60 ft., recharge 5-6, escape DC 12',
    ]);
    expect(rows(block('giant-spider').core).Speed).toBe('30 ft., climb 30 ft.');
    expect(entries(block('wolf').actions)).toEqual([
      'Bite. Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 7 (2d4+2) piercing damage. The target must succeed on a DC 11 Strength saving throw or be prone.',
    ]);
    lang('es');
    expect(entries(block('wolf').actions)).toEqual([
      'Bite. Ataque con arma cuerpo a cuerpo: +4 a impactar, alcance 5 pies, un objetivo. Impacto: 7 (2d4+2) de daño perforante. El objetivo debe superar una tirada de salvación de Fuerza CD 11 o quedará tumbado.',
    ]);
    expect(entries(block('giant-spider').actions)[0]).toContain('sufre 9 (2d8) de daño de veneno si falla, o la mitad si la supera.');
    expect(rows(block('giant-spider').core).Velocidad).toBe('30 pies, trepar 30 pies');
  });

  it('damage and condition defences: the skeleton, and rules bypassed by magic or silver', () => {
    expect(rows(block('skeleton').details)).toMatchObject({ 'Damage Vulnerabilities': 'bludgeoning', 'Damage Immunities': 'poison', 'Condition Immunities': 'exhausted, poisoned' });
    lang('es');
    expect(rows(block('skeleton').details)).toMatchObject({ 'Vulnerabilidades a daño': 'contundente', 'Inmunidades a daño': 'veneno', 'Inmunidades a estados': 'agotado, envenenado' });
    const s = srd('skeleton');
    s.damage.resist = [{ type: 'cold' }, { type: 'bludgeoning', unless: 'magical' }, { type: 'slashing', unless: 'magical' }, { type: 'piercing', unless: 'silvered' }];
    s.damage.reduce = 3;
    s.speed = { walk: 30, fly: 60, hover: true };
    const were = { ...c('skeleton'), sheet: dnd5eSheet(s) };
    expect(rows(dnd5ePrintModel(were)!.details)['Resistencias a daño']).toBe('frío; contundente, cortante de ataques no mágicos; perforante de ataques no mágicos que no sean con armas plateadas; todo el daño reducido en 3');
    expect(rows(dnd5ePrintModel(were)!.core).Velocidad).toBe('30 pies, volar 60 pies (levitar)');
    lang('en');
    expect(rows(dnd5ePrintModel(were)!.details)['Damage Resistances']).toBe("cold; bludgeoning, slashing from nonmagical attacks; piercing from nonmagical attacks that aren't silvered; all damage reduced by 3");
  });

  it('sample PCs: level, every save, skills in the reader’s alphabetical order, class features with their numbers', () => {
    const f = block('fighter-3');
    expect(f.subtitle).toBe('Medium, level 3');
    expect(rows(f.details)).toEqual({
      'Saving Throws': 'Str +5, Dex +2, Con +4, Int -1, Wis +1, Cha +0', Skills: 'Acrobatics +2, Athletics +5, Medicine +1, Perception +3, Stealth +2',
      Senses: 'passive Perception 13', Level: '3', 'Proficiency Bonus': '+2',
    });
    expect(entries(f.traits)).toEqual(['Fighting Style. defense', 'Second Wind. 1d10+3', 'Action Surge. 1/short rest', 'Improved Critical. critical on 19–20']);
    const w = block('wizard-3');
    expect(entries(w.traits)[0]).toBe('Spellcasting. Intelligence, DC 13, +5 to hit, level 1 slots: 4, level 2 slots: 2');
    expect(entries(w.actions)).toContain('Fire Bolt. Ranged Spell Attack: +5 to hit, range 120 ft., one target. Hit: 5 (1d10) fire damage.');
    lang('es');
    expect(block('fighter-3').subtitle).toBe('Mediano, nivel 3');
    expect(rows(block('wizard-3').details).Habilidades).toBe('Acrobacias +3, Atletismo -1, Conocimiento arcano +5, Investigación +5, Medicina +1, Percepción +3, Sigilo +3');
    expect(entries(block('wizard-3').actions)).toContain('Fire Bolt. Ataque de conjuro a distancia: +5 a impactar, alcance 120 pies, un objetivo. Impacto: 5 (1d10) de daño de fuego.');
    expect(entries(block('fighter-3').traits)).toEqual(['Estilo de combate. defensa', 'Tomar aliento. 1d10+3', 'Oleada de acción. 1/descanso corto', 'Crítico mejorado. crítico con 19–20']);
  });

  it('parry is a reaction; a knight’s multiattack pattern and an AC bonus', () => {
    expect(entries(block('knight').reactions)).toEqual(['Parry. +2 AC against one melee hit']);
    expect(entries(block('knight').actions)[0]).toBe('Multiattack. 2 melee');
    expect(entries(block('veteran').actions)[0]).toBe('Multiattack. 2 longsword, +1 shortsword if drawn');
  });

  it('the numbers are the engine’s for every bundled creature and PC: to-hit, saves, passive Perception', () => {
    for (const id of [...CREATURES, ...PCS]) {
      const who = c(id);
      const b = block(id);
      const s = table.stats(id);
      for (const a of s.attacks) {
        expect(dnd5eToHit(s, a), `${id} ${a.name}`).toBe(attackBonus(who, a).toHit);
        expect(entries(b.actions).find((x) => x.startsWith(`${a.name}. `)), `${id} ${a.name}`).toContain(`${attackBonus(who, a).toHit >= 0 ? '+' : ''}${attackBonus(who, a).toHit} to hit`);
      }
      expect(rows(b.details).Senses, id).toContain(`passive Perception ${passivePerception(who)}`);
      const saves = rows(b.details)['Saving Throws'];
      const short = { str: 'Str', dex: 'Dex', con: 'Con', int: 'Int', wis: 'Wis', cha: 'Cha' } as const;
      for (const a of ABILITIES) if (s.saves[a] !== undefined) expect(saves, `${id} ${a}`).toContain(`${short[a]} ${saveBonus(who, a) >= 0 ? '+' : ''}${saveBonus(who, a)}`);
    }
  });

  it('a spell attack’s bonus is the caster’s ability + proficiency, not a stale printed number', () => {
    const s = srd('wizard-3');
    s.attacks = s.attacks.map((a) => (a.kind === 'spell' ? { ...a, toHit: 9 } : a));
    const w = { ...c('wizard-3'), sheet: dnd5eSheet(s) };
    expect(entries(dnd5ePrintModel(w)!.actions)).toContain('Fire Bolt. Ranged Spell Attack: +5 to hit, range 120 ft., one target. Hit: 5 (1d10) fire damage.');
    expect(dnd5eToHit(s, s.attacks.find((a) => a.id === 'fire-bolt')!)).toBe(attackBonus(w, s.attacks.find((a) => a.id === 'fire-bolt')!).toHit);
  });

  it('roster: the rolled initiative once rolled; no 5e sheet, no block', () => {
    const t = new Table([{ id: 'gob', stats: 'goblin' }, { id: 'orc', stats: 'orc', initiative: 12 }], { map: false });
    expect(dnd5eRosterCells(t.c('orc'), t.state)).toEqual({ defence: 'AC 13', initiative: '12' });
    expect(dnd5eRosterCells(t.c('gob'), t.state).initiative).toBe('+2');
    const bare = { ...t.c('gob'), sheet: null };
    expect(dnd5ePrintModel(bare, t.state)).toBeNull();
    expect(dnd5eRosterCells(bare, t.state)).toEqual({ defence: '—', initiative: '+2' });
  });
});
