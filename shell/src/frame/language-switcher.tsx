import type { LanguageCode, LanguageSetting } from '@shop/contracts';
import { useLocation } from '@shop/router';
import { switchLanguagePath, useLanguage, useTranslation } from '@shop/i18n';
import { NS } from '../i18n/texts';
import { ChoiceMenu, type Choice } from './choice-menu';

const bare = (url: string) => url.replace(/^\/+|\/+$/g, '');

/**
 * Where `option` takes this page: the same path with the language prefix replaced (spec §5). When
 * the current language is not among the configured ones switchLanguagePath throws; the link then
 * goes to that language's root and the error is kept to be logged if the visitor follows it.
 */
export function languageTarget(
  pathname: string,
  search: string,
  current: LanguageCode,
  option: LanguageSetting,
  languages: readonly LanguageSetting[],
): { href: string; error?: Error } {
  try {
    return { href: switchLanguagePath(pathname, current, option.code, languages) + search };
  } catch (error) {
    const prefix = bare(option.url);
    return { href: prefix ? `/${prefix}` : '/', error: error instanceof Error ? error : new Error(String(error)) };
  }
}

export interface LanguageSwitcherProps {
  /** The list floats below the button (the header) instead of pushing what follows down (the menu). */
  floating?: boolean;
}

/** The language toggle (spec §2, §4): each of the settings' languages is this page in that language. */
export function LanguageSwitcher({ floating = false }: LanguageSwitcherProps) {
  const { t } = useTranslation(NS);
  const { language, languages } = useLanguage();
  const { pathname, search } = useLocation();

  if (languages.length === 0) return null;
  const current = languages.find((option) => option.code === language);
  const choices = languages.map((option): Choice => {
    const { href, error } = languageTarget(pathname, search, language, option, languages);
    return {
      key: option.code,
      label: option.title,
      href,
      active: option.code === language,
      lang: option.code.split('-')[0],
      hrefLang: option.code,
      onChoose: error && (() => console.error(`Language switch to ${option.code} from ${pathname}: ${error.message}`)),
    };
  });
  return (
    <ChoiceMenu
      name="language"
      label={t('language')}
      currentHint={t('header.currentLanguage')}
      current={current?.title ?? language}
      currentLang={current ? current.code.split('-')[0] : undefined}
      choices={choices}
      floating={floating}
    />
  );
}
