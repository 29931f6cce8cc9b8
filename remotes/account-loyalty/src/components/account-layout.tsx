import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@shop/i18n';
import { bus, useSession } from '@shop/session';
import { controls, LoadingState, useDocumentTitle } from '@shop/ui';
import { NS } from '../i18n/register';
import { PageRoot } from './page-root';
import styles from './account-layout.module.css';

// Only a logged-in customer sees the menu: a guest's page does not fetch it.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

/**
 * The frame of every account page: the title, the account menu beside the page (above it on a
 * phone), and for a guest the login prompt instead, or the page's own `guest` view (the wishlist
 * a guest keeps on the device). The page's content mounts only for a logged-in customer, so it
 * loads nothing for a guest; logging in from the prompt shows it at once.
 */
export function AccountLayout({ title, children, guest }: { title: string; children: ReactNode; guest?: ReactNode }) {
  const { t } = useTranslation(NS);
  const { loggedIn, ready } = useSession();
  useDocumentTitle(title);

  const withMenu = ready && loggedIn;
  let body: ReactNode;
  // A visitor the logged-in flag calls logged in is not shown the prompt while /account/me answers.
  if (!ready) body = <LoadingState />;
  else if (!loggedIn && guest) body = guest;
  else if (!loggedIn) {
    body = (
      <div className={styles.guest}>
        <p className={styles.guestText}>{t('guest.text')}</p>
        <button type="button" className={controls.primary} onClick={() => bus.emit('auth:required', { reason: 'account' })}>
          {t('guest.login')}
        </button>
      </div>
    );
  } else {
    // The menu and the page's content come together, so neither pushes the other when it arrives.
    body = (
      <Suspense fallback={<LoadingState />}>
        <AccountMenu />
        <div className={styles.content}>{children}</div>
      </Suspense>
    );
  }

  return (
    <PageRoot>
      <div className={withMenu ? `${styles.layout} ${styles.withMenu}` : styles.layout}>
        <h1 className={`${controls.title} ${styles.title}`}>{title}</h1>
        {body}
      </div>
    </PageRoot>
  );
}
