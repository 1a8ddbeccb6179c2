import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EncounterRepository } from '../../../main/store/encounter-repo.js';
import { CURRENT_SCHEMA, encounterFileSchema } from '../../../main/store/encounter-file.js';
import { migrate } from '../../../main/store/migrations/index.js';
import { replay } from '../../../main/rules/core/history.js';
import { demoRaw, tempDir } from '../../helpers/fixtures.js';
import { seedLongEncounter } from '../../helpers/long-fight.js';

const NOW = '2026-05-06T07:08:09.000Z';

function folder(files: Record<string, string>) {
  const dir = tempDir('journal-migration');
  const repo = new EncounterRepository(dir, { now: () => new Date(NOW) });
  fs.mkdirSync(repo.dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(repo.dir, name), text);
  return { dir, repo };
}
const backups = (repo: EncounterRepository) => fs.readdirSync(path.join(repo.dir, 'backups')).map((f) => path.join(repo.dir, 'backups', f));

describe('old whole-document files become journals', () => {
  it('a version 0 file (the authoring format): backup first, journal out, the same state', () => {
    const text = JSON.stringify(demoRaw(), null, 2);
    const { repo } = folder({ 'old.json': text });
    const expected = encounterFileSchema.parse(migrate(demoRaw(), CURRENT_SCHEMA, { id: 'old', now: NOW }));
    const live = repo.openLive('old');
    expect(live.file).toEqual(expected);
    expect(live.state).toEqual(replay(expected));
    expect(fs.existsSync(repo.legacyFileOf('old'))).toBe(false);
    expect(fs.readFileSync(repo.fileOf('old'), 'utf8').split('\n')[0]).toContain('"type":"header"');
    expect(backups(repo).map((f) => fs.readFileSync(f, 'utf8'))).toEqual([text]);
    expect(path.basename(backups(repo)[0]!)).toBe('old.schema0-2026-05-06T07-08-09-000Z.json');
    expect(new EncounterRepository(repo.dir.replace(/encounters$/, '')).load('old')).toEqual(expected); // read back from the journal
  });

  it('a version 7 file with history, undo and a redo tail, converted by the list', () => {
    const seeded = seedLongEncounter({ history: 150, id: 'v7' });
    const doc = { ...seeded.file, cursor: 140, updatedAt: NOW };
    const text = `\uFEFF${JSON.stringify(doc, null, 2)}\n`; // a BOM, as some editors save it
    const { dir, repo } = folder({ 'v7.json': text });
    expect(repo.list()).toEqual({
      encounters: [{ id: 'v7', name: 'Long fight', system: 'generic', combatants: 20, round: 0, updatedAt: NOW }],
      problems: [],
    });
    expect(fs.existsSync(repo.legacyFileOf('v7'))).toBe(false);
    expect(backups(repo).map((f) => fs.readFileSync(f, 'utf8'))).toEqual([text]);
    const live = new EncounterRepository(dir).openLive('v7');
    expect(live.file).toEqual(doc);
    expect(live.state).toEqual(replay(doc));
  });

  it('read-only: converts in memory and writes nothing', () => {
    const text = JSON.stringify(demoRaw());
    const { dir, repo } = folder({ 'old.json': text });
    const ro = new EncounterRepository(dir, { readOnly: true });
    expect(ro.list().encounters.map((e) => e.id)).toEqual(['old']);
    expect(ro.load('old').schemaVersion).toBe(CURRENT_SCHEMA);
    expect(fs.readdirSync(repo.dir)).toEqual(['old.json']);
    expect(fs.readFileSync(repo.legacyFileOf('old'), 'utf8')).toBe(text);
  });

  it('an old file left next to its journal by a crash is kept in backups/, and the journal wins', () => {
    const { repo } = folder({ 'old.json': JSON.stringify(demoRaw()) });
    const file = repo.load('old');
    fs.writeFileSync(repo.legacyFileOf('old'), 'left over');
    expect(repo.load('old')).toEqual(file);
    expect(fs.existsSync(repo.legacyFileOf('old'))).toBe(false);
    expect(backups(repo).map((f) => fs.readFileSync(f, 'utf8'))).toContain('left over');
  });
});
