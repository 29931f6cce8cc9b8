import { lazy } from 'react';
import { useTranslation } from '@shop/i18n';
import { AccountLayout } from '../../components/account-layout';
import { NS } from '../../i18n/account';

// A guest is shown the login prompt only: the forms and cards of the account are a chunk of their
// own, fetched once the customer is known to be logged in (a guest's first /account is within the
// first-visit budget this way).
const AccountHome = lazy(() => import('./account-home').then((module) => ({ default: module.AccountHome })));

/**
 * /account and /account/personal (spec §2 Account): personal and contact data, the address, the
 * loyalty card, and the customer's gift cards (spec §3 Account giftcards) from the giftcard remote.
 */
export function AccountPage() {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('account.title')}>
      <AccountHome />
    </AccountLayout>
  );
}
