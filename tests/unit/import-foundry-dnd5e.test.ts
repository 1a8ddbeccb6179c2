// Foundry VTT dnd5e actors, 5.x activities and the 3.x item schema, through the import orchestrator (issue #16).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../../main/import/import.js';
import type { Dnd5eStats } from '../../shared/systems/dnd5e/schema.js';

const DIR = '../shared/fixtures/monsters';
const load = (f: string) => readFileSync(`${DIR}/${f}`, 'utf8');
const one = (file: string, text = load(file)) => importFiles([{ name: file, text }], { entries: [] }).report.files[0]!.records[0]!;
const stats = (r: { entry?: { stats: unknown } }) => r.entry!.stats as Dnd5eStats;
const atk = (s: Dnd5eStats) => s.attacks.map((a) => [a.name, a.kind, a.toHit, a.damage, a.reachFt ?? a.range]);

const CASES: [string, number, string, number, number, number, unknown[]][] = [
  ['goblin', 7, '2d6', 15, 30, 0.25, [['Scimitar', 'melee', 4, '1d6+2[slashing]', 5], ['Shortbow', 'ranged', 4, '1d6+2[piercing]', { normal: 80, long: 320 }]]],
  ['ogre', 59, '7d10+21', 11, 40, 2, [['Greatclub', 'melee', 6, '2d8+4[bludgeoning]', 5], ['Javelin', 'melee', 6, '2d6+4[piercing]', 5], ['Javelin (thrown)', 'thrown', 6, '2d6+4[piercing]', { normal: 30, long: 120 }]]],
  ['orc', 15, '2d8+6', 13, 30, 0.5, [['Greataxe', 'melee', 5, '1d12+3[slashing]', 5], ['Javelin', 'melee', 5, '1d6+3[piercing]', 5], ['Javelin (thrown)', 'thrown', 5, '1d6+3[piercing]', { normal: 30, long: 120 }]]],
  ['skeleton', 13, '2d8+4', 13, 30, 0.25, [['Shortbow', 'ranged', 4, '1d6+2[piercing]', { normal: 80, long: 320 }], ['Shortsword', 'melee', 4, '1d6+2[piercing]', 5]]],
  ['wolf', 11, '2d8+2', 13, 40, 0.25, [['Bite', 'melee', 4, '2d4+2[piercing]', 5]]],
];

describe.each([
  ['foundry-dnd5e', 'foundry-dnd5e'],
  ['foundry-dnd5e-legacy-3.3.1', 'foundry-dnd5e-3'],
])('%s', (dir, format) => {
  it.each(CASES)('%s: HP, AC from the equipped armour or flat, speed, computed to-hit and damage', (name, hp, hd, ac, walk, cr, attacks) => {
    const r = one(`${dir}/${name}.json`);
    expect([r.format, r.status]).toEqual([format, 'warnings']);
    const s = stats(r);
    expect([s.hpMax, s.hitDice, s.ac, s.speed.walk, s.cr]).toEqual([hp, hd, ac, walk, cr]);
    expect(atk(s)).toEqual(attacks);
    expect(r.notes.map((n) => `${n.path} ${n.ref.msg}`)).toContain('$.system.details.alignment imp_field_unmapped');
    expect(r.entry!.origin!.licence).toBe('SRD 5.1, CC-BY-4.0');
  });

  it('computes skills, saves, passive Perception, damage traits and the wolf’s prone rider', () => {
    const gob = stats(one(`${dir}/goblin.json`));
    expect(gob.abilities).toEqual({ str: 8, dex: 14, con: 10, int: 10, wis: 8, cha: 8 });
    expect([gob.size, gob.skills, gob.passivePerception]).toEqual(['small', { stealth: 6 }, 9]);
    expect(gob.attacks[0]!.properties).toEqual(['finesse', 'light']);
    expect(gob.features).toEqual([{ id: 'darkvision', params: { ft: 60 } }, { id: 'nimbleEscape' }]);
    const sk = stats(one(`${dir}/skeleton.json`));
    expect(sk.damage).toEqual({ resist: [], vuln: [{ type: 'bludgeoning' }], immune: [{ type: 'poison' }] });
    expect(sk.conditionImmune).toEqual(['poisoned', 'exhaustion']);
    const wolf = one(`${dir}/wolf.json`);
    expect(stats(wolf).attacks[0]!.onHit).toEqual([{ kind: 'save', ability: 'str', dc: 11, condition: 'prone' }]);
    expect([stats(wolf).skills, stats(wolf).passivePerception]).toEqual([{ perception: 3, stealth: 4 }, 13]);
  });
});

describe('Foundry dnd5e specifics', () => {
  it('reads the 5.x zombie (no armour: flat AC) with its proficient Wisdom save', () => {
    const s = stats(one('foundry-dnd5e/zombie.json'));
    expect([s.hpMax, s.ac, s.saves]).toEqual([22, 8, { wis: 0 }]);
    expect(atk(s)).toEqual([['Slam', 'melee', 3, '1d6+1[bludgeoning]', 5]]);
    expect(s.features).toContainEqual({ id: 'undeadFortitude' });
  });

  it('refuses an actor without hit points, with its path', () => {
    const raw = JSON.parse(load('foundry-dnd5e/goblin.json')) as { system: { attributes: { hp: Record<string, unknown> } } };
    raw.system.attributes.hp = { value: null, max: null };
    const r = one('bad.json', JSON.stringify(raw));
    expect(r.status).toBe('refused');
    expect(r.notes.map((n) => [n.path, n.ref.msg])).toContainEqual(['$.system.attributes.hp.max', 'imp_missing_required']);
  });

  it('keeps a weapon it cannot read in the notes, warned', () => {
    const raw = JSON.parse(load('foundry-dnd5e-legacy-3.3.1/goblin.json')) as { items: { name: string; system: { damage: { parts: unknown[] } } }[] };
    const bow = raw.items.findIndex((i) => i.name === 'Shortbow');
    raw.items[bow]!.system.damage.parts = [['1d6 + @mod', 'sonic']];
    const r = one('odd.json', JSON.stringify(raw));
    expect(atk(stats(r)).map((a) => a[0])).toEqual(['Scimitar']);
    expect(r.notes.map((n) => `${n.path} ${n.ref.msg}`)).toContain(`$.items[${bow}] imp_attack_unparsed`);
  });
});

describe('the 5e readers of Open5e, Improved Initiative and Foundry against broken records', () => {
  const files = ['open5e-v1-api/aboleth.json', 'open5e-v1-fixture/wolf.json', 'open5e-v2-api/srd_goblin.json', 'improved-initiative/wolf.json', 'foundry-dnd5e/wolf.json', 'foundry-dnd5e-legacy-3.3.1/wolf.json'];
  const huge = `Melee Weapon Attack: +4 to hit, ${'reach 5 ft. '.repeat(20_000)}`;
  const mutate = (v: unknown, k: number): unknown => {
    if (Array.isArray(v)) return v.map((x) => mutate(x, k));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([key, x], i) => [key, (i + k) % 7 === 0 ? [huge, { deep: [[[null]]] }, 12][k % 3] : mutate(x, k)]));
    return v;
  };
  it.each(files)('%s: every mutant ends in a report, imported or refused with reasons', (file) => {
    const raw = JSON.parse(load(file)) as unknown;
    for (let k = 0; k < 7; k++) {
      const r = one(file, JSON.stringify(mutate(raw, k)));
      expect(['imported', 'warnings', 'refused']).toContain(r.status);
      // A reader that throws would be caught by the orchestrator; these readers do not throw.
      expect(r.notes.map((n) => n.ref.msg)).not.toContain('imp_reader_failed');
      if (r.status === 'refused') expect(r.notes.length).toBeGreaterThan(0);
      else expect(r.entry).toBeDefined();
    }
  });
});
