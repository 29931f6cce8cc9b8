import type { CartGiftcard, LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isOwnersCart, ownerCustomer, type CartOwner } from '../../infra/cart-owner';
import { cartCard } from './card-repository';
import type { Adjustment } from '../pricing/price-cart';
import { cardRefusal, type CardState } from './card-rules';
import { lastFour } from './card-secrets';

/**
 * A gift card as the last adjustment of a cart's pricing (pricing/price-cart.ts): its balance pays
 * what is still due, delivery included; or the §8 code it cannot pay with (emptied, expired,
 * another currency than the cart's, connected by someone else), the rule the use route and
 * placing the order go by too.
 */
export function giftcardAdjustment(card: CardState, { customerId, now }: { customerId: number | null; now: Date }): Adjustment {
  return {
    stage: 'giftcard',
    apply: ({ currency }) => {
      const refused = cardRefusal(card, { currency, customerId, now });
      return refused ? { refused } : { effect: { kind: 'payment', amount: card.balance } };
    },
  };
}

/**
 * The card the owner's cart pays with, as the cart reply shows it (additional.giftcard) and its
 * adjustment; undefined when the cart has none.
 */
export async function cartGiftcard(db: Pick<Db, 'orm'>, owner: CartOwner, language: LanguageCode): Promise<{ shown: CartGiftcard; adjustment: Adjustment } | undefined> {
  const card = await cartCard(db.orm, isOwnersCart(owner), language);
  if (!card) return undefined;
  return {
    shown: { last4: lastFour(card.number), balance: card.balance, currency: card.currency },
    adjustment: giftcardAdjustment(card, { customerId: ownerCustomer(owner)?.id ?? null, now: new Date() }),
  };
}

/** The owner's cart pays with this card (POST /giftcard/use), or with none (decline, null); an owner without a cart has nothing to change. */
export async function setCartGiftcard(db: Pick<Db, 'orm'>, owner: CartOwner, cardId: number | null): Promise<void> {
  await db.orm.execute(sql`UPDATE carts SET gift_card_id = ${cardId}, updated_at = now() WHERE ${isOwnersCart(owner)}`);
}
