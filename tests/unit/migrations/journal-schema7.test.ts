// A journal written by a schema-7 build opens: its records are rebuilt into the document, migrated,
// the old file kept in backups/, and the encounter written as a current journal (ADR 0010).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EncounterRepository, StoreError } from '../../../main/store/encounter-repo.js';
import { CURRENT_SCHEMA } from '../../../main/store/encounter-file.js';
import { FRESH_ECONOMY } from '../../../shared/model/encounter.js';
import { tempDirsRemovedAfterAll } from '../../helpers/fixtures.js';
import { srd } from '../../helpers/dnd5e.js';

const NOW = '2026-05-06T07:08:09.000Z';
const T = (n: number) => `2026-05-01T10:00:0${n}.000Z`;
const temp = tempDirsRemovedAfterAll();
const goblin = srd('goblin');

/** The records as a schema-7 build wrote them: `stats`/`akenar` on combatants, `monstersDie`/`akenar` in settings. */
function schema7Journal(): string {
  const settings = { dice: 'auto', groupInitiative: false, monstersDie: true, akenar: { enemiesDie: true, halfConFromStanding: false, defensiveBonusAnyDefence: false, rangeFloor: false } };
  const initial = { id: 'old7', name: 'Ford', system: 'dnd5e', round: 0, activeId: null, combatants: [], visibility: { pcHp: 'exact', monsterHp: 'descriptor' }, map: null, settings, rng: { seed: 7 } };
  const gob = {
    id: 'gob', name: 'Goblin', side: 'enemy', kind: 'monster', hp: { current: 7, max: 7 }, initiative: null, conditions: [], hidden: false, notes: '', position: null, size: 'small',
    speed: 6, reach: { min: 1, max: 1 }, moved: 0, tiebreak: 0, initiativeBonus: 2, stats: goblin, akenar: null, life: 'ok', deathSaves: { successes: 0, failures: 0 },
    tempHp: 0, surprised: false, concentration: null, economy: FRESH_ECONOMY, grappling: [], timers: [],
  };
  const summary = (combatants: number) => ({ name: 'Ford', round: 0, combatants });
  const sly = { ...initial, combatants: [{ ...gob, notes: 'sly' }] };
  const records = [
    { type: 'header', format: 'asalto-journal', journal: 1, schemaVersion: 7, id: 'old7', system: 'dnd5e', createdAt: T(0), snapshotEvery: 2, at: T(0), summary: summary(0) },
    { type: 'snapshot', index: 0, at: T(0), summary: summary(0), state: initial },
    {
      type: 'batch', index: 0, at: T(1), summary: summary(1),
      batch: { seq: 1, at: T(1), command: { type: 'addCombatant', combatant: { id: 'gob', name: 'Goblin', side: 'enemy', kind: 'monster', hp: { max: 7 }, size: 'small', initiativeBonus: 2, stats: goblin } }, events: [{ type: 'combatant.added', combatant: gob }] },
    },
    {
      type: 'batch', index: 1, at: T(2), summary: summary(1),
      batch: { seq: 2, at: T(2), command: { type: 'updateCombatant', id: 'gob', patch: { notes: 'sly' } }, events: [{ type: 'combatant.updated', id: 'gob', name: 'Goblin', patch: { notes: 'sly' } }] },
    },
    { type: 'snapshot', index: 2, at: T(2), summary: summary(1), state: sly },
    {
      type: 'batch', index: 2, at: T(3), summary: summary(1),
      batch: { seq: 3, at: T(3), command: { type: 'setSettings', settings: { monstersDie: false } }, events: [{ type: 'settings.changed', settings: { ...settings, monstersDie: false } }] },
    },
    { type: 'cursor', cursor: 2, at: T(4), summary: summary(1) }, // undo
    { type: 'cursor', cursor: 3, at: T(5), summary: summary(1) }, // redo
    { type: 'cursor', cursor: 2, at: T(6), summary: summary(1) }, // undo again
  ];
  return records.map((r) => `${JSON.stringify(r)}\n`).join('');
}

function folder(text: string, opts: { readOnly?: boolean } = {}) {
  const dir = temp('journal-schema7');
  const repo = new EncounterRepository(dir, { now: () => new Date(NOW), ...opts });
  fs.mkdirSync(repo.dir, { recursive: true });
  fs.writeFileSync(repo.fileOf('old7'), text);
  return { dir, repo };
}
const listing = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

describe('journals written at schema 7', () => {
  it('open with their history, undo and redo: the sheet and the 5e settings in their new places', () => {
    const text = schema7Journal();
    const { dir, repo } = folder(text);
    const live = repo.openLive('old7');
    expect(live.file).toMatchObject({ schemaVersion: CURRENT_SCHEMA, id: 'old7', createdAt: T(0), updatedAt: T(6), cursor: 2 });
    expect(live.file.history.map((b) => b.command.type)).toEqual(['addCombatant', 'updateCombatant', 'setSettings']);
    expect(live.state.combatants).toMatchObject([{ id: 'gob', notes: 'sly', sheet: { system: 'dnd5e', stats: goblin } }]);
    expect(live.state.settings).toEqual({ dice: 'auto', groupInitiative: false, rules: { monstersDie: true } });
    expect(live.file.history[2]!.command).toEqual({ type: 'setSettings', settings: { rules: { monstersDie: false } } }); // the redo tail, migrated too
    // The old file is kept byte for byte; the journal is now a current one, and reads back the same.
    const backups = listing(path.join(repo.dir, 'backups'));
    expect(backups).toEqual(['old7.schema7-2026-05-06T07-08-09-000Z.jsonl']);
    expect(fs.readFileSync(path.join(repo.dir, 'backups', backups[0]!), 'utf8')).toBe(text);
    expect(JSON.parse(fs.readFileSync(repo.fileOf('old7'), 'utf8').split('\n')[0]!)).toMatchObject({ type: 'header', schemaVersion: CURRENT_SCHEMA, id: 'old7' });
    const again = new EncounterRepository(dir).openLive('old7');
    expect([again.file, again.state]).toEqual([live.file, live.state]);
  });

  it('show in the list (converted on the way)', () => {
    const { repo } = folder(schema7Journal());
    expect(repo.list()).toEqual({ encounters: [{ id: 'old7', name: 'Ford', system: 'dnd5e', combatants: 1, round: 0, updatedAt: T(6) }], problems: [] });
  });

  it('read-only: opens it and writes nothing', () => {
    const text = schema7Journal();
    const { repo } = folder(text, { readOnly: true });
    expect(repo.openLive('old7').state.combatants[0]?.sheet).toEqual({ system: 'dnd5e', stats: goblin });
    expect(listing(repo.dir)).toEqual(['old7.jsonl']);
    expect(fs.readFileSync(repo.fileOf('old7'), 'utf8')).toBe(text);
  });

  it('a damaged one is reported naming the file and the line, and moved to damaged/ whole', () => {
    const lines = schema7Journal().split('\n');
    for (const [n, damage] of [
      [4, '{"type":"batch", oops'], // not JSON
      [3, lines[2]!.replace('"size":"small"', '"size":"huge-ish"')], // a batch the current schemas refuse after migration
    ] as const) {
      const bad = lines.map((l, i) => (i === n - 1 ? damage : l)).join('\n');
      const { repo } = folder(bad);
      const file = repo.fileOf('old7');
      let error: unknown;
      try {
        repo.load('old7');
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(StoreError);
      expect((error as StoreError).code).toBe('CORRUPT_FILE');
      expect((error as StoreError).message).toContain(`${file} is damaged: line ${n}`);
      const movedTo = (error as StoreError).movedTo!;
      expect(path.dirname(movedTo)).toBe(path.join(repo.dir, 'damaged'));
      expect(fs.readFileSync(movedTo, 'utf8')).toBe(bad);
      expect(fs.existsSync(file)).toBe(false);
    }
  });

  it('a damaged one in read-only mode is reported and left in place', () => {
    const bad = schema7Journal().replace('"type":"cursor","cursor":3', '"type":"cursor","cursor":9');
    const { repo } = folder(bad, { readOnly: true });
    expect(() => repo.load('old7')).toThrow(/line 8: cursor 9 is past the 3 batches.*left in place/);
    expect(fs.readFileSync(repo.fileOf('old7'), 'utf8')).toBe(bad);
  });
});
