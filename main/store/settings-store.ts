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

export function createFileSettingsStore(dataDir: string, now: () => Date = () => new Date()): SettingsStore {
  let problem: string | null = null;
  let conf;
  try {
    conf = openJsonFile(dataDir, 'settings');
  } catch (err) {
    const file = path.join(dataDir, 'settings.json');
    const movedTo = fs.existsSync(file) ? moveAside(file, path.join(dataDir, 'damaged'), timestamp(now())) : null;
    problem = `${file} could not be read (${describeError(err)}); defaults are in use${movedTo ? ` and the file was moved to ${movedTo}` : ''}`;
    conf = openJsonFile(dataDir, 'settings');
  }
  const store = conf;
  return {
    problem,
    get: () => sanitizeSettings(store.store),
    update(patch) {
      const next = sanitizeSettings({ ...sanitizeSettings(store.store), ...patch });
      store.store = { ...next };
      return next;
    },
  };
}
