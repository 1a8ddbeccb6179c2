import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EncounterRepository } from '../store/encounter-repo.js';
import { AssetStore } from '../store/asset-store.js';
import { createFileSettingsStore, type SettingsStore } from '../store/settings-store.js';
import { pruneAssets, removeTempFiles } from '../store/cleanup.js';
import { LibraryStore } from '../library/library-store.js';
import { createService, type HostHooks, type Service } from './service.js';
import { loadLibraries, systemHosts, type Libraries } from '../rules/core/host.js';

/** The folder holding Asalto's package.json: the repo in development, the app folder when packaged. */
export function appRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string }).name === 'asalto') return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`Asalto's package.json was not found above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
}

export function readPackageVersion(root = appRoot()): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export interface AppServiceOptions {
  dataDir: string;
  host: HostHooks;
  /** Defaults to a conf file in the data dir (the web host and CLI); Electron passes electron-store. */
  settings?: SettingsStore;
  resourcesDir?: string;
  version?: string;
  /** Open the bundled demo on first launch (the app and web host do; read-only CLI commands do not). */
  seedDemo?: boolean;
  /**
   * Read-only CLI commands, which run without the data folder's lock: nothing in the folder is
   * written, created or moved (no cleanup, no demo, settings kept in memory). Writers (the default)
   * must hold the lock (`lockDataDir`) before calling; leftover temp files and unused images are
   * then removed here.
   */
  readOnly?: boolean;
}

/** Wires the service with its stores and the bundled demo. Every transport starts here. */
export function createAppService(opts: AppServiceOptions): { service: Service; settings: SettingsStore; repo: EncounterRepository } {
  const readOnly = opts.readOnly === true;
  if (!readOnly) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    cleanUp(opts.dataDir);
  }
  const repo = new EncounterRepository(opts.dataDir, { readOnly });
  const settings = opts.settings ?? createFileSettingsStore(opts.dataDir, undefined, readOnly);
  const resources = opts.resourcesDir ?? path.join(appRoot(), 'resources');
  const service = createService({
    repo,
    settings,
    assets: new AssetStore(opts.dataDir),
    version: opts.version ?? readPackageVersion(),
    host: opts.host,
    library: once(() => loadLibrary(resources)),
    libraryStore: new LibraryStore(opts.dataDir, readOnly),
    systems: systemHosts({ dataDir: opts.dataDir, resourcesDir: resources, now: () => new Date() }),
    demo: opts.seedDemo === false || readOnly ? undefined : () => JSON.parse(fs.readFileSync(path.join(resources, 'demo-encounter.json'), 'utf8')) as Record<string, unknown>,
  });
  return { service, settings, repo };
}

/** Crash leftovers: temp files first (a half-written image is not an image), then unused images. */
function cleanUp(dataDir: string): void {
  removeTempFiles(dataDir);
  try {
    pruneAssets(dataDir);
  } catch {
    // An encounter file that cannot be read: keep every image rather than guess.
  }
}

/** Where Electron keeps userData for an app named "Asalto", so the CLI and web host share it. */
export function defaultDataDir(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string): string {
  if (platform === 'win32') return path.win32.join(env.APPDATA ?? path.win32.join(home, 'AppData', 'Roaming'), 'Asalto');
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support', 'Asalto');
  return path.posix.join(env.XDG_CONFIG_HOME || path.posix.join(home, '.config'), 'Asalto');
}

function once<T>(f: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= f());
}

/** Every system's library in the resources folder (5e: the SRD 5.1 creatures and sample PCs), validated; a bad file names itself. */
export function loadLibrary(resources: string): Libraries {
  return loadLibraries(resources);
}
