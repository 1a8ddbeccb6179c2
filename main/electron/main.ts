/** Electron entry: wires the transport-free service to windows, IPC, the app:// protocol and the menu. */
import path from 'node:path';
import { app, dialog, protocol, session } from 'electron';
import type { Locale } from '../../shared/contract/views.js';
import { resolveLocale } from '../../shared/i18n/locale.js';
import * as m from '../../shared/i18n/paraglide/messages.js';
import { appRoot, createAppService } from '../service/bootstrap.js';
import { createPdfSaver } from './print.js';
import type { Service } from '../service/service.js';
import { forwardPushes, registerIpc } from './ipc.js';
import { installMenu } from './menu.js';
import { createProtocolHandler } from './protocol.js';
import { AssetStore } from '../store/asset-store.js';
import { DataLockedError, lockDataDir, lockedMessage, type DataLock } from '../store/data-lock.js';
import { APP_SCHEME, denyPermissionCheck, denyPermissionRequest } from './security.js';
import { createElectronSettingsStore } from './settings-store.js';
import { hardenWebContents, WindowManager } from './windows.js';

/** `--data-dir DIR` or `--data-dir=DIR` (tests and portable use); null when absent. */
function parseDataDir(argv: readonly string[]): string | null {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--data-dir') return argv[i + 1] ?? null;
    if (arg?.startsWith('--data-dir=')) return arg.slice('--data-dir='.length) || null;
  }
  return null;
}

interface Shell {
  isDev: boolean;
  /** The folder holding dist/ and package.json. */
  root: string;
  resourcesDir: string;
}

/** Everything that must happen before `ready`. */
function prepare(): Shell {
  // Both must run before `ready`. Every renderer is sandboxed, whatever its webPreferences say.
  app.enableSandbox();
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);

  const dataDir = parseDataDir(process.argv);
  // Before the single-instance lock: the lock lives in userData, so a test's data dir gets its own.
  if (dataDir) app.setPath('userData', path.resolve(dataDir));

  // Packaged: the app code (dist/, package.json) is in app.asar; resources/ sits next to it.
  const root = app.isPackaged ? app.getAppPath() : appRoot();
  const resourcesDir = app.isPackaged ? path.join(process.resourcesPath, 'resources') : path.join(root, 'resources');
  return { isDev: !app.isPackaged, root, resourcesDir };
}

/**
 * Says why Asalto could not start — in the log and in a dialog box (on Linux before `ready`,
 * Electron prints it to stderr instead) — and exits with code 1 rather than running windowless.
 */
function reportStartupFailure(err: unknown): void {
  const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
  console.error(`[asalto] startup failed: ${message}`);
  try {
    dialog.showErrorBox('Asalto', message);
  } finally {
    app.exit(1);
  }
}

/**
 * The data folder's lock, taken before anything in it is opened. When the web host or a CLI command
 * holds it, a dialog names the holder and the app exits 1; if it is lost later, the app stops too.
 */
function lockOrQuit(userData: string, locale: Locale): DataLock | null {
  try {
    const lock = lockDataDir(userData, 'electron', {
      onLost: () => {
        dialog.showErrorBox('Asalto', m.lock_lost({ dir: userData }, { locale }));
        app.exit(1);
      },
    });
    app.on('will-quit', () => lock.release());
    return lock;
  } catch (err) {
    if (!(err instanceof DataLockedError)) throw err;
    console.error(`[asalto] ${err.message}`);
    dialog.showErrorBox('Asalto', lockedMessage(err, locale));
    app.exit(1);
    return null;
  }
}

function start({ isDev, root, resourcesDir }: Shell): void {
  const userData = app.getPath('userData');
  if (!lockOrQuit(userData, resolveLocale('system', [app.getLocale(), ...app.getPreferredSystemLanguages()]))) return;
  let locale: Locale = 'en';
  let windows: WindowManager | null = null;
  let service: Service | null = null;
  const history = (channel: 'encounter.undo' | 'encounter.redo') => () => {
    const current = service?.handle('encounter.current', {}, 'gm');
    const id = current?.ok ? (current.value as { encounter: { id: string } } | null)?.encounter.id : undefined;
    if (id) service?.handle(channel, { encounterId: id }, 'gm');
  };

  const localeOf = (language: Parameters<typeof resolveLocale>[0]): Locale =>
    resolveLocale(language, [app.getLocale(), ...app.getPreferredSystemLanguages()]);
  const applyLocale = (next: Locale): void => {
    locale = next;
    installMenu({
      locale,
      platform: process.platform,
      isDev,
      togglePlayer: () => void windows?.togglePlayer(),
      undo: history('encounter.undo'),
      redo: history('encounter.redo'),
    });
    windows?.setTitles();
  };

  const settings = createElectronSettingsStore(userData, {
    onChange: (s) => {
      const next = localeOf(s.language);
      if (next !== locale) applyLocale(next);
    },
  });
  if (settings.problem) console.warn(`[asalto] ${settings.problem.message}`);

  const created = createAppService({
    dataDir: userData,
    settings,
    resourcesDir,
    version: app.getVersion(),
    host: {
      transport: 'electron',
      togglePlayerWindow: () => windows?.togglePlayer() ?? false,
      systemLanguages: () => [app.getLocale(), ...app.getPreferredSystemLanguages()],
      savePdf: createPdfSaver(() => windows?.gmWindow() ?? null),
    },
  });
  service = created.service;

  session.defaultSession.setPermissionRequestHandler(denyPermissionRequest);
  session.defaultSession.setPermissionCheckHandler(denyPermissionCheck);
  const assets = new AssetStore(userData);
  protocol.handle(APP_SCHEME, createProtocolHandler(path.join(root, 'dist', 'renderer'), (id) => assets.fileOf(id)));

  windows = new WindowManager({
    preloadDir: path.join(root, 'dist', 'preload'),
    isDev,
    titles: () => ({ gm: m.window_gm_title({}, { locale }), player: m.window_player_title({}, { locale }) }),
    onWindow: (contents, role) => forwardPushes(created.service, contents, role),
  });
  const manager = windows;
  registerIpc(created.service, (id) => manager.roleOf(id));
  app.on('second-instance', () => manager.focusGm());
  app.setAboutPanelOptions({ applicationName: 'Asalto', applicationVersion: app.getVersion() });
  applyLocale(localeOf(settings.get().language));
  manager.start();
}

try {
  const shell = prepare();
  if (!app.requestSingleInstanceLock()) {
    app.quit();
  } else {
    // Every webContents, ours or not, gets the navigation/window-open/webview guards.
    app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
    app.on('window-all-closed', () => app.quit());
    app
      .whenReady()
      .then(() => start(shell))
      .catch(reportStartupFailure);
  }
} catch (err) {
  // A failure before `ready` (registering the scheme, the data dir, finding the app folder) would
  // otherwise escape as an error while loading the main script, with no dialog and no exit code.
  reportStartupFailure(err);
}
