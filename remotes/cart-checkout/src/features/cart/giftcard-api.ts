import { apiGet, type ApiReply } from '@shop/api-client';
import type { GiftcardMyReply } from '@shop/contracts';

/** GET /giftcard/my: the customer's connected cards, which the cart can pay with by number alone. */
export function fetchMyGiftcards(): Promise<ApiReply<GiftcardMyReply>> {
  return apiGet<GiftcardMyReply>('giftcard/my');
}
