// The 5etools bestiary reader (issue #16): every fixture with exact values, its warnings, refusals,
// tags and riders, `_copy` with `_mod`, and the bench file's speed.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importFiles, type ImportBase, type ReadRecord } from '../../main/import/import.js';
import type { Dnd5eStats } from '../../shared/systems/dnd5e/schema.js';
import { fiveEtoolsBestiary } from '../helpers/5etools-bestiary.js';

const ROOT = fileURLToPath(new URL('../../../shared/fixtures/monsters/', import.meta.url));
const DIR = `${ROOT}5etools/`;
const SRD = JSON.parse(readFileSync(fileURLToPath(new URL('../../resources/srd/dnd5e-creatures.json', import.meta.url)), 'utf8')) as { entries: { id: string; stats: Dnd5eStats }[] };
const NONE: ImportBase = { entries: [] };

const fixture = (name: string) => ({ name, text: readFileSync(DIR + name, 'utf8') });
const one = (record: unknown, base: ImportBase = NONE): ReadRecord => importFiles([{ name: 't.json', text: JSON.stringify(record) }], base).records[0]!;
const many = (records: unknown[], base: ImportBase = NONE) => importFiles([{ name: 't.json', text: JSON.stringify({ monster: records }) }], base).records;
const stats = (r: ReadRecord): Dnd5eStats => r.entry!.stats as Dnd5eStats;
const notes = (r: ReadRecord) => r.notes.map((n) => [n.path, n.ref.msg]);

const GOBLIN = JSON.parse(readFileSync(`${DIR}mm-goblin.json`, 'utf8')) as Record<string, unknown>;
const base = (over: Record<string, unknown>) => ({ ...GOBLIN, name: 'Probe', source: 'TST', trait: undefined, action: undefined, ...over });

describe('5etools fixtures', () => {
  it.each([
    ['mm-goblin.json', 'goblin'],
    ['mm-orc.json', 'orc'],
    ['mm-wolf.json', 'wolf'],
    ['mm-ogre.json', 'ogre'],
    ['mm-skeleton.json', 'skeleton'],
    ['mm-zombie.json', 'zombie'],
  ])('%s reads as the bundled SRD stat block, exactly', (file, id) => {
    const { records } = importFiles([fixture(file)], NONE);
    expect(records).toHaveLength(1);
    const r = records[0]!;
    expect(r.format).toBe('5etools');
    expect(r.status).toBe('warnings');
    expect(stats(r)).toEqual(SRD.entries.find((e) => e.id === id)!.stats);
    expect(r.entry!.origin!.licence).toBe('SRD 5.1, CC-BY-4.0');
  });

  it('reads the goblin with exact values, its id, type, CR and notes', () => {
    const r = importFiles([fixture('mm-goblin.json')], NONE).records[0]!;
    const s = stats(r);
    expect([s.hpMax, s.hitDice, s.ac, s.speed.walk, s.size, s.prof, s.passivePerception]).toEqual([7, '2d6', 15, 30, 'small', 2, 9]);
    expect(s.abilities).toEqual({ str: 8, dex: 14, con: 10, int: 10, wis: 8, cha: 8 });
    expect(s.attacks.map((a) => [a.id, a.kind, a.toHit, a.damage, a.reachFt ?? a.range])).toEqual([
      ['scimitar', 'melee', 4, '1d6+2[slashing]', 5],
      ['shortbow', 'ranged', 4, '1d6+2[piercing]', { normal: 80, long: 320 }],
    ]);
    expect(r.entry).toMatchObject({ id: '5etools-mm-goblin', name: 'Goblin', type: 'humanoid (goblinoid)', cr: 0.25, notes: 'Alignment: neutral evil\nLanguages: Common, Goblin' });
    expect(notes(r)).toEqual([['$.alignment', 'imp_field_unmapped'], ['$.languages', 'imp_field_unmapped']]);
  });

  it('reads the 2024 goblin warrior: {@atkr m}/{@atkr r}, the conditional extra damage and its tag kept as text', () => {
    const r = importFiles([fixture('xmm-goblin-warrior.json')], NONE).records[0]!;
    const s = stats(r);
    expect([s.hpMax, s.hitDice, s.ac, s.speed, s.cr]).toEqual([10, '3d6', 15, { walk: 30 }, 0.25]);
    expect(s.abilities).toEqual({ str: 8, dex: 15, con: 10, int: 10, wis: 8, cha: 8 });
    expect(s.attacks).toEqual([
      { id: 'scimitar', name: 'Scimitar', kind: 'melee', toHit: 4, reachFt: 5, damage: '1d6+2[slashing]', properties: ['finesse', 'light'] },
      { id: 'shortbow', name: 'Shortbow', kind: 'ranged', toHit: 4, range: { normal: 80, long: 320 }, damage: '1d6+2[piercing]', properties: ['ammunition', 'two-handed'] },
    ]);
    expect(s.features).toEqual([{ id: 'nimbleEscape' }, { id: 'darkvision', params: { ft: 60 } }]);
    expect(r.entry!.origin!.licence).toBe('SRD 5.2, CC-BY-4.0');
    expect(r.entry!.type).toBe('fey (goblinoid)');
    expect(r.notes).toContainEqual({ path: '$.action[0].entries[0]', ref: { msg: 'imp_tag_text', params: { tag: '{@variantrule Advantage|XPHB}' } } });
    expect(notes(r)).toContainEqual(['$.action[1].entries[0]', 'imp_field_unmapped']);
    expect(notes(r)).toContainEqual(['$.gear', 'imp_field_unmapped']);
    expect(r.entry!.notes).toContain('Scimitar: plus 2 (1d4) Slashing damage if the attack roll had Advantage.');
  });

  it('splits bestiary-sample.json into its seven records at $.monster[i]', () => {
    const { report, records } = importFiles([fixture('bestiary-sample.json')], NONE);
    expect(records.map((r) => [r.path, r.name, r.status])).toEqual([
      ['$.monster[0]', 'Goblin', 'warnings'], ['$.monster[1]', 'Orc', 'warnings'], ['$.monster[2]', 'Wolf', 'warnings'], ['$.monster[3]', 'Skeleton', 'warnings'],
      ['$.monster[4]', 'Zombie', 'warnings'], ['$.monster[5]', 'Ogre', 'warnings'], ['$.monster[6]', 'Goblin Warrior', 'warnings'],
    ]);
    expect(report.counts).toEqual({ imported: 0, warnings: 7, refused: 0 });
    expect(records[2]!.notes.map((n) => n.path)).toEqual(['$.monster[2].alignment']);
  });

  it('claims no record of the other fixture folders', () => {
    const files = readdirSync(ROOT, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.json') && !f.startsWith('5etools'))
      .map((f) => ({ name: f, text: readFileSync(ROOT + f, 'utf8') }));
    expect(files.length).toBeGreaterThan(30);
    const claimed = importFiles(files, NONE).records.filter((r) => r.format === '5etools');
    expect(claimed.map((r) => r.path)).toEqual([]);
  });
});

describe('5etools fields', () => {
  it('refuses a record without HP, AC or an ability score, with its path', () => {
    const r = many([base({ hp: undefined }), base({ ac: [{ special: 'varies' }] }), base({ con: '10' }), base({ hp: { special: 'varies' } })]);
    expect(r.map((x) => [x.status, x.notes.at(-1)!.path, x.notes.at(-1)!.ref])).toEqual([
      ['refused', '$.monster[0].hp', { msg: 'imp_missing_required', params: { field: 'hp' } }],
      ['refused', '$.monster[1].ac', { msg: 'imp_missing_required', params: { field: 'ac' } }],
      ['refused', '$.monster[2].con', { msg: 'imp_missing_required', params: { field: 'con' } }],
      ['refused', '$.monster[3].hp', { msg: 'imp_missing_required', params: { field: 'hp' } }],
    ]);
  });

  it('uses the first plain AC and warns the others; HP special; speed objects with hover; sizes; CR objects', () => {
    const r = one(base({
      ac: [{ ac: 13, condition: 'with {@spell mage armor}' }, 12, { ac: 16, from: ['natural armor'] }],
      hp: { special: '45 (see text)' },
      speed: { walk: 10, fly: { number: 60, condition: '(hover)' }, swim: { number: 30, condition: 'in eel form' }, canHover: true },
      size: ['M', 'L'],
      cr: { cr: '3', lair: '4' },
    }));
    const s = stats(r);
    expect([s.ac, s.hpMax, s.hitDice, s.speed, s.size, s.cr, s.prof]).toEqual([12, 45, undefined, { walk: 10, fly: 60, hover: true, swim: 30 }, 'medium', 3, 2]);
    expect(notes(r)).toEqual(expect.arrayContaining([
      ['$.ac[0]', 'imp_extra_ignored'], ['$.ac[2]', 'imp_extra_ignored'], ['$.hp.special', 'imp_read_as'], ['$.speed.swim', 'imp_field_unmapped'],
      ['$.size[1]', 'imp_extra_ignored'], ['$.cr.lair', 'imp_extra_ignored'],
    ]));
    expect(r.entry!.notes).toContain('Speed: swim 30 ft. in eel form');
  });

  it('reads saves, skills, senses, nested resistances with their bypass, condition immunities and 2024 initiative', () => {
    const r = one(base({
      cr: '9',
      save: { dex: '+5', con: '+7' },
      skill: { 'animal handling': '+4', 'sleight of hand': '+6', other: [{ oneOf: { arcana: '+1' } }] },
      senses: ['blindsight 30 ft.', 'darkvision 120 ft.'],
      resist: ['cold', { resist: ['bludgeoning', 'piercing', 'slashing'], note: 'from nonmagical attacks that aren\'t silvered', cond: true }, { special: 'see below' }],
      immune: ['fire', 'sparkles'],
      conditionImmune: ['charmed', 'disease', { conditionImmune: ['frightened'] }],
      initiative: { proficiency: 2 },
    }));
    const s = stats(r);
    expect([s.saves, s.skills, s.prof, s.initiativeBonus]).toEqual([{ dex: 5, con: 7 }, { animalHandling: 4, sleightOfHand: 6 }, 4, 2 + 8]);
    expect(s.damage.resist).toEqual([{ type: 'cold' }, { type: 'bludgeoning', unless: 'silvered' }, { type: 'piercing', unless: 'silvered' }, { type: 'slashing', unless: 'silvered' }]);
    expect(s.damage.immune).toEqual([{ type: 'fire' }]);
    expect(s.conditionImmune).toEqual(['charmed', 'frightened']);
    expect(s.features).toContainEqual({ id: 'darkvision', params: { ft: 120 } });
    expect(notes(r)).toEqual(expect.arrayContaining([
      ['$.skill.other', 'imp_extra_ignored'], ['$.senses', 'imp_field_unmapped'], ['$.resist[2]', 'imp_extra_ignored'], ['$.immune[1]', 'imp_extra_ignored'],
      ['$.conditionImmune[1]', 'imp_condition_unknown'],
    ]));
    expect(one(base({ initiative: 7 })).entry!.stats).toMatchObject({ initiativeBonus: 7 });
  });

  it('types riders: save against a condition, save for half damage, grapple with restrained; versatile and thrown split', () => {
    const r = one(base({
      cr: '5',
      action: [
        { name: 'Multiattack', entries: ['The beast makes three attacks: one with its bite and two with its claws.'] },
        { name: 'Bite', entries: ['{@atk mw} {@hit 7} to hit, reach 10 ft., one target. {@h}15 ({@damage 2d10 + 4}) piercing damage plus 7 ({@damage 2d6}) poison damage. The target must succeed on a {@dc 15} Constitution saving throw, taking 14 ({@damage 4d6}) poison damage on a failed save, or half as much damage on a successful one.'] },
        { name: 'Claw', entries: ['{@atk mw} {@hit 7} to hit, reach 5 ft., one target. {@h}11 ({@damage 2d6 + 4}) slashing damage, and the target is {@condition grappled} (escape {@dc 14}). Until this grapple ends, the target is {@condition restrained}.'] },
        { name: 'Spear', entries: ['{@atk mw,rw} {@hit 4} to hit, reach 5 ft. or range 20/60 ft., one target. {@h}5 ({@damage 1d6 + 2}) piercing damage, or 6 ({@damage 1d8 + 2}) piercing damage if used with two hands to make a melee attack.'] },
        { name: 'Gaze', entries: ['{@atk rs} {@hit 6} to hit, range 60 ft., one creature. {@h}9 ({@damage 2d8}) psychic damage. If the target is a creature, it must succeed on a {@dc 13} Wisdom saving throw or be {@condition frightened}.'] },
        { name: 'Fire Breath {@recharge 5}', entries: ['{@actSave dex} {@dc 13}, each creature in a 15-foot cone. {@actSaveFail} 21 ({@damage 6d6}) fire damage. {@actSaveSuccess} Half damage.'] },
      ],
    }));
    const s = stats(r);
    expect(s.attacksPerAction).toBe(3);
    expect(s.features[0]).toEqual({ id: 'multiattack', params: { pattern: 'The beast makes three attacks: one with its bite and two with its claws.' } });
    expect(s.attacks.map((a) => [a.id, a.kind, a.toHit, a.reachFt ?? a.range, a.damage, a.properties, a.onHit])).toEqual([
      ['bite', 'melee', 7, 10, '2d10+4[piercing]+2d6[poison]', [], [{ kind: 'save', ability: 'con', dc: 15, damage: '4d6[poison]', halfOnSuccess: true }]],
      ['claw', 'melee', 7, 5, '2d6+4[slashing]', [], [{ kind: 'grapple', escapeDc: 14, restrained: true }]],
      ['spear', 'melee', 4, 5, '1d6+2[piercing]', ['thrown', 'versatile'], undefined],
      ['spear-two-handed', 'melee', 4, 5, '1d8+2[piercing]', ['thrown', 'versatile'], undefined],
      ['spear-thrown', 'thrown', 4, { normal: 20, long: 60 }, '1d6+2[piercing]', ['thrown', 'versatile'], undefined],
      ['gaze', 'spell', 6, { normal: 60 }, '2d8[psychic]', [], [{ kind: 'save', ability: 'wis', dc: 13, condition: 'frightened' }]],
    ]);
    expect(r.entry!.notes).toContain('Fire Breath (Recharge 5–6): Dexterity Saving Throw: DC 13, each creature in a 15-foot cone. Failure: 21 (6d6) fire damage. Success: Half damage.');
    expect(notes(r)).toContainEqual(['$.action[5]', 'imp_field_unmapped']);
    expect(notes(r).filter(([, m]) => m === 'imp_tag_text')).toEqual([]);
  });

  it('keeps unknown traits, reactions and legendary actions as notes, tags as text, and unparsable attacks with a warning', () => {
    const r = one(base({
      trait: [{ name: 'Amphibious', entries: ['The beast can breathe air and water. It is immune to {@condition frightened}.'] }, { name: 'Regeneration', entries: ['The troll regains 10 hit points at the start of its turn. If the troll takes acid or fire damage, this trait doesn\'t function.'] }],
      action: [{ name: 'Weird', entries: ['{@atk mw} {@hit 4} to hit, reach 5 ft. {@h}lots of damage.'] }],
      reaction: [{ name: 'Parry', entries: ['The knight adds 2 to its AC against one melee attack that would hit it.'] }, { name: 'Dodge', entries: ['It dodges.'] }],
      legendary: [{ name: 'Move', entries: ['It moves.'] }],
      legendaryActions: 2,
      foo: 1,
    }));
    expect(r.status).toBe('warnings');
    expect(stats(r).features).toEqual([{ id: 'regeneration', params: { hp: 10, stoppedBy: 'acid,fire' } }, { id: 'parry', params: { ac: 2 } }, { id: 'darkvision', params: { ft: 60 } }]);
    expect(stats(r).attacks).toEqual([]);
    expect(r.notes).toContainEqual({ path: '$.trait[0].entries', ref: { msg: 'imp_tag_text', params: { tag: '{@condition frightened}' } } });
    expect(notes(r)).toEqual(expect.arrayContaining([
      ['$.trait[0]', 'imp_field_unmapped'], ['$.action[0].entries[0]', 'imp_attack_unparsed'], ['$.reaction[1]', 'imp_field_unmapped'],
      ['$.legendary[0]', 'imp_field_unmapped'], ['$.legendaryActions', 'imp_field_unmapped'], ['$.foo', 'imp_extra_ignored'],
    ]));
    expect(r.entry!.notes).toContain('Amphibious: The beast can breathe air and water. It is immune to frightened.');
    expect(r.entry!.notes).toContain('Reaction — Dodge: It dodges.');
    expect(r.entry!.notes).toContain('Legendary action — Move: It moves.');
  });
});

describe('5etools _copy', () => {
  const copy = (mod: Record<string, unknown>, over: Record<string, unknown> = {}) => ({ name: 'Goblin Boss', source: 'TST', _copy: { name: 'Goblin', source: 'MM', _mod: mod }, ...over });

  it('resolves a copy within the file and applies its _mod modes', () => {
    const [, boss] = many([GOBLIN, copy({
      action: [
        { mode: 'replaceArr', replace: 'Scimitar', items: { name: 'Scimitar', entries: ['{@atk mw} {@hit 5} to hit, reach 5 ft., one target. {@h}6 ({@damage 1d6 + 3}) slashing damage.'] } },
        { mode: 'removeArr', names: 'Shortbow' },
        { mode: 'appendArr', items: { name: 'Javelin', entries: ['{@atk mw,rw} {@hit 4} to hit, reach 5 ft. or range 30/120 ft., one target. {@h}5 ({@damage 1d6 + 2}) piercing damage.'] } },
        { mode: 'prependArr', items: { name: 'Multiattack', entries: ['The boss makes two attacks with its scimitar.'] } },
      ],
      trait: { mode: 'insertArr', index: 0, items: { name: 'Odd', entries: ['the goblin is odd.'] } },
      _: [{ mode: 'scalarAddProp', prop: 'hp', scalar: 14 }, { mode: 'setProp', prop: 'passive', value: 12 }, { mode: 'frobnicate' }],
      // Applied in order, after the trait is inserted.
      '*': { mode: 'replaceTxt', replace: 'the goblin', with: 'the boss', flags: 'gi' },
    }, { str: 10 })]);
    expect(boss!.status).toBe('warnings');
    const s = stats(boss!);
    expect([s.hpMax, s.ac, s.abilities.str, s.abilities.dex, s.passivePerception, s.attacksPerAction]).toEqual([21, 15, 10, 14, 12, 2]);
    expect(s.attacks.map((a) => [a.id, a.toHit, a.damage])).toEqual([['scimitar', 5, '1d6+3[slashing]'], ['javelin', 4, '1d6+2[piercing]'], ['javelin-thrown', 4, '1d6+2[piercing]']]);
    expect(s.features.map((f) => f.id)).toEqual(['multiattack', 'nimbleEscape', 'darkvision']);
    expect(boss!.entry!.notes).toContain('Odd: the boss is odd.');
    expect(boss!.entry).toMatchObject({ id: '5etools-tst-goblin-boss', name: 'Goblin Boss', type: 'humanoid (goblinoid)' });
    expect(notes(boss!)).toContainEqual(['$.monster[1]._copy._mod._[2]', 'imp_5t_mod_unknown']);
  });

  it('resolves a copy against the library and refuses one it cannot find, with its path', () => {
    const first = importFiles([fixture('mm-goblin.json')], NONE).records[0]!;
    const lib: ImportBase = { entries: [{ entry: first.entry!, raw: first.raw }] };
    const r = one(copy({ _: { mode: 'scalarMultProp', prop: 'hp', scalar: 2 } }), lib);
    expect([r.status, stats(r).hpMax, stats(r).attacks.length]).toEqual(['warnings', 14, 2]);
    const missing = one(copy({}));
    expect(missing.status).toBe('refused');
    expect(missing.notes).toEqual([{ path: '$._copy', ref: { msg: 'imp_5t_copy_missing', params: { name: 'Goblin', source: 'MM' } } }]);
    const loop = many([{ name: 'A', source: 'X', _copy: { name: 'B', source: 'X' } }, { name: 'B', source: 'X', _copy: { name: 'A', source: 'X' } }]);
    expect(loop.map((x) => [x.status, x.notes.at(-1)!.ref.msg])).toEqual([['refused', 'imp_5t_copy_loop'], ['refused', 'imp_5t_copy_loop']]);
  });
});

describe('5etools bench file', () => {
  // The time is the bench's to hold (npm run bench, ≤ 500 ms); here only what it imports.
  it('imports 450 monsters with distinct ids', () => {
    const { report, records } = importFiles([{ name: 'bench.json', text: fiveEtoolsBestiary(450) }], NONE);
    expect(report.counts).toEqual({ imported: 0, warnings: 450, refused: 0 });
    expect(new Set(records.map((r) => r.entry!.id)).size).toBe(450);
    expect([records[449]!.name, stats(records[449]!).hpMax]).toEqual(['Orc 65', 15]);
  });
});
