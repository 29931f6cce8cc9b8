import { apiPost, type ApiReply } from '@shop/api-client';
import type { PaymentDataRequest, PaymentResultRequest, PaymentStateReply } from '@shop/contracts';

/** The payment state of one of this session's placed orders. */
export function fetchPaymentData(orderId: number): Promise<ApiReply<PaymentStateReply>> {
  const body: PaymentDataRequest = { order_id: orderId };
  return apiPost<PaymentStateReply>('payment/payment-data/', body);
}

/** The test provider's card details, or the second step's confirmation code. */
export function sendPaymentResult(result: PaymentResultRequest['result']): Promise<ApiReply<PaymentStateReply>> {
  const body: PaymentResultRequest = { result };
  return apiPost<PaymentStateReply>('payment/result/', body);
}
