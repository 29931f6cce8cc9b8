import { useState } from 'react';
import type { Cart, CurrencyCode, PaymentMethodCode } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { placeOrder } from '@shop/session';
import { useOrderErrorText } from '../../components/order-error';
import { TotalsSummary } from '../../components/totals-summary';
import { NS } from '../../i18n/checkout';
import pages from '../../components/order-pages.module.css';
import styles from './checkout.module.css';

export interface ReviewStepProps {
  cart: Cart;
  currency: CurrencyCode;
  paymentMethod: PaymentMethodCode;
  /** Called before the order is placed: placing empties the cart, which must not send the shopper to /cart. */
  onPlacing(placing: boolean): void;
  /** The order is placed: where its payment goes on. */
  onPlaced(link: string): void;
}

/** Step 4: the items and the totals the server computed (delivery included), and "Place order". */
export function ReviewStep({ cart, currency, paymentMethod, onPlacing, onPlaced }: ReviewStepProps) {
  const { t } = useTranslation(NS);
  const errorText = useOrderErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const place = async () => {
    setBusy(true);
    setError(null);
    onPlacing(true);
    try {
      const reply = await placeOrder(paymentMethod);
      if (reply.status === 200) return onPlaced(reply.payment.link);
      setError(errorText(reply));
    } catch {
      setError(errorText('request_failed'));
    }
    onPlacing(false);
    setBusy(false);
  };

  return (
    <div className={styles.form}>
      <ul className={styles.lines} aria-label={t('review.items')}>
        {cart.cart.items.map((item) => {
          const product = cart.products.find((candidate) => candidate.id === item.product_id);
          const size = product?.sizes.find((candidate) => candidate.option_value_id === item.option_value_id);
          return (
            <li key={item.item_id} className={styles.line}>
              {product && <img className={styles.image} src={product.image} alt="" width={64} height={85} />}
              <span className={styles.choiceText}>
                <span className={styles.choiceTitle}>{product?.name ?? item.sku}</span>
                {size && <span>{t('review.size', { size: size.label })}</span>}
                <span>{t('review.quantity', { count: item.quantity })}</span>
              </span>
              {product && <span className={styles.price}>{formatPrice(product.price * item.quantity, product.currency)}</span>}
            </li>
          );
        })}
      </ul>
      <TotalsSummary totals={cart.cart.totals} currency={currency} promocode={cart.promocode} label={t('review.totals')} />
      {error && (
        <p role="alert" className={pages.error}>
          {error}
        </p>
      )}
      <button type="button" className={pages.primary} disabled={busy} aria-busy={busy} onClick={() => void place()}>
        {t('review.place')}
      </button>
    </div>
  );
}
