import { useState } from 'react';
import { GIFTCARD_EXPOSES, type Customer } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { ErrorNotice, LoadingState, RemoteRegion } from '@shop/ui';
import { useAccountRequest } from '../../components/session-lost';
import { NS } from '../../i18n/account';
import { fetchMe } from './api';
import { AddressSummary } from './address-summary';
import { ContactData } from './contact-data';
import { LoyaltyCard } from './loyalty-card';
import { PersonalForm } from './personal-form';
import styles from './account.module.css';

/** The giftcard remote's card list: the shell loads it at runtime, this remote does not import it. */
const MY_GIFTCARDS = GIFTCARD_EXPOSES.MyGiftcards.replace(/^\.\//, '');

/** The account's own content, for a logged-in customer: their data, the address, the loyalty card and their gift cards. */
export function AccountHome() {
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
      <div className={styles.wide}>
        <RemoteRegion remote="giftcard" module={MY_GIFTCARDS} />
      </div>
    </div>
  );
}
