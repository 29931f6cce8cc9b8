import { useState } from 'react';
import { stripLanguagePrefix, useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { Link, useLocation, useNavigate } from '@shop/router';
import { logout } from '@shop/session';
import { controls } from '@shop/ui';
import { NS } from '../i18n/register';
import styles from './account-menu.module.css';

/** The account area's pages, each with the paths (without the language prefix) it is the menu entry of. */
const ENTRIES = [
  { key: 'personal', to: '/account/personal', matches: (path: string) => ['/account', '/account/personal', '/account/edit-address'].includes(path) },
  { key: 'orders', to: '/account/orders', matches: (path: string) => path === '/account/orders' || path.startsWith('/account/order/') },
  { key: 'wishlist', to: '/account/wishlist', matches: (path: string) => path === '/account/wishlist' },
  { key: 'membership', to: '/account/membership', matches: (path: string) => path === '/account/membership' },
  { key: 'cashback', to: '/account/cashback', matches: (path: string) => path === '/account/cashback' },
] as const;

/** The account area's menu, shared by every account page, with logout at its end (spec §4 logout). */
export function AccountMenu() {
  const { t } = useTranslation(NS);
  const { languages } = useLanguage();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { path } = stripLanguagePrefix(pathname, languages);
  const [leaving, setLeaving] = useState<'idle' | 'busy' | 'failed'>('idle');

  const leave = async () => {
    setLeaving('busy');
    const result = await logout();
    if (!result.ok) return setLeaving('failed');
    // The bus has cleared cart and wishlist; the account pages are no place for a guest.
    void navigate(localePath('/'));
  };

  return (
    <nav aria-label={t('menu.label')} className={styles.menu}>
      <ul className={styles.list}>
        {ENTRIES.map((entry) => (
          <li key={entry.key}>
            <Link className={styles.link} to={localePath(entry.to)} aria-current={entry.matches(path) ? 'page' : undefined}>
              {t(`menu.${entry.key}`)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={`${controls.linkButton} ${styles.logout}`} disabled={leaving === 'busy'} onClick={() => void leave()}>
            {t('menu.logout')}
          </button>
        </li>
      </ul>
      {leaving === 'failed' && (
        <p role="alert" className={controls.error}>
          {t('menu.logoutFailed')}
        </p>
      )}
    </nav>
  );
}
