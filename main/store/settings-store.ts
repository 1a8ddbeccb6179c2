import fs from 'node:fs';
import path from 'node:path';
import { settingsSchema } from '../../shared/contract/contract.js';
import type { Settings, StoreProblem } from '../../shared/contract/views.js';
import { describeError, moveAside, openJsonFile, parseJson, timestamp } from './files.js';

export const DEFAULT_SETTINGS: Settings = { language: 'system', lastEncounterId: null };

/** Where settings live. Electron uses electron-store; the web host and CLI use conf in the data dir. */
export interface SettingsStore {
  get(): Settings;
  update(patch: Partial<Settings>): Settings;
  /** A problem found while loading (a damaged settings file, moved aside unless read-only), if any. */
  readonly problem: StoreProblem | null;
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
  /** Read-only commands: read the file directly, never write or move it; updates stay in memory. */
  readOnly?: boolean;
}

/** Settings read once from the file and kept in memory: nothing is ever written. */
function memoryStore(file: string | null): RawStore {
  let store: Record<string, unknown> = {};
  if (file && fs.existsSync(file)) {
    const raw = parseJson(fs.readFileSync(file, 'utf8'));
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) store = raw as Record<string, unknown>;
    else throw new Error('the file is not a JSON object');
  }
  return {
    get store() {
      return store;
    },
    set store(value) {
      store = value;
    },
  };
}

/**
 * Adapts a conf-like store of `<dir>/settings.json` (conf here, electron-store in Electron): fields
 * are validated one by one; a file that cannot be read is moved to `damaged/` and defaults are used.
 */
export function adaptSettingsStore(dir: string, open: (dir: string) => RawStore, opts: SettingsStoreOptions = {}): SettingsStore {
  const now = opts.now ?? (() => new Date());
  const file = path.join(dir, 'settings.json');
  let problem: StoreProblem | null = null;
  let raw: RawStore;
  try {
    raw = opts.readOnly ? memoryStore(file) : open(dir);
    void raw.store; // force the parse here, so a damaged file is found now
  } catch (err) {
    // Only a file that does not parse is damaged; one that cannot be opened (permissions) stays put.
    const damaged = !/^E[A-Z]+$/.test(String((err as NodeJS.ErrnoException).code ?? ''));
    const movedTo = damaged && !opts.readOnly && fs.existsSync(file) ? moveAside(file, path.join(dir, 'damaged'), timestamp(now())) : null;
    const where = movedTo ? ` and the file was moved to ${movedTo}` : ' (the file was left as it is)';
    const scope = damaged ? '' : ' for this session';
    problem = { file, code: damaged ? 'CORRUPT_FILE' : 'STORAGE', message: `${file} could not be read (${describeError(err)}); defaults are in use${scope}${where}`, movedTo };
    raw = opts.readOnly || !damaged ? memoryStore(null) : open(dir);
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

export function createFileSettingsStore(dataDir: string, now: () => Date = () => new Date(), readOnly = false): SettingsStore {
  return adaptSettingsStore(dataDir, (dir) => openJsonFile(dir, 'settings'), { now, readOnly });
}
