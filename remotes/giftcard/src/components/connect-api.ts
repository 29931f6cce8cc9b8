import { ApiError, apiPost } from '@shop/api-client';
import { giftcardDigits, type Giftcard, type GiftcardConnectRequest } from '@shop/contracts';

export type ConnectOutcome = { ok: true; giftcard: Giftcard } | { ok: false; error: string };

/**
 * POST /giftcard/connect {cardNumber, cardCVC}: the card joins the logged-in customer's cards.
 * 400: not_logged_in, invalid_card (a wrong number or PIN alike, or another customer's card); past
 * the guessing limits HTTP 429, reported as too_many_requests; a failed call as request_failed.
 */
export async function connectGiftcard(cardNumber: string, cardCVC: string): Promise<ConnectOutcome> {
  const body: GiftcardConnectRequest = { cardNumber: giftcardDigits(cardNumber), cardCVC: cardCVC.trim() };
  let reply;
  try {
    reply = await apiPost<{ status: 200; giftcard: Giftcard }>('giftcard/connect', body);
  } catch (error) {
    return { ok: false, error: error instanceof ApiError && error.httpStatus === 429 ? 'too_many_requests' : 'request_failed' };
  }
  return reply.status === 200 ? { ok: true, giftcard: reply.giftcard } : { ok: false, error: reply.error };
}
