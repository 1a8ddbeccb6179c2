import type { LanguageSetting, Locale } from '../contract/views.js';

/** Picks the UI locale: the setting if explicit, otherwise the first supported system language. */
export function resolveLocale(setting: LanguageSetting, systemLanguages: readonly string[]): Locale {
  if (setting !== 'system') return setting;
  for (const tag of systemLanguages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (base === 'es' || base === 'en') return base;
  }
  return 'en';
}
