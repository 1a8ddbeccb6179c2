import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../../main/import/import.js';
import { derivePf1, freshPf1Status, pf1RecordSchema, PF1_FEATS, PF1_NATURAL_REACH, PF1_SIZE_MOD, type Pf1Stats } from '../../shared/systems/pf1/schema.js';
import { FEATS as AK_FEATS, SIZE_MOD as AK_SIZE_MOD } from '../../shared/systems/akenar/schema.js';
import * as tables from '../../main/import/pf1-tables.js';
import { PfTable } from '../helpers/pf1.js';
import { pf1AttackPreview } from '../../shared/systems/pf1/view.js';

const DIR = '../shared/fixtures/monsters/pf1e-psrd-data';
const read = (file: string, text = readFileSync(`${DIR}/${file}`, 'utf8')) => importFiles([{ name: file, text }], { entries: [] });
const one = (file: string) => {
  const { records } = read(file);
  expect(records).toHaveLength(1);
  const r = records[0]!;
  expect(r.format).toBe('psrd');
  expect(r.entry?.system).toBe('pf1');
  const st = r.entry!.stats as Pf1Stats;
  // What the library's fill gives the combatant: a sheet the engine accepts.
  expect(pf1RecordSchema.safeParse({ stats: st, status: freshPf1Status(st) }).success).toBe(true);
  return { r, s: st, keys: r.notes.map((n) => `${n.path} ${n.ref.msg}`) };
};
/** "name to-hit dice±flat/crit×mult" as the stat block now prints it (the engine's preview and Str rule). */
function printed(s: Pf1Stats): string[] {
  const d = derivePf1(s);
  const naturals = s.attacks.filter((a) => a.kind === 'natural').length;
  return s.attacks.map((a) => {
    const f = a.kind === 'ranged' ? 0 : a.kind === 'natural' && a.natural === 'secondary' ? 0.5 : a.kind === 'natural' && naturals === 1 ? 1.5 : a.kind === 'melee' && a.hands === 'two' ? 1.5 : 1;
    const flat = (f === 0 ? 0 : d.str <= 0 ? d.str : Math.floor(d.str * f)) + a.damageBonus;
    const bonus = pf1AttackPreview(s, a)[0]!;
    const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
    return `${a.name} ${a.kind}${a.kind === 'natural' ? `/${a.natural}` : ''} ${sign(a.kind === 'thrown' ? bonus - d.str + d.dex : bonus)} ${a.damage}${flat ? sign(flat) : ''}/${a.critRange}×${a.critMultiplier}${a.range ? ` ${a.range}ft` : ''}`;
  });
}
const core = (s: Pf1Stats) => ({ hp: s.hpMax, ac: derivePf1(s).ac, touch: derivePf1(s).touch, ff: derivePf1(s).flatFooted, parts: s.ac, size: s.size, speed: s.speed, bab: s.bab, saves: s.saves, abilities: s.abilities, cmb: derivePf1(s).cmb, cmd: derivePf1(s).cmd, init: derivePf1(s).dex + s.initiative });

describe('PSRD-Data creatures', () => {
  it('the importers’ tables are the systems’ own (pf1-tables.ts repeats them across the seam)', () => {
    expect(tables.PF1_FEATS).toEqual(PF1_FEATS);
    expect(tables.SIZE_MOD).toEqual(PF1_SIZE_MOD);
    expect(tables.SIZE_MOD).toEqual(AK_SIZE_MOD);
    expect(tables.PF1_NATURAL_REACH).toEqual(PF1_NATURAL_REACH);
    expect(tables.AKENAR_FEATS).toEqual(AK_FEATS);
  });

  it('goblin: AC 16 from armour, shield, Dex and size; short sword 19–20, short bow ×3', () => {
    const { r, s, keys } = one('goblin.json');
    expect(r.status).toBe('warnings');
    expect(core(s)).toEqual({ hp: 6, ac: 16, touch: 13, ff: 14, parts: { armor: 2, shield: 1, natural: 0, deflection: 0, dodge: 0, misc: 0 }, size: 'small', speed: 30, bab: 1, saves: { fort: 3, ref: 2, will: -1 }, abilities: { str: 11, dex: 15, con: 12, int: 10, wis: 9, cha: 6 }, cmb: 0, cmd: 12, init: 6 });
    expect(s.armor).toBe('light');
    expect(printed(s)).toEqual(['Short sword melee +2 1d4/19×2', 'Short bow ranged +4 1d4/20×3 60ft']);
    expect(r.entry!.cr).toBeCloseTo(1 / 3);
    expect(r.entry!.type).toBe('humanoid (goblinoid)');
    expect(r.entry!.origin?.licence).toBe('Pathfinder RPG Bestiary, OGL 1.0a');
    expect(r.entry!.id).toBe('psrd-pfsrd-bestiary-monsters-goblin');
    expect(keys).toContain('$.feats imp_pf_feat_note');
    expect(keys).toContain('$.skills imp_field_unmapped');
    expect(r.entry!.notes).toContain('Senses: darkvision 60 ft.; Perception -1');
  });

  it('human skeleton: no Con or Int read as 0; a weapon and a secondary claw, or two primary claws', () => {
    const { s, keys } = one('human_skeleton.json');
    expect(core(s)).toMatchObject({ hp: 4, ac: 16, touch: 12, ff: 14, parts: { armor: 2, natural: 2 }, bab: 0, saves: { fort: 0, ref: 2, will: 2 }, abilities: { str: 15, dex: 14, con: 0, int: 0, wis: 10, cha: 10 }, cmb: 2, cmd: 14, init: 6 });
    expect(printed(s)).toEqual(['Broken scimitar melee +0 1d6/20×2', 'Claw natural/secondary -3 1d4+1/20×2', 'Claws 1 natural/primary +2 1d4+2/20×2', 'Claws 2 natural/primary +2 1d4+2/20×2']);
    expect(keys).toEqual(expect.arrayContaining(['$.constitution imp_read_as', '$.intelligence imp_read_as', '$.melee imp_pf_alternative', '$.melee imp_pf_secondary', '$.melee imp_pf_attack_split', '$.dr imp_field_unmapped', '$.immune imp_field_unmapped']));
  });

  it('kobold: natural armour, spear two-handed, sling without Strength added by the engine', () => {
    const { s } = one('kobold.json');
    expect(core(s)).toMatchObject({ hp: 5, ac: 15, touch: 12, ff: 14, parts: { armor: 2, natural: 1 }, size: 'small', bab: 1, saves: { fort: 2, ref: 1, will: -1 }, cmb: -1, cmd: 10, init: 1 });
    expect(printed(s)).toEqual(['Spear melee +1 1d6-1/20×2', 'Sling ranged +3 1d3-1/20×2 50ft']);
  });

  it('ogre: Large, hide armour (medium), greatclub 1.5 × Str, thrown javelin, speed 30 with its base in the notes', () => {
    const { r, s, keys } = one('ogre.json');
    expect(core(s)).toMatchObject({ hp: 30, ac: 17, touch: 8, ff: 17, parts: { armor: 4, natural: 5 }, size: 'large', speed: 30, bab: 3, saves: { fort: 6, ref: 0, will: 3 }, cmb: 9, cmd: 18, init: -1 });
    expect(s.armor).toBe('medium');
    expect(printed(s)).toEqual(['Greatclub melee +7 2d8+7/20×2', 'Javelin thrown +1 1d8+5/20×2 30ft']);
    expect(keys).toContain('$.speed imp_read_as_note');
    expect(keys).not.toContain('$.reach imp_field_unmapped');
    expect(r.entry!.notes).toContain('Speed: land (40 ft. base)');
  });

  it('orc: Weapon Focus kept as the falchion’s own +1, 18–20', () => {
    const { s } = one('orc.json');
    expect(core(s)).toMatchObject({ hp: 6, ac: 13, touch: 10, ff: 13, parts: { armor: 3 }, bab: 1, saves: { fort: 3, ref: 0, will: -1 }, cmb: 4, cmd: 14, init: 0 });
    expect(s.attacks[0]).toMatchObject({ bonus: 1, damageBonus: 0, critRange: 18, hands: 'two' });
    expect(printed(s)).toEqual(['Falchion melee +5 2d4+4/18×2', 'Javelin thrown +1 1d6+3/20×2 30ft']);
  });

  it('wolf: a lone bite with 1.5 × Str, its trip rider and the CMD note', () => {
    const { r, s, keys } = one('wolf.json');
    expect(core(s)).toMatchObject({ hp: 13, ac: 14, touch: 12, ff: 12, parts: { natural: 2 }, speed: 50, bab: 1, saves: { fort: 5, ref: 5, will: 1 }, cmb: 2, cmd: 14, init: 2 });
    expect(printed(s)).toEqual(['Bite natural/primary +2 1d6+1/20×2']);
    expect(keys).toEqual(expect.arrayContaining(['$.cmd imp_read_as_note', '$.melee imp_field_unmapped']));
    expect(r.entry!.notes).toContain('Bite: plus trip');
  });

  it('iteratives, multiple natural attacks, crit ranges and climb speeds are parsed from the printed lines', () => {
    const base = JSON.parse(readFileSync(`${DIR}/orc.json`, 'utf8')) as Record<string, string>;
    const rec = { ...base, base_attack: '+12', strength: '16', melee: '+1 scimitar +17/+12/+7 (1d6+4/15–20), 2 claws +10 (1d4+1), bite +10 (1d6+1)', ranged: undefined, speed: '30 ft., climb 20 ft., swim 40 ft.' };
    const { records } = read('x.json', JSON.stringify(rec));
    const s = records[0]!.entry!.stats as Pf1Stats;
    expect(s.speed).toBe(30);
    expect(s.climb).toBe(20);
    expect(s.swim).toBe(40);
    expect(printed(s)).toEqual(['+1 scimitar melee +17 1d6+4/15×2', 'Claws 1 natural/secondary +10 1d4+1/20×2', 'Claws 2 natural/secondary +10 1d4+1/20×2', 'Bite natural/secondary +10 1d6+1/20×2']);
    expect(records[0]!.notes.map((n) => n.ref.msg)).toContain('imp_pf_iteratives');
  });

  it('a creature without HP, AC or saves is refused with the path', () => {
    const base = JSON.parse(readFileSync(`${DIR}/wolf.json`, 'utf8')) as Record<string, string>;
    for (const [field, value] of [['hp', 'lots'], ['ac', 'sturdy'], ['reflex', 'good']] as const) {
      const { records } = read('x.json', JSON.stringify({ ...base, [field]: value }));
      expect(records[0]!.status).toBe('refused');
      expect(records[0]!.notes.at(-1)).toEqual({ path: `$.${field}`, ref: { msg: 'imp_missing_required', params: { field } } });
    }
  });

  it('a line longer than any stat block’s is refused with its path, not parsed', () => {
    const base = JSON.parse(readFileSync(`${DIR}/wolf.json`, 'utf8')) as Record<string, string>;
    const { records } = read('x.json', JSON.stringify({ ...base, melee: 'bite +2 (1d6), '.repeat(1000) }));
    expect(records[0]!.status).toBe('refused');
    expect(records[0]!.notes.at(-1)!.path).toBe('$.melee');
    expect(records[0]!.notes.at(-1)!.ref.msg).toBe('imp_invalid_field');
  });

  it('an imported ogre attacks an imported orc through the engine with its printed +7 and 2d8+7', () => {
    const ogre = one('ogre.json').s;
    const orc = one('orc.json').s;
    const t = new PfTable([{ id: 'a', stats: ogre, at: [2, 2], initiative: 5 }, { id: 't', stats: { ...orc, hpMax: 60 }, side: 'enemy', at: [4, 2], initiative: 20 }]);
    t.turnOf('a');
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'greatclub', inputs: { 'atk.d20': { faces: [6] }, dmg: { faces: [3, 4] } } });
    const a = ev.find((e) => e.type === 'attack.resolved') as Extract<(typeof ev)[number], { type: 'attack.resolved' }>;
    expect(a.rolls[0]!.total).toBe(13);
    expect(a.outcome).toBe('hit');
    expect(a.damage).toBe(14);
  });

  it('does not claim the other formats’ fixtures', () => {
    for (const dir of ['5etools', 'open5e-v1-api', 'improved-initiative', 'pf1e-foundry-pf1', 'foundry-dnd5e']) {
      for (const f of readdirSync(`../shared/fixtures/monsters/${dir}`).filter((x) => x.endsWith('.json'))) {
        const { records } = read(f, readFileSync(`../shared/fixtures/monsters/${dir}/${f}`, 'utf8'));
        expect(records.every((x) => x.format !== 'psrd'), `${dir}/${f}`).toBe(true);
      }
    }
  });
});
