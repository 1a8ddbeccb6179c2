// Starts the Electron shell (main/electron/main.ts, then the preloads) against a double of the
// `electron` module (tests/helpers/electron-double.ts), since Electron's binary cannot run here.
// The pure pieces have their own tests (electron-security, -displays, -sender-check); this one
// checks that main.ts wires them to real windows, sessions, IPC and screens, end to end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PreloadBridge } from '../../shared/contract/bridge.js';
import { CHANNEL_NAMES, PLAYER_CHANNELS, PUSH_IPC_PREFIX, type Channel } from '../../shared/contract/channels.js';
import { REQUESTS } from '../../shared/contract/contract.js';
import type { Result } from '../../shared/contract/result.js';
import { SECURE, display, fakeEvent, type DoubleOptions, type FakeBrowserWindow, type FakeDisplay } from '../helpers/electron-double.js';

const { double } = await vi.hoisted(async () => {
  const { ElectronDouble } = await import('../helpers/electron-double.js');
  return { double: new ElectronDouble() };
});
vi.mock('electron', () => double.electron);
// electron-store imports electron from node_modules, out of vi.mock's reach: replace it with its
// superclass conf plus electron-store's own constructor logic, bound to the double.
vi.mock('electron-store', () => double.electronStoreModule());

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'asalto-shell-'));
afterAll(() => fs.rmSync(tmpRoot, { recursive: true, force: true }));

const GM_ONLY = CHANNEL_NAMES.filter((c) => !PLAYER_CHANNELS.includes(c));
const laptop = display(1, { x: 0, y: 0, width: 1920, height: 1080 }, { internal: true });
const projector = display(2, { x: 1920, y: 0, width: 1280, height: 720 });

// Kept quiet; each boot starts them afresh, so a test can tell what that boot logged.
const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
afterAll(() => {
  errors.mockRestore();
  warnings.mockRestore();
});

/** Runs main.ts afresh, as `electron . ...argv` would, and lets the app get ready and load its pages. */
async function boot(opts: Partial<DoubleOptions> & { argv?: string[] } = {}): Promise<{ loadError: unknown }> {
  const { argv: extra = [], ...rest } = opts;
  double.reset({ appPath: repoRoot, userData: fs.mkdtempSync(path.join(tmpRoot, 'userdata-')), displays: [laptop, projector], ...rest });
  vi.resetModules();
  errors.mockClear();
  warnings.mockClear();
  const argv = process.argv;
  process.argv = [argv[0] ?? 'electron', repoRoot, ...extra];
  let loadError: unknown = null;
  try {
    await import('../../main/electron/main.js');
  } catch (err) {
    loadError = err;
  } finally {
    process.argv = argv;
  }
  await double.settle();
  return { loadError };
}

function windowAt(file: string): FakeBrowserWindow {
  const win = double.windows.find((w) => w.webContents.getURL() === `asalto://app/${file}`);
  if (!win) throw new Error(`no window loaded asalto://app/${file}: ${double.windows.map((w) => w.webContents.getURL()).join(', ')}`);
  return win;
}

const call = (win: FakeBrowserWindow, channel: string, payload?: unknown) => double.invokeFrom(win.webContents, channel, payload) as Promise<Result<unknown>>;

/** Every object and function reachable from `root` through own properties. */
function reachable(root: unknown): Set<unknown> {
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return;
    seen.add(value);
    for (const key of Reflect.ownKeys(value)) {
      const desc = Object.getOwnPropertyDescriptor(value, key);
      if (desc && 'value' in desc) walk(desc.value);
    }
  };
  walk(root);
  return seen;
}


describe('the Electron shell, started', () => {
  let dataDir: string;
  let gm: FakeBrowserWindow;
  let player: FakeBrowserWindow;

  beforeAll(async () => {
    dataDir = path.join(tmpRoot, 'data dir');
    const { loadError } = await boot({ argv: ['--data-dir', dataDir] });
    expect(loadError).toBeNull();
    gm = windowAt('index.html');
    player = windowAt('player.html');
  }, 120_000);

  it('sandboxes every renderer and makes asalto:// privileged before ready, and uses --data-dir', () => {
    // The double throws if either runs after `ready`.
    expect(double.called('app.enableSandbox')).toHaveLength(1);
    expect(double.privilegedSchemes).toEqual([{ scheme: 'asalto', privileges: expect.objectContaining({ standard: true, secure: true }) as unknown }]);
    expect(double.app.getPath('userData')).toBe(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'encounters'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'settings.json'))).toBe(true);
    expect(double.exitCode).toBeNull();
    expect(double.errorBoxes).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('opens the GM window and the player window, each isolated, sandboxed and with its own preload', () => {
    expect(double.windows).toHaveLength(2);
    for (const [win, role] of [
      [gm, 'gm'],
      [player, 'player'],
    ] as const) {
      const prefs = win.options.webPreferences as Record<string, unknown>;
      expect(prefs, role).toMatchObject({ ...SECURE, preload: path.join(repoRoot, 'dist', 'preload', `${role}.cjs`) });
      // Nothing else, so nothing weakens them (enableBlinkFeatures, partition, additionalArguments…).
      const allowed = new Set([...Object.keys(SECURE), 'preload', 'navigateOnDragDrop', 'spellcheck']);
      expect(Object.keys(prefs).filter((k) => !allowed.has(k)), role).toEqual([]);
      expect(win.isVisible(), role).toBe(true);
      // The localized title stays; the page's <title> does not replace it.
      const title = win.getTitle();
      expect(title, role).not.toBe('Electron');
      expect(win.pageTitle('evil'), role).toBe(false);
      expect(win.getTitle(), role).toBe(title);
    }
    // The GM keeps the focus: the player display is shown without taking it.
    expect(gm.isFocused()).toBe(true);
    expect(player.isFocused()).toBe(false);
    // The preloads named are the ones the build produces.
    const build = fs.readFileSync(path.join(repoRoot, 'scripts', 'build-preload.mjs'), 'utf8');
    expect(build).toMatch(/path\.join\(root, 'dist', 'preload'\)/);
    expect(build).toContain("['gm', 'main/electron/preload-gm.ts']");
    expect(build).toContain("['player', 'main/electron/preload-player.ts']");
    expect(build).toContain('fileName: () => `${name}.cjs`');
  });

  it('registers an ipcMain handler for every contract channel, each reaching the service', async () => {
    const handled = [...double.handlers.keys()].sort();
    expect(handled).toEqual([...CHANNEL_NAMES].sort());
    expect(handled).toEqual(Object.keys(REQUESTS).sort());
    for (const channel of CHANNEL_NAMES) {
      // A payload no schema accepts: the service's validation answers, with a value, never a throw.
      expect(await call(gm, channel, { notAField: 1 }), channel).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
      const fromPlayer = await call(player, channel, { notAField: 1 });
      expect(fromPlayer, channel).toMatchObject({ ok: false, error: { code: PLAYER_CHANNELS.includes(channel) ? 'INVALID_PAYLOAD' : 'FORBIDDEN' } });
    }
    expect(await call(gm, 'app.info')).toEqual({
      ok: true,
      value: { name: 'Asalto', version: '0.1.0', transport: 'electron', role: 'gm', playerWindow: true },
    });
    expect(await call(player, 'app.info')).toMatchObject({ ok: true, value: { role: 'player' } });
  });

  it('prints to PDF in a hidden window without preload, saved where the GM says (print.savePdf, issue #17)', async () => {
    const current = (await call(gm, 'encounter.current')) as Result<{ encounter: { id: string; name: string } }>;
    if (!current.ok) throw new Error('no encounter open');
    const target = path.join(tmpRoot, 'sheet.pdf');
    double.saveDialogAnswer = target;
    const before = double.windows.length;
    const options = { paper: 'letter', orientation: 'landscape', lang: 'en' };
    expect(await call(gm, 'print.savePdf', { id: current.value.encounter.id, options })).toEqual({ ok: true, value: { saved: target } });
    expect(fs.readFileSync(target, 'utf8')).toBe('%PDF-1.7 fake from asalto://app/print.html');
    const made = double.calls.filter((c) => c.api === 'new BrowserWindow').at(-1)!.args[0] as { show: boolean; webPreferences: Record<string, unknown> };
    expect(made.show).toBe(false);
    expect(made.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(made.webPreferences.preload).toBeUndefined();
    const script = double.calls.find((c) => c.api === 'webContents.executeJavaScript')!.args[1] as string;
    const job = JSON.parse(/^window\.asaltoPrint\((.*)\)$/s.exec(script)![1]!) as { data: { encounter: { name: string } }; options: { paper: string; hexCm: number } };
    expect(job.data.encounter.name).toBe(current.value.encounter.name);
    expect(job.options).toMatchObject({ paper: 'letter', orientation: 'landscape', lang: 'en', hexCm: 2.5 });
    expect(double.calls.find((c) => c.api === 'webContents.printToPDF')!.args[1]).toEqual({ preferCSSPageSize: true, printBackground: true });
    // The hidden window is gone; a cancelled dialog saves nothing.
    expect(double.windows.slice(before).every((w) => w.isDestroyed())).toBe(true);
    double.saveDialogAnswer = null;
    expect(await call(gm, 'print.savePdf', { id: current.value.encounter.id, options })).toEqual({ ok: true, value: { saved: null } });
    expect(await call(player, 'print.savePdf', { id: current.value.encounter.id, options })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('takes the role from the window, and refuses other webContents and subframes', async () => {
    const stray = double.createWebContents();
    stray.mainFrame.url = 'asalto://app/index.html';
    expect(await double.invokeFrom(stray, 'app.info')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    const iframe = gm.webContents.subframe('asalto://app/index.html');
    expect(await double.invokeFromFrame(gm.webContents, iframe, 'app.info')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('rejected IPC'));
  });

  it('lets the GM show and hide the player window through window.togglePlayer', async () => {
    expect(await call(gm, 'window.togglePlayer')).toEqual({ ok: true, value: { visible: false } });
    expect(player.isVisible()).toBe(false);
    expect(await call(player, 'window.togglePlayer')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(await call(gm, 'window.togglePlayer')).toEqual({ ok: true, value: { visible: true } });
    expect(player.isVisible()).toBe(true);
    expect(player.isFocused()).toBe(false);
  });

  it('exposes through the preloads one function per allowed channel — the player only its subset — and never ipcRenderer', async () => {
    const gmWorld = await double.runPreload(gm.webContents, () => import('../../main/electron/preload-gm.js'));
    const playerWorld = await double.runPreload(player.webContents, () => import('../../main/electron/preload-player.js'));
    expect(Object.keys(gmWorld)).toEqual(['asalto']);
    expect(Object.keys(playerWorld)).toEqual(['asalto']);
    const gmBridge = gmWorld.asalto as PreloadBridge;
    const playerBridge = playerWorld.asalto as PreloadBridge;
    expect(gmBridge.role).toBe('gm');
    expect(Object.keys(gmBridge.channels).sort()).toEqual([...CHANNEL_NAMES].sort());
    expect(playerBridge.role).toBe('player');
    expect(Object.keys(playerBridge.channels).sort()).toEqual([...PLAYER_CHANNELS].sort());
    for (const channel of GM_ONLY) expect(Object.hasOwn(playerBridge.channels, channel), channel).toBe(false);
    for (const [world, win] of [
      [gmWorld, gm],
      [playerWorld, player],
    ] as const) {
      const ipc = win.webContents.renderer;
      const methods = ['invoke', 'send', 'sendSync', 'on', 'once', 'emit', 'addListener', 'removeListener', 'removeAllListeners'];
      const leaked: unknown[] = [ipc, ...methods.map((name) => Reflect.get(ipc, name) as unknown)];
      const seen = reachable(world);
      for (const value of leaked) expect(seen.has(value)).toBe(false);
    }

    // Through the bridges, the double's ipcRenderer and ipcMain, to the service and back.
    expect(await playerBridge.channels['app.info']?.()).toMatchObject({ ok: true, value: { role: 'player', transport: 'electron' } });
    expect(await playerBridge.channels['player.state']?.()).toMatchObject({ ok: true });
    const gmPushes: unknown[] = [];
    const playerPushes: unknown[] = [];
    const gmDeltas: unknown[] = [];
    gmBridge.on('gm.state', (data) => gmPushes.push(data));
    gmBridge.on('gm.delta', (data) => gmDeltas.push(data));
    playerBridge.on('player.state', (data) => playerPushes.push(data));
    expect(() => playerBridge.on('gm.state', () => undefined)).toThrow(/player/);
    expect(() => playerBridge.on('gm.delta', () => undefined)).toThrow(/player/);
    player.webContents.sent.length = 0;
    const created = await gmBridge.channels['encounter.create' satisfies Channel]?.({ name: 'Emboscada en el vado', system: 'dnd5e' });
    expect(created).toMatchObject({ ok: true });
    expect(JSON.stringify(gmPushes.at(-1))).toContain('Emboscada en el vado');
    // A command reaches the GM window as a delta through the preload.
    const encounterId = (created as { value: { encounter: { id: string } } }).value.encounter.id;
    const renamed = await gmBridge.channels['encounter.command']?.({ encounterId, command: { type: 'rename', name: 'El vado' } });
    expect(renamed).toMatchObject({ ok: true, value: { status: 'applied' } });
    expect(gmDeltas).toMatchObject([{ encounterId, patches: [{ op: 'replace', path: ['name'], value: 'El vado' }] }]);
    expect(playerPushes.length).toBeGreaterThan(0);
    // The player window is sent player.state only, never the GM's view.
    expect(player.webContents.sent.length).toBeGreaterThan(0);
    expect(new Set(player.webContents.sent.map((s) => s.channel))).toEqual(new Set([`${PUSH_IPC_PREFIX}player.state`]));
    // A compromised player page calling ipcRenderer directly is refused by main.
    expect(await player.webContents.renderer.invoke('encounter.create', { name: 'x' })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('denies navigation away from asalto://app, window.open and webviews, in our windows and any other webContents', () => {
    const stray = double.createWebContents();
    for (const contents of [gm.webContents, player.webContents, stray]) {
      for (const url of ['https://example.com/', 'file:///etc/passwd', 'asalto://evil/index.html', 'http://127.0.0.1:5170/']) {
        expect(contents.navigate(url), url).toBe(false);
        expect(contents.navigate(url, 'will-redirect'), url).toBe(false);
        expect(contents.windowOpen(url), url).toBe(false);
      }
      expect(contents.windowOpen('asalto://app/player.html')).toBe(false);
      expect(contents.attachWebview('https://example.com/')).toBe(false);
    }
    // In-app navigation (a reload, a hash) still works.
    expect(gm.webContents.navigate('asalto://app/index.html#log')).toBe(true);
    expect(gm.webContents.getURL()).toBe('asalto://app/index.html#log');
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('blocked navigation'));
  });

  it('denies every permission request and check', async () => {
    for (const contents of [gm.webContents, player.webContents]) {
      for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'hid']) {
        expect(await double.requestPermission(contents, permission), permission).toBe(false);
        expect(double.checkPermission(contents, permission), permission).toBe(false);
      }
    }
  });

  it('serves asalto:// with our CSP and nothing outside the renderer folder', async () => {
    expect([...double.protocolHandlers.keys()]).toEqual(['asalto']);
    const handler = double.protocolHandlers.get('asalto');
    const res = await handler?.(new Request('asalto://app/..%2f..%2fpackage.json'));
    expect(res?.status).toBe(404);
    expect(res?.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('installs the menu and brings the GM window back when Asalto is started again', () => {
    const toggle = double.menuItems().find((item) => item.id === 'toggle-player');
    expect(toggle?.accelerator).toBe('CmdOrCtrl+Shift+P');
    gm.minimize();
    gm.hide();
    double.app.emit('second-instance', fakeEvent(), ['electron', '.'], repoRoot);
    expect(gm.isMinimized()).toBe(false);
    expect(gm.isVisible()).toBe(true);
    expect(gm.isFocused()).toBe(true);
  });
});

describe('the player display follows the screens', () => {
  let gm: FakeBrowserWindow;
  let player: FakeBrowserWindow;
  const toggle = () => double.menuItems().find((item) => item.id === 'toggle-player')?.click?.();
  const within = (outer: FakeDisplay['workArea'], r: FakeDisplay['workArea']) =>
    r.x >= outer.x && r.y >= outer.y && r.x + r.width <= outer.x + outer.width && r.y + r.height <= outer.y + outer.height;

  beforeAll(async () => {
    await boot({ displays: [laptop, projector], primary: 1 });
    gm = windowAt('index.html');
    player = windowAt('player.html');
  }, 120_000);

  it('opens full screen on the second display, the GM window on the first', () => {
    expect(double.screen.getDisplayMatching(gm.getBounds()).id).toBe(laptop.id);
    expect(gm.isFullScreen()).toBe(false);
    expect(player.isFullScreen()).toBe(true);
    expect(player.getBounds()).toEqual(projector.bounds);
    expect(player.isVisible()).toBe(true);
  });

  it('moves when a display is unplugged, plugged in or rearranged', () => {
    double.removeDisplay(projector.id);
    expect(player.isFullScreen()).toBe(false);
    expect(within(laptop.workArea, player.getBounds())).toBe(true);
    expect(player.isVisible()).toBe(true);

    const monitor = display(3, { x: -2560, y: 0, width: 2560, height: 1440 });
    double.addDisplay(monitor);
    expect(player.isFullScreen()).toBe(true);
    expect(player.getBounds()).toEqual(monitor.bounds);

    // The monitor is moved from the laptop's left to its right in the display arrangement.
    const moved = { x: 1920, y: 0, width: 2560, height: 1440 };
    double.changeDisplay(monitor.id, moved, ['bounds', 'workArea']);
    expect(player.isFullScreen()).toBe(true);
    expect(player.getBounds()).toEqual(moved);
    expect(player.isFocused()).toBe(false);
  });

  it('stays hidden while hidden, and reappears on the chosen display', () => {
    toggle();
    expect(player.isVisible()).toBe(false);
    const moves = double.called('win.setBounds').length;
    double.removeDisplay(3);
    double.addDisplay(projector);
    expect(player.isVisible()).toBe(false);
    expect(double.called('win.setBounds')).toHaveLength(moves);
    toggle();
    expect(player.isVisible()).toBe(true);
    expect(player.isFullScreen()).toBe(true);
    expect(player.getBounds()).toEqual(projector.bounds);
    expect(gm.isFocused()).toBe(true);
    expect(player.isFocused()).toBe(false);
  });

  it('only hides when its window is closed; closing the GM window quits', () => {
    expect(player.close()).toBe(false);
    expect(player.isDestroyed()).toBe(false);
    expect(player.isVisible()).toBe(false);
    expect(double.quitted).toBe(false);
    gm.close();
    expect(double.quitted).toBe(true);
    expect(player.isDestroyed()).toBe(true);
  });
});

describe('a failure at start is reported, not swallowed', { timeout: 60_000 }, () => {
  const expectReported = (text: string | RegExp) => {
    expect(double.exitCode).toBe(1);
    expect(double.errorBoxes).toHaveLength(1);
    expect(double.errorBoxes[0]?.title).toBe('Asalto');
    expect(double.errorBoxes[0]?.content).toMatch(text);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[asalto\] startup failed: /));
    expect(double.windows).toHaveLength(0);
  };

  it('when the data folder cannot be created', async () => {
    const file = path.join(tmpRoot, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const { loadError } = await boot({ argv: [`--data-dir=${path.join(file, 'data')}`] });
    expect(loadError).toBeNull();
    expectReported(/ENOTDIR|EEXIST/);
    expect(double.errorBoxes[0]?.content).toContain(path.join(file, 'data'));
  });

  it('when app.whenReady rejects', async () => {
    await boot({ readyFails: new Error('the GPU process could not start') });
    expectReported('the GPU process could not start');
  });

  it('when a call throws during boot', async () => {
    await boot({ throwOn: { 'protocol.handle': new Error('Failed to register protocol: asalto') } });
    expectReported('Failed to register protocol: asalto');
    expect(double.handlers.size).toBe(0);
    await boot({ throwOn: { 'Menu.buildFromTemplate': new Error('bad menu template') } });
    expectReported('bad menu template');
  });

  it('when a call throws before ready', async () => {
    const { loadError } = await boot({ throwOn: { 'protocol.registerSchemesAsPrivileged': new Error('scheme asalto already registered') } });
    expect(loadError).toBeNull();
    expectReported('scheme asalto already registered');
    expect(double.called('app.whenReady')).toHaveLength(0);
  });

  it('but a second instance hands over to the first and quits quietly', async () => {
    await boot({ singleInstance: false });
    expect(double.quitRequested).toBe(1);
    expect(double.exitCode).toBeNull();
    expect(double.errorBoxes).toEqual([]);
    expect(double.called('app.whenReady')).toHaveLength(0);
    expect(double.windows).toHaveLength(0);
  });
});
