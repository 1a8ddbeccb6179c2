// Imported d100 creatures are full RuneQuest combatants: the engine fights with their weapons, skills, armour and locations.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RqTable } from '../helpers/runequest.js';
import { importFiles } from '../../main/import/import.js';
import type { RqStats } from '../../shared/systems/runequest/schema.js';
import { atk, resolved } from './runequest/attack-fixtures.js';

const statsOf = (file: string): RqStats => {
  const { report } = importFiles([{ name: file, text: readFileSync(file, 'utf8') }], { entries: [] });
  return report.files[0]!.records[0]!.entry!.stats as RqStats;
};

describe('an imported Mythras guard fights an imported OpenQuest goblin', () => {
  it('hits with its broadsword (City Watch 67, 1d8 + DM 1d2) on the goblin chest (humanoid table, leather AP 2)', () => {
    const guard = statsOf('tests/fixtures/monsters/mythras/human-guard.json');
    const goblin = statsOf('../shared/fixtures/monsters/d100-openquest-foundry/page-goblin.json');
    const t = new RqTable([{ id: 'G', stats: guard, side: 'party', at: [0, 0] }, { id: 'B', stats: goblin, side: 'enemy', at: [1, 0] }]);
    // SR: guard 13 (its sheet) + 9, goblin floor((17 + 11) / 2) = 14 + 1.
    t.next({ G: 9, B: 1 });
    expect(t.turn).toBe('G@1');
    expect(t.c('G').sheet.status.cas).toBe(2);
    expect(t.c('B').sheet.status.cas).toBe(3);
    // Goblin chest: floor((10 + 7 − 1) / 5) = 3, + 3 = 6 HP.
    expect(t.c('B').sheet.status.locations.chest!.hp).toBe(6);
    const ev = t.ok(atk('G', 'B', 'broadsword', { 'atk.d100': 30, 'react.B': 'none', dmg: 5, dm: 2, 'loc.d20': 11 }));
    expect(resolved(ev)).toMatchObject({ outcome: 'hit', damage: 7 });
    expect(ev.find((e) => e.type === 'runequest.hit')).toMatchObject({ location: 'chest', damage: 7, ap: 2, before: 6, after: 1 });
    expect(t.c('B').sheet.status.locations.chest!.hp).toBe(1);
  });
});
