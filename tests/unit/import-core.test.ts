// The import pipeline's core (issue #16): the report, Asalto's own format, the GM's library store and the channels.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../../main/import/import.js';
import { exportLibrary } from '../../main/import/asalto.js';
import { LibraryStore } from '../../main/library/library-store.js';
import { loadLibrary } from '../../main/service/bootstrap.js';
import { runCli } from '../../main/cli/cli.js';
import type { Responses } from '../../shared/contract/contract.js';
import type { LibraryEntry } from '../../shared/systems/registry.js';
import { makeService, tempDirsRemovedAfterAll } from '../helpers/fixtures.js';

const tmp = tempDirsRemovedAfterAll();
const bundled = loadLibrary(path.resolve('resources'));
const goblin = bundled.entries.find((e) => e.id === 'goblin')!;

function service(dir = tmp('lib')) {
  const store = new LibraryStore(dir);
  const { service: s } = makeService(dir, { library: () => bundled, libraryStore: store, demo: undefined });
  const call = <C extends keyof Responses>(channel: C, payload: unknown) => {
    const r = s.handle(channel, payload, 'gm');
    if (!r.ok) throw new Error(`${channel}: ${r.error.code} ${r.error.message}`);
    return r.value as Responses[C];
  };
  return { s, store, call, dir };
}

/** Runs a job to its end with the deferred steps the service queued. */
async function finished(call: ReturnType<typeof service>['call'], jobId: string) {
  for (;;) {
    const st = call('library.importStatus', { jobId });
    if (st.state !== 'running') return st;
    await new Promise((r) => setImmediate(r));
  }
}

describe('import core', () => {
  it('refuses a file that is not JSON, naming the parser error, and a record no reader knows, naming its keys', () => {
    const { report } = importFiles([{ name: 'a.json', text: '{"monster": [' }, { name: 'b.json', text: '[{"foo": 1, "bar": 2}]' }], { entries: [] });
    expect(report.counts).toEqual({ imported: 0, warnings: 0, refused: 2 });
    expect(report.files[0]!.records[0]!.notes[0]).toMatchObject({ path: '$', ref: { msg: 'imp_not_json' } });
    expect(report.files[1]!.records[0]).toMatchObject({ path: '$[0]', status: 'refused', notes: [{ path: '$[0]', ref: { msg: 'imp_unknown_shape', params: { keys: 'foo, bar' } } }] });
  });

  it("round-trips Asalto's own format exactly: ids, names, stat blocks and origins", () => {
    const entries: LibraryEntry[] = bundled.entries.slice(0, 5).map((e) => ({ ...e, id: `gm-${e.id}`, type: 'humanoid', cr: 1, notes: 'Nota: á é í ó ú ñ', origin: { file: 'x.json', format: '5etools', path: '$.monster[0]', licence: 'SRD 5.1, CC-BY-4.0', importedAt: '2026-01-01T00:00:00.000Z' } }));
    const { report, records } = importFiles([{ name: 'export.json', text: exportLibrary(entries) }], { entries: [] });
    expect(report.counts).toEqual({ imported: 5, warnings: 0, refused: 0 });
    expect(records.map((r) => r.entry)).toEqual(entries);
  });

  it('refuses an Asalto entry whose stat block breaks its schema, with the field, and keeps the others', () => {
    const bad = { ...goblin, id: 'gm-bad', stats: { ...goblin.stats, hpMax: 0 } };
    const { report } = importFiles([{ name: 'e.json', text: exportLibrary([bad, { ...goblin, id: 'gm-ok' }] as LibraryEntry[]) }], { entries: [] });
    expect(report.files[0]!.records.map((r) => r.status)).toEqual(['refused', 'imported']);
    expect(report.files[0]!.records[0]!.notes[0]!.ref).toMatchObject({ msg: 'imp_invalid_stats', params: { field: 'hpMax' } });
  });

  it('stores nothing before confirmation; confirming adds, re-importing reports same or changed and updates the same ids', async () => {
    const { call } = service();
    const file = { name: 'mine.json', text: exportLibrary([{ ...goblin, id: 'gm-goblin', name: 'Goblin del pantano' }]) };
    const job = call('library.import', { files: [file] });
    expect(job.total).toBe(1);
    const done = await finished(call, job.jobId);
    expect(done.report!.files[0]!.records[0]).toMatchObject({ status: 'imported', change: { kind: 'new' } });
    expect(call('library.list', { system: 'dnd5e' }).entries.some((e) => e.id === 'gm-goblin')).toBe(false);
    expect(call('library.importConfirm', { jobId: job.jobId })).toEqual({ added: 1, updated: 0 });
    expect(call('library.list', { system: 'dnd5e' }).entries.find((e) => e.id === 'gm-goblin')?.name).toBe('Goblin del pantano');

    const again = await finished(call, call('library.import', { files: [file] }).jobId);
    expect(again.report!.files[0]!.records[0]!.change).toEqual({ kind: 'same' });
    const changed = { name: 'mine.json', text: exportLibrary([{ ...goblin, id: 'gm-goblin', name: 'Goblin del pantano', stats: { ...goblin.stats, hpMax: 9 } } as LibraryEntry]) };
    const third = call('library.import', { files: [changed] });
    expect((await finished(call, third.jobId)).report!.files[0]!.records[0]!.change).toEqual({ kind: 'changed', fields: ['stats.hpMax'] });
    expect(call('library.importConfirm', { jobId: third.jobId })).toEqual({ added: 0, updated: 1 });
    expect(call('library.list', { system: 'dnd5e' }).entries.filter((e) => e.id === 'gm-goblin').map((e) => (e.stats as { hpMax: number }).hpMax)).toEqual([9]);
  });

  it('a cancelled job stores nothing and cannot be confirmed; an unknown job is NOT_FOUND', () => {
    const { s, call, store } = service();
    const many = Array.from({ length: 60 }, (_, i) => ({ ...goblin, id: `gm-g${i}` })) as LibraryEntry[];
    const job = call('library.import', { files: [{ name: 'big.json', text: exportLibrary(many) }] });
    expect(job.total).toBe(60);
    const cancelled = call('library.importCancel', { jobId: job.jobId });
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.done).toBeLessThan(60);
    const r = s.handle('library.importConfirm', { jobId: job.jobId }, 'gm');
    expect(r.ok ? null : r.error.ref?.msg).toBe('imp_err_job_state');
    expect(store.entries()).toHaveLength(0);
    const none = s.handle('library.importStatus', { jobId: 'nope' }, 'gm');
    expect(none.ok ? null : none.error.code).toBe('NOT_FOUND');
  });

  it('saves, duplicates, deletes and exports the GM entries; a bundled entry cannot be deleted; a bad stat block names its field', () => {
    const { s, call } = service();
    const { entry } = call('library.save', { entry: { system: 'dnd5e', name: 'Goblín jefe', kind: 'monster', stats: goblin.stats } });
    expect(entry.id).toBe('gm-goblin-jefe');
    const copy = call('library.duplicate', { id: 'goblin' }).entry;
    expect(copy).toMatchObject({ id: 'gm-goblin-copy', name: 'Goblin (2)' });
    const bad = s.handle('library.save', { entry: { id: entry.id, system: 'dnd5e', name: 'X', kind: 'monster', stats: { ...goblin.stats, ac: -3 } } }, 'gm');
    expect(bad.ok ? null : [bad.error.code, bad.error.path]).toEqual(['INVALID_PAYLOAD', 'payload.entry.stats.ac']);
    const bundledDelete = s.handle('library.delete', { id: 'goblin' }, 'gm');
    expect(bundledDelete.ok ? null : bundledDelete.error.ref?.msg).toBe('imp_err_not_own');
    expect(call('library.delete', { id: copy.id })).toEqual({ id: copy.id });
    const exported = call('library.export', { system: 'dnd5e' });
    expect((JSON.parse(exported.text) as { entries: LibraryEntry[] }).entries.map((e) => e.id)).toEqual(['gm-goblin-jefe']);
  });

  it('a damaged library file is moved aside and reported, never overwritten; a stale entry is kept in the file but not listed', () => {
    const dir = tmp('lib-bad');
    fs.mkdirSync(path.join(dir, 'library'));
    fs.writeFileSync(path.join(dir, 'library', 'entries.json'), '{ not json');
    const { call } = service(dir);
    const listed = call('library.list', { system: 'dnd5e' });
    expect(listed.problem).toMatchObject({ file: path.join(dir, 'library', 'entries.json'), movedTo: expect.stringContaining(path.join('library', 'damaged')) as string });
    expect(fs.readFileSync(listed.problem!.movedTo!, 'utf8')).toBe('{ not json');

    const dir2 = tmp('lib-stale');
    fs.mkdirSync(path.join(dir2, 'library'));
    const stale = { entry: { ...goblin, id: 'gm-stale', stats: { ...goblin.stats, hpMax: -1 } }, raw: null };
    fs.writeFileSync(path.join(dir2, 'library', 'entries.json'), JSON.stringify({ v: 1, entries: [stale] }));
    const two = service(dir2);
    const list2 = two.call('library.list', { system: 'dnd5e' });
    expect(list2.entries.some((e) => e.id === 'gm-stale')).toBe(false);
    expect(list2.problem?.issues[0]?.path).toBe('$.entries[0].entry.stats.hpMax');
    two.call('library.save', { entry: { system: 'dnd5e', name: 'Nuevo', kind: 'monster', stats: goblin.stats } });
    const onDisk = JSON.parse(fs.readFileSync(path.join(dir2, 'library', 'entries.json'), 'utf8')) as { entries: { entry: { id: string } }[] };
    expect(onDisk.entries.map((e) => e.entry.id)).toEqual(['gm-nuevo', 'gm-stale']);
  });

  it('asalto import prints the report and stores; --dry-run stores nothing; library list shows the entry', async () => {
    const dir = tmp('lib-cli');
    const file = path.join(dir, 'mine.json');
    fs.writeFileSync(file, exportLibrary([{ ...goblin, id: 'gm-goblin', name: 'Goblin del pantano' }]));
    const run = async (args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCli(['--data-dir', dir, '--lang', 'es', ...args], { out: (l) => out.push(l), err: (l) => err.push(l), env: {} });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const dry = await run(['import', file, '--dry-run']);
    expect(dry).toMatchObject({ code: 0 });
    expect(dry.out).toContain('importado   Goblin del pantano  [asalto]  nuevo');
    expect(dry.out).toContain('Prueba: no se guardó nada');
    expect(fs.existsSync(path.join(dir, 'library', 'entries.json'))).toBe(false);
    const real = await run(['import', file]);
    expect(real.out).toContain('Biblioteca: 1 añadidos, 0 actualizados');
    expect((await run(['library', 'list', '--system', 'dnd5e'])).out).toContain('gm-goblin  Goblin del pantano  (dnd5e, 0.25, mine.json)');
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, '[{"foo": 1}]');
    const refused = await run(['import', bad, '--json']);
    expect(refused.code).toBe(1);
    expect((JSON.parse(refused.out) as { report: { counts: object } }).report.counts).toEqual({ imported: 0, warnings: 0, refused: 1 });
  });
});
