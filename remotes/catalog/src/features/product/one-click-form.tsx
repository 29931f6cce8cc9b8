import { useState } from 'react';
import { ApiError } from '@shop/api-client';
import { useTranslation } from '@shop/i18n';
import { controls, TextInput, ValidatedForm } from '@shop/ui';
import { NS } from '../../i18n/one-click';
import { sendOneClick } from './api';
import styles from './product.module.css';

export interface OneClickFormProps {
  productId: number;
  optionValueId: number;
  /** A request to hear when a sold-out size is back, rather than an order. */
  isRestock: boolean;
}

type Outcome = 'sent' | 'invalid_phone' | 'invalid_email' | 'too_many' | 'failed';

const ERROR_TEXTS: Record<Exclude<Outcome, 'sent'>, string> = {
  invalid_phone: 'oneClick.invalidPhone',
  invalid_email: 'oneClick.invalidEmail',
  too_many: 'oneClick.tooMany',
  failed: 'oneClick.failed',
};

/**
 * Spec §3 One-click: name and phone (email optional) for the size chosen. The manager calls back
 * to take the order, or writes when a sold-out size is back (isRestock).
 */
export function OneClickForm({ productId, optionValueId, isRestock }: OneClickFormProps) {
  const { t } = useTranslation(NS);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (values: Record<string, string>) => {
    setSending(true);
    setOutcome(null);
    try {
      const reply = await sendOneClick({
        customer_name: (values.name ?? '').trim(),
        customer_phone: (values.phone ?? '').trim(),
        ...(values.email?.trim() ? { customer_email: values.email.trim() } : {}),
        productId,
        productOption: optionValueId,
        isRestock,
      });
      if (reply.status === 200) setOutcome('sent');
      else setOutcome(reply.error === 'invalid_phone' || reply.error === 'invalid_email' ? reply.error : 'failed');
    } catch (error) {
      // A 429 (too many requests from this visitor) is not a 200/400 reply: the client threw.
      setOutcome(error instanceof ApiError && error.httpStatus === 429 ? 'too_many' : 'failed');
    }
    setSending(false);
  };

  if (outcome === 'sent') {
    return (
      <p role="status" className={styles.success}>
        {t(isRestock ? 'oneClick.restockSent' : 'oneClick.orderSent')}
      </p>
    );
  }

  return (
    <ValidatedForm className={styles.oneClickForm} onValidSubmit={(values) => void send(values)}>
      <p className={styles.formIntro}>{t(isRestock ? 'oneClick.restockIntro' : 'oneClick.orderIntro')}</p>
      <TextInput name="name" label={t('oneClick.name')} autoComplete="name" next="phone" />
      <TextInput
        name="phone"
        type="tel"
        label={t('oneClick.phone')}
        autoComplete="tel"
        next="email"
        error={outcome === 'invalid_phone' ? t(ERROR_TEXTS.invalid_phone) : null}
        onClearMessages={() => setOutcome(null)}
      />
      <TextInput
        name="email"
        type="email"
        required={false}
        label={t('oneClick.email')}
        autoComplete="email"
        error={outcome === 'invalid_email' ? t(ERROR_TEXTS.invalid_email) : null}
        onClearMessages={() => setOutcome(null)}
      />
      {(outcome === 'failed' || outcome === 'too_many') && (
        <p role="alert" className={styles.error}>
          {t(ERROR_TEXTS[outcome])}
        </p>
      )}
      <button type="submit" className={`${controls.primary} ${styles.action}`} disabled={sending} aria-busy={sending}>
        {t(isRestock ? 'oneClick.restockSubmit' : 'oneClick.orderSubmit')}
      </button>
    </ValidatedForm>
  );
}
