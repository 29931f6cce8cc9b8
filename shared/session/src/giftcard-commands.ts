import { giftcardDigits, type GiftcardUseRequest } from '@shop/contracts';
import { changeCart } from './cart-commands';
import type { CommandResult } from './command-result';

/**
 * POST giftcard/use {cardNumber, cardCVC?}: the cart pays with a gift card, a connected one by its
 * number alone, any other with its PIN. Nothing is held: the reply is the cart with its giftcard
 * totals line, which replaces the store. Refusals: invalid_card (one answer for a wrong number or
 * PIN), wrong_currency, card_empty, card_expired, not_logged_in, and too_many_requests (HTTP 429)
 * past the guessing limits.
 */
export function payWithGiftcard(cardNumber: string, cardCVC?: string): Promise<CommandResult> {
  const digits = giftcardDigits(cardNumber);
  const body: GiftcardUseRequest = cardCVC === undefined ? { cardNumber: digits } : { cardNumber: digits, cardCVC: cardCVC.trim() };
  return changeCart('giftcard/use', body);
}

/** POST giftcard/decline: the cart stops paying with its gift card; the reply is the cart without the line. */
export function declineGiftcard(): Promise<CommandResult> {
  return changeCart('giftcard/decline');
}
