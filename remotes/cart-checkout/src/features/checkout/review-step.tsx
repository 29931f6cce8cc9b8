import type { Cart, CurrencyCode, PaymentMethodCode } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { placeOrder } from '@shop/session';
import { controls } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
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
  const { busy, error, submit: place } = useSubmit(async () => {
    onPlacing(true);
    try {
      const reply = await placeOrder(paymentMethod);
      if (reply.status === 200) return onPlaced(reply.payment.link);
      onPlacing(false);
      return errorText(reply);
    } catch (thrown) {
      onPlacing(false);
      throw thrown;
    }
  }, () => errorText('request_failed'));

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
