import { CART_MAX_LINES, CART_MAX_QUANTITY, WISHLIST_MAX_ITEMS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Orm } from '../../db/client';

// What a guest had becomes the customer's at login, in the login's transaction (spec §4, issue 12
// "the guest's cart and wishlist merge into the customer's, nothing lost").

type Executor = Pick<Orm, 'execute'>;

interface CartRow { id: number; promo_code_id: number | null; share_token: string | null }

/**
 * Merges the session's guest cart into the customer's cart (created when missing):
 * - a size in both carts gets the two quantities added, up to the units in stock and
 *   CART_MAX_QUANTITY, but never less than the customer already had;
 * - the guest's other sizes are added, in the order the guest added them, while the cart has
 *   fewer than CART_MAX_LINES lines (the only way a guest line can be left out);
 * - the customer's promo code is kept, else the guest's; so is the share link;
 * then the guest cart is deleted.
 */
export async function mergeGuestCart(tx: Executor, sessionId: string, customerId: number): Promise<void> {
  const [guest] = rowsOf<CartRow>(await tx.execute(sql`
    SELECT id, promo_code_id, share_token FROM carts WHERE session_id = ${sessionId} FOR UPDATE`));
  if (!guest) return;
  const [own] = rowsOf<CartRow>(await tx.execute(sql`
    SELECT id, promo_code_id, share_token FROM carts WHERE customer_id = ${customerId} FOR UPDATE`));
  if (!own) {
    // No cart of their own yet: the guest's becomes it, as it is.
    await tx.execute(sql`UPDATE carts SET session_id = NULL, customer_id = ${customerId}, updated_at = now() WHERE id = ${guest.id}`);
    return;
  }

  await tx.execute(sql`
    UPDATE cart_items mine SET quantity = greatest(mine.quantity, least(mine.quantity + theirs.quantity, o.stock_quantity, ${CART_MAX_QUANTITY}))
    FROM cart_items theirs JOIN product_options o ON o.id = theirs.option_value_id
    WHERE mine.cart_id = ${own.id} AND theirs.cart_id = ${guest.id} AND theirs.option_value_id = mine.option_value_id`);
  await tx.execute(sql`
    INSERT INTO cart_items (cart_id, product_id, option_value_id, quantity)
    SELECT ${own.id}, theirs.product_id, theirs.option_value_id, theirs.quantity FROM cart_items theirs
    WHERE theirs.cart_id = ${guest.id}
      AND NOT EXISTS (SELECT 1 FROM cart_items mine WHERE mine.cart_id = ${own.id} AND mine.option_value_id = theirs.option_value_id)
    ORDER BY theirs.id
    LIMIT greatest(0, ${CART_MAX_LINES} - (SELECT count(*) FROM cart_items WHERE cart_id = ${own.id}))`);
  // The guest cart goes first: its share token is unique and may move to the customer's cart.
  await tx.execute(sql`DELETE FROM carts WHERE id = ${guest.id}`);
  await tx.execute(sql`
    UPDATE carts SET promo_code_id = coalesce(promo_code_id, ${guest.promo_code_id}::int), share_token = coalesce(share_token, ${guest.share_token}::text),
      updated_at = now()
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
