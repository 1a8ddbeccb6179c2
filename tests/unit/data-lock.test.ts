import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../main/cli/cli.js';
import { DataLockedError, lockDataDir, lockedMessage } from '../../main/store/data-lock.js';
import type { GmView } from '../../shared/contract/views.js';
import { spawnTs } from '../helpers/child.js';
import { makeService, tempDirsRemovedAfterAll } from '../helpers/fixtures.js';

const temp = tempDirsRemovedAfterAll();

const EN = { LANG: 'en_US.UTF-8' };
const SINCE = String.raw`since \d{4}-\d\d-\d\d \d\d:\d\d UTC`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `asalto web` through runCli, with a stand-in server that runs until `stop()`. */
function webHost(dataDir: string, env: NodeJS.ProcessEnv = EN) {
  const err: string[] = [];
  let started = () => {};
  const running = new Promise<void>((resolve) => (started = resolve));
  let stop = () => {};
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const code = runCli(['--data-dir', dataDir, 'web'], {
    out: () => {},
    err: (line) => err.push(line),
    env,
    async startWeb() {
      started();
      await stopped;
    },
  });
  // Resolves once the stand-in server runs; rejects if the command ended without starting it.
  const up = () => Promise.race([running, code.then((c) => Promise.reject(new Error(`asalto web exited ${c}: ${err.join(' | ')}`)))]);
  return { code, up, stop, err };
}

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l), env: EN });
  return { code, out: out.join('\n'), err };
}

/** Every directory and file under `dir`, with the files' bytes. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = entry.isDirectory() ? '<dir>' : fs.readFileSync(full).toString('base64');
  }
  return out;
}

const ownerOf = (dir: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, 'asalto.lock', 'owner.json'), 'utf8'));

function plantLock(dir: string, owner: object | null, ageMs = 0): void {
  const lockDir = path.join(dir, 'asalto.lock');
  fs.mkdirSync(lockDir, { recursive: true });
  if (owner) fs.writeFileSync(path.join(lockDir, 'owner.json'), JSON.stringify(owner));
  const t = new Date(Date.now() - ageMs);
  fs.utimesSync(lockDir, t, t);
}

describe('one writer per data folder', () => {
  it('refuses a second web host on the folder with one line naming the first, and frees the folder on close', async () => {
    const dir = temp('lock-two');
    const first = webHost(dir);
    await first.up();
    expect(ownerOf(dir)).toMatchObject({ transport: 'web', pid: process.pid, host: os.hostname() });

    const second = webHost(dir);
    expect(await second.code).toBe(1);
    expect(second.err).toHaveLength(1);
    expect(second.err[0]).toMatch(new RegExp(`^The data folder ${escape(dir)} is in use by the web host \\(pid ${process.pid}, ${SINCE}\\); close it or use --data-dir$`));
    const spanish = webHost(dir, { LANG: 'es_ES.UTF-8' });
    expect(await spanish.code).toBe(1);
    expect(spanish.err).toEqual([expect.stringMatching(new RegExp(`^La carpeta de datos ${escape(dir)} está en uso por el servidor web \\(pid ${process.pid}, desde \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\)`))]);

    first.stop();
    expect(await first.code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'asalto.lock'))).toBe(false);
    const third = webHost(dir);
    await third.up();
    third.stop();
    expect(await third.code).toBe(0);
  });

  it('refuses a real second process, and takes over the lock of a holder killed with SIGKILL', async () => {
    const dir = temp('lock-kill');
    const jiti = temp('lock-jiti');
    const holder = spawnTs('tests/helpers/lock-holder.ts', [dir], jiti);
    const pid = Number((await holder.line(/^locked \d+$/)).split(' ')[1]);
    expect(pid).toBe(holder.process.pid);
    const named = new RegExp(`^The data folder ${escape(dir)} is in use by an asalto command \\(pid ${pid}, ${SINCE}\\); close it or use --data-dir$`);

    const inProcess = webHost(dir);
    expect(await inProcess.code).toBe(1);
    expect(inProcess.err).toEqual([expect.stringMatching(named)]);
    const second = await spawnTs('main/cli/main.ts', ['--data-dir', dir, 'web', '--port', '0'], jiti).exit;
    expect(second.code).toBe(1);
    expect(second.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(named)]);

    holder.process.kill('SIGKILL');
    expect((await holder.exit).signal).toBe('SIGKILL');
    expect(ownerOf(dir)).toMatchObject({ transport: 'cli', pid }); // the crash left its lock behind
    const next = webHost(dir);
    await next.up();
    expect(ownerOf(dir)).toMatchObject({ transport: 'web', pid: process.pid });
    next.stop();
    expect(await next.code).toBe(0);
  }, 180_000); // two Node processes that transpile the CLI: slow on a loaded machine, never hung

  it('takes over a lock nobody has refreshed for the stale time, and names an owner it cannot check', () => {
    const dir = temp('lock-stale');
    plantLock(dir, { transport: 'electron', pid: 1, since: '2026-12-01T22:40:00.000Z', host: 'another-machine' });
    let refused: unknown;
    try {
      lockDataDir(dir, 'cli');
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DataLockedError);
    expect(lockedMessage(refused as DataLockedError, 'en')).toBe(
      `The data folder ${dir} is in use by the Asalto app (pid 1, since 2026-12-01 22:40 UTC); close it or use --data-dir`,
    );

    plantLock(dir, { transport: 'electron', pid: 1, since: '2026-12-01T22:40:00.000Z', host: 'another-machine' }, 60_000);
    const lock = lockDataDir(dir, 'cli');
    expect(ownerOf(dir)).toMatchObject({ transport: 'cli', pid: process.pid });
    lock.release();
    lock.release(); // idempotent
    expect(fs.existsSync(path.join(dir, 'asalto.lock'))).toBe(false);
  });

  it('says "another Asalto process" while a fresh lock names no owner yet, and takes over a dead process that had our pid', () => {
    const dir = temp('lock-anon');
    plantLock(dir, null);
    expect(() => lockDataDir(dir, 'cli')).toThrow(DataLockedError);
    try {
      lockDataDir(dir, 'cli');
    } catch (err) {
      expect(lockedMessage(err as DataLockedError, 'es')).toBe(`La carpeta de datos ${dir} está en uso por otro proceso de Asalto; cierra ese programa o usa --data-dir`);
    }
    fs.rmSync(path.join(dir, 'asalto.lock'), { recursive: true });
    // A lock from before a reboot whose pid is now ours (containers reuse small pids).
    plantLock(dir, { transport: 'web', pid: process.pid, since: '2026-11-30T10:00:00.000Z', host: os.hostname() });
    const lock = lockDataDir(dir, 'electron');
    expect(ownerOf(dir)).toMatchObject({ transport: 'electron', pid: process.pid });
    expect(() => lockDataDir(dir, 'cli')).toThrow(DataLockedError); // but one we hold is ours
    lock.release();
  });

  it('lets read-only commands run while the folder is locked, writing nothing', async () => {
    const dir = temp('lock-ro');
    const { service } = makeService(dir);
    const view = (service.handle('encounter.current', {}, 'gm') as { value: GmView }).value;
    const id = view.encounter.id;
    const goblin = view.encounter.combatants[0]!.id;
    service.handle('encounter.command', { encounterId: id, command: { type: 'damage', id: goblin, amount: 2 } }, 'gm');
    expect((service.handle('encounter.current', {}, 'gm') as { value: GmView }).value.log).toHaveLength(1);
    fs.writeFileSync(path.join(dir, 'settings.json'), '{"language": '); // damaged: named, left where it is
    const lock = lockDataDir(dir, 'electron');
    const before = snapshot(dir);

    const list = await cli(['--data-dir', dir, 'encounter', 'list', '--json']);
    expect((JSON.parse(list.out) as { encounters: { id: string }[] }).encounters.map((e) => e.id)).toEqual([id]);
    const text = await cli(['--data-dir', dir, 'encounter', 'list']);
    expect(text.out).toContain(`${id}  Emboscada en el vado`);
    expect(text.err).toEqual([expect.stringMatching(/^Could not load .*settings\.json: .*could not be read .*defaults are in use \(the file was left as it is\)$/)]);
    expect(text.code).toBe(1); // a damaged file is a problem, as for encounters
    const shown = await cli(['--data-dir', dir, 'encounter', 'show', id]);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('Emboscada en el vado — Not started');
    expect(shown.err).toEqual([expect.stringContaining(path.join(dir, 'settings.json'))]);

    expect(snapshot(dir)).toEqual(before);
    lock.release();
  });
});
