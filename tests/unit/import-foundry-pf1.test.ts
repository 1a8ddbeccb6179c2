import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../../main/import/import.js';
import { derivePf1, freshPf1Status, pf1RecordSchema, type Pf1Stats } from '../../shared/systems/pf1/schema.js';
import { pf1AttackPreview } from '../../shared/systems/pf1/view.js';

const DIR = '../shared/fixtures/monsters/pf1e-foundry-pf1';
const read = (file: string, text = readFileSync(`${DIR}/${file}`, 'utf8')) => importFiles([{ name: file, text }], { entries: [] });
const one = (file: string) => {
  const { records } = read(file);
  expect(records).toHaveLength(1);
  const r = records[0]!;
  expect(r.format).toBe('foundry-pf1');
  const st = r.entry!.stats as Pf1Stats;
  // What the library's fill gives the combatant: a sheet the engine accepts.
  expect(pf1RecordSchema.safeParse({ stats: st, status: freshPf1Status(st) }).success).toBe(true);
  return { r, s: st, keys: r.notes.map((n) => `${n.path} ${n.ref.msg}`) };
};
/** Each attack as it prints: to-hit from the engine's preview and damage with the engine's Strength rule. */
function printed(s: Pf1Stats): string[] {
  const d = derivePf1(s);
  const naturals = s.attacks.filter((a) => a.kind === 'natural').length;
  const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
  return s.attacks.map((a) => {
    const f = a.kind === 'ranged' ? 0 : a.kind === 'natural' && a.natural === 'secondary' ? 0.5 : a.kind === 'natural' && naturals === 1 ? 1.5 : a.kind === 'melee' && a.hands === 'two' ? 1.5 : 1;
    const flat = (f === 0 ? 0 : d.str <= 0 ? d.str : Math.floor(d.str * f)) + a.damageBonus;
    const bonus = pf1AttackPreview(s, a)[0]!;
    return `${a.name} ${sign(a.kind === 'thrown' ? bonus - d.str + d.dex : bonus)} ${a.damage}${flat ? sign(flat) : ''}/${a.critRange}×${a.critMultiplier}`;
  });
}
const core = (s: Pf1Stats) => ({ hp: s.hpMax, ac: derivePf1(s).ac, parts: s.ac, size: s.size, speed: s.speed, bab: s.bab, saves: s.saves, abilities: s.abilities, init: derivePf1(s).dex + s.initiative });

describe('Foundry pf1 actors (0.8-era)', () => {
  it('goblin: racial ability changes, warrior 1 and a level-0 humanoid class, the conversion buff', () => {
    const { r, s, keys } = one('goblin.json');
    expect(core(s)).toEqual({ hp: 6, ac: 16, parts: { armor: 3, shield: 0, natural: 0, deflection: 0, dodge: 0, misc: 0 }, size: 'small', speed: 30, bab: 1, saves: { fort: 3, ref: 2, will: -1 }, abilities: { str: 11, dex: 15, con: 12, int: 10, wis: 9, cha: 6 }, init: 6 });
    expect(printed(s)).toEqual(['Short Sword +2 1d4/19×2', 'Short Bow +4 1d4/20×3']);
    expect(s.attacks[1]!.range).toBe(60);
    expect(r.entry!.cr).toBeCloseTo(1 / 3);
    expect(r.entry!.type).toBe('humanoid (goblinoid)');
    expect(r.entry!.origin?.licence).toBe('OGL 1.0a');
    expect(keys).toEqual(expect.arrayContaining(['$.items[8].data.changes[0] imp_pf_change_applied', '$.items[0].data.changes[0] imp_pf_change_applied', '$.items[1].data.level imp_default', '$.data.abilities.int imp_default', '$.items imp_default', '$.items[0].data.changes[3] imp_extra_ignored', '$.items[4] imp_pf_feat_note']));
  });

  it('human skeleton: Fort on Cha, natural armour, a secondary claw and two claws from attackParts', () => {
    const { s, keys } = one('human-skeleton.json');
    expect(core(s)).toMatchObject({ hp: 4, ac: 16, parts: { armor: 2, natural: 2 }, size: 'medium', bab: 0, saves: { fort: 0, ref: 2, will: 2 }, abilities: { str: 15, dex: 14, con: 0, int: 0, wis: 10, cha: 10 }, init: 6 });
    expect(printed(s)).toEqual(['Broken Scimitar +0 1d6/20×2', 'Claw -3 1d4+1/20×2', 'Claws 1 +2 1d4+2/20×2', 'Claws 2 +2 1d4+2/20×2']);
    expect(keys).toEqual(expect.arrayContaining(['$.data.attributes.savingThrows.fort.ability imp_read_as', '$.data.traits.dr imp_field_unmapped', '$.data.traits.size imp_default']));
  });

  it('kobold: naturalAC and the race’s nac change counted once', () => {
    const { s, keys } = one('kobold.json');
    expect(core(s)).toMatchObject({ hp: 5, ac: 15, parts: { armor: 2, natural: 1 }, size: 'small', bab: 1, saves: { fort: 2, ref: 1, will: -1 }, abilities: { str: 9, dex: 13, con: 10 }, init: 1 });
    expect(printed(s)).toEqual(['Spear +1 1d6-1/20×2', 'Sling +3 1d3-1/20×2']);
    expect(keys).toContain('$.data.attributes.naturalAC imp_pf_natural_once');
  });

  it('ogre: humanoid 4 (medium BAB), Iron Will, Toughness already in the HP, greatclub and javelin', () => {
    const { s, keys } = one('ogre.json');
    expect(core(s)).toMatchObject({ hp: 30, ac: 17, parts: { armor: 4, natural: 5 }, size: 'large', bab: 3, saves: { fort: 6, ref: 0, will: 3 }, abilities: { str: 21, dex: 8, con: 15, int: 6, wis: 10, cha: 7 }, init: -1 });
    expect(printed(s)).toEqual(['Greatclub +7 2d8+7/20×2', 'Javelin +1 1d8+5/20×2']);
    expect(keys).toContain('$.items[5].data.changes[0] imp_pf_hp_included');
  });

  it('wolf: animal 2, speed 50, a lone bite and its trip note', () => {
    const { r, s } = one('wolf.json');
    expect(core(s)).toMatchObject({ hp: 13, ac: 14, parts: { natural: 2 }, speed: 50, bab: 1, saves: { fort: 5, ref: 5, will: 1 }, init: 2 });
    expect(printed(s)).toEqual(['Bite +2 1d6+1/20×2']);
    expect(r.entry!.notes).toContain('CMD: 18 vs. trip');
    expect(r.entry!.notes).toContain('Bite: plus trip');
  });

  it('an actor without HP is refused with the path', () => {
    const raw = JSON.parse(readFileSync(`${DIR}/wolf.json`, 'utf8')) as { data: { attributes: { hp?: unknown } } };
    delete raw.data.attributes.hp;
    const { records } = read('x.json', JSON.stringify(raw));
    expect(records[0]!.status).toBe('refused');
    expect(records[0]!.notes.at(-1)).toEqual({ path: '$.data.attributes.hp.value', ref: { msg: 'imp_missing_required', params: { field: 'hp' } } });
  });

  it('does not claim the other formats’ fixtures (Foundry dnd5e included)', () => {
    for (const dir of ['5etools', 'open5e-v1-api', 'improved-initiative', 'pf1e-psrd-data', 'foundry-dnd5e', 'foundry-dnd5e-legacy-3.3.1', 'd100-openquest-foundry']) {
      for (const f of readdirSync(`../shared/fixtures/monsters/${dir}`).filter((x) => x.endsWith('.json'))) {
        const { records } = read(f, readFileSync(`../shared/fixtures/monsters/${dir}/${f}`, 'utf8'));
        expect(records.every((x) => x.format !== 'foundry-pf1'), `${dir}/${f}`).toBe(true);
      }
    }
  });
});
