import { useState } from 'react';
import type { PaymentMethodCode } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { setPaymentMethod, setPersonalData } from '@shop/session';
import { ErrorNotice, LoadingState, useRequest } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { useOrderErrorText } from '../../components/order-error';
import { NS } from '../../i18n/checkout';
import { fetchPaymentMethods } from './api';
import type { Contact } from './checkout-draft';
import { StepFooter } from './step-footer';
import styles from './checkout.module.css';

/** Step 3: how to pay; then the contact data again with the order id, as the spec §4 flow has it. */
export function PaymentStep({ saved, orderId, contact, onDone }: { saved: PaymentMethodCode | null; orderId: number; contact: Contact; onDone(code: PaymentMethodCode): void }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const errorText = useOrderErrorText();
  const { state, retry } = useRequest(language, fetchPaymentMethods);
  const [code, setCode] = useState<PaymentMethodCode | null>(saved);
  const { busy, error, submit } = useSubmit(async () => {
    if (code === null) return t('payment.choose');
    const set = await setPaymentMethod(code);
    const personal = set.ok ? await setPersonalData({ order_id: orderId, ...contact }) : set;
    if (!personal.ok) return errorText(personal.error);
    onDone(code);
  }, () => errorText('request_failed'));

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error' || state.data.status === 400) return <ErrorNotice message={t('loadError')} onRetry={retry} />;

  return (
    <form
      className={styles.form}
      aria-labelledby="checkout-step"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className={styles.choices}>
        <legend>{t('payment.methods')}</legend>
        {state.data.methods.map((method) => (
          <label key={method.code} className={styles.choice}>
            <input type="radio" name="payment" checked={method.code === code} onChange={() => setCode(method.code)} />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{method.title}</span>
              {method.description && <span className={styles.muted}>{method.description}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <StepFooter error={error} busy={busy} />
    </form>
  );
}
