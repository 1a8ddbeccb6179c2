// library.list offers only the entries of the encounter's system (issue #12): the SRD for 5e, none
// for the systems played by hand.
import path from 'node:path';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { GmView } from '../../shared/contract/views.js';
import { loadLibrary } from '../../main/service/bootstrap.js';
import { makeService, repoRoot, tempDir } from '../helpers/fixtures.js';

const library = loadLibrary(path.join(repoRoot, 'resources'));
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function service() {
  const dir = tempDir('asalto-library');
  dirs.push(dir);
  return makeService(dir, { library: () => library, demo: undefined }).service;
}
const list = (s: ReturnType<typeof service>, payload?: object) => {
  const r = s.handle('library.list', payload, 'gm');
  if (!r.ok) throw new Error(r.error.message);
  return r.value as { entries: { id: string; system: string }[]; attribution: string };
};
const create = (s: ReturnType<typeof service>, system: string) => {
  const r = s.handle('encounter.create', { name: system, system }, 'gm');
  if (!r.ok) throw new Error(r.error.message);
  return r.value as GmView;
};

describe('the library per system', () => {
  it('the bundled SRD entries are all D&D 5e', () => {
    expect(library.entries.length).toBeGreaterThan(0);
    expect(new Set(library.entries.map((e) => e.system))).toEqual(new Set(['dnd5e']));
  });

  it('a 5e encounter lists the SRD; generic, PF1, RuneQuest and Akenar list none', () => {
    const s = service();
    create(s, 'dnd5e');
    expect(list(s)).toEqual({ entries: library.entries, attribution: library.attribution });
    for (const system of ['generic', 'pf1', 'runequest', 'akenar']) {
      create(s, system);
      expect(list(s), system).toEqual({ entries: [], attribution: '' });
    }
  });

  it('a request may name the system, whatever is open', () => {
    const s = service();
    create(s, 'generic');
    expect(list(s, { system: 'dnd5e' }).entries).toHaveLength(library.entries.length);
    expect(list(s, { system: 'pf1' }).entries).toEqual([]);
    expect(s.handle('library.list', { system: 'gurps' }, 'gm')).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
  });

  it('with no encounter open, every entry is listed', () => {
    expect(list(service()).entries).toHaveLength(library.entries.length);
  });
});
