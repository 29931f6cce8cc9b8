import { useState } from 'react';
import type { PayPageProps, PaymentState } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link, useNavigate } from '@shop/router';
import { controls, ErrorNotice, LoadingState, TextInput, useDocumentTitle, useRequest, ValidatedForm } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { useOrderErrorText } from '../../components/order-error';
import { PageRoot } from '../../components/page-root';
import { useFollowLink } from '../../components/use-follow-link';
import { NS } from '../../i18n/order';
import pages from '../../components/order-pages.module.css';
import { OrderNotFound } from '../../components/order-not-found';
import { fetchPaymentData, sendPaymentResult } from './api';
import { CardForm, ConfirmationForm, type CardDetails } from './card-form';
import { PaymentStateList } from './payment-state-list';

/**
 * /pay?order={id} (and the shop's own payment address, page type payment): the order's payment
 * state and, for a card, the test provider's form. Without an order number it asks for one.
 */
export function PayPage({ orderId }: PayPageProps) {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('pay.title'));
  return (
    <PageRoot>
      <div className={pages.page}>
        <h1 className={`${controls.title} ${pages.title}`}>{t('pay.title')}</h1>
        {orderId === undefined ? <OrderNumberForm /> : <Payment orderId={orderId} />}
      </div>
    </PageRoot>
  );
}

/** The order to pay, by its number: this same page with `?order={number}`. */
function OrderNumberForm() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <ValidatedForm className={pages.form} onValidSubmit={(values) => void navigate({ search: `?order=${Number(values.order)}` })}>
      <p>{t('pay.orderNumberIntro')}</p>
      <TextInput name="order" type="number" label={t('pay.orderNumber')} maxLength={9} autoComplete="off" />
      <button type="submit" className={controls.primary}>
        {t('pay.findOrder')}
      </button>
    </ValidatedForm>
  );
}

function Payment({ orderId }: { orderId: number }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const { state, retry } = useRequest(`${language}:${orderId}`, () => fetchPaymentData(orderId));
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <ErrorNotice message={t('loadError')} onRetry={retry} />;
  if (state.data.status === 400) return <OrderNotFound />;
  return <PaymentSteps initial={state.data.payment} />;
}

/**
 * Spec §3/§4 payment state: pending until the server says otherwise, then each result the
 * provider answers. A paid or failed result goes on to its `link` (success or failure page).
 */
function PaymentSteps({ initial }: { initial: PaymentState }) {
  const { t } = useTranslation(NS);
  const pathTo = usePathTo();
  const errorText = useOrderErrorText();
  const follow = useFollowLink();
  const [payment, setPayment] = useState(initial);
  const { busy, error, submit: send } = useSubmit(async (result: Parameters<typeof sendPaymentResult>[0]) => {
    const reply = await sendPaymentResult(result);
    if (reply.status === 400) return errorText(reply);
    setPayment(reply.payment);
    if (reply.payment.status !== 'requires_confirmation') follow(reply.payment.link);
  }, () => errorText('request_failed'));

  const pay = (card: CardDetails) => void send({ order_id: payment.orderId, ...card });
  const confirm = (code: string) => void send({ order_id: payment.orderId, confirmation_code: code });
  const canPayByCard = payment.method === 'card' && (payment.status === 'pending' || payment.status === 'failed');

  return (
    <>
      <PaymentStateList payment={payment} />
      {payment.text && <p>{payment.text}</p>}
      {payment.status === 'failed' && <p className={controls.error}>{t('failure.text')}</p>}
      {error && (
        <p role="alert" className={controls.error}>
          {error}
        </p>
      )}
      {canPayByCard && <CardForm busy={busy} onPay={pay} />}
      {payment.status === 'requires_confirmation' && <ConfirmationForm busy={busy} onConfirm={confirm} />}
      {(payment.status === 'paid' || payment.method === 'cash_on_delivery') && (
        <div className={pages.actions}>
          <p className={controls.notice}>{t(payment.status === 'paid' ? 'pay.alreadyPaid' : 'pay.cashOnDelivery')}</p>
          <Link className={controls.primary} to={pathTo('order-success', { orderId: payment.orderId })}>
            {t('pay.toOrder')}
          </Link>
        </div>
      )}
    </>
  );
}
