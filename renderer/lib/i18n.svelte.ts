import type { LanguageSetting, Locale } from '../../shared/contract/views.js';
import { resolveLocale } from '../../shared/i18n/locale.js';
import { setLocale } from '../../shared/i18n/paraglide/runtime.js';

export * as m from '../../shared/i18n/paraglide/messages.js';

/** The current UI locale; components re-render under `{#key i18n.locale}` when it changes. */
export const i18n = $state<{ locale: Locale }>({ locale: 'en' });

export function applyLanguage(setting: LanguageSetting): void {
  const locale = resolveLocale(setting, navigator.languages ?? [navigator.language]);
  void setLocale(locale, { reload: false });
  document.documentElement.lang = locale;
  i18n.locale = locale;
}
