import { apiGet, type ApiReply } from '@shop/api-client';
import type { OrderFinishedReply, OrderSuccessReply, SharedOrderReply } from '@shop/contracts';

/** One of this session's placed orders (the success page). */
export function fetchOrderSuccess(orderId: number): Promise<ApiReply<OrderSuccessReply>> {
  return apiGet<OrderSuccessReply>(`order/success/${orderId}`);
}

/** The order anyone with its link may see. */
export function fetchSharedOrder(token: string): Promise<ApiReply<SharedOrderReply>> {
  return apiGet<SharedOrderReply>(`order/shared/${encodeURIComponent(token)}`);
}

/** One of this session's placed orders and where its payment stands (the payment result pages). */
export function fetchFinishedOrder(orderId: number): Promise<ApiReply<OrderFinishedReply>> {
  return apiGet<OrderFinishedReply>(`order/finished/${orderId}`);
}
