import type { CartGiftcard, CurrencyCode, LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isOwnersCart, ownerCustomer, type CartOwner } from '../cart/cart-repository';
import { cartCard } from './card-repository';
import { cardRefusal } from './card-rules';
import { lastFour } from './card-secrets';

/**
 * The card the owner's cart pays with, as the cart reply shows it (additional.giftcard; its
 * balance is the totals' giftcard adjustment); undefined when the cart has none, or has one that
 * can no longer pay for it (emptied, expired, another currency, connected by someone else): the
 * totals then take nothing off, as placing the order would refuse it.
 */
export async function cartGiftcard(db: Pick<Db, 'orm'>, owner: CartOwner, language: LanguageCode, currency: CurrencyCode): Promise<CartGiftcard | undefined> {
  const card = await cartCard(db.orm, isOwnersCart(owner), language);
  if (!card || cardRefusal(card, { currency, customerId: ownerCustomer(owner)?.id ?? null, now: new Date() })) return undefined;
  return { last4: lastFour(card.number), balance: card.balance, currency: card.currency };
}

/** The owner's cart pays with this card (POST /giftcard/use), or with none (decline, null); an owner without a cart has nothing to change. */
export async function setCartGiftcard(db: Pick<Db, 'orm'>, owner: CartOwner, cardId: number | null): Promise<void> {
  await db.orm.execute(sql`UPDATE carts SET gift_card_id = ${cardId}, updated_at = now() WHERE ${isOwnersCart(owner)}`);
}
