// Launches the real Electron app with Playwright. Electron's binary cannot be downloaded on every
// machine, so without it (or without a display on Linux) the suite is skipped with a printed reason.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import type { PreloadBridge } from '../../shared/contract/bridge.js';
import { CHANNEL_NAMES, PLAYER_CHANNELS } from '../../shared/contract/channels.js';
import { gmOnlyLeaks } from '../helpers/leaks.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The Electron executable, found without triggering electron's download (never `require('electron')`). */
function electronBinary(): { path: string } | { skip: string } {
  const dir = path.join(repoRoot, 'node_modules', 'electron');
  const pathFile = path.join(dir, 'path.txt');
  if (!fs.existsSync(pathFile)) return { skip: `${path.relative(repoRoot, pathFile)} is absent (Electron's binary was never downloaded)` };
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const bin = path.join(override ?? path.join(dir, 'dist'), fs.readFileSync(pathFile, 'utf8').trim());
  if (!fs.existsSync(bin)) return { skip: `the Electron binary ${bin} is absent` };
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return { skip: 'no DISPLAY or WAYLAND_DISPLAY (run under xvfb-run)' };
  return { path: bin };
}

const found = electronBinary();
if ('skip' in found) console.log(`[electron tests skipped] ${found.skip}`);

const demo = JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'demo-encounter.json'), 'utf8')) as { name: string };

type Win = Window & { asalto?: PreloadBridge; require?: unknown; process?: unknown };

async function pageAt(app: ElectronApplication, file: string): Promise<Page> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const page = app.windows().find((p) => p.url() === `asalto://app/${file}`);
    if (page) return page;
    await app.waitForEvent('window', { timeout: 1_000 }).catch(() => undefined);
  }
  throw new Error(`no window loaded asalto://app/${file}; open: ${app.windows().map((p) => p.url()).join(', ')}`);
}

describe.skipIf('skip' in found)('Electron app', () => {
  let app: ElectronApplication;
  let gm: Page;
  let player: Page;
  let dataDir: string;

  beforeAll(async () => {
    if (!('path' in found)) return;
    for (const built of ['dist/main/electron/main.js', 'dist/preload/gm.cjs', 'dist/preload/player.cjs', 'dist/renderer/index.html', 'dist/renderer/player.html']) {
      if (!fs.existsSync(path.join(repoRoot, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
    }
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asalto-electron-'));
    const env: Record<string, string> = { LANG: 'es_ES.UTF-8' };
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== 'ELECTRON_RUN_AS_NODE' && k !== 'LANG') env[k] = v;
    app = await _electron.launch({ executablePath: found.path, args: [repoRoot, '--data-dir', dataDir], cwd: repoRoot, env, timeout: 30_000 });
    gm = await pageAt(app, 'index.html');
    player = await pageAt(app, 'player.html');
    await gm.waitForLoadState('domcontentloaded');
    await player.waitForLoadState('domcontentloaded');
  });

  afterAll(async () => {
    await app?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses the --data-dir it was given', async () => {
    expect(await app.evaluate(({ app: a }) => a.getPath('userData'))).toBe(dataDir);
    await expect.poll(() => fs.readdirSync(dataDir).some((f) => f === 'settings.json')).toBe(true);
  });

  it('shows the demo encounter in the GM window', async () => {
    await gm.getByTestId('combatant').first().waitFor({ timeout: 20_000 });
    expect(await gm.textContent('h1')).toContain(demo.name);
    expect(await gm.getByTestId('combatant').count()).toBeGreaterThan(1);
    const current = await gm.evaluate(() => (window as Win).asalto?.channels['encounter.current']?.());
    expect(current).toMatchObject({ ok: true, value: { encounter: { name: demo.name } } });
  });

  it('has a player window showing the same encounter, minus what the GM hides', async () => {
    await player.getByTestId('player-combatant').first().waitFor({ timeout: 20_000 });
    const urls = await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().map((w) => w.webContents.getURL()).sort());
    expect(urls).toEqual(['asalto://app/index.html', 'asalto://app/player.html']);
    const state = await player.evaluate(() => (window as Win).asalto?.channels['player.state']?.());
    expect(state).toMatchObject({ ok: true, value: { encounter: { name: demo.name } } });
    expect(gmOnlyLeaks((state as { value: unknown }).value, { ids: ['boss'], names: ['Jefe goblin (oculto)'], secrets: ['juncos'] })).toEqual([]);
  });

  it('gives the player window no GM channels and no Node', async () => {
    const seen = await player.evaluate(() => {
      const w = window as Win;
      return {
        role: w.asalto?.role,
        keys: Object.keys(w.asalto ?? {}).sort(),
        channels: Object.keys(w.asalto?.channels ?? {}).sort(),
        require: typeof w.require,
        process: typeof w.process,
      };
    });
    expect(seen).toEqual({ role: 'player', keys: ['channels', 'on', 'role'], channels: [...PLAYER_CHANNELS].sort(), require: 'undefined', process: 'undefined' });
    const gmPush = await player.evaluate(() => {
      try {
        (window as Win).asalto?.on('gm.state', () => undefined);
        return 'subscribed';
      } catch {
        return 'refused';
      }
    });
    expect(gmPush).toBe('refused');
    const gmSeen = await gm.evaluate(() => ({ channels: Object.keys((window as Win).asalto?.channels ?? {}).sort(), require: typeof (window as Win).require }));
    expect(gmSeen).toEqual({ channels: [...CHANNEL_NAMES].sort(), require: 'undefined' });
  });

  it('serves pages with the CSP and blocks navigation away from the app', async () => {
    const csp = await gm.evaluate(() => fetch('asalto://app/index.html').then((r) => r.headers.get('content-security-policy')));
    expect(csp).toContain("default-src 'none'");
    await gm.evaluate(() => {
      window.location.href = 'https://example.com/';
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(gm.url()).toBe('asalto://app/index.html');
    const opened = await gm.evaluate(() => window.open('asalto://app/player.html') === null);
    expect(opened).toBe(true);
  });

  it('shows and hides the player window from the GM', async () => {
    const visible = () => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().find((w) => w.webContents.getURL().endsWith('/player.html'))?.isVisible());
    const before = await visible();
    const toggled = await gm.evaluate(() => (window as Win).asalto?.channels['window.togglePlayer']?.());
    expect(toggled).toEqual({ ok: true, value: { visible: !before } });
    await expect.poll(visible).toBe(!before);
    const back = await gm.evaluate(() => (window as Win).asalto?.channels['window.togglePlayer']?.());
    expect(back).toEqual({ ok: true, value: { visible: before } });
    // The player window may not toggle itself.
    const refused = await player.evaluate(() => typeof (window as Win).asalto?.channels['window.togglePlayer']);
    expect(refused).toBe('undefined');
  });
});
