// The GM window's view preferences (not the encounter's): kept in this browser's storage, read back
// only when still one of the allowed values, so a stale or hand-edited entry falls back quietly.
const PREFIX = 'asalto.ui.';

export function loadPref<T extends string | boolean>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(PREFIX + key);
    const value = raw === null || raw === undefined ? undefined : (JSON.parse(raw) as unknown);
    return allowed.includes(value as T) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export function savePref(key: string, value: string | boolean): void {
  try {
    globalThis.localStorage?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the preference lasts this session only.
  }
}
