import { apiPost, type ApiReply } from '@shop/api-client';
import {
  IDEMPOTENCY_HEADER,
  type CreateOrderReply,
  type CreateOrderRequest,
  type PaymentGetRequest,
  type PaymentMethodCode,
  type PaymentStateReply,
  type SetPaymentMethodRequest,
  type SetPersonalDataRequest,
  type SetShippingAddressRequest,
  type SetShippingMethodRequest,
} from '@shop/contracts';
import { changeCart, fetchCart } from './cart-commands';

// The spec §4 order flow as commands (shared/contracts checkout.ts names the steps). The set-*
// calls answer the whole cart, so they go through changeCart: queued, and the reply replaces the
// store. Creating and placing an order answer something else; each then reloads the cart, whose
// orderId and totals (delivery) or emptiness follow from what the server did.

export function setShippingMethod(body: SetShippingMethodRequest) {
  return changeCart('cart/v2/set-shipping-method', body);
}

export function setShippingAddress(body: SetShippingAddressRequest) {
  return changeCart('cart/v2/set-shipping-address', body);
}

export function setPaymentMethod(code: PaymentMethodCode) {
  const body: SetPaymentMethodRequest = { method_code: code };
  return changeCart('cart/v2/set-payment-method', body);
}

export function setPersonalData(body: SetPersonalDataRequest) {
  return changeCart('cart/v2/set-personal-data', body);
}

/**
 * Creates (or, for a cart that has one, updates) the checkout order. `idempotencyKey` is one per
 * checkout attempt: sent again by a double click or after a reload, it answers the same order.
 * The cart is reloaded whatever the answer (even a failed call), so `cart.orderId` names the order.
 */
export async function createOrder(data: CreateOrderRequest, idempotencyKey: string): Promise<ApiReply<CreateOrderReply>> {
  try {
    return await apiPost<CreateOrderReply>('cart/v2/create-order', data, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  } finally {
    await fetchCart();
  }
}

/**
 * Places the checkout order and starts its payment by `code` (POST payment/get/). Placing empties
 * the cart on the server (and a refusal may drop a promo code), so the cart is reloaded after it.
 */
export async function placeOrder(code: PaymentMethodCode): Promise<ApiReply<PaymentStateReply>> {
  const body: PaymentGetRequest = { code };
  try {
    return await apiPost<PaymentStateReply>('payment/get/', body);
  } finally {
    await fetchCart();
  }
}
