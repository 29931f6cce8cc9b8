import { useLayoutEffect } from 'react';
import type { LanguageCode } from '@shop/contracts';
import { useLocation } from '@shop/router';
import { getLanguage, setLanguage, stripLanguagePrefix, useLanguage } from '@shop/i18n';
import { hasShellTexts, loadShellTexts } from '../i18n/texts';

/** Switches i18n and <html lang> (BCP 47 as the edge writes it: ru-ru → ru-RU). */
function showLanguage(language: LanguageCode): void {
  if (language !== getLanguage()) setLanguage(language);
  const [base, region] = language.split('-');
  document.documentElement.lang = region ? `${base}-${region.toUpperCase()}` : language;
}

/**
 * The URL prefix is the language: keep i18n and <html lang> in step with navigation, and give the
 * path after it. The shell's
 * texts in a language the visit has not shown yet are a chunk: the page switches once it is in
 * (a failed fetch switches all the same, as the boot does).
 */
export function useLanguageFromUrl(): string {
  const { pathname } = useLocation();
  const { languages } = useLanguage();
  const { language, path } = stripLanguagePrefix(pathname, languages);
  useLayoutEffect(() => {
    if (hasShellTexts(language)) return showLanguage(language);
    let current = true;
    void loadShellTexts(language)
      .catch((error: unknown) => console.error(`The shell's ${language} texts could not be loaded`, error))
      .then(() => current && showLanguage(language));
    return () => {
      current = false;
    };
  }, [language]);
  return path;
}
