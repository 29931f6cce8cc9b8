import { Link, useLocation } from '@shop/router';
import { switchLanguagePath, useLanguage, useTranslation } from '@shop/i18n';
import { NS } from '../i18n/texts';
import styles from './frame.module.css';

/** Settings' languages; each link is this page with the language prefix replaced (spec §2, §5). */
export function LanguageSwitcher() {
  const { t } = useTranslation(NS);
  const { language, languages } = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t('language')} className={styles.languages}>
      <ul className={styles.languageList}>
        {languages.map((option) => {
          const active = option.code === language;
          let target: string;
          try {
            target = switchLanguagePath(pathname, language, option.code, languages) + search;
          } catch {
            // The address does not carry the current language (should not happen): go to that language's root.
            target = option.url ? `/${option.url.replace(/^\/+|\/+$/g, '')}` : '/';
          }
          return (
            <li key={option.code}>
              <Link
                to={target}
                lang={option.code.split('-')[0]}
                hrefLang={option.code}
                aria-current={active ? 'true' : undefined}
                className={active ? `${styles.languageLink} ${styles.active}` : styles.languageLink}
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
