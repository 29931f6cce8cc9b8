import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@shop/contracts';

/**
 * The one i18next instance of the page. It is created and initialised when this module is first
 * evaluated, synchronously and with no resources, so a remote can register its namespace whether
 * it loads before or after the shell calls initI18n (Module Federation shares this module as a
 * singleton, so every app sees the same instance).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  // Spec §1: Russian is the fallback language.
  fallbackLng: DEFAULT_LANGUAGE,
  // Our codes are 'ru-ru', 'en-gb', 'ka-ge'; without this i18next would look for 'ru-RU'.
  lowerCaseLng: true,
  load: 'currentOnly',
  initAsync: false,
  resources: {} as Resource,
  defaultNS: false,
  interpolation: { escapeValue: false }, // React escapes.
  react: { useSuspense: false },
});

export type Translations = Record<LanguageCode, Record<string, unknown>>;

/** Each app ships its own namespace in all three languages and registers it once. */
export function registerNamespace(ns: string, translations: Translations): void {
  for (const [language, texts] of Object.entries(translations)) {
    i18n.addResourceBundle(language, ns, texts, true, true);
  }
}
