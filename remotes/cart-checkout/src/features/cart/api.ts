import { apiGet, type ApiReply } from '@shop/api-client';
import type { ShareTokenReply } from '@shop/contracts';

/** The session's cart link token (the same until the cart is gone); 400 cart_empty. */
export function fetchShareToken(): Promise<ApiReply<ShareTokenReply>> {
  return apiGet<ShareTokenReply>('cart/v2/share-token');
}
