import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../../main/import/import.js';
import { openquestReader } from '../../main/import/openquest.js';
import { mythrasReader } from '../../main/import/mythras.js';
import { deriveRq, type RqStats } from '../../shared/systems/runequest/schema.js';
import { RQ_DEFAULTS } from '../../shared/systems/runequest/settings.js';

const DIR = '../shared/fixtures/monsters/d100-openquest-foundry';
const read = (file: string) => {
  const { report } = importFiles([{ name: file, text: readFileSync(join(DIR, file), 'utf8') }], { entries: [] });
  const rec = report.files[0]!.records[0]!;
  return { rec, stats: rec.entry?.stats as RqStats, keys: rec.notes.map((n) => n.ref.msg), note: (msg: string) => rec.notes.filter((n) => n.ref.msg === msg).map((n) => n.ref.params) };
};

describe('OpenQuest Foundry bestiary pages', () => {
  it('reads the goblin: characteristics, skills, weapons, armour on the humanoid table, movement', () => {
    const { rec, stats, note } = read('page-goblin.json');
    expect(rec).toMatchObject({ format: 'openquest-foundry', name: 'Goblin', status: 'warnings' });
    expect(rec.entry!.id).toBe('openquest-foundry-7nh6a2k9s6lz3usj');
    expect(rec.entry!.origin!.licence).toBe('OpenQuest SRD, CC-BY-4.0 (Newt Newport, Paul Mitchener)');
    expect(stats.characteristics).toEqual({ str: 10, con: 10, siz: 7, int: 11, pow: 10, dex: 17, cha: 7 });
    expect(stats.skills).toEqual({ dodge: 50, persistence: 20, resilience: 35, 'natural-lore': 50, athletics: 50, perception: 35, deception: 75, mechanisms: 50, 'close-combat': 40, 'ranged-combat': 50 });
    expect(stats.weapons.map((w) => [w.id, w.skill, w.kind, w.family, w.damage, w.ap, w.hp, w.range])).toEqual([
      ['short-spear', 'close-combat', 'melee', 'spear', '1d6', 0, 0, 0],
      ['buckler', 'close-combat', 'shield', 'shield', '1d4', 0, 0, 0],
      ['sling', 'ranged-combat', 'ranged', 'sling', '1d6', 0, 0, 50],
    ]);
    expect(stats.locations).toBeUndefined();
    expect(stats.armourAll).toBe(2);
    expect(stats.movement).toBe(15);
    expect(stats.damageModifier).toBe('0');
    expect(stats.ready).toEqual({ right: 'short-spear', left: 'buckler' });
    // The single HP pool (9) becomes per-location HP from CON + SIZ: base floor(16/5) = 3 → 4+4+5+6+3+3+4.
    const d = deriveRq(stats, RQ_DEFAULTS.tables);
    expect(d.locations.map((l) => [l.id, l.hp, l.ap])).toEqual([['right-leg', 4, 2], ['left-leg', 4, 2], ['abdomen', 5, 2], ['chest', 6, 2], ['right-arm', 3, 2], ['left-arm', 3, 2], ['head', 4, 2]]);
    expect(note('imp_rq_hp_pool')).toEqual([{ hp: 9, conSiz: 17 }]);
    expect(note('imp_rq_humanoid')).toEqual([{ ap: 2 }]);
    expect(note('imp_rq_armour_all')).toEqual([{ value: 'Leather (AP 2)', ap: 2 }]);
    expect(note('imp_rq_derived')).toHaveLength(1);
    expect(note('imp_rq_dice_ignored')[0]!.value).toBe('STR 2D6+3, CON 2D6+3, DEX 5D6, SIZ 2D6, INT 3D6, POW 2D6+3, CHA 2D6');
    expect(note('imp_rq_weapon_no_aphp').map((p) => p.name)).toEqual(['Short spear', 'Buckler', 'Sling']);
    expect(rec.notes.every((n) => n.path === '$.text.content')).toBe(true);
    expect(rec.entry!.notes!.split('\n')).toEqual(['Magic Points: 10', 'Loot: 1', 'Sling: 1 CR', 'Magic: None normally.', 'Special Rules: Night Sight. Goblins can see at night as if it was day.']);
  });

  it('reads the orc and its bow range', () => {
    const { stats } = read('page-orc.json');
    expect(stats.characteristics).toEqual({ str: 14, con: 11, siz: 10, int: 11, pow: 10, dex: 14, cha: 7 });
    expect(stats.skills).toMatchObject({ dodge: 35, resilience: 35, persistence: 35, 'close-combat': 40, 'ranged-combat': 50 });
    expect(stats.weapons.map((w) => [w.name, w.kind, w.family, w.damage, w.range])).toEqual([['Scimitar', 'melee', 'sword', '1d8', 0], ['Target Shield', 'shield', 'shield', '1d6', 0], ['Short Bow', 'ranged', 'bow', '1d8', 75]]);
    expect([stats.armourAll, stats.movement]).toEqual([2, 15]);
  });

  it('reads the skeleton: zero INT/POW/CHA, a paragraph under Skills kept in the notes', () => {
    const { stats, rec } = read('page-skeleton.json');
    expect(stats.characteristics).toEqual({ str: 13, con: 4, siz: 11, int: 0, pow: 0, dex: 11, cha: 0 });
    expect(stats.skills).toEqual({ dodge: 10, persistence: 100, resilience: 100, 'close-combat': 35 });
    expect(stats.weapons.map((w) => [w.name, w.kind, w.damage])).toEqual([['Sword', 'melee', '1d8'], ['Medium Shield', 'shield', '1d6']]);
    expect(rec.entry!.notes).toContain('Skills: Immune to all diseases, poisons and mind control magic.');
  });

  it('reads the zombie: the damage modifier out of the fist, skills without a value to the notes, no armour', () => {
    const { stats, note, rec } = read('page-zombie.json');
    expect(stats.characteristics).toEqual({ str: 23, con: 4, siz: 10, int: 2, pow: 0, dex: 7, cha: 2 });
    expect(stats.damageModifier).toBe('1d6');
    expect(stats.weapons).toEqual([{ id: 'fist', name: 'Fist', skill: 'unarmed', kind: 'unarmed', family: 'unarmed', hands: 1, damage: '1d4', ap: 0, hp: 0, impaling: false, range: 0, reload: 0 }]);
    expect(stats.skills).toEqual({ dodge: 0, unarmed: 50 });
    expect([stats.armourAll, stats.movement]).toEqual([0, 7]);
    expect(note('imp_rq_dm_in_damage')).toEqual([{ value: '1D4+1D6', read: '1d4' }]);
    expect(note('imp_rq_skill_no_value').map((p) => p.name)).toEqual(['Persistence (see Special Rules below)', 'Resilience (see Special Rules below)']);
    expect(note('imp_rq_armour_all')).toEqual([]);
    expect(rec.entry!.notes).toContain('Skill: Resilience (see Special Rules below)');
  });

  it('refuses a page without Hit Points or Armour, with its path', () => {
    const raw = JSON.parse(readFileSync(join(DIR, 'page-orc.json'), 'utf8')) as { text: { content: string } };
    const noHp = structuredClone(raw);
    noHp.text.content = noHp.text.content.replace('<th style="text-align:center">Hit Points</th>', '<th>Hit Pts</th>');
    const noArmour = structuredClone(raw);
    noArmour.text.content = noArmour.text.content.replace('Armour</th>', 'Gear</th>');
    const { report } = importFiles([{ name: 'x.json', text: JSON.stringify([noHp, noArmour, raw]) }], { entries: [] });
    const [a, b, c] = report.files[0]!.records;
    expect(a!.status).toBe('refused');
    expect(a!.notes.at(-1)).toEqual({ path: '$[0].text.content', ref: { msg: 'imp_missing_required', params: { field: 'Hit Points' } } });
    expect(a!.entry).toBeUndefined();
    expect(b!.status).toBe('refused');
    expect(b!.notes.at(-1)).toEqual({ path: '$[1].text.content', ref: { msg: 'imp_missing_required', params: { field: 'Armour' } } });
    expect(c!.status).toBe('warnings');
  });

  it('claims no record of the other fixture folders, and Mythras claims no OpenQuest page', () => {
    const root = '../shared/fixtures/monsters';
    for (const dir of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const f of readdirSync(join(root, dir.name)).filter((n) => n.endsWith('.json'))) {
        const v: unknown = JSON.parse(readFileSync(join(root, dir.name, f), 'utf8'));
        const records: unknown[] = Array.isArray(v) ? (v as unknown[]) : typeof v === 'object' && v ? [v, ...Object.values(v as Record<string, unknown>).flatMap((x): unknown[] => (Array.isArray(x) ? (x as unknown[]) : []))] : [v];
        for (const r of records) {
          expect(openquestReader.detect(r), `${dir.name}/${f}`).toBe(dir.name === 'd100-openquest-foundry');
          expect(mythrasReader.detect(r), `${dir.name}/${f}`).toBe(false);
        }
      }
    }
  });
});
