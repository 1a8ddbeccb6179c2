import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migration004 } from '../../../main/store/migrations/004-stat-blocks.js';
import { migrate, MigrationError } from '../../../main/store/migrations/index.js';
import { CURRENT_SCHEMA, encounterFileSchema } from '../../../main/store/encounter-file.js';
import { replay } from '../../../main/rules/core/history.js';
import { loadLibrary } from '../../../main/service/bootstrap.js';
import { repoRoot, tempDir } from '../../helpers/fixtures.js';

const ctx = { id: 'enc-v3', now: '2026-01-01T00:00:00.000Z' };
const goblin = { id: 'g1', name: 'Goblin', side: 'enemy', kind: 'monster', hp: { max: 7, current: 7 }, initiative: 12, conditions: [], hidden: false, notes: '', position: null, size: 'medium', speed: 6, reach: { min: 1, max: 1 }, moved: 0, initiativeBonus: 2 };
const v3 = {
  schemaVersion: 3,
  id: 'enc-v3',
  createdAt: ctx.now,
  updatedAt: ctx.now,
  initial: { id: 'enc-v3', name: 'Old', system: 'generic', round: 0, activeId: null, combatants: [goblin], visibility: { pcHp: 'exact', monsterHp: 'descriptor' }, map: null, settings: { dice: 'auto' }, rng: { seed: 5 } },
  history: [{ seq: 1, at: ctx.now, command: { type: 'heal', id: 'g1', amount: 1 }, events: [{ type: 'combatant.added', combatant: { ...goblin, id: 'g2' } }] }],
  cursor: 1,
};

describe('migration 004: stat blocks', () => {
  it('gives every combatant, initial and added, no stat block, and the file replays', () => {
    expect(migration004.migrate(structuredClone(v3), ctx)).toMatchObject({ schemaVersion: 4 });
    const file = encounterFileSchema.parse(migrate(structuredClone(v3), CURRENT_SCHEMA, ctx));
    expect(replay(file).combatants.map((c) => dnd5eStats(c))).toEqual([null, null]);
  });

  it('names the JSON path of what it cannot migrate', () => {
    expect(() => migration004.migrate({ ...structuredClone(v3), initial: { combatants: [7] } }, ctx)).toThrow(expect.objectContaining({ path: '$.initial.combatants[0]' }) as MigrationError);
  });
});

describe('SRD library loading', () => {
  it('loads the bundled creatures and PCs with the CC-BY-4.0 attribution', () => {
    const lib = loadLibrary(path.join(repoRoot, 'resources'));
    expect(lib.entries.length).toBeGreaterThanOrEqual(24);
    expect(lib.entries.filter((e) => e.kind === 'pc')).toHaveLength(4);
    expect(lib.attribution).toMatch(/CC-BY-4\.0/);
  });

  it('a damaged library file names itself and the JSON path', () => {
    const dir = tempDir('lib');
    fs.mkdirSync(path.join(dir, 'srd'));
    fs.copyFileSync(path.join(repoRoot, 'resources', 'srd', 'dnd5e-pcs.json'), path.join(dir, 'srd', 'dnd5e-pcs.json'));
    fs.writeFileSync(path.join(dir, 'srd', 'dnd5e-creatures.json'), JSON.stringify({ source: 'x', license: 'y', entries: [{ id: 'bad', name: 'Bad', stats: { system: 'dnd5e' } }] }));
    expect(() => loadLibrary(dir)).toThrow(/dnd5e-creatures\.json: \$\.entries\.0\.stats/);
  });
});
