// Improved Initiative StatBlocks and its export envelopes through the import orchestrator (issue #16).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../../main/import/import.js';
import type { Dnd5eStats } from '../../shared/systems/dnd5e/schema.js';

const DIR = '../shared/fixtures/monsters/improved-initiative';
const load = (f: string) => readFileSync(`${DIR}/${f}`, 'utf8');
const records = (file: string, text = load(file)) => importFiles([{ name: file, text }], { entries: [] }).report.files[0]!.records;
const stats = (r: { entry?: { stats: unknown } }) => r.entry!.stats as Dnd5eStats;
const atk = (s: Dnd5eStats) => s.attacks.map((a) => [a.name, a.kind, a.toHit, a.damage, a.reachFt ?? a.range]);

describe('Improved Initiative StatBlock', () => {
  const cases: [string, number, string, number, number, number, unknown[]][] = [
    ['goblin', 7, '2d6', 15, 30, 0.25, [['Scimitar', 'melee', 4, '1d6+2[slashing]', 5], ['Shortbow', 'ranged', 4, '1d6+2[piercing]', { normal: 80, long: 320 }]]],
    ['ogre', 59, '7d10+21', 11, 40, 2, [['Greatclub', 'melee', 6, '2d8+4[bludgeoning]', 5], ['Javelin', 'melee', 6, '2d6+4[piercing]', 5], ['Javelin (thrown)', 'thrown', 6, '2d6+4[piercing]', { normal: 30, long: 120 }]]],
    ['orc', 15, '2d8+6', 13, 30, 0.5, [['Greataxe', 'melee', 5, '1d12+3[slashing]', 5], ['Javelin', 'melee', 5, '1d6+3[piercing]', 5], ['Javelin (thrown)', 'thrown', 5, '1d6+3[piercing]', { normal: 30, long: 120 }]]],
    ['skeleton', 13, '2d8+4', 13, 30, 0.25, [['Shortsword', 'melee', 4, '1d6+2[piercing]', 5], ['Shortbow', 'ranged', 4, '1d6+2[piercing]', { normal: 80, long: 320 }]]],
    ['wolf', 11, '2d8+2', 13, 40, 0.25, [['Bite', 'melee', 4, '2d4+2[piercing]', 5]]],
    ['zombie', 22, '3d8+9', 8, 20, 0.25, [['Slam', 'melee', 3, '1d6+1[bludgeoning]', 5]]],
  ];
  it.each(cases)('%s', (name, hp, hd, ac, walk, cr, attacks) => {
    const [r] = records(`${name}.json`);
    expect([r!.format, r!.status, r!.entry!.id]).toEqual(['improved-initiative', 'warnings', `improved-initiative-basic-rules-${name}`]);
    const s = stats(r!);
    expect([s.hpMax, s.hitDice, s.ac, s.speed.walk, s.cr]).toEqual([hp, hd, ac, walk, cr]);
    expect(atk(s)).toEqual(attacks);
    expect(r!.notes.map((n) => `${n.path} ${n.ref.msg}`)).toContain('$.Type imp_field_unmapped');
    expect(r!.entry!.origin!.licence).toBe('SRD 5.1 under OGL 1.0a');
  });

  it('maps size and type from the Type line, abilities, skills, saves, immunities and traits', () => {
    const gob = stats(records('goblin.json')[0]!);
    expect(gob.size).toBe('small');
    expect(gob.abilities).toEqual({ str: 8, dex: 14, con: 10, int: 10, wis: 8, cha: 8 });
    expect(gob.skills).toEqual({ stealth: 6 });
    expect(gob.features).toEqual([{ id: 'darkvision', params: { ft: 60 } }, { id: 'nimbleEscape' }]);
    expect(records('goblin.json')[0]!.entry!.type).toBe('humanoid (goblinoid)');
    expect(stats(records('ogre.json')[0]!).size).toBe('large');
    const zombie = stats(records('zombie.json')[0]!);
    expect(zombie.saves).toEqual({ wis: 0 });
    expect(zombie.conditionImmune).toEqual(['poisoned']);
    expect(stats(records('skeleton.json')[0]!).damage.vuln).toEqual([{ type: 'bludgeoning' }]);
    const wolf = stats(records('wolf.json')[0]!);
    expect(wolf.attacks[0]!.onHit).toEqual([{ kind: 'save', ability: 'str', dc: 11, condition: 'prone' }]);
  });

  it('never spreads defaults: a StatBlock without an HP value is refused with its path', () => {
    const raw = JSON.parse(load('goblin.json')) as { HP: Record<string, unknown> };
    raw.HP = { Notes: '(2d6)', Value: '' };
    const [r] = records('bad.json', JSON.stringify(raw));
    expect(r!.status).toBe('refused');
    expect(r!.notes.map((n) => [n.path, n.ref.msg, n.ref.params])).toContainEqual(['$.HP.Value', 'imp_missing_required', { field: 'hp' }]);
  });

  it('warns for usage, extra speeds, HP notes and an initiative modifier', () => {
    const raw = JSON.parse(load('goblin.json')) as Record<string, unknown> & { Actions: Record<string, unknown>[] };
    raw.Speed = ['30 ft., fly 60 ft. (hover)', 'teleport'];
    raw.HP = { Value: 7, Notes: '(2d6) regenerates' };
    raw.InitiativeModifier = 2;
    raw.Actions[0]!.Usage = '1/day';
    const [r] = records('quirks.json', JSON.stringify(raw));
    const s = stats(r!);
    expect(s.speed).toEqual({ walk: 30, fly: 60, hover: true });
    expect(s.hitDice).toBeUndefined();
    expect(s.initiativeBonus).toBe(4);
    expect(s.attacks[0]!.name).toBe('Scimitar (1/day)');
    const notes = r!.notes.map((n) => `${n.path} ${n.ref.msg}`);
    expect(notes).toEqual(expect.arrayContaining(['$.Speed imp_extra_ignored', '$.HP.Notes imp_field_unmapped', '$.Actions[0].Usage imp_field_unmapped']));
    expect(r!.entry!.notes).toContain('HP: (2d6) regenerates');
  });
});

describe('Improved Initiative export envelopes', () => {
  it('reads the "export selected" shape: one record per Creatures.<id>, ids from the listing', () => {
    const rs = records('envelope-shapes/improved-initiative-goblin-3.CONSTRUCTED.json');
    expect(rs.map((r) => [r.path, r.status, r.entry?.id])).toEqual([
      ['$["Creatures.sample-goblin"]', 'warnings', 'improved-initiative-sample-goblin'],
      ['$["Creatures.sample-orc"]', 'warnings', 'improved-initiative-sample-orc'],
      ['$["Creatures.sample-wolf"]', 'warnings', 'improved-initiative-sample-wolf'],
    ]);
    expect(rs.map((r) => [stats(r).hpMax, stats(r).ac, stats(r).attacks[0]!.toHit, stats(r).attacks[0]!.damage])).toEqual([[7, 15, 4, '1d6+2[slashing]'], [15, 13, 5, '1d12+3[slashing]'], [11, 13, 4, '2d4+2[piercing]']]);
  });

  it('reads the legacy localStorage backup whose values are JSON strings', () => {
    const rs = records('envelope-shapes/improved-initiative.legacy-localStorage.CONSTRUCTED.json');
    expect(rs.map((r) => [r.path, r.entry?.name, r.entry && stats(r).hpMax])).toEqual([
      ['$["ImprovedInitiative.Creatures.sample-goblin"]', 'Goblin', 7],
      ['$["ImprovedInitiative.Creatures.sample-orc"]', 'Orc', 15],
      ['$["ImprovedInitiative.Creatures.sample-wolf"]', 'Wolf', 11],
    ]);
    expect(stats(rs[1]!).speed).toEqual({ walk: 30 });
  });

  it('refuses a broken creature string and keeps the others', () => {
    const file = JSON.parse(load('envelope-shapes/improved-initiative.legacy-localStorage.CONSTRUCTED.json')) as Record<string, string>;
    file['ImprovedInitiative.Creatures.sample-orc'] = '{"Name": "Orc", "HP": ';
    const rs = records('broken.json', JSON.stringify(file));
    expect(rs.map((r) => r.status)).toEqual(['warnings', 'refused', 'warnings']);
    expect(rs[1]!.notes[0]!.path).toBe('$["ImprovedInitiative.Creatures.sample-orc"]');
  });
});
