import type { LanguageCode, LanguageSetting } from '@shop/contracts';
import { DEFAULT_LANGUAGE } from '@shop/contracts';
import { useLanguage } from './language-store';

// Settings may write a prefix as 'en' or '/en/'; compare the bare segment.
const bare = (url: string) => url.replace(/^\/+|\/+$/g, '');

function prefixOf(code: LanguageCode, languages: readonly LanguageSetting[]): string | undefined {
  const found = languages.find((l) => l.code === code);
  return found === undefined ? undefined : bare(found.url);
}

/** '/blog/x' under a language whose prefix is 'en' → '/en/blog/x'; '/' → '/en'. */
export function localizePath(path: string, language: LanguageCode, languages: readonly LanguageSetting[]): string {
  const prefix = prefixOf(language, languages) ?? '';
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (prefix === '') return clean;
  return clean === '/' ? `/${prefix}` : `/${prefix}${clean}`;
}

/** Splits the language prefix off a pathname: '/en/blog' → { language: 'en-gb', path: '/blog' }. */
export function stripLanguagePrefix(
  pathname: string,
  languages: readonly LanguageSetting[],
): { language: LanguageCode; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const match = first === '' ? undefined : languages.find((l) => bare(l.url) === first);
  if (match) return { language: match.code, path: `/${rest.join('/')}` };
  const unprefixed = languages.find((l) => bare(l.url) === '')?.code ?? DEFAULT_LANGUAGE;
  return { language: unprefixed, path: pathname === '' ? '/' : pathname };
}

/**
 * The same page in another language: replaces the current language's URL prefix (spec §5).
 * Throws when the current language is not among the configured ones.
 */
export function switchLanguagePath(
  pathname: string,
  from: LanguageCode,
  to: LanguageCode,
  languages: readonly LanguageSetting[],
): string {
  const fromPrefix = prefixOf(from, languages);
  if (fromPrefix === undefined) throw new Error('Current language not found in the URL.');
  if (prefixOf(to, languages) === undefined) throw new Error(`Language ${to} is not configured.`);
  let path = pathname;
  if (fromPrefix !== '') {
    const head = `/${fromPrefix}`;
    if (path === head) path = '/';
    else if (path.startsWith(`${head}/`)) path = path.slice(head.length);
    else throw new Error('Current language not found in the URL.');
  }
  return localizePath(path, to, languages);
}

/** For links inside the apps: `localePath('/blog')` is '/en/blog' while English is on. */
export function useLocalePath(): (path: string) => string {
  const { language, languages } = useLanguage();
  return (path: string) => localizePath(path, language, languages);
}
