import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPACT_MIN_DEAD, COMPACT_ON_OPEN, EncounterRepository } from '../../main/store/encounter-repo.js';
import { AssetStore } from '../../main/store/asset-store.js';
import { removeTempFiles } from '../../main/store/cleanup.js';
import { SNAPSHOT_EVERY } from '../../main/store/journal-format.js';
import type { Result } from '../../shared/contract/result.js';
import type { GmView } from '../../shared/contract/views.js';
import { makeService, tempDir } from '../helpers/fixtures.js';

/** What goes wrong on a real disk: short writes, a failed rewrite, foreign files, bad imports. */
afterEach(() => vi.restoreAllMocks());

function value<T>(r: Result<unknown>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value as T;
}

function fight() {
  const s = makeService(tempDir('journal-fail'), { demo: undefined });
  const id = value<GmView>(s.service.handle('encounter.create', { name: 'A', system: 'generic' }, 'gm')).encounter.id;
  const run = (command: unknown) => s.service.handle('encounter.command', { encounterId: id, command }, 'gm');
  const add = (name: string) => run({ type: 'addCombatant', combatant: { name, kind: 'monster', side: 'enemy', hp: { max: 10 } } });
  const onDisk = () => new EncounterRepository(s.dataDir).openLive(id);
  const names = () => onDisk().state.combatants.map((c) => c.name);
  return { ...s, id, run, add, onDisk, names };
}

describe('journal writes that fail', () => {
  it('a short write (a full disk) is cut back: the command fails, nothing half-written stays, the next one appends cleanly', () => {
    const f = fight();
    value(f.add('first'));
    const real = fs.writeSync.bind(fs) as (fd: number, b: Buffer, o: number, l: number) => number;
    let calls = 0;
    vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, b: Buffer, o: number, l: number) => {
      calls++;
      if (calls === 1) return real(fd, b, o, Math.min(l, 40)); // writes 40 bytes and says so
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    }) as typeof fs.writeSync);
    const failed = f.add('lost');
    vi.restoreAllMocks();
    expect(failed).toMatchObject({ ok: false, error: { code: 'STORAGE' } });
    expect(f.names()).toEqual(['first']);
    value(f.add('second'));
    value(f.add('third'));
    expect(f.names()).toEqual(['first', 'second', 'third']);
    expect(value<{ problems: unknown[] }>(f.service.handle('encounter.list', {}, 'gm')).problems).toEqual([]);
  });

  it('a compaction that cannot be written keeps the appended command: the reply and the file agree', () => {
    const f = fight();
    value(f.add('first'));
    for (let i = 0; i < COMPACT_MIN_DEAD / 2; i++) {
      value(f.service.handle('encounter.undo', { encounterId: f.id }, 'gm'));
      value(f.service.handle('encounter.redo', { encounterId: f.id }, 'gm'));
    }
    const real = fs.renameSync.bind(fs);
    vi.spyOn(fs, 'renameSync').mockImplementation((a, b) => {
      if (String(a).includes('.jsonl.tmp-')) throw Object.assign(new Error('EIO: simulated'), { code: 'EIO' });
      real(a, b);
    });
    const replies = Array.from({ length: 5 }, (_, i) => f.add(`m${i}`));
    vi.restoreAllMocks();
    expect(replies.map((r) => r.ok)).toEqual([true, true, true, true, true]);
    expect(f.names()).toEqual(['first', 'm0', 'm1', 'm2', 'm3', 'm4']);
    expect(removeTempFiles(f.dataDir)).toEqual([]); // the failed rewrite left no temp file
  });

  it('an encounter whose rewrite on open fails still opens (the service starts)', () => {
    const f = fight();
    value(f.add('first'));
    for (let i = 0; i < COMPACT_ON_OPEN; i++) {
      value(f.service.handle('encounter.undo', { encounterId: f.id }, 'gm'));
      value(f.service.handle('encounter.redo', { encounterId: f.id }, 'gm'));
    }
    vi.spyOn(fs, 'renameSync').mockImplementation(() => {
      throw Object.assign(new Error('ENOSPC: simulated'), { code: 'ENOSPC' });
    });
    const again = makeService(f.dataDir, { demo: undefined });
    const opened = again.service.handle('encounter.open', { id: f.id }, 'gm');
    vi.restoreAllMocks();
    expect(value<GmView>(opened).encounter.combatants.map((c) => c.name)).toEqual(['first']);
  });

  it(`a journal written with another snapshot interval is rewritten before anything is appended`, () => {
    const f = fight();
    value(f.add('first'));
    const file = f.repo.fileOf(f.id);
    const [head, ...rest] = fs.readFileSync(file, 'utf8').split('\n');
    fs.writeFileSync(file, [JSON.stringify({ ...(JSON.parse(head!) as object), snapshotEvery: SNAPSHOT_EVERY * 2 }), ...rest].join('\n'));
    const again = makeService(f.dataDir, { demo: undefined });
    value(again.service.handle('encounter.open', { id: f.id }, 'gm'));
    for (let i = 0; i < SNAPSHOT_EVERY + 2; i++) value(again.service.handle('encounter.command', { encounterId: f.id, command: { type: i % 2 ? 'heal' : 'damage', id: 'id2', amount: 1 } }, 'gm'));
    expect(f.onDisk().file.history).toHaveLength(SNAPSHOT_EVERY + 3);
    expect((JSON.parse(fs.readFileSync(file, 'utf8').split('\n')[0]!) as { snapshotEvery: number }).snapshotEvery).toBe(SNAPSHOT_EVERY);
  });
});

describe('imports the journal would refuse later', () => {
  it('a document whose events replay to an invalid state is refused, naming the batch', () => {
    const f = fight();
    value(f.add('first'));
    for (let i = 0; i < SNAPSHOT_EVERY + 2; i++) value(f.run({ type: i % 2 ? 'heal' : 'damage', id: 'id2', amount: 1 }));
    const doc = JSON.parse(value<{ text: string }>(f.service.handle('encounter.export', { id: f.id }, 'gm')).text) as { history: { events: { after?: number }[] }[] };
    // The batch the journal snapshots after: its state would be written, and refused on the next open.
    const event = doc.history[SNAPSHOT_EVERY - 1]!.events.find((e) => typeof e.after === 'number')!;
    event.after = -1e9;
    const r = f.service.handle('encounter.import', { text: JSON.stringify(doc) }, 'gm');
    expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD', path: `$.history.${SNAPSHOT_EVERY - 1}` } });
    expect(r.ok ? '' : r.error.message).toMatch(new RegExp(`state replayed through batch ${SNAPSHOT_EVERY} is invalid at \\$\\.combatants\\.0\\.hp\\.current`));
  });
});

describe('imported images on disk', () => {
  const png = () => {
    // A 1×1 PNG: signature, IHDR, IDAT, IEND.
    return Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3a3a4cb0000000049454e44ae426082', 'hex');
  };

  it('a copy cut short under its final name is written again on the next import', () => {
    const dir = tempDir('assets-repair');
    const store = new AssetStore(dir);
    const id = store.import('dot.png', png().toString('base64'));
    const file = store.fileOf(id)!;
    fs.writeFileSync(file, png().subarray(0, 10));
    expect(store.import('dot.png', png().toString('base64'))).toBe(id);
    expect(fs.readFileSync(file)).toEqual(png());
  });

  it('a failed write leaves no temp file and the next import still works', () => {
    const dir = tempDir('assets-fail');
    const store = new AssetStore(dir);
    const real = fs.renameSync.bind(fs);
    vi.spyOn(fs, 'renameSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('EIO: simulated'), { code: 'EIO' });
    });
    expect(() => store.import('dot.png', png().toString('base64'))).toThrow(/EIO/);
    vi.restoreAllMocks();
    expect(fs.readdirSync(`${dir}/assets`)).toEqual([]);
    void real;
    expect(store.fileOf(store.import('dot.png', png().toString('base64')))).not.toBeNull();
  });
});
