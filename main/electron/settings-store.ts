/**
 * Settings through electron-store, adapted to the service's SettingsStore. Same file as the web
 * host and CLI use (`settings.json` in the data dir), validated with sanitizeSettings; a damaged
 * file is moved to `damaged/` (never deleted) and defaults are used.
 */
import fs from 'node:fs';
import path from 'node:path';
import ElectronStore from 'electron-store';
import type { Settings } from '../../shared/contract/views.js';
import { describeError, moveAside, timestamp } from '../store/files.js';
import { sanitizeSettings, type SettingsStore } from '../store/settings-store.js';

/** The part of a conf/electron-store instance the adapter needs. */
export interface RawStore {
  store: Record<string, unknown>;
}

export interface ElectronSettingsOptions {
  now?: () => Date;
  /** Called after every update with the new settings (e.g. to rebuild the localized menu). */
  onChange?: (settings: Settings) => void;
}

const NAME = 'settings';

function openStore(dir: string): RawStore {
  return new ElectronStore<Record<string, unknown>>({
    cwd: dir,
    name: NAME,
    clearInvalidConfig: false,
    accessPropertiesByDotNotation: false,
    watch: false,
    serialize: (value) => `${JSON.stringify(value, null, 2)}\n`,
  });
}

/** Adapts any conf-like store opener; exported so it can be exercised without Electron. */
export function adaptSettingsStore(dir: string, open: (dir: string) => RawStore, opts: ElectronSettingsOptions = {}): SettingsStore {
  const now = opts.now ?? (() => new Date());
  let problem: string | null = null;
  let raw: RawStore;
  try {
    raw = open(dir);
    void raw.store; // conf reads lazily in some versions; force the parse here
  } catch (err) {
    const file = path.join(dir, `${NAME}.json`);
    const movedTo = fs.existsSync(file) ? moveAside(file, path.join(dir, 'damaged'), timestamp(now())) : null;
    problem = `${file} could not be read (${describeError(err)}); defaults are in use${movedTo ? ` and the file was moved to ${movedTo}` : ''}`;
    raw = open(dir);
  }
  const store = raw;
  return {
    problem,
    get: () => sanitizeSettings(store.store),
    update(patch) {
      const next = sanitizeSettings({ ...sanitizeSettings(store.store), ...patch });
      store.store = { ...next };
      opts.onChange?.(next);
      return next;
    },
  };
}

export function createElectronSettingsStore(dir: string, opts: ElectronSettingsOptions = {}): SettingsStore {
  return adaptSettingsStore(dir, openStore, opts);
}
