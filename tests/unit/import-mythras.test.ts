import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../../main/import/import.js';
import { deriveRq, type RqStats } from '../../shared/systems/runequest/schema.js';
import { RQ_DEFAULTS } from '../../shared/systems/runequest/settings.js';

const DIR = 'tests/fixtures/monsters/mythras';
const load = (file: string, text = readFileSync(join(DIR, file), 'utf8')) => importFiles([{ name: file, text }], { entries: [] }).report.files[0]!.records;
const one = (file: string) => {
  const rec = load(file)[0]!;
  return { rec, stats: rec.entry?.stats as RqStats, at: (msg: string) => rec.notes.filter((n) => n.ref.msg === msg).map((n) => [n.path, n.ref.params]) };
};
const locs = (s: RqStats) => s.locations!.map((l) => [l.id, l.from, l.to, l.kind, l.hp, l.ap]);

describe('Mythras Encounter Generator JSON', () => {
  it('reads the human guard: characteristics, attributes, skills, combat styles as weapon skills, locations', () => {
    const { rec, stats, at } = one('human-guard.json');
    expect(rec).toMatchObject({ format: 'mythras', name: 'Human Guard', status: 'warnings' });
    expect(rec.entry!.id).toBe('mythras-human-guard');
    expect(stats.characteristics).toEqual({ str: 14, con: 13, siz: 15, dex: 12, int: 13, pow: 11, cha: 10 });
    expect([stats.combatActions, stats.srModifier, stats.damageModifier, stats.movement]).toEqual([2, 13, '1d2', 6]);
    expect(stats.skills).toEqual({ athletics: 47, brawn: 49, resilience: 56, dodge: 44, perception: 54, persistence: 42, unarmed: 46, 'city-watch': 67, archer: 52 });
    expect(stats.weapons.map((w) => [w.id, w.skill, w.kind, w.family, w.damage, w.ap, w.hp, w.impaling, w.range])).toEqual([
      ['broadsword', 'city-watch', 'melee', 'sword', '1d8', 6, 10, true, 0],
      ['heater-shield', 'city-watch', 'shield', 'shield', '1d4', 6, 12, false, 0],
      ['short-bow', 'archer', 'ranged', 'bow', '1d6', 4, 4, true, 60],
    ]);
    expect(stats.ready).toEqual({ right: 'broadsword', left: 'heater-shield' });
    expect(locs(stats)).toEqual([
      ['right-leg', 1, 3, 'leg', 6, 4], ['left-leg', 4, 6, 'leg', 6, 4], ['abdomen', 7, 9, 'abdomen', 7, 6], ['chest', 10, 12, 'chest', 8, 6],
      ['right-arm', 13, 15, 'arm', 5, 4], ['left-arm', 16, 18, 'arm', 5, 4], ['head', 19, 20, 'head', 6, 5],
    ]);
    expect(stats.locations!.filter((l) => l.kind === 'arm').map((l) => l.hand)).toEqual(['right', 'left']);
    expect(deriveRq(stats, RQ_DEFAULTS.tables).hpMax).toBe(43);
    expect(at('imp_read_as')).toEqual([['$.combat_styles[1].weapons[0].range', { value: '15/60/150', read: '60 m' }]]);
    expect(at('imp_rq_no_dm')).toEqual([['$.combat_styles[1].weapons[0].add_damage_modifier', { name: 'Short Bow' }]]);
    expect(at('imp_field_unmapped').map(([p]) => p)).toEqual([
      '$.attributes.magic_points', '$.combat_styles[0].weapons[0].effects', '$.combat_styles[0].weapons[0].size', '$.combat_styles[0].weapons[1].effects',
      '$.combat_styles[0].weapons[1].size', '$.combat_styles[1].weapons[0].size', '$.features[0]', '$.notes',
    ]);
    expect(rec.entry!.notes!.split('\n')).toContain('Broadsword: Bleed');
    expect(rec.entry!.notes!.split('\n')).toContain('Feature: Alert: never surprised while on duty');
  });

  it('reads the wolf: a quadruped table, a single-face range, a natural weapon', () => {
    const { stats, at } = one('wolf.json');
    expect(stats.characteristics).toEqual({ str: 11, con: 12, siz: 9, dex: 15, int: 6, pow: 9, cha: 5 });
    expect([stats.combatActions, stats.srModifier, stats.damageModifier, stats.movement]).toEqual([3, 14, '0', 10]);
    expect(stats.skills).toMatchObject({ dodge: 60, resilience: 54, persistence: 38, stealth: 55, track: 80, 'pack-hunter': 65 });
    expect(stats.weapons).toEqual([{ id: 'bite', name: 'Bite', skill: 'pack-hunter', kind: 'natural', family: 'natural', hands: 1, damage: '1d8', ap: 2, hp: 4, impaling: false, range: 0, reload: 0 }]);
    expect(locs(stats)).toEqual([
      ['right-hind-leg', 1, 2, 'leg', 4, 2], ['left-hind-leg', 3, 4, 'leg', 4, 2], ['hindquarters', 5, 6, 'abdomen', 5, 2], ['tail', 7, 7, 'other', 3, 2],
      ['forequarters', 8, 10, 'chest', 6, 2], ['right-front-leg', 11, 13, 'leg', 4, 2], ['left-front-leg', 14, 16, 'leg', 4, 2], ['head', 17, 20, 'head', 5, 2],
    ]);
    expect(stats.locations![0]!.name).toBe('Right Hind Leg');
    expect(at('imp_rq_location_kind')).toEqual([['$.hit_locations[3].name', { name: 'Tail' }]]);
  });

  it('reads the wyvern of a mixed file and refuses the record without hit locations, with its path', () => {
    const [wyvern, spirit] = load('wyvern-pack.json');
    const stats = wyvern!.entry!.stats as RqStats;
    const at = (msg: string) => wyvern!.notes.filter((n) => n.ref.msg === msg).map((n) => [n.path, n.ref.params]);
    expect(wyvern!.entry!.id).toBe('mythras-4711');
    expect(stats.characteristics).toEqual({ str: 33, con: 18, siz: 30, dex: 12, int: 7, pow: 13, cha: 6 });
    expect([stats.combatActions, stats.srModifier, stats.damageModifier, stats.movement]).toEqual([3, 9, '1d12', 8]);
    expect(stats.weapons.map((w) => [w.id, w.kind, w.damage, w.ap, w.hp, w.impaling])).toEqual([['bite', 'natural', '1d10', 6, 11, false], ['tail-sting', 'natural', '1d6', 6, 10, true]]);
    expect(locs(stats)).toEqual([
      ['tail', 1, 2, 'other', 10, 6], ['right-leg', 3, 4, 'leg', 11, 6], ['left-leg', 5, 6, 'leg', 11, 6], ['abdomen', 7, 9, 'abdomen', 12, 6],
      ['chest', 10, 12, 'chest', 13, 6], ['right-wing', 13, 15, 'other', 10, 4], ['left-wing', 16, 18, 'other', 10, 4], ['head', 19, 20, 'head', 11, 6],
    ]);
    expect(at('imp_read_as')).toEqual([['$[0].attributes.strike_rank', { value: '+12(+9)', read: '9' }]]);
    expect(at('imp_rq_no_dm')).toEqual([['$[0].combat_styles[0].weapons[1].add_damage_modifier', { name: 'Tail Sting' }]]);
    expect(wyvern!.entry!.notes!.split('\n')).toContain('Movement: 16m flying');
    expect(spirit).toMatchObject({ status: 'refused', name: 'Formless Spirit', notes: [{ path: '$[1].hit_locations', ref: { msg: 'imp_missing_required', params: { field: 'hit_locations' } } }] });
    expect(spirit!.entry).toBeUndefined();
  });

  it('refuses a location without HP and a d20 table with a gap', () => {
    const raw = JSON.parse(readFileSync(join(DIR, 'wolf.json'), 'utf8')) as { hit_locations: Record<string, unknown>[] };
    const noHp = structuredClone(raw);
    delete noHp.hit_locations[2]!.hp;
    const gap = structuredClone(raw);
    gap.hit_locations.splice(3, 1);
    const badRange = structuredClone(raw);
    badRange.hit_locations[0]!.range = 'legs';
    const [a, b, c] = load('x.json', JSON.stringify([noHp, gap, badRange]));
    expect(a).toMatchObject({ status: 'refused', notes: [{ path: '$[0].hit_locations[2].hp', ref: { msg: 'imp_missing_required' } }] });
    expect(b!.status).toBe('refused');
    expect(b!.notes.at(-1)!.ref).toMatchObject({ msg: 'imp_invalid_stats', params: { field: 'locations' } });
    expect(c).toMatchObject({ status: 'refused', notes: [{ path: '$[2].hit_locations[0].range', ref: { msg: 'imp_rq_range_bad', params: { value: 'legs' } } }] });
  });
});
