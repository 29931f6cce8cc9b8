import { apiGet, apiPost, type ApiReply } from '@shop/api-client';
import type { GiftcardBuyReply, GiftcardBuyRequest, GiftcardInfoReply } from '@shop/contracts';

/** GET /giftcard/info: the designs (named in the request's language), the amounts sold and the shop currency. */
export function fetchGiftcardInfo(): Promise<ApiReply<GiftcardInfoReply>> {
  return apiGet<GiftcardInfoReply>('giftcard/info');
}

/**
 * POST /giftcard/buy: a gift card order, paid on /pay?order={order_id}. 400: missing_fields (a
 * recipient without name or contact), validation (an amount not sold), invalid_phone, invalid_email.
 */
export function buyGiftcard(body: GiftcardBuyRequest): Promise<ApiReply<GiftcardBuyReply>> {
  return apiPost<GiftcardBuyReply>('giftcard/buy', body);
}
