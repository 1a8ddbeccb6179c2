// Import fuzz (issue #16): 1 000 mutants of the real fixture files (fields deleted, wrong types, huge
// strings, deep nesting); each import ends with a report, never a throw, and refused records leave the
// library as it was.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../../main/import/import.js';
import { LibraryStore } from '../../main/library/library-store.js';
import { loadLibrary } from '../../main/service/bootstrap.js';
import { makeService, tempDirsRemovedAfterAll } from '../helpers/fixtures.js';
import type { Responses } from '../../shared/contract/contract.js';

const tmp = tempDirsRemovedAfterAll();
const ROOT = path.resolve('../shared/fixtures/monsters');
const EXTRA = path.resolve('tests/fixtures/monsters');

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? jsonFiles(path.join(dir, d.name)) : d.name.endsWith('.json') ? [path.join(dir, d.name)] : []));
}

/** A small seeded PRNG (mulberry32), so a failing mutant is the same on every run. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every container in the tree with the key or index of each child. */
function slots(v: Json, out: { parent: Json[] | Record<string, Json>; key: string | number }[] = []) {
  if (Array.isArray(v)) v.forEach((c, i) => (out.push({ parent: v, key: i }), slots(c, out)));
  else if (v && typeof v === 'object')
    for (const k of Object.keys(v)) {
      out.push({ parent: v, key: k });
      slots(v[k]!, out);
    }
  return out;
}

function mutate(doc: Json, rand: () => number): Json {
  const copy = structuredClone(doc);
  const all = slots(copy);
  if (all.length === 0) return copy;
  const times = 1 + Math.floor(rand() * 3);
  for (let n = 0; n < times; n++) {
    const { parent, key } = all[Math.floor(rand() * all.length)]!;
    const get = () => (parent as Record<string | number, Json>)[key]!;
    const set = (v: Json) => ((parent as Record<string | number, Json>)[key] = v);
    const kind = Math.floor(rand() * 7);
    if (kind === 0) {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
    } else if (kind === 1) set(typeof get() === 'string' ? 42 : JSON.stringify(get()));
    else if (kind === 2) set(null);
    else if (kind === 3) set('x'.repeat(100_000 + Math.floor(rand() * 100_000)));
    else if (kind === 4) {
      let deep: Json = get();
      for (let i = 0; i < 2_000; i++) deep = [deep];
      set(deep);
    } else if (kind === 5) set(Array.isArray(get()) ? {} : [get()]);
    else set(rand() < 0.5 ? -1e308 : { '{@hit': '}}{@damage', _copy: { name: 'nobody', source: 'X' } });
  }
  return copy;
}

describe('import fuzz', () => {
  const files = [...jsonFiles(ROOT), ...jsonFiles(EXTRA)];

  it('reads 1 000 mutants of the fixtures, each to a report with a status per record, never throwing', () => {
    expect(files.length).toBeGreaterThan(20);
    const docs = files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as Json);
    const rand = rng(20261202);
    let read = 0;
    for (let i = 0; i < 1_000; i++) {
      const k = i % docs.length;
      const text = JSON.stringify(mutate(docs[k]!, rand));
      let result;
      try {
        result = importFiles([{ name: path.basename(files[k]!), text }], { entries: [] });
      } catch (err) {
        throw new Error(`mutant ${i} of ${files[k]} threw: ${String(err)}`);
      }
      const records = result.report.files[0]!.records;
      expect(records.length, `mutant ${i} of ${files[k]}`).toBeGreaterThan(0);
      for (const r of records) {
        expect(['imported', 'warnings', 'refused']).toContain(r.status);
        if (r.status === 'refused') expect(r.notes.length, `mutant ${i}: a refusal says why`).toBeGreaterThan(0);
        else expect(r.entry, `mutant ${i}: an import has its entry`).toBeDefined();
        if (r.entry) read++;
      }
    }
    // Most mutants still carry readable records: the readers, not only the refusals, were exercised.
    expect(read).toBeGreaterThan(300);
  });

  it('a confirmed import of mutants stores exactly the records not refused; what the library held stays as it was', async () => {
    const dir = tmp('fuzz-lib');
    const bundled = loadLibrary(path.resolve('resources'));
    const store = new LibraryStore(dir);
    const { service } = makeService(dir, { library: () => bundled, libraryStore: store, demo: undefined });
    const call = <C extends keyof Responses>(c: C, p: unknown) => {
      const r = service.handle(c, p, 'gm');
      if (!r.ok) throw new Error(`${c}: ${r.error.message}`);
      return r.value as Responses[C];
    };
    const goblin = bundled.entries.find((e) => e.id === 'goblin')!;
    call('library.save', { entry: { system: 'dnd5e', name: 'Guardado', kind: 'monster', stats: goblin.stats } });
    const before = JSON.stringify(store.entries());
    const rand = rng(7);
    const mutants = files.slice(0, 25).map((f) => ({ name: path.basename(f), text: JSON.stringify(mutate(JSON.parse(fs.readFileSync(f, 'utf8')) as Json, rand)) }));
    const { jobId } = call('library.import', { files: mutants });
    let st = call('library.importStatus', { jobId });
    while (st.state === 'running') {
      await new Promise((r) => setImmediate(r));
      st = call('library.importStatus', { jobId });
    }
    const kept = st.report!.files.flatMap((f) => f.records).filter((r) => r.entry).map((r) => r.entry!.id);
    call('library.importConfirm', { jobId });
    const ids = store.entries().map((e) => e.entry.id);
    expect(ids.sort()).toEqual([...new Set(['gm-guardado', ...kept])].sort());
    expect(JSON.stringify(store.entries().filter((e) => e.entry.id === 'gm-guardado'))).toBe(JSON.stringify(JSON.parse(before)));
  });
});
