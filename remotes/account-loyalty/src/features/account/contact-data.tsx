import { useId } from 'react';
import type { Customer } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { controls } from '@shop/ui';
import { NS } from '../../i18n/account';
import { ContactChange } from './contact-change';
import styles from './account.module.css';

/** Spec §2 Account contact data: the phone and the e-mail address, each changed only with a code sent to the new one (spec §5). */
export function ContactData({ customer, onChanged }: { customer: Customer; onChanged(customer: Customer): void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  return (
    <section className={controls.panel} aria-labelledby={id}>
      <h2 id={id} className={controls.subtitle}>
        {t('account.contacts.title')}
      </h2>
      <div className={styles.contacts}>
        <ContactChange type="phone" current={customer.telephone} onChanged={onChanged} />
        <ContactChange type="email" current={customer.email} onChanged={onChanged} />
      </div>
    </section>
  );
}
