import { WISHLIST_MAX_ITEMS, type CurrencyCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Orm } from '../../db/client';
import { copyLinesIntoCart, type CopiedLine } from '../cart/copy-lines';

// What a guest had becomes the customer's at login, in the login's transaction (spec §4, issue 12
// "the guest's cart and wishlist merge into the customer's, nothing lost").

type Executor = Pick<Orm, 'execute'>;

interface CartRow { id: number; promo_code_id: number | null; gift_card_id: number | null; share_token: string | null; currency: CurrencyCode }

/**
 * Merges the session's guest cart into the customer's cart: the guest's lines are copied in as a
 * shared cart's are (copy-lines.ts: a size in both gets the quantities added up to the units in
 * stock, new sizes while the cart has room), the customer's promo code and gift card are kept, else
 * the guest's, and so is the share link; then the guest cart is deleted. A customer without a cart of their
 * own simply takes the guest's, as it is.
 */
export async function mergeGuestCart(tx: Executor, sessionId: string, customerId: number): Promise<void> {
  const [guest] = rowsOf<CartRow>(await tx.execute(sql`
    SELECT id, promo_code_id, gift_card_id, share_token, currency FROM carts WHERE session_id = ${sessionId} FOR UPDATE`));
  if (!guest) return;
  const [own] = rowsOf<CartRow>(await tx.execute(sql`
    SELECT id, promo_code_id, gift_card_id, share_token FROM carts WHERE customer_id = ${customerId} FOR UPDATE`));
  if (!own) {
    await tx.execute(sql`UPDATE carts SET session_id = NULL, customer_id = ${customerId}, updated_at = now() WHERE id = ${guest.id}`);
    return;
  }

  const guestLines = rowsOf<CopiedLine>(await tx.execute(sql`
    SELECT product_id, option_value_id, quantity FROM cart_items WHERE cart_id = ${guest.id} ORDER BY id`));
  // An own cart without lines takes the guest cart's currency with its lines; one with lines keeps its own.
  await copyLinesIntoCart(tx, { customerId }, guestLines, guest.currency);
  // The guest cart goes first: its share token is unique and may move to the customer's cart.
  await tx.execute(sql`DELETE FROM carts WHERE id = ${guest.id}`);
  await tx.execute(sql`
    UPDATE carts SET promo_code_id = coalesce(promo_code_id, ${guest.promo_code_id}::int), gift_card_id = coalesce(gift_card_id, ${guest.gift_card_id}::int),
      share_token = coalesce(share_token, ${guest.share_token}::text), updated_at = now()
    WHERE id = ${own.id}`);
}

/**
 * Adds the guest's wishlist (skus from local storage) to the customer's, in the guest's order,
 * up to WISHLIST_MAX_ITEMS; skus no product has are ignored, and one already there stays once.
 */
export async function mergeWishlist(tx: Executor, customerId: number, skus: readonly string[]): Promise<void> {
  if (skus.length === 0) return;
  await tx.execute(sql`
    INSERT INTO wishlist_items (customer_id, product_id)
    SELECT ${customerId}, p.id
    FROM (SELECT sku, min(n) AS n FROM json_array_elements_text(${JSON.stringify(skus)}::json) WITH ORDINALITY AS s(sku, n) GROUP BY sku) s
    JOIN products p ON p.sku = s.sku
    WHERE NOT EXISTS (SELECT 1 FROM wishlist_items w WHERE w.customer_id = ${customerId} AND w.product_id = p.id)
    ORDER BY s.n
    LIMIT greatest(0, ${WISHLIST_MAX_ITEMS} - (SELECT count(*) FROM wishlist_items WHERE customer_id = ${customerId}))
    ON CONFLICT DO NOTHING`);
}

/**
 * The orders a session made move with it to its new id: the checkout in progress, the placed
 * orders its pages show (success, finished, payment), and create-order's idempotency keys.
 */
export async function moveSessionOrders(tx: Executor, fromSessionId: string, toSessionId: string): Promise<void> {
  await tx.execute(sql`UPDATE orders SET session_id = ${toSessionId} WHERE session_id = ${fromSessionId}`);
  await tx.execute(sql`UPDATE idempotency_keys SET session_id = ${toSessionId} WHERE session_id = ${fromSessionId}`);
}
