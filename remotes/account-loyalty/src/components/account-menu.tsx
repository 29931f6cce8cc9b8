import { routeNameOf, type RouteName } from '@shop/contracts';
import { stripLanguagePrefix, useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link, useLocation, useNavigate } from '@shop/router';
import { logout } from '@shop/session';
import { controls } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { NS } from '../i18n/register';
import styles from './account-menu.module.css';

/** The account area's pages: the route each entry links to, and the routes it is the current entry of. */
const ENTRIES = [
  { key: 'personal', to: 'account-personal', current: ['account', 'account-personal', 'edit-address'] },
  { key: 'orders', to: 'orders', current: ['orders', 'account-order'] },
  { key: 'wishlist', to: 'wishlist', current: ['wishlist'] },
  { key: 'membership', to: 'membership', current: ['membership'] },
  { key: 'cashback', to: 'cashback', current: ['cashback'] },
] as const satisfies readonly { key: string; to: RouteName; current: readonly RouteName[] }[];

/** The account area's menu, shared by every account page, with logout at its end (spec §4 logout). */
export function AccountMenu() {
  const { t } = useTranslation(NS);
  const { languages } = useLanguage();
  const localePath = useLocalePath();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The route the table says this page is, as the shell's router picked it.
  const here = routeNameOf(stripLanguagePrefix(pathname, languages).path);
  const { busy: leaving, error: failed, submit: leave } = useSubmit(async () => {
    if (!(await logout()).ok) return true;
    // The bus has cleared cart and wishlist; the account pages are no place for a guest.
    void navigate(localePath('/'));
  }, () => true);

  return (
    <nav aria-label={t('menu.label')} className={styles.menu}>
      <ul className={styles.list}>
        {ENTRIES.map((entry) => (
          <li key={entry.key}>
            <Link className={styles.link} to={pathTo(entry.to)} aria-current={entry.current.some((name) => name === here) ? 'page' : undefined}>
              {t(`menu.${entry.key}`)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={`${controls.linkButton} ${styles.logout}`} disabled={leaving} onClick={() => void leave()}>
            {t('menu.logout')}
          </button>
        </li>
      </ul>
      {failed && (
        <p role="alert" className={controls.error}>
          {t('menu.logoutFailed')}
        </p>
      )}
    </nav>
  );
}
