import type { CurrencyCode, RemovedByCurrency } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { isOwnersCart, type CartOwner } from '../../infra/cart-owner';
import { promoCodeFits } from '../promo/cart-promo';

/**
 * Switches the owner's cart to `currency` (spec §1; POST /cart/v2/set-currency), in one
 * transaction: the lines are priced in it from now on (every reply prices them from the products'
 * price lists); a promo code whose amount or minimum is in another currency, and a gift card in
 * another, come off the cart, and are answered so the shopper is told; the session's checkout
 * order follows. The order row is locked before the cart, as placing an order locks them.
 */
export async function setCartCurrency(db: Db, sessionId: string, owner: CartOwner, currency: CurrencyCode): Promise<RemovedByCurrency[]> {
  return db.orm.transaction(async (tx) => {
    await tx.execute(sql`UPDATE orders SET currency = ${currency} WHERE session_id = ${sessionId} AND status = 'new'`);
    const [cart] = rowsOf<{ id: number; promo_code_id: number | null; card_currency: CurrencyCode | null }>(await tx.execute(sql`
      SELECT carts.id, carts.promo_code_id, g.currency AS card_currency
      FROM carts LEFT JOIN gift_cards g ON g.id = carts.gift_card_id
      WHERE ${isOwnersCart(owner)} FOR UPDATE OF carts`));
    if (!cart) return [];
    const removed: RemovedByCurrency[] = [];
    if (cart.promo_code_id !== null && !(await promoCodeFits({ orm: tx }, Number(cart.promo_code_id), currency))) removed.push('promocode');
    if (cart.card_currency !== null && cart.card_currency !== currency) removed.push('giftcard');
    await tx.execute(sql`
      UPDATE carts SET currency = ${currency}, updated_at = now(),
        promo_code_id = ${removed.includes('promocode') ? null : cart.promo_code_id}::int,
        gift_card_id = CASE WHEN ${removed.includes('giftcard')} THEN NULL ELSE gift_card_id END
      WHERE id = ${cart.id}`);
    return removed;
  });
}
