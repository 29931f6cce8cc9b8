import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, type LanguageCode, type LanguageSetting } from '@shop/contracts';
import { i18n } from './instance';

export interface LanguageState {
  language: LanguageCode;
  languages: readonly LanguageSetting[];
}

/** Used until the shell passes the languages from settings (and in tests). */
export const DEFAULT_LANGUAGES: readonly LanguageSetting[] = [
  { code: 'ru-ru', url: '', title: 'Русский' },
  { code: 'en-gb', url: 'en', title: 'English' },
  { code: 'ka-ge', url: 'ka', title: 'ქართული' },
];

let state: LanguageState = { language: DEFAULT_LANGUAGE, languages: DEFAULT_LANGUAGES };
const listeners = new Set<() => void>();

function setState(next: LanguageState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getLanguage(): LanguageCode {
  return state.language;
}

export function getLanguages(): readonly LanguageSetting[] {
  return state.languages;
}

/** The shell calls this once at boot with the language of the URL and settings.languages. */
export function initI18n({ language, languages }: { language: LanguageCode; languages?: readonly LanguageSetting[] }): void {
  setLanguage(language, languages);
}

/** Switches the interface language (the shell calls it when the URL prefix changes). */
export function setLanguage(language: LanguageCode, languages: readonly LanguageSetting[] = state.languages): void {
  void i18n.changeLanguage(language);
  if (language !== state.language || languages !== state.languages) setState({ language, languages });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** The current language and the configured languages; re-renders when either changes. */
export function useLanguage(): LanguageState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
