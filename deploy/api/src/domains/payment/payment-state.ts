import { pathTo, type CurrencyCode, type LanguageCode, type OrderStatus, type PaymentMethodCode, type PaymentState, type PaymentStatus } from '@shop/contracts';
import type { PaymentOutcome } from './provider';
import { providerFor } from './provider';
import { paymentStatusText } from './texts';

export interface OrderPayment {
  id: number;
  status: OrderStatus;
  method: PaymentMethodCode;
  grandTotal: number;
  currency: CurrencyCode;
  /** The ledger's last result for the order; undefined before the first attempt. */
  last: PaymentOutcome | undefined;
}

/**
 * Spec §3 payment status of an order: the order's status, and for one awaiting payment or sent
 * before its money (cash on delivery: packed, shipped) its last payment result. A refunded order
 * was paid: the pay page has nothing to ask for.
 */
export function paymentStatusOf({ status, last }: Pick<OrderPayment, 'status' | 'last'>): PaymentStatus {
  if (status === 'paid' || status === 'delivered' || status === 'refunded') return 'paid';
  if (status === 'payment_failed' || status === 'cancelled') return 'failed';
  if (last === 'paid') return 'paid';
  return last === 'requires_confirmation' ? 'requires_confirmation' : 'pending';
}

/** The payment state the pay page reads (spec §3): what is due, the server's words, and where the shopper goes next. */
export function paymentState(order: OrderPayment, language: LanguageCode): PaymentState {
  const status = paymentStatusOf(order);
  const link = status === 'paid' ? pathTo('order-success', { orderId: order.id })
    : status === 'failed' ? pathTo('order-failure', { orderId: order.id })
    : providerFor(order.method).startLink(order.id);
  return {
    orderId: order.id,
    status,
    method: order.method,
    text: paymentStatusText(status, order.method, language),
    total: order.grandTotal,
    currency: order.currency,
    link,
  };
}
