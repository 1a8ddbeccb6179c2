import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../shared/contract/result.js';
import type { CommandOutcome, GmView } from '../../shared/contract/views.js';
import { makeService, tempDir } from '../helpers/fixtures.js';

function value<T>(r: Result<unknown>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value as T;
}

function withFight() {
  const s = makeService(tempDir('export'), { demo: undefined });
  const view = value<GmView>(s.service.handle('encounter.create', { name: 'Vado', system: 'generic' }, 'gm'));
  const encounterId = view.encounter.id;
  const command = (c: unknown) => value<CommandOutcome>(s.service.handle('encounter.command', { encounterId, command: c }, 'gm'));
  command({ type: 'addCombatant', combatant: { name: 'Ogre', side: 'enemy', kind: 'monster', hp: { max: 59 } } });
  command({ type: 'damage', id: 'id2', amount: 9 });
  value(s.service.handle('encounter.undo', { encounterId }, 'gm'));
  return { ...s, encounterId };
}

describe('encounter export and import', () => {
  it('exports one JSON document and imports it into another folder as the same encounter', () => {
    const a = withFight();
    const exported = value<{ fileName: string; text: string }>(a.service.handle('encounter.export', { id: a.encounterId }, 'gm'));
    expect(exported.fileName).toBe(`${a.encounterId}.json`);
    const doc = JSON.parse(exported.text) as { schemaVersion: number; id: string; cursor: number; history: unknown[] };
    expect(doc).toMatchObject({ schemaVersion: 8, id: a.encounterId, cursor: 1 });
    expect(doc.history).toHaveLength(2); // the redo tail travels too
    expect(doc).toEqual(a.repo.load(a.encounterId));

    const b = makeService(tempDir('import'), { demo: undefined });
    const imported = value<GmView>(b.service.handle('encounter.import', { text: exported.text }, 'gm'));
    expect(imported.encounter.id).toBe(a.encounterId);
    expect(imported.canRedo).toBe(true);
    expect(b.repo.load(a.encounterId)).toEqual(doc);
    expect(value<GmView | null>(b.service.handle('encounter.current', {}, 'gm'))?.encounter.id).toBe(a.encounterId);
  });

  it('stores an import under a fresh id when its id is taken, and keeps the original', () => {
    const a = withFight();
    const text = value<{ text: string }>(a.service.handle('encounter.export', { id: a.encounterId }, 'gm')).text;
    const imported = value<GmView>(a.service.handle('encounter.import', { text }, 'gm'));
    expect(imported.encounter.id).not.toBe(a.encounterId);
    expect(imported.encounter.id).toMatch(/^enc-id\d+$/);
    const list = value<{ encounters: { id: string }[] }>(a.service.handle('encounter.list', {}, 'gm'));
    expect(list.encounters.map((e) => e.id).sort()).toEqual([a.encounterId, imported.encounter.id].sort());
    expect(a.repo.load(imported.encounter.id).history).toEqual(a.repo.load(a.encounterId).history);
  });

  it('never takes a path from the document: an id that is not an id is refused', () => {
    const a = withFight();
    const doc = JSON.parse(value<{ text: string }>(a.service.handle('encounter.export', { id: a.encounterId }, 'gm')).text) as { id: string; initial: { id: string } };
    doc.id = doc.initial.id = '../../escape';
    expect(a.service.handle('encounter.import', { text: JSON.stringify(doc) }, 'gm')).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD', path: '$.initial.id' } });
    expect(fs.readdirSync(a.repo.dir).filter((f) => f.endsWith('.jsonl'))).toEqual([`${a.encounterId}.jsonl`]);
  });

  it('refuses a malformed document naming where it is wrong, and stores nothing', () => {
    const a = withFight();
    const doc = JSON.parse(value<{ text: string }>(a.service.handle('encounter.export', { id: a.encounterId }, 'gm')).text) as { history: { events: { type: string }[] }[] };
    doc.history[1]!.events[0]!.type = 'combatant.exploded';
    const bad = a.service.handle('encounter.import', { text: JSON.stringify(doc) }, 'gm');
    expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD', path: '$.history.1.events.0.type' } });
    expect(!bad.ok && bad.error.message).toContain('$.history.1.events.0.type');

    expect(a.service.handle('encounter.import', { text: '{"schemaVersion": 7, "id": ' }, 'gm')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PAYLOAD', path: 'payload.text', message: expect.stringMatching(/^the document is not valid JSON \(/) as string },
    });
    expect(a.service.handle('encounter.import', { text: '{"schemaVersion": 99}' }, 'gm')).toMatchObject({ ok: false, error: { code: 'NEWER_VERSION' } });
    expect(value<{ encounters: unknown[] }>(a.service.handle('encounter.list', {}, 'gm')).encounters).toHaveLength(1);
  });

  it('the player display may not export or import', () => {
    const a = withFight();
    expect(a.service.handle('encounter.export', { id: a.encounterId }, 'player')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(a.service.handle('encounter.import', { text: '{}' }, 'player')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });
});
