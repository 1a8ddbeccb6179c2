// The desktop app and the data folder's lock, against the `electron` double (as electron-shell.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { lockDataDir } from '../../main/store/data-lock.js';
import { display } from '../helpers/electron-double.js';

const { double } = await vi.hoisted(async () => {
  const { ElectronDouble } = await import('../helpers/electron-double.js');
  return { double: new ElectronDouble() };
});
vi.mock('electron', () => double.electron);
vi.mock('electron-store', () => double.electronStoreModule());

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'asalto-electron-lock-'));
afterAll(() => fs.rmSync(tmpRoot, { recursive: true, force: true }));
const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterAll(() => errors.mockRestore());

async function boot(userData: string): Promise<void> {
  double.reset({ appPath: repoRoot, userData, displays: [display(1, { x: 0, y: 0, width: 1920, height: 1080 }, { internal: true })], locale: 'en-US' });
  vi.resetModules();
  errors.mockClear();
  const argv = process.argv;
  process.argv = [argv[0] ?? 'electron', repoRoot];
  try {
    await import('../../main/electron/main.js');
  } finally {
    process.argv = argv;
  }
  await double.settle();
}

describe('the desktop app and the data folder lock', () => {
  it('shows who holds the folder in a dialog and exits 1, having opened nothing', async () => {
    const userData = fs.mkdtempSync(path.join(tmpRoot, 'held-'));
    const web = lockDataDir(userData, 'web');
    await boot(userData);
    expect(double.exitCode).toBe(1);
    expect(double.errorBoxes).toEqual([
      { title: 'Asalto', content: expect.stringMatching(new RegExp(`^The data folder .*held-\\w+ is in use by the web host \\(pid ${process.pid}, since .* UTC\\); close it or use --data-dir$`)) as string },
    ]);
    expect(double.windows).toHaveLength(0);
    expect(fs.readdirSync(userData)).toEqual(['asalto.lock']); // no settings, no encounters
    web.release();
  });

  it('holds the folder while it runs and frees it when it quits', async () => {
    const userData = fs.mkdtempSync(path.join(tmpRoot, 'free-'));
    await boot(userData);
    expect(double.exitCode).toBeNull();
    expect(double.windows.length).toBeGreaterThan(0);
    expect(JSON.parse(fs.readFileSync(path.join(userData, 'asalto.lock', 'owner.json'), 'utf8'))).toMatchObject({ transport: 'electron', pid: process.pid });
    expect(() => lockDataDir(userData, 'cli')).toThrow(/in use by electron/);
    double.app.emit('will-quit');
    expect(fs.existsSync(path.join(userData, 'asalto.lock'))).toBe(false);
    lockDataDir(userData, 'cli').release();
  });
});
