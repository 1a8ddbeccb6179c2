import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../main/cli/cli.js';
import { makeService, tempDir } from '../helpers/fixtures.js';

async function cli(args: string[], env: NodeJS.ProcessEnv = { LANG: 'en_US.UTF-8' }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l), env });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('asalto CLI', () => {
  it('prints the package version', async () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    expect(await cli(['--version'])).toMatchObject({ code: 0, out: pkg.version });
  });

  it('lists and shows encounters from --data-dir, as text and JSON', async () => {
    const dir = tempDir('cli');
    const { service } = makeService(dir); // seeds the demo
    const id = (service.handle('encounter.current', {}, 'gm') as { value: { encounter: { id: string } } }).value.encounter.id;
    const list = await cli(['--data-dir', dir, 'encounter', 'list', '--json']);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.out) as { encounters: unknown[] }).encounters[0]).toMatchObject({ id, name: 'Emboscada en el vado', combatants: 8 });
    const text = await cli(['--data-dir', dir, 'encounter', 'list']);
    expect(text.out).toContain(`${id}  Emboscada en el vado  (8 combatants, round 0`);
    const shown = await cli(['--data-dir', dir, '--lang', 'es', 'encounter', 'show', id]);
    expect(shown.out).toContain('Emboscada en el vado — Sin empezar');
    expect(shown.out).toMatch(/Jefe goblin \(oculto\)\s+21\/21\s+@15,3\s+\[oculto\]/);
    const json = JSON.parse((await cli(['--data-dir', dir, 'encounter', 'show', id, '--json'])).out) as { encounter: { combatants: unknown[] } };
    expect(json.encounter.combatants).toHaveLength(8);
  });

  it('exports an encounter as one JSON document, writing nothing', async () => {
    const dir = tempDir('cli-export');
    const { service, repo } = makeService(dir); // seeds the demo
    const id = (service.handle('encounter.current', {}, 'gm') as { value: { encounter: { id: string } } }).value.encounter.id;
    const before = fs.readFileSync(repo.fileOf(id), 'utf8');
    const r = await cli(['--data-dir', dir, 'encounter', 'export', id]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual(repo.load(id));
    expect(fs.readFileSync(repo.fileOf(id), 'utf8')).toBe(before);
    expect(await cli(['--data-dir', dir, 'encounter', 'export', 'ghost'])).toMatchObject({ code: 1, err: expect.stringContaining('NOT_FOUND') as string });
  });

  it('does not create anything when listing an empty data dir', async () => {
    const dir = tempDir('cli-empty');
    expect((await cli(['--data-dir', dir, 'encounter', 'list'])).out).toContain('No encounters in');
    expect(fs.existsSync(`${dir}/encounters`)).toBe(false);
  });

  it('reports damaged files and unknown ids with a non-zero exit and the file named', async () => {
    const dir = tempDir('cli-bad');
    fs.mkdirSync(`${dir}/encounters`, { recursive: true });
    fs.writeFileSync(`${dir}/encounters/broken.json`, '[1,');
    const list = await cli(['--data-dir', dir, 'encounter', 'list']);
    expect(list.code).toBe(1);
    expect(list.err).toMatch(/broken\.json.*damaged/);
    const show = await cli(['--data-dir', dir, 'encounter', 'show', 'ghost']);
    expect(show).toMatchObject({ code: 1 });
    expect(show.err).toContain('NOT_FOUND');
  });

  it('answers usage errors with exit code 2 in the system language', async () => {
    const r = await cli(['frobnicate'], { LANG: 'es_ES.UTF-8' });
    expect(r.code).toBe(2);
    expect(r.err).toContain('Orden desconocida: frobnicate');
    expect((await cli(['--bogus'])).code).toBe(2);
    expect((await cli([])).out).toContain('Usage: asalto');
  });
});
