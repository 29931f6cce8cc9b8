import { useState } from 'react';
import type { Customer } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { ErrorNotice, LoadingState } from '@shop/ui';
import { AccountLayout } from '../../components/account-layout';
import { useAccountRequest } from '../../components/session-lost';
import { NS } from '../../i18n/account';
import { fetchMe } from './api';
import { AddressSummary } from './address-summary';
import { ContactData } from './contact-data';
import { LoyaltyCard } from './loyalty-card';
import { PersonalForm } from './personal-form';
import styles from './account.module.css';

/** /account and /account/personal (spec §2 Account): personal and contact data, the address and the loyalty card. */
export function AccountPage() {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('account.title')}>
      <AccountHome />
    </AccountLayout>
  );
}

function AccountHome() {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  // The level's name comes translated: the account is asked for again in another language.
  const { state, retry } = useAccountRequest(`me:${language}`, fetchMe);
  // Every save answers the whole account: the page shows the latest.
  const [saved, setSaved] = useState<Customer | null>(null);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error' || state.data.status !== 200) return <ErrorNotice message={t('loadError')} onRetry={retry} />;
  const customer = saved ?? state.data.customer;
  return (
    <div className={styles.home}>
      <PersonalForm customer={customer} onSaved={setSaved} />
      <ContactData customer={customer} onChanged={setSaved} />
      <AddressSummary address={customer.address} />
      <LoyaltyCard customer={customer} />
    </div>
  );
}
