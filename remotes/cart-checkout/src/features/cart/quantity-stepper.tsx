import { useState, type KeyboardEvent } from 'react';
import { CART_MAX_QUANTITY } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/cart';
import styles from './cart.module.css';

export interface QuantityStepperProps {
  quantity: number;
  /** Names the group for assistive technology: the line's product. */
  name: string;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/** A whole number of pieces the cart can hold; 0 is not a quantity (deleting the line is its own button). */
const parseQuantity = (text: string): number | null => {
  const value = Number(text.trim());
  return Number.isInteger(value) && value >= 1 && value <= CART_MAX_QUANTITY ? value : null;
};

/**
 * Minus, the number and plus. The number is a numeric text field (spec §5) taken on Enter or when
 * it loses focus; anything that is not a quantity puts the line's quantity back.
 */
export function QuantityStepper({ quantity, name, disabled, onChange }: QuantityStepperProps) {
  const { t } = useTranslation(NS);
  // What is typed, until it is taken or put back.
  const [draft, setDraft] = useState<string | null>(null);

  const take = () => {
    if (draft === null) return;
    setDraft(null);
    const next = parseQuantity(draft);
    if (next !== null && next !== quantity) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') take();
    if (event.key === 'Escape') setDraft(null);
  };

  return (
    <div role="group" aria-label={`${t('cart.quantity')}: ${name}`} className={styles.stepper}>
      <button type="button" className={styles.stepButton} aria-label={t('cart.decrease')} disabled={disabled || quantity <= 1} onClick={() => onChange(quantity - 1)}>
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        className={styles.stepInput}
        aria-label={t('cart.quantity')}
        value={draft ?? String(quantity)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={take}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('cart.increase')}
        disabled={disabled || quantity >= CART_MAX_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
