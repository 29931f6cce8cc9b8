import { NOT_REPEATABLE, type CurrencyCode, type OrderKind } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { copyLinesIntoCart, type CopiedLine } from './copy-lines';

export type RepeatProblem = 'not_found' | typeof NOT_REPEATABLE;

/**
 * Puts the lines of one of the customer's placed orders back into their cart (POST
 * /account/repeat-order), in one transaction: each size still sold with the order's quantity
 * capped by its units in stock, sold-out sizes skipped, the cart's own limits kept
 * (copyLinesIntoCart). 'not_found' for an order that is not one the customer placed;
 * NOT_REPEATABLE for a gift card order, which has no lines to put back. A cart without lines takes `currency` (the shopper's).
 */
export async function repeatOrder(db: Db, customerId: number, orderId: number, currency: CurrencyCode): Promise<RepeatProblem | undefined> {
  return db.orm.transaction(async (tx) => {
    // A checkout order not yet placed (status new) is not one to repeat; another customer's is not found either.
    const [order] = rowsOf<{ kind: OrderKind }>(await tx.execute(sql`
      SELECT kind FROM orders WHERE id = ${orderId} AND customer_id = ${customerId} AND status <> 'new'`));
    if (!order) return 'not_found';
    // Copying its (no) lines would answer the cart unchanged, as if the card had been put back.
    if (order.kind === 'giftcard') return NOT_REPEATABLE;
    // An order has a line per size; grouping keeps one even if an order was ever written otherwise.
    const lines = rowsOf<CopiedLine>(await tx.execute(sql`
      SELECT l.product_id, l.option_id AS option_value_id, least(sum(l.quantity), o.stock_quantity) AS quantity
      FROM order_lines l JOIN product_options o ON o.id = l.option_id
      WHERE l.order_id = ${orderId} AND o.stock_status <> 'outOfStock' AND o.stock_quantity > 0
      GROUP BY l.product_id, l.option_id, o.stock_quantity
      ORDER BY min(l.id)`));
    await copyLinesIntoCart(tx, { customerId }, lines, currency);
    return undefined;
  });
}
