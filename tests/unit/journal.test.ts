import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CommandInput } from '../../shared/model/commands.js';
import { apply, open, redo, replay, undo, type LiveEncounter } from '../../main/rules/core/history.js';
import { COMPACT_MIN_DEAD, COMPACT_ON_OPEN, EncounterRepository } from '../../main/store/encounter-repo.js';
import { SNAPSHOT_EVERY } from '../../main/store/journal-format.js';
import { emptyState, tempDir } from '../helpers/fixtures.js';
import { fightCommand, seedLongEncounter } from '../helpers/long-fight.js';

const AT = '2026-03-04T05:06:07.000Z';
const ctx = () => {
  let n = 0;
  return { newId: () => `c${++n}` };
};
function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const records = (text: string) => text.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

function setup() {
  const dir = tempDir('journal');
  const repo = new EncounterRepository(dir, { now: () => new Date(AT) });
  let live = open(repo.create(emptyState('enc-j')));
  const ids = ctx();
  const text = () => fs.readFileSync(repo.fileOf('enc-j'), 'utf8');
  /** Applies a step, persists it, and returns the text it appended (asserting the file only grew). */
  const step = (next: LiveEncounter): string => {
    const before = text();
    repo.record(live, next);
    live = next;
    const after = text();
    expect(after.startsWith(before)).toBe(true);
    return after.slice(before.length);
  };
  const command = (c: CommandInput) => step(must(apply(live, (c), AT, ids)));
  return { dir, repo, text, step, command, live: () => live };
}

describe('encounter journal', () => {
  it('starts with a header and a snapshot of the initial state, and reads back equal', () => {
    const { repo, text, live } = setup();
    const lines = records(text());
    expect(lines.map((r) => r.type)).toEqual(['header', 'snapshot']);
    expect(lines[0]).toMatchObject({ format: 'asalto-journal', journal: 1, schemaVersion: 8, id: 'enc-j', system: 'generic', createdAt: AT, summary: { name: 'Test', round: 0, combatants: 0 } });
    expect(repo.load('enc-j')).toEqual(live().file);
  });

  it('appends one batch record per command, one cursor record per undo/redo, and reads every step back', () => {
    const { repo, command, step, live } = setup();
    const added = records(command({ type: 'addCombatant', combatant: { name: 'Ogre', side: 'enemy', kind: 'monster', hp: { max: 59 } } }));
    expect(added).toEqual([{ type: 'batch', index: 0, at: AT, summary: { name: 'Test', round: 0, combatants: 1 }, batch: live().file.history[0] }]);
    const hit = command({ type: 'damage', id: 'c1', amount: 10 });
    expect(records(hit)).toMatchObject([{ type: 'batch', index: 1 }]);
    expect(Buffer.byteLength(hit)).toBeLessThan(400); // O(batch), not O(encounter)
    const undone = step(must(undo(live(), '2026-03-04T06:00:00.000Z')));
    expect(records(undone)).toEqual([{ type: 'cursor', cursor: 1, at: '2026-03-04T06:00:00.000Z', summary: { name: 'Test', round: 0, combatants: 1 } }]);
    expect(repo.load('enc-j')).toEqual(live().file);
    expect(new EncounterRepository(repo.dir.replace(/encounters$/, '')).openLive('enc-j').state.combatants[0]?.hp.current).toBe(59);
    step(must(redo(live(), AT)));
    expect(repo.openLive('enc-j').state.combatants[0]?.hp.current).toBe(49);
    step(must(undo(live(), AT)));
    const healed = command({ type: 'heal', id: 'c1', amount: 1 }); // drops the redo tail
    expect(records(healed)).toMatchObject([{ type: 'batch', index: 1, batch: { command: { type: 'heal' } } }]);
    const back = repo.load('enc-j');
    expect(back.history.map((b) => b.command.type)).toEqual(['addCombatant', 'heal']);
    expect(back).toEqual(live().file);
  });

  it(`writes a snapshot of the folded state after every ${SNAPSHOT_EVERY}th batch and opens from it`, () => {
    const { repo, command, live } = setup();
    command({ type: 'addCombatant', combatant: { name: 'Ogre', side: 'enemy', kind: 'monster', hp: { max: 1000 } } });
    const appended: string[] = [];
    for (let k = 0; k < SNAPSHOT_EVERY; k++) appended.push(command(fightCommand(k, 1)));
    const withSnapshot = appended.findIndex((t) => records(t).length === 2);
    expect(withSnapshot).toBe(SNAPSHOT_EVERY - 2); // batch index 63 is the 64th batch
    const [, snapshot] = records(appended[withSnapshot]!);
    expect(snapshot).toMatchObject({ type: 'snapshot', index: SNAPSHOT_EVERY });
    expect(snapshot!.state).toEqual(replay(live().file, SNAPSHOT_EVERY));
    const opened = repo.openLive('enc-j');
    expect(opened.snapshots).toHaveLength(2);
    expect(opened.snapshots![1]).toEqual(snapshot!.state);
    expect(opened.state).toEqual(replay(live().file));
  });

  it('undo at any point of a long history equals a replay from the start', () => {
    const dir = tempDir('journal-long');
    const repo = new EncounterRepository(dir);
    seedLongEncounter({ history: 3 * SNAPSHOT_EVERY + 5, repo, id: 'enc-long' });
    let live = repo.openLive('enc-long');
    expect(live.snapshots).toHaveLength(4);
    for (let i = 0; i < 2 * SNAPSHOT_EVERY; i++) {
      const next = must(undo(live, AT));
      repo.record(live, next);
      live = next;
      if (i % 37 === 0) expect(live.state).toEqual(replay(live.file));
    }
    expect(repo.openLive('enc-long').state).toEqual(replay(live.file));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('compacts once unreachable records pile up, keeping only what a cursor can reach', () => {
    const { repo, text, command, live: start } = setup();
    command({ type: 'addCombatant', combatant: { name: 'Ogre', side: 'enemy', kind: 'monster', hp: { max: 50 } } });
    command({ type: 'damage', id: 'c1', amount: 1 });
    let live = start();
    const shrankAt: number[] = [];
    for (let i = 0; i <= COMPACT_MIN_DEAD; i++) {
      const before = text().length;
      const next = must(i % 2 ? redo(live, AT) : undo(live, AT));
      repo.record(live, next);
      live = next;
      if (text().length < before) shrankAt.push(i);
    }
    // Rewritten exactly when the superseded cursor records reached the bound, and only then.
    expect(shrankAt).toEqual([COMPACT_MIN_DEAD]);
    expect(records(text()).map((r) => r.type)).toEqual(['header', 'snapshot', 'batch', 'batch', 'cursor']);
    expect(repo.load('enc-j')).toEqual(live.file);
  });

  it('compacts on open when the journal holds unreachable records', () => {
    const { dir, repo, text, command, step, live } = setup();
    command({ type: 'addCombatant', combatant: { name: 'Ogre', side: 'enemy', kind: 'monster', hp: { max: 50 } } });
    command({ type: 'damage', id: 'c1', amount: 1 });
    for (let i = 0; i < COMPACT_ON_OPEN / 2; i++) {
      step(must(undo(live(), AT)));
      step(must(redo(live(), AT)));
    }
    step(must(undo(live(), AT)));
    command({ type: 'heal', id: 'c1', amount: 1 }); // the damage batch is now unreachable
    expect(records(text())).toHaveLength(2 + 2 + COMPACT_ON_OPEN + 2);
    const untouched = text();
    new EncounterRepository(dir, { readOnly: true }).openLive('enc-j');
    expect(text()).toBe(untouched);
    const reopened = new EncounterRepository(dir).openLive('enc-j');
    expect(records(text()).map((r) => r.type)).toEqual(['header', 'snapshot', 'batch', 'batch', 'cursor']);
    expect(reopened.file).toEqual(live().file);
    expect(fs.readdirSync(repo.dir)).toEqual(['enc-j.jsonl']); // no temp file left behind
  });

  it('lists encounters from the header and last record, with what the list shows', () => {
    const { repo, command } = setup();
    command({ type: 'addCombatant', combatant: { name: 'Ogre', side: 'enemy', kind: 'monster', hp: { max: 50 } } });
    command({ type: 'rename', name: 'Vado' });
    expect(repo.list()).toEqual({ encounters: [{ id: 'enc-j', name: 'Vado', system: 'generic', combatants: 1, round: 0, updatedAt: AT }], problems: [] });
  });

  it('reads a journal that starts with a UTF-8 byte order mark', () => {
    const { repo, text, command, live } = setup();
    command({ type: 'addCombatant', combatant: { name: 'Ogre', side: 'enemy', kind: 'monster', hp: { max: 50 } } });
    fs.writeFileSync(repo.fileOf('enc-j'), `\uFEFF${text()}`);
    expect(repo.list().encounters).toHaveLength(1);
    expect(repo.load('enc-j')).toEqual(live().file);
  });
});

describe('journal round trips (property)', () => {
  it('any run of commands, undo and redo across snapshot boundaries reads back as it was', () => {
    const step = fc.oneof({ weight: 5, arbitrary: fc.constant('command' as const) }, { weight: 3, arbitrary: fc.constant('undo' as const) }, { weight: 1, arbitrary: fc.constant('redo' as const) });
    fc.assert(
      fc.property(fc.array(step, { minLength: SNAPSHOT_EVERY, maxLength: 3 * SNAPSHOT_EVERY }), (steps) => {
        const dir = tempDir('journal-prop');
        try {
          const repo = new EncounterRepository(dir);
          let live = seedLongEncounter({ history: SNAPSHOT_EVERY - 3, combatants: 2, id: 'enc-p', repo });
          let k = 0;
          for (const s of steps) {
            const r = s === 'undo' ? undo(live, AT) : s === 'redo' ? redo(live, AT) : apply(live, fightCommand(k++, 2), AT, ctx());
            if (!r.ok) continue;
            repo.record(live, r.value);
            live = r.value;
          }
          const back = new EncounterRepository(dir).openLive('enc-p');
          expect(back.file).toEqual(live.file);
          expect(back.state).toEqual(replay(live.file));
          expect(live.state).toEqual(back.state);
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('torn and damaged journals', () => {
  function withSteps() {
    const s = setup();
    s.command({ type: 'addCombatant', combatant: { name: 'Ogre', side: 'enemy', kind: 'monster', hp: { max: 50 } } });
    s.command({ type: 'damage', id: 'c1', amount: 5 });
    return s;
  }
  const lastLine = { type: 'batch', index: 2, at: AT, summary: { name: 'Test', round: 0, combatants: 1 }, batch: { seq: 3, at: AT, command: { type: 'heal', id: 'c1', amount: 1, magical: false }, events: [] } };

  for (const [what, tail] of [
    ['half a JSON line', `${JSON.stringify(lastLine).slice(0, 40)}\n`],
    ['a whole record without its newline', JSON.stringify(lastLine)],
    ['zero bytes left by a crash', '\0\0\0\0\0\0\0\0'],
  ] as const) {
    it(`drops ${what} at the end, reports it naming the file, and loads everything before it`, () => {
      const { dir, repo, text, live } = withSteps();
      const good = text();
      fs.appendFileSync(repo.fileOf('enc-j'), tail);
      const fresh = new EncounterRepository(dir, { now: () => new Date(AT) });
      expect(fresh.load('enc-j')).toEqual(live().file);
      expect(text()).toBe(good); // truncated to the last good record
      const { problems, encounters } = fresh.list();
      expect(encounters.map((e) => e.id)).toEqual(['enc-j']);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ file: repo.fileOf('enc-j'), code: 'TORN_RECORD' });
      expect(problems[0]!.message).toContain(`its last record (${Buffer.byteLength(tail)} bytes`);
      expect(fs.readFileSync(problems[0]!.movedTo!, 'utf8')).toBe(tail); // the dropped bytes are kept
    });
  }

  it('drops a torn record seen by the list too, then lists the encounter', () => {
    const { dir, repo, live } = withSteps();
    fs.appendFileSync(repo.fileOf('enc-j'), '{"type":"batch","ind');
    const list = new EncounterRepository(dir).list();
    expect(list.encounters).toMatchObject([{ id: 'enc-j', combatants: 1 }]);
    expect(list.problems.map((p) => p.code)).toEqual(['TORN_RECORD']);
    expect(repo.load('enc-j')).toEqual(live().file);
  });

  it('read-only: reports a torn record but writes nothing', () => {
    const { dir, repo, text, live } = withSteps();
    fs.appendFileSync(repo.fileOf('enc-j'), '{"type":"cur');
    const torn = text();
    const ro = new EncounterRepository(dir, { readOnly: true });
    expect(ro.load('enc-j')).toEqual(live().file);
    expect(ro.list().problems).toMatchObject([{ code: 'TORN_RECORD', movedTo: null }]);
    expect(text()).toBe(torn);
    expect(fs.existsSync(path.join(repo.dir, 'damaged'))).toBe(false);
    expect(() => ro.save(live().file)).toThrow(/read-only/);
  });

  it('moves a journal damaged in the middle to damaged/, naming the line', () => {
    const { dir, repo, text } = withSteps();
    const lines = text().split('\n');
    lines[2] = '{"type":"batch", garbage';
    fs.writeFileSync(repo.fileOf('enc-j'), lines.join('\n'));
    const damaged = lines.join('\n');
    // The list reads only the header and the last line; opening finds the damage.
    expect(new EncounterRepository(dir).list().encounters.map((e) => e.id)).toEqual(['enc-j']);
    const fresh = new EncounterRepository(dir);
    expect(() => fresh.load('enc-j')).toThrow(/line 3: not valid JSON .*line 4 after it reads.*moved to/);
    const moved = fs.readdirSync(path.join(repo.dir, 'damaged'));
    expect(moved).toHaveLength(1);
    expect(fs.readFileSync(path.join(repo.dir, 'damaged', moved[0]!), 'utf8')).toBe(damaged);
    expect(fs.existsSync(repo.fileOf('enc-j'))).toBe(false);
  });

  it('leaves a journal from a newer Asalto untouched and reports it', () => {
    const { repo, text } = withSteps();
    const newer = text().replace('"journal":1', '"journal":2');
    fs.writeFileSync(repo.fileOf('enc-j'), newer);
    expect(() => repo.load('enc-j')).toThrow(expect.objectContaining({ code: 'NEWER_VERSION' }));
    expect(repo.list().problems).toMatchObject([{ code: 'NEWER_VERSION', movedTo: null }]);
    expect(text()).toBe(newer);
  });
});
