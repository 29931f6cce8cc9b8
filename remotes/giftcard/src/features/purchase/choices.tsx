import type { RefObject } from 'react';
import { GIFTCARD_RECIPIENTS, type CurrencyCode, type GiftcardDesign, type GiftcardRecipient } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { CardFace } from '../../components/card-face';
import { NS } from '../../i18n/purchase';
import styles from './purchase.module.css';

// The popup's three choices: each a group of radio buttons (arrow keys move within it), drawn as
// chips or card pictures around the real, focusable input.

export function AmountChoice({ amounts, currency, value, onChange, firstRef }: {
  amounts: readonly number[];
  currency: CurrencyCode;
  value: number | null;
  onChange(amount: number): void;
  /** The first amount, so a submit without one can move focus here. */
  firstRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('purchase.amount')}</legend>
      <div className={styles.chips}>
        {amounts.map((amount, index) => (
          <label key={amount} className={styles.chip}>
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name="amount"
              value={amount}
              checked={value === amount}
              onChange={() => onChange(amount)}
            />
            <span>{formatPrice(amount, currency)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function DesignChoice({ designs, value, onChange }: { designs: readonly GiftcardDesign[]; value: number; onChange(id: number): void }) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('purchase.design')}</legend>
      <div className={styles.designs}>
        {designs.map((design) => (
          <label key={design.id} className={styles.design}>
            <input type="radio" name="design" value={design.id} checked={value === design.id} onChange={() => onChange(design.id)} />
            <CardFace design={design} sizes={{ mobile: '45vw', tablet: '10rem' }} decorative />
            <span className={styles.designName}>{design.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function RecipientChoice({ value, onChange }: { value: GiftcardRecipient; onChange(recipient: GiftcardRecipient): void }) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('purchase.recipient.legend')}</legend>
      <div className={styles.chips}>
        {GIFTCARD_RECIPIENTS.map((option) => (
          <label key={option} className={styles.chip}>
            <input type="radio" name="recipient" value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{t(`purchase.recipient.${option}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
