import type { PaymentState, PaymentStatus } from '@shop/contracts';
import { useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link } from '@shop/router';
import { controls, ErrorNotice, LoadingState, useDocumentTitle, useRequest } from '@shop/ui';
import { OrderNotFound } from '../../components/order-not-found';
import { NS } from '../../i18n/order';
import pages from '../../components/order-pages.module.css';
import { PaymentStateList } from '../payment/payment-state-list';
import { fetchFinishedOrder } from './api';

const TITLE: Record<PaymentStatus, string> = {
  paid: 'result.successTitle',
  failed: 'failure.title',
  pending: 'result.pendingTitle',
  requires_confirmation: 'result.pendingTitle',
};

const TEXT: Record<PaymentStatus, string> = {
  paid: 'result.successText',
  // Spec §8's words for a failed payment.
  failed: 'failure.text',
  pending: 'result.pendingText',
  requires_confirmation: 'result.pendingText',
};

/**
 * Where a payment left an order (/payment-success?order=, /payment-failure?order=, /failure/{id}):
 * the order's real state (GET /order/finished/{id}), not what the address says, so a paid order
 * never reads "waiting for payment" and a provider's late success shows as such. A paid order leads
 * to the order; one still to pay leads back to the pay page.
 */
export function PaymentOutcome({ orderId }: { orderId: number }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const { state, retry } = useRequest(`${language}:${orderId}`, () => fetchFinishedOrder(orderId));
  const payment = state.status === 'done' && state.data.status === 200 ? state.data.paymentData : undefined;
  const title = t(payment ? TITLE[payment.status] : 'pay.title');
  useDocumentTitle(title);
  return (
    <div className={pages.page}>
      <h1 className={`${controls.title} ${pages.title}`}>{title}</h1>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'error' && <ErrorNotice message={t('loadError')} onRetry={retry} />}
      {state.status === 'done' && state.data.status === 400 && <OrderNotFound />}
      {payment && <Outcome payment={payment} />}
    </div>
  );
}

function Outcome({ payment }: { payment: PaymentState }) {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const pathTo = usePathTo();
  const failed = payment.status === 'failed';
  return (
    <>
      <p role={failed ? 'alert' : undefined} className={failed ? controls.error : undefined}>{t(TEXT[payment.status])}</p>
      <PaymentStateList payment={payment} totalLabel={payment.status === 'paid' ? 'display.grandTotal' : 'pay.total'} />
      <div className={pages.actions}>
        {payment.status === 'paid' ? (
          <Link className={controls.primary} to={pathTo('order-success', { orderId: payment.orderId })}>{t('pay.toOrder')}</Link>
        ) : (
          <Link className={controls.primary} to={pathTo('pay', {}, { order: payment.orderId })}>{t(failed ? 'failure.payAgain' : 'pay.submit')}</Link>
        )}
        <Link className={controls.secondary} to={localePath('/')}>{t('toHome')}</Link>
      </div>
    </>
  );
}
