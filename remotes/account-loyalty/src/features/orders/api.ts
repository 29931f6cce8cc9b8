import { apiGet, type ApiReply } from '@shop/api-client';
import type { AccountOrderReply, OrdersHistoryReply } from '@shop/contracts';

/** GET /account/orders-history?page=: the customer's orders, newest first (HISTORY_PAGE_SIZE a page). */
export function fetchOrders(page: number): Promise<ApiReply<OrdersHistoryReply>> {
  return apiGet<OrdersHistoryReply>(page === 1 ? 'account/orders-history' : `account/orders-history?page=${page}`);
}

/** GET /account/order/{id}: one of the customer's orders; 400 not_found for another's or a missing one. */
export function fetchOrder(orderId: number): Promise<ApiReply<AccountOrderReply>> {
  return apiGet<AccountOrderReply>(`account/order/${orderId}`);
}
