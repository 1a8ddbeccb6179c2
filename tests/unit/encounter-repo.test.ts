import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EncounterRepository, StoreError } from '../../main/store/encounter-repo.js';
import { CURRENT_SCHEMA } from '../../main/store/encounter-file.js';
import { emptyState, tempDir, demoRaw } from '../helpers/fixtures.js';

function repoWith(files: Record<string, string>) {
  const dir = tempDir('repo');
  const repo = new EncounterRepository(dir, { now: () => new Date('2026-02-03T04:05:06.000Z') });
  fs.mkdirSync(repo.dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(repo.dir, name), text);
  return { dir, repo };
}

describe('encounter repository', () => {
  it('saves one journal per encounter and loads it back', () => {
    const { repo } = repoWith({});
    const created = repo.create(emptyState('enc-a'));
    expect(fs.existsSync(repo.fileOf('enc-a'))).toBe(true);
    expect(repo.load('enc-a')).toEqual(created);
    expect(fs.readdirSync(repo.dir).filter((f) => f !== 'enc-a.jsonl')).toEqual([]); // no temp files left behind
  });

  it('moves a corrupt file aside with a clear error naming it, and still lists the others', () => {
    const { repo } = repoWith({ 'bad.json': '{ "schemaVersion": 1, "id": ', 'wrong.json': JSON.stringify({ schemaVersion: 1, id: 'wrong' }) });
    repo.create(emptyState('good'));
    const list = repo.list();
    expect(list.encounters.map((e) => e.id)).toEqual(['good']);
    expect(list.problems.map((p) => [path.basename(p.file), p.code])).toEqual([
      ['bad.json', 'CORRUPT_FILE'],
      ['wrong.json', 'CORRUPT_FILE'],
    ]);
    expect(list.problems[0]?.message).toMatch(/bad\.json is damaged: not valid JSON/);
    expect(list.problems[1]?.message).toMatch(/\$\.initial/);
    for (const p of list.problems) {
      expect(p.movedTo).toBeTruthy();
      expect(fs.existsSync(p.movedTo!)).toBe(true); // kept, never deleted
      expect(fs.existsSync(p.file)).toBe(false);
    }
    expect(fs.readFileSync(list.problems[0]!.movedTo!, 'utf8')).toBe('{ "schemaVersion": 1, "id": ');
  });

  it('never overwrites an earlier damaged copy', () => {
    const { repo } = repoWith({ 'bad.json': 'first' });
    expect(() => repo.load('bad')).toThrow(StoreError);
    fs.writeFileSync(repo.fileOf('bad'), 'second');
    expect(() => repo.load('bad')).toThrow(StoreError);
    const kept = fs.readdirSync(path.join(repo.dir, 'damaged')).map((f) => fs.readFileSync(path.join(repo.dir, 'damaged', f), 'utf8'));
    expect(kept.sort()).toEqual(['first', 'second']);
  });

  it('leaves a file from a newer Asalto untouched and reports it', () => {
    const text = JSON.stringify({ schemaVersion: 99, id: 'future' });
    const { repo } = repoWith({ 'future.json': text });
    const list = repo.list();
    expect(list.problems).toMatchObject([{ code: 'NEWER_VERSION', movedTo: null }]);
    expect(fs.readFileSync(repo.legacyFileOf('future'), 'utf8')).toBe(text);
    expect(fs.existsSync(repo.fileOf('future'))).toBe(false);
  });

  it('migrates an old file, backing up the original first', () => {
    const { repo } = repoWith({ 'old.json': JSON.stringify(demoRaw()) });
    const file = repo.load('old');
    expect(file.schemaVersion).toBe(CURRENT_SCHEMA);
    const header = JSON.parse(fs.readFileSync(repo.fileOf('old'), 'utf8').split('\n')[0]!) as { type: string; schemaVersion: number };
    expect(header).toMatchObject({ type: 'header', schemaVersion: CURRENT_SCHEMA });
    expect(fs.existsSync(repo.legacyFileOf('old'))).toBe(false);
    const backups = fs.readdirSync(path.join(repo.dir, 'backups'));
    expect(backups).toHaveLength(1);
    expect(JSON.parse(fs.readFileSync(path.join(repo.dir, 'backups', backups[0]!), 'utf8'))).toEqual(demoRaw());
  });

  it('reports a missing encounter as NOT_FOUND', () => {
    const { repo } = repoWith({});
    expect(() => repo.load('ghost')).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });
});
