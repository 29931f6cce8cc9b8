import type { ReactNode } from 'react';
import type { LanguageCode } from '@shop/contracts';
import { switchLanguagePath, useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { Link, useLocation } from '@shop/router';
import { NS } from '../i18n/register';
import { useAdminPath } from './admin-paths';
import { staffName } from './admin-problem';
import { areasFor } from './areas';
import { RegionRoot } from './page-root';
import type { Staff } from './staff-gate';
import styles from './frame.module.css';


function LanguageLinks() {
  const { t } = useTranslation(NS);
  const { language, languages } = useLanguage();
  const { pathname, search } = useLocation();
  const pathIn = (code: LanguageCode) => {
    try {
      return switchLanguagePath(pathname, language, code, languages) + search;
    } catch {
      return undefined;
    }
  };
  return (
    <nav aria-label={t('topbar.language')} className={styles.languages}>
      {languages.map((setting) => {
        const href = pathIn(setting.code);
        if (!href) return null;
        return (
          <Link key={setting.code} to={href} lang={setting.code.slice(0, 2)} aria-current={setting.code === language ? 'true' : undefined}>
            {setting.title}
          </Link>
        );
      })}
    </nav>
  );
}

/** The back office's own frame: a top bar with who is logged in, a side navigation of the areas their role may open, and the area. */
export function BackOfficeFrame({ staff, children }: { staff: Staff; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const adminPath = useAdminPath();
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '');
  return (
    <div className={styles.frame}>
      <header className={styles.topbar}>
        <Link to={adminPath()} className={styles.brand}>{t('title')}</Link>
        <p className={styles.who}>{t('topbar.signedIn', { who: staffName(staff.actor), role: t(`roles.${staff.role}`) })}</p>
        <LanguageLinks />
        <a href={localePath('/')} className={styles.toShop}>{t('topbar.toShop')}</a>
      </header>
      <nav aria-label={t('nav.label')} className={styles.side}>
        <ul>
          {areasFor(staff.role).map((area) => {
            const href = adminPath(area.path);
            const here = area.path === '' ? current === href : current === href || current.startsWith(`${href}/`);
            return (
              <li key={area.name}>
                <Link to={href} aria-current={here ? 'page' : undefined}>{t(`nav.${area.name}`)}</Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main id="main" className={styles.area}>
        <RegionRoot className={styles.areaContent}>{children}</RegionRoot>
      </main>
    </div>
  );
}
