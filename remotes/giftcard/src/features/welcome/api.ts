import { apiPost, type ApiReply } from '@shop/api-client';
import type { GiftcardGetReply } from '@shop/contracts';

/**
 * POST /giftcard/get {token}: the card a link names, its PIN (whoever holds the link may see it),
 * the buyer's first name and message, and whether it is the session customer's. 400 not_found.
 */
export function getGiftcard(token: string): Promise<ApiReply<GiftcardGetReply>> {
  return apiPost<GiftcardGetReply>('giftcard/get', { token });
}
