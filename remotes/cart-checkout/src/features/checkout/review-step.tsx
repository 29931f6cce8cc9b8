import { useState } from 'react';
import type { Cart, CurrencyCode, PaymentMethodCode } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { placeOrder } from '@shop/session';
import { controls } from '@shop/ui';
import { cartLines } from '../../components/cart-lines';
import { ItemList } from '../../components/item-list';
import { useOrderErrorText } from '../../components/order-error';
import { TotalsSummary } from '../../components/totals-summary';
import { NS } from '../../i18n/checkout';
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
      <ItemList
        label={t('review.items')}
        items={cartLines(cart.cart.items, cart.products).map(({ item, product, size }) => ({
          key: item.item_id,
          name: product.name,
          urlPath: product.url_path,
          image: product.image,
          details: [...(size ? [t('review.size', { size: size.label })] : []), t('review.quantity', { count: item.quantity })],
          amount: product.price * item.quantity,
          currency: product.currency,
        }))}
      />
      <TotalsSummary totals={cart.cart.totals} currency={currency} promocode={cart.promocode} label={t('review.totals')} />
      {error && (
        <p role="alert" className={controls.error}>
          {error}
        </p>
      )}
      <button type="button" className={controls.primary} disabled={busy} aria-busy={busy} onClick={() => void place()}>
        {t('review.place')}
      </button>
    </div>
  );
}
