/**
 * Settings through electron-store, adapted to the service's SettingsStore. Same file as the web
 * host and CLI use (`settings.json` in the data dir), validated with sanitizeSettings; a damaged
 * file is moved to `damaged/` (never deleted) and defaults are used.
 */
import ElectronStore from 'electron-store';
import { parseJson } from '../store/files.js';
import { adaptSettingsStore, type RawStore, type SettingsStore, type SettingsStoreOptions } from '../store/settings-store.js';

export type { RawStore };
export type ElectronSettingsOptions = SettingsStoreOptions;

const NAME = 'settings';

function openStore(dir: string): RawStore {
  return new ElectronStore<Record<string, unknown>>({
    cwd: dir,
    name: NAME,
    clearInvalidConfig: false,
    accessPropertiesByDotNotation: false,
    watch: false,
    serialize: (value) => `${JSON.stringify(value, null, 2)}\n`,
    deserialize: (text) => parseJson(text) as Record<string, unknown>,
  });
}

export { adaptSettingsStore };

export function createElectronSettingsStore(dir: string, opts: ElectronSettingsOptions = {}): SettingsStore {
  return adaptSettingsStore(dir, openStore, opts);
}
