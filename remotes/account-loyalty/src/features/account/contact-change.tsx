import { lazy, Suspense, useState } from 'react';
import type { AuthType, Customer } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { controls, LoadingState } from '@shop/ui';
import { displayIdentifier } from '../../components/identifier';
import { usePhoneRules } from '../../components/phone-rules';
import { NS } from '../../i18n/account';
import styles from './account.module.css';

// The code steps (method choice, code entry, captcha, their texts) are most of the login flow's
// weight: /account loads them only when a customer asks to change a contact.
const ContactChangeForm = lazy(() => import('./contact-change-form').then((module) => ({ default: module.ContactChangeForm })));

/** One contact (phone or e-mail address) with its "Change", which opens the change by code. */
export function ContactChange({ type, current, onChanged }: { type: AuthType; current: string; onChanged(customer: Customer): void }) {
  const { t } = useTranslation(NS);
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState(false);
  // A Russian number needs no rules to be shown (the spec's mask); another country's does.
  const phoneRules = usePhoneRules(type === 'phone' && current !== '' && !current.startsWith('+7'));

  if (changing) {
    return (
      <Suspense fallback={<LoadingState />}>
        <ContactChangeForm
          type={type}
          current={current}
          onChanged={(customer) => {
            onChanged(customer);
            setChanged(true);
            setChanging(false);
          }}
          onCancel={() => setChanging(false)}
        />
      </Suspense>
    );
  }

  return (
    <div className={styles.contact}>
      <dl className={styles.contactValue}>
        <dt>{t(`account.contacts.${type}`)}</dt>
        <dd>{current ? displayIdentifier(type, current, phoneRules?.formatPhone) : t('account.contacts.none')}</dd>
      </dl>
      <button
        type="button"
        className={controls.secondary}
        onClick={() => {
          setChanged(false);
          setChanging(true);
        }}
      >
        {t(`account.contacts.change.${type}`)}
      </button>
      <p role="status" className={controls.success}>
        {changed && t(`account.contacts.changed.${type}`)}
      </p>
    </div>
  );
}
