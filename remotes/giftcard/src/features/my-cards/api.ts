import { apiGet, type ApiReply } from '@shop/api-client';
import type { GiftcardMyReply } from '@shop/contracts';

/** GET /giftcard/my: the customer's connected cards with their balances, newest first. 400 not_logged_in. */
export function fetchMyGiftcards(): Promise<ApiReply<GiftcardMyReply>> {
  return apiGet<GiftcardMyReply>('giftcard/my');
}
