import { useState } from 'react';
import { TEST_CARDS, TEST_CONFIRMATION_CODE } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { controls, TextInput, ValidatedForm } from '@shop/ui';
import { NS } from '../../i18n/order';
import styles from './payment.module.css';

export interface CardDetails {
  card_number: string;
  expiry: string;
  cvc: string;
}

const EXPIRY = /^(0[1-9]|1[0-2])\/[0-9]{2}$/;

/** "1230" or "12/30" as typed → "12/30"; the contract wants MM/YY. */
const normalExpiry = (typed: string) => {
  const digits = typed.replace(/\D/g, '');
  return digits.length === 4 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : typed.trim();
};

/** The built-in test provider's card form: number, expiry and CVC, with the test cards named. */
export function CardForm({ busy, onPay }: { busy: boolean; onPay(card: CardDetails): void }) {
  const { t } = useTranslation(NS);
  const [expiryError, setExpiryError] = useState(false);
  const submit = (values: Record<string, string>) => {
    const expiry = normalExpiry(values.expiry ?? '');
    if (!EXPIRY.test(expiry)) return setExpiryError(true);
    onPay({ card_number: (values.number ?? '').replace(/\D/g, ''), expiry, cvc: values.cvc ?? '' });
  };
  return (
    <ValidatedForm className={styles.form} onValidSubmit={submit} aria-label={t('pay.cardForm')}>
      <TextInput name="number" type="number" label={t('pay.cardNumber')} min={12} maxLength={19} next="expiry" autoComplete="cc-number" />
      <div className={styles.row}>
        <TextInput
          name="expiry"
          label={t('pay.expiry')}
          placeholder={t('pay.expiryPlaceholder')}
          maxLength={5}
          next="cvc"
          allowBack
          autoComplete="cc-exp"
          error={expiryError ? t('pay.expiryInvalid') : null}
          onClearMessages={() => setExpiryError(false)}
        />
        <TextInput name="cvc" type="number" label={t('pay.cvc')} min={3} maxLength={4} allowBack autoComplete="cc-csc" />
      </div>
      <p className={styles.hint}>
        {t('pay.testCards', { success: TEST_CARDS.success, decline: TEST_CARDS.decline, confirm: TEST_CARDS.confirm, code: TEST_CONFIRMATION_CODE })}
      </p>
      <button type="submit" className={controls.primary} disabled={busy} aria-busy={busy}>
        {t('pay.submit')}
      </button>
    </ValidatedForm>
  );
}

/** The second step a card may ask for: the code the bank sent. */
export function ConfirmationForm({ busy, onConfirm }: { busy: boolean; onConfirm(code: string): void }) {
  const { t } = useTranslation(NS);
  return (
    <ValidatedForm className={styles.form} onValidSubmit={(values) => onConfirm((values.code ?? '').trim())} aria-label={t('pay.confirmForm')}>
      <p>{t('pay.confirmIntro')}</p>
      <TextInput name="code" type="number" label={t('pay.confirmationCode')} maxLength={12} autoComplete="one-time-code" />
      <button type="submit" className={controls.primary} disabled={busy} aria-busy={busy}>
        {t('pay.confirm')}
      </button>
    </ValidatedForm>
  );
}
