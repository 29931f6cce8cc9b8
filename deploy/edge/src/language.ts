import { DEFAULT_LANGUAGE, type LanguageCode, type LanguageSetting } from '@shop/contracts';

/** Used until the settings (which own the prefixes) have been read once, and if the API is down. */
export const FALLBACK_LANGUAGES: Pick<LanguageSetting, 'code' | 'url'>[] = [
  { code: 'ru-ru', url: '' },
  { code: 'en-gb', url: 'en' },
  { code: 'ka-ge', url: 'ka' },
];

/**
 * The language a URL is in: its first path segment when that is a configured prefix
 * (`/en/blog` → en-gb), otherwise the default language, which has no prefix.
 */
export function languageOfPath(path: string, languages: Pick<LanguageSetting, 'code' | 'url'>[] = FALLBACK_LANGUAGES): {
  language: LanguageCode;
  rest: string;
} {
  const pathname = path.split(/[?#]/, 1)[0] ?? '/';
  const first = pathname.split('/')[1] ?? '';
  const match = first === '' ? undefined : languages.find((l) => l.url === first);
  if (!match) return { language: DEFAULT_LANGUAGE, rest: pathname };
  return { language: match.code, rest: pathname.slice(first.length + 1) || '/' };
}
