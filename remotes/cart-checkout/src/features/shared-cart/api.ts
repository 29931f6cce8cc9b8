import { apiGet, type ApiReply } from '@shop/api-client';
import type { SharedCartReply } from '@shop/contracts';

/** A shared cart as it is now; 400 not_found for an unknown token or a cart that is gone. */
export function fetchSharedCart(token: string): Promise<ApiReply<SharedCartReply>> {
  return apiGet<SharedCartReply>(`cart/v2/shared/${encodeURIComponent(token)}`);
}
