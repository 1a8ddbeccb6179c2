import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../main/cli/cli.js';
import { AkenarCatalogueStore } from '../../main/rules/akenar/catalogue-store.js';
import { EncounterRepository } from '../../main/store/encounter-repo.js';
import { openJsonFile } from '../../main/store/files.js';
import { adaptSettingsStore, createFileSettingsStore, DEFAULT_SETTINGS } from '../../main/store/settings-store.js';
import type { EncounterList } from '../../shared/contract/views.js';
import { makeService, repoRoot, tempDir, tempDirsRemovedAfterAll } from '../helpers/fixtures.js';

const temp = tempDirsRemovedAfterAll();

const BOM = '\uFEFF';

describe('files with a UTF-8 byte-order mark', () => {
  it('load as settings, as any conf JSON file, as an encounter and as the Akenar catalogue', () => {
    const dir = temp('bom');
    fs.writeFileSync(path.join(dir, 'settings.json'), `${BOM}{"language": "es", "lastEncounterId": null}\n`);
    const settings = createFileSettingsStore(dir);
    expect(settings.problem).toBeNull();
    expect(settings.get()).toEqual({ language: 'es', lastEncounterId: null });
    expect(createFileSettingsStore(dir, undefined, true).get().language).toBe('es');
    expect(fs.readdirSync(dir)).toEqual(['settings.json']); // nothing moved aside

    fs.writeFileSync(path.join(dir, 'any.json'), `${BOM}{"a": [1, 2]}`);
    expect(openJsonFile(dir, 'any').store).toEqual({ a: [1, 2] });

    const { repo, dataDir } = makeService(temp('bom-enc'));
    const [summary] = repo.list().encounters;
    const file = repo.fileOf(summary!.id);
    fs.writeFileSync(file, `${BOM}${fs.readFileSync(file, 'utf8')}`);
    expect(new EncounterRepository(dataDir).list()).toEqual({ encounters: [summary], problems: [] });

    const bundled = path.join(repoRoot, 'resources', 'akenar', 'equipment.json');
    const store = new AkenarCatalogueStore(dir, bundled);
    fs.mkdirSync(store.dir);
    fs.writeFileSync(store.file, `${BOM}${fs.readFileSync(bundled, 'utf8')}`);
    expect(store.get()).toMatchObject({ origin: 'gm', problem: null });
  });
});

describe('a damaged settings.json', () => {
  it('is moved aside and named among the encounter list problems the picker shows', () => {
    const dir = temp('settings-named');
    fs.writeFileSync(path.join(dir, 'settings.json'), '{"language": ');
    const { service, settings } = makeService(dir);
    const movedTo = settings.problem?.movedTo;
    expect(movedTo).toMatch(/damaged[/\\]settings\..*\.json$/);
    expect(fs.readFileSync(movedTo!, 'utf8')).toBe('{"language": ');
    const list = service.handle('encounter.list', {}, 'gm') as { ok: true; value: EncounterList };
    expect(list.value.problems).toEqual([
      { file: path.join(dir, 'settings.json'), code: 'CORRUPT_FILE', movedTo, message: expect.stringMatching(/could not be read .*defaults are in use and the file was moved to /) as string },
    ]);
    expect(list.value.encounters).toHaveLength(1); // the demo, seeded as on a first launch
  });

  it('is left where it is by a read-only store, whose updates stay in memory', () => {
    const dir = temp('settings-ro');
    fs.writeFileSync(path.join(dir, 'settings.json'), '[1, 2]');
    const s = createFileSettingsStore(dir, undefined, true);
    expect(s.problem).toMatchObject({ code: 'CORRUPT_FILE', movedTo: null, message: expect.stringContaining('the file was left as it is') as string });
    expect(s.update({ language: 'en' })).toEqual({ ...DEFAULT_SETTINGS, language: 'en' });
    expect(s.get().language).toBe('en');
    expect(fs.readdirSync(dir)).toEqual(['settings.json']);
    expect(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8')).toBe('[1, 2]');
    const fresh = temp('settings-ro-none');
    createFileSettingsStore(fresh, undefined, true).update({ language: 'es' });
    expect(fs.readdirSync(fresh)).toEqual([]);
  });

  it('is named on stderr when the web host starts', async () => {
    const dir = temp('settings-web');
    fs.writeFileSync(path.join(dir, 'settings.json'), '{oops');
    const err: string[] = [];
    const code = await runCli(['--data-dir', dir, 'web'], { out: () => {}, err: (l) => err.push(l), env: { LANG: 'en_US.UTF-8' }, startWeb: async () => {} });
    expect(code).toBe(0);
    expect(err).toEqual([expect.stringMatching(new RegExp(`^Could not load ${path.join(dir, 'settings.json').replace(/[.\\/]/g, '\\$&')}: .*moved to .*damaged`))]);
  });
});

describe('a settings.json that cannot be opened (permissions)', () => {
  it('is left in place, not moved aside as damaged; defaults hold for this session and the GM is told', () => {
    const dir = tempDir('settings-eacces');
    const file = path.join(dir, 'settings.json');
    fs.writeFileSync(file, '{"language":"es"}\n');
    const store = adaptSettingsStore(dir, () => {
      throw Object.assign(new Error(`EACCES: permission denied, open '${file}'`), { code: 'EACCES' });
    });
    expect(store.problem).toMatchObject({ code: 'STORAGE', movedTo: null });
    expect(store.problem?.message).toMatch(/EACCES.*defaults are in use for this session \(the file was left as it is\)/);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"language":"es"}\n');
    expect(fs.existsSync(path.join(dir, 'damaged'))).toBe(false);
    expect(store.update({ language: 'en' }).language).toBe('en');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"language":"es"}\n');
  });
});
