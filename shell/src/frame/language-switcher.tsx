import { useId } from 'react';
import type { LanguageCode, LanguageSetting } from '@shop/contracts';
import { Link, useLocation } from '@shop/router';
import { switchLanguagePath, useLanguage, useTranslation } from '@shop/i18n';
import { NS } from '../i18n/texts';
import './header/texts';
import { Caret } from './caret';
import { useHoverDropdown } from './use-hover-dropdown';
import styles from './language-switcher.module.css';

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

/**
 * The language toggle (spec §2, §4): a button showing the current language opens the list of
 * settings' languages; each is this page in that language. It is one of the header's dropdowns
 * (one open at a time): Escape, focus or a click elsewhere, or a choice closes it.
 */
export function LanguageSwitcher({ floating = false }: LanguageSwitcherProps) {
  const { t } = useTranslation(NS);
  const { language, languages } = useLanguage();
  const { pathname, search } = useLocation();
  const listId = useId();
  // The header and the slide-in menu each have a switcher: each its own dropdown id.
  const { open, itemProps, buttonProps, close } = useHoverDropdown<HTMLElement>(`language:${listId}`, { hover: false, withinMenu: !floating });

  if (languages.length === 0) return null;
  const current = languages.find((option) => option.code === language);

  return (
    <nav {...itemProps} aria-label={t('language')} className={styles.switcher}>
      <button {...buttonProps} type="button" className={styles.toggle} aria-controls={listId}>
        <span className={styles.visuallyHidden}>{t('header.currentLanguage')}</span>
        <span lang={current ? current.code.split('-')[0] : undefined}>{current?.title ?? language}</span>
        <Caret open={open} />
      </button>
      <ul id={listId} className={floating ? `${styles.list} ${styles.floating}` : styles.list} hidden={!open}>
        {languages.map((option) => {
          const active = option.code === language;
          const { href, error } = languageTarget(pathname, search, language, option, languages);
          return (
            <li key={option.code}>
              <Link
                to={href}
                lang={option.code.split('-')[0]}
                hrefLang={option.code}
                aria-current={active ? 'true' : undefined}
                className={active ? `${styles.link} ${styles.active}` : styles.link}
                onClick={() => {
                  if (error) console.error(`Language switch to ${option.code} from ${pathname}: ${error.message}`);
                  close();
                }}
              >
                {option.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
