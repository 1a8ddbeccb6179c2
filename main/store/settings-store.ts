import fs from 'node:fs';
import path from 'node:path';
import { settingsSchema } from '../../shared/contract/contract.js';
import type { Settings } from '../../shared/contract/views.js';
import { describeError, moveAside, openJsonFile, timestamp } from './files.js';

export const DEFAULT_SETTINGS: Settings = { language: 'system', lastEncounterId: null };

/** Where settings live. Electron uses electron-store; the web host and CLI use conf in the data dir. */
export interface SettingsStore {
  get(): Settings;
  update(patch: Partial<Settings>): Settings;
  /** A problem found while loading (a damaged settings file moved aside), if any. */
  readonly problem: string | null;
}

/** Reads raw settings and validates them field by field, keeping every valid field. */
export function sanitizeSettings(raw: unknown): Settings {
  const obj = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const out: Settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const parsed = settingsSchema.shape[key].safeParse(obj[key]);
    if (parsed.success) (out as unknown as Record<string, unknown>)[key] = parsed.data;
  }
  return out;
}

/** The part of a conf or electron-store instance the adapter needs. */
export interface RawStore {
  store: Record<string, unknown>;
}

export interface SettingsStoreOptions {
  now?: () => Date;
  /** Called after every update with the new settings (e.g. to rebuild a localized menu). */
  onChange?: (settings: Settings) => void;
}

/**
 * Adapts a conf-like store of `<dir>/settings.json` (conf here, electron-store in Electron): fields
 * are validated one by one; a file that cannot be read is moved to `damaged/` and defaults are used.
 */
export function adaptSettingsStore(dir: string, open: (dir: string) => RawStore, opts: SettingsStoreOptions = {}): SettingsStore {
  const now = opts.now ?? (() => new Date());
  let problem: string | null = null;
  let raw: RawStore;
  try {
    raw = open(dir);
    void raw.store; // force the parse here, so a damaged file is found now
  } catch (err) {
    const file = path.join(dir, 'settings.json');
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

export function createFileSettingsStore(dataDir: string, now: () => Date = () => new Date()): SettingsStore {
  return adaptSettingsStore(dataDir, (dir) => openJsonFile(dir, 'settings'), { now });
}
