import { GIFTCARD_ERRORS, type CurrencyCode } from '@shop/contracts';

// Whether a card can pay for a cart: the one rule the use route, every cart reply and placing the
// order go by, so a card the cart shows is a card the order can spend.

export interface CardState {
  currency: CurrencyCode;
  balance: number;
  expiresAt: Date;
  /** The customer who connected it; null while nobody has. */
  customerId: number | null;
}

/**
 * Why the card cannot pay for a cart in `currency` of this customer (null: a guest) at `now`, as
 * the §8 code; undefined when it can. A card connected to someone else is theirs alone: to anyone
 * else it is the same invalid_card as a wrong number or PIN, which says nothing of whose it is.
 */
export function cardRefusal(card: CardState, { currency, customerId, now }: { currency: CurrencyCode; customerId: number | null; now: Date }): string | undefined {
  if (card.customerId !== null && card.customerId !== customerId) return GIFTCARD_ERRORS.invalidCard;
  if (card.expiresAt.getTime() <= now.getTime()) return GIFTCARD_ERRORS.expired;
  if (card.balance <= 0) return GIFTCARD_ERRORS.empty;
  if (card.currency !== currency) return GIFTCARD_ERRORS.wrongCurrency;
  return undefined;
}
