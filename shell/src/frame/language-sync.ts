import { useLayoutEffect } from 'react';
import { useLocation } from '@shop/router';
import { getLanguage, setLanguage, stripLanguagePrefix, useLanguage } from '@shop/i18n';

/** The URL prefix is the language: keep i18n and <html lang> in step with navigation. */
export function useLanguageFromUrl(): void {
  const { pathname } = useLocation();
  const { languages } = useLanguage();
  const { language } = stripLanguagePrefix(pathname, languages);
  useLayoutEffect(() => {
    if (language !== getLanguage()) setLanguage(language);
    // BCP 47 as the edge writes it: ru-ru → ru-RU.
    const [base, region] = language.split('-');
    document.documentElement.lang = region ? `${base}-${region.toUpperCase()}` : language;
  }, [language]);
}
