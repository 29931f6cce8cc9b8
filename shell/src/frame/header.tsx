import type { Settings } from '@shop/contracts';
import { Link } from '@shop/router';
import { useLocalePath, useTranslation } from '@shop/i18n';
import { NS } from '../i18n/texts';
import { LanguageSwitcher } from './language-switcher';
import styles from './frame.module.css';

/** For now: logo to the site root, the blog and the language switcher (issue 3 builds the full header). */
export function Header({ settings }: { settings: Settings | undefined }) {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const name = settings?.name ?? '';
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={localePath('/')} className={styles.logo} aria-label={name ? `${name}: ${t('home')}` : t('home')}>
          {settings?.logo && <img src={settings.logo} alt="" width="32" height="32" className={styles.logoImage} />}
          <span>{name}</span>
        </Link>
        <nav aria-label={name || t('home')} className={styles.nav}>
          <Link to={localePath('/blog')} className={styles.navLink}>
            {t('blog')}
          </Link>
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
