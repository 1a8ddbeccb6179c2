import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EncounterRepository } from '../../../main/store/encounter-repo.js';
import { CURRENT_SCHEMA } from '../../../main/store/encounter-file.js';
import { repoRoot, tempDirsRemovedAfterAll } from '../../helpers/fixtures.js';

/**
 * Journals written by the schema-7 build itself (452eb4d: tests/fixtures/journals/schema7-*.jsonl),
 * not hand-made: every history command carries the defaulted options of every system of its day
 * (`heal.magical`, `damage.critical`…). Two combatants, damage, heal, a turn, settings, then undo,
 * undo, redo: one batch is left to redo.
 */
const temp = tempDirsRemovedAfterAll();
const fixture = (system: string) => fs.readFileSync(path.join(repoRoot, 'tests', 'fixtures', 'journals', `schema7-${system}.jsonl`), 'utf8');

describe.each(['dnd5e', 'akenar', 'generic'])('a %s journal written at schema 7', (system) => {
  it('opens where it was left, keeps the old file, and redoes what was undone', () => {
    const text = fixture(system);
    const dir = temp('genuine7');
    const repo = new EncounterRepository(dir);
    fs.mkdirSync(repo.dir, { recursive: true });
    fs.writeFileSync(repo.fileOf('enc-id2'), text);
    expect(repo.list().problems).toEqual([]);
    const live = repo.openLive('enc-id2');
    expect(live.file).toMatchObject({ schemaVersion: CURRENT_SCHEMA, cursor: 6 });
    expect(live.file.history.map((b) => b.command.type)).toEqual(['addCombatant', 'addCombatant', 'damage', 'heal', 'nextTurn', 'setSettings', 'damage']);
    expect(live.state).toMatchObject({ system, round: 1, activeId: 'h' });
    expect(live.state.combatants.map((c) => [c.id, c.hp.current, c.sheet])).toEqual([['b', 6, null], ['h', 14, null]]);
    const backups = fs.readdirSync(path.join(repo.dir, 'backups'));
    expect(backups).toHaveLength(1);
    expect(fs.readFileSync(path.join(repo.dir, 'backups', backups[0]!), 'utf8')).toBe(text);
    expect(fs.existsSync(path.join(repo.dir, 'damaged'))).toBe(false);
    // The redo tail survived the upgrade, and the new journal reads back the same.
    const again = new EncounterRepository(dir).openLive('enc-id2');
    expect(again.state).toEqual(live.state);
    expect(again.file.history).toEqual(live.file.history);
  });

  it('in read-only mode opens the same state and writes nothing', () => {
    const dir = temp('genuine7-ro');
    fs.mkdirSync(path.join(dir, 'encounters'), { recursive: true });
    const file = path.join(dir, 'encounters', 'enc-id2.jsonl');
    fs.writeFileSync(file, fixture(system));
    const live = new EncounterRepository(dir, { readOnly: true }).openLive('enc-id2');
    expect(live.state.combatants.map((c) => c.hp.current)).toEqual([6, 14]);
    expect(fs.readdirSync(path.join(dir, 'encounters'))).toEqual(['enc-id2.jsonl']);
    expect(fs.readFileSync(file, 'utf8')).toBe(fixture(system));
  });
});
