// Open5e v1 API, v1 database fixture and v2 records through the import orchestrator (issue #16).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../../main/import/import.js';
import type { Dnd5eStats } from '../../shared/systems/dnd5e/schema.js';

const DIR = '../shared/fixtures/monsters';
const load = (f: string) => readFileSync(`${DIR}/${f}`, 'utf8');
function one(file: string, text = load(file)) {
  const { report } = importFiles([{ name: file, text }], { entries: [] });
  const r = report.files[0]!.records[0]!;
  return { r, s: r.entry?.stats as Dnd5eStats, notes: r.notes.map((n) => `${n.path} ${n.ref.msg}`) };
}
const atk = (s: Dnd5eStats) => s.attacks.map((a) => [a.name, a.kind, a.toHit, a.damage, a.reachFt ?? a.range]);

describe('Open5e v1 API', () => {
  it('reads the aboleth: AC, HP, speed, saves, multiattack and its tentacle rider kept as a note', () => {
    const { r, s, notes } = one('open5e-v1-api/aboleth.json');
    expect(r.format).toBe('open5e-v1');
    expect(r.status).toBe('warnings');
    expect(r.entry!.id).toBe('open5e-v1-wotc-srd-aboleth');
    expect(r.entry!.origin!.licence).toBe('SRD 5.1, CC-BY-4.0 (http://open5e.com/legal)');
    expect([s.hpMax, s.hitDice, s.ac, s.cr, s.prof]).toEqual([135, '18d10+36', 17, 10, 4]);
    expect(s.speed).toEqual({ walk: 10, swim: 40 });
    expect(s.abilities).toEqual({ str: 21, dex: 9, con: 15, int: 18, wis: 15, cha: 18 });
    expect(s.saves).toEqual({ con: 6, int: 8, wis: 6 });
    expect(s.attacksPerAction).toBe(3);
    expect(atk(s)).toEqual([['Tentacle', 'melee', 9, '2d6+5[bludgeoning]', 10], ['Tail', 'melee', 9, '3d6+5[bludgeoning]', 10]]);
    expect(notes).toContain('$.actions[1] imp_field_unmapped');
    expect(notes).toContain('$.legendary_actions[0] imp_field_unmapped');
    expect(notes).toContain('$.special_abilities[0] imp_feature_text');
    expect(r.entry!.notes).toMatch(/^Tentacle: If the target is a creature, it must succeed on a DC 14 Constitution saving throw or become diseased/m);
  });

  it('reads the acolyte spellcasting and the adult black dragon bite with its extra acid damage', () => {
    const a = one('open5e-v1-api/acolyte.json');
    expect([a.s.hpMax, a.s.ac, a.s.cr, a.s.speed.walk]).toEqual([9, 10, 0.25, 30]);
    expect(atk(a.s)).toEqual([['Club', 'melee', 2, '1d4[bludgeoning]', 5]]);
    expect(a.s.attacks[0]!.properties).toEqual(['light']);
    expect(a.s.features).toContainEqual({ id: 'spellcasting', params: { ability: 'wis', dc: 12, toHit: 4 } });
    expect(a.s.skills).toEqual({ medicine: 4, religion: 2 });
    const d = one('open5e-v1-api/adult-black-dragon.json');
    expect([d.s.hpMax, d.s.ac, d.s.cr]).toEqual([195, 19, 14]);
    expect(d.s.speed).toEqual({ walk: 40, fly: 80, swim: 40 });
    expect(atk(d.s)).toEqual([
      ['Bite', 'melee', 11, '2d10+6[piercing]+1d8[acid]', 10],
      ['Claw', 'melee', 11, '2d6+6[slashing]', 5],
      ['Tail', 'melee', 11, '2d8+6[bludgeoning]', 15],
    ]);
    expect(d.s.damage.immune).toEqual([{ type: 'acid' }]);
    expect(d.notes).toContain('$.senses imp_field_unmapped');
    expect(d.notes).toContain('$.actions[5] imp_feature_text');
  });

  it('reads a {results} page record by record and refuses one without hit points, with its path', () => {
    const acolyte = JSON.parse(load('open5e-v1-api/acolyte.json')) as Record<string, unknown>;
    const broken = { ...acolyte, slug: 'broken', hit_points: null };
    const { report } = importFiles([{ name: 'page.json', text: JSON.stringify({ count: 2, results: [acolyte, broken] }) }], { entries: [] });
    const [a, b] = report.files[0]!.records;
    expect([a!.path, a!.status, (a!.entry!.stats as { hpMax: number }).hpMax]).toEqual(['$.results[0]', 'warnings', 9]);
    expect([b!.path, b!.status, b!.entry]).toEqual(['$.results[1]', 'refused', undefined]);
    expect(b!.notes.map((n) => [n.path, n.ref.msg, n.ref.params])).toContainEqual(['$.results[1].hit_points', 'imp_missing_required', { field: 'hp' }]);
  });
});

describe('Open5e v1 database fixture (double-encoded lists)', () => {
  const cases: [string, number, number, number, Dnd5eStats['speed'], unknown[]][] = [
    ['goblin', 7, 15, 0.25, { walk: 30 }, [['Scimitar', 'melee', 4, '1d6+2[slashing]', 5], ['Shortbow', 'ranged', 4, '1d6+2[piercing]', { normal: 80, long: 320 }]]],
    ['ogre', 59, 11, 2, { walk: 40 }, [['Greatclub', 'melee', 6, '2d8+4[bludgeoning]', 5], ['Javelin', 'melee', 6, '2d6+4[piercing]', 5], ['Javelin (thrown)', 'thrown', 6, '2d6+4[piercing]', { normal: 30, long: 120 }]]],
    ['orc', 15, 13, 0.5, { walk: 30 }, [['Greataxe', 'melee', 5, '1d12+3[slashing]', 5], ['Javelin', 'melee', 5, '1d6+3[piercing]', 5], ['Javelin (thrown)', 'thrown', 5, '1d6+3[piercing]', { normal: 30, long: 120 }]]],
    ['skeleton', 13, 13, 0.25, { walk: 30 }, [['Shortsword', 'melee', 4, '1d6+2[piercing]', 5], ['Shortbow', 'ranged', 4, '1d6+2[piercing]', { normal: 80, long: 320 }]]],
    ['wolf', 11, 13, 0.25, { walk: 40 }, [['Bite', 'melee', 4, '2d4+2[piercing]', 5]]],
    ['zombie', 22, 8, 0.25, { walk: 20 }, [['Slam', 'melee', 3, '1d6+1[bludgeoning]', 5]]],
  ];
  it.each(cases)('%s', (name, hp, ac, cr, speed, attacks) => {
    const { r, s, notes } = one(`open5e-v1-fixture/${name}.json`);
    expect(r.format).toBe('open5e-v1-fixture');
    expect(r.entry!.id).toBe(`open5e-v1-fixture-wotc-srd-${name}`);
    expect([s.hpMax, s.ac, s.cr]).toEqual([hp, ac, cr]);
    expect(s.speed).toEqual(speed);
    expect(atk(s)).toEqual(attacks);
    expect(notes).toContain('$.fields.alignment imp_field_unmapped');
  });

  it('maps the abilities, damage rules, conditions, riders and traits', () => {
    const sk = one('open5e-v1-fixture/skeleton.json').s;
    expect(sk.abilities).toEqual({ str: 10, dex: 14, con: 15, int: 6, wis: 8, cha: 5 });
    // The upstream fixture lists poison under resistances (the SRD says immunity): read as the record says.
    expect(sk.damage).toEqual({ resist: [{ type: 'poison' }], vuln: [{ type: 'bludgeoning' }], immune: [] });
    expect(sk.conditionImmune).toEqual(['exhaustion', 'poisoned']);
    const wolf = one('open5e-v1-fixture/wolf.json');
    expect(wolf.s.attacks[0]!.onHit).toEqual([{ kind: 'save', ability: 'str', dc: 11, condition: 'prone' }]);
    expect(wolf.s.features).toEqual([{ id: 'keenSenses', params: { senses: 'hearing,smell' } }, { id: 'packTactics' }]);
    expect(wolf.s.skills).toEqual({ perception: 3, stealth: 4 });
    const gob = one('open5e-v1-fixture/goblin.json').s;
    expect(gob.attacks.map((a) => a.properties)).toEqual([['finesse', 'light'], ['ammunition', 'two-handed']]);
    expect(gob.features).toEqual([{ id: 'darkvision', params: { ft: 60 } }, { id: 'nimbleEscape' }]);
    expect(one('open5e-v1-fixture/zombie.json').s.saves).toEqual({ wis: 0 });
  });

  it('refuses a record whose armour class is not a number, with its path', () => {
    const raw = JSON.parse(load('open5e-v1-fixture/goblin.json')) as { fields: Record<string, unknown> };
    raw.fields.armor_class = 'fifteen';
    const { r } = one('bad.json', JSON.stringify(raw));
    expect(r.status).toBe('refused');
    expect(r.notes.map((n) => [n.path, n.ref.msg])).toContainEqual(['$.fields.armor_class', 'imp_missing_required']);
  });
});

describe('Open5e v2', () => {
  it('reads the goblin from the desc text, not the wrong structured damage types', () => {
    const { r, s, notes } = one('open5e-v2-api/srd_goblin.json');
    expect(r.format).toBe('open5e-v2');
    expect(r.entry!.id).toBe('open5e-v2-srd-2014-srd-goblin');
    expect([s.hpMax, s.hitDice, s.ac, s.cr, s.passivePerception]).toEqual([7, '2d6', 15, 0.25, 9]);
    expect(s.speed).toEqual({ walk: 30 });
    expect(s.abilities).toEqual({ str: 8, dex: 14, con: 10, int: 10, wis: 8, cha: 8 });
    expect(atk(s)).toEqual([['Scimitar', 'melee', 4, '1d6+2[slashing]', 5], ['Shortbow', 'ranged', 4, '1d6+2[piercing]', { normal: 80, long: 320 }]]);
    expect(s.skills).toEqual({ stealth: 6 });
    expect(s.initiativeBonus).toBeUndefined();
    expect(notes).toEqual(['$.armor_detail imp_field_unmapped', '$.alignment imp_field_unmapped', '$.languages.as_string imp_field_unmapped']);
  });
});
