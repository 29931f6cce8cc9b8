import type { AccountOrderPageProps, OrderDisplayProps } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link, useNavigate } from '@shop/router';
import { changeCart } from '@shop/session';
import { controls, ErrorNotice, LoadingState, RemoteRegion } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { AccountLayout } from '../../components/account-layout';
import { noteRefusal, useAccountRequest } from '../../components/session-lost';
import { NS } from '../../i18n/orders';
import { fetchOrder } from './api';
import styles from './orders.module.css';

/**
 * /account/order/{orderId}: spec §3 Order display of one of the customer's orders, and "Repeat
 * order" for an order of products (a gift card order has none to put back in the cart).
 */
export function AccountOrderPage({ orderId }: AccountOrderPageProps) {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('orders.order.title', { id: orderId })}>
      <OrderDetails orderId={orderId} />
    </AccountLayout>
  );
}

function OrderDetails({ orderId }: AccountOrderPageProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const pathTo = usePathTo();
  // Delivery and payment method titles come translated: asked for again in another language.
  const { state, retry } = useAccountRequest(`${language}:${orderId}`, () => fetchOrder(orderId));
  const back = (
    <Link className={controls.linkButton} to={pathTo('orders')}>
      {t('orders.order.back')}
    </Link>
  );

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <ErrorNotice message={t('loadError')} onRetry={retry} />;
  if (state.data.status !== 200) {
    // Another customer's order is the same not_found as a missing one.
    return (
      <>
        <p className={controls.notice}>{t('orders.order.notFound')}</p>
        <p className={styles.back}>{back}</p>
      </>
    );
  }
  return (
    <>
      {/* The order as the success and shared pages show it: cart-checkout's fragment, loaded through the shell. */}
      <RemoteRegion remote="cart-checkout" module="OrderDisplay" props={{ order: state.data.order } satisfies OrderDisplayProps} />
      {state.data.order.kind !== 'giftcard' && <RepeatOrder orderId={orderId} />}
      <p className={styles.back}>{back}</p>
    </>
  );
}

/**
 * Puts the order's products back in the cart (POST /account/repeat-order, whose reply is the cart:
 * the session's changeCart applies it, so the badge follows) and goes to the cart.
 */
function RepeatOrder({ orderId }: AccountOrderPageProps) {
  const { t } = useTranslation(NS);
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const { busy, error: failed, submit: repeat } = useSubmit(async () => {
    const result = await changeCart('account/repeat-order', { order_id: orderId });
    if (result.ok) return void navigate(pathTo('cart'));
    noteRefusal(result.error);
    return true;
  }, () => true);

  return (
    <div className={controls.actions}>
      <button type="button" className={controls.primary} disabled={busy} aria-busy={busy} onClick={() => void repeat()}>
        {t('orders.order.repeat')}
      </button>
      {failed && (
        <p role="alert" className={controls.error}>
          {t('orders.order.repeatFailed')}
        </p>
      )}
    </div>
  );
}
