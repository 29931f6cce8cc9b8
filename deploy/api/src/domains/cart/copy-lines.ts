import { CART_MAX_LINES, CART_MAX_QUANTITY, type CurrencyCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { lockNewOrExistingCart, type Executor } from './cart-repository';
import { type CartOwner } from '../../infra/cart-owner';

// Lines copied into a cart from elsewhere, many at once: a shared cart's ("add all to my cart"),
// a past order's (repeat order). They follow the cart's own limits, not the source's.

/** A line copied into a cart: a size in stock, its quantity no more than the units in stock. */
export interface CopiedLine { product_id: number; option_value_id: number; quantity: number }

/**
 * The copied lines a cart can take: every size it already holds (its quantity grows), and new
 * sizes in the copied lines' order while the cart has fewer than `maxLines` lines.
 */
export function linesThatFit<Line extends { option_value_id: number }>(lines: readonly Line[], held: ReadonlySet<number>, maxLines = CART_MAX_LINES): Line[] {
  let count = held.size;
  const fitting: Line[] = [];
  for (const line of lines) {
    if (held.has(line.option_value_id)) fitting.push(line);
    else if (count < maxLines) {
      fitting.push(line);
      count += 1;
    }
  }
  return fitting;
}

/**
 * Adds copied lines (one per size) to the owner's cart in the caller's transaction: a new size
 * with its quantity (at most CART_MAX_QUANTITY), a size already there with the quantity more (up
 * to CART_MAX_QUANTITY and the units in stock), and no new size past CART_MAX_LINES. No lines, no cart made;
 * a cart made, or one that had no lines, takes `currency`.
 */
export async function copyLinesIntoCart(tx: Executor, owner: CartOwner, copied: readonly CopiedLine[], currency: CurrencyCode): Promise<void> {
  if (copied.length === 0) return;
  // Locked before its lines are counted, as every cart change does (cart-repository.ts).
  const cartId = await lockNewOrExistingCart(tx, owner, currency);
  const held = rowsOf<{ option_value_id: number }>(await tx.execute(sql`SELECT option_value_id FROM cart_items WHERE cart_id = ${cartId}`));
  const lines = copied.map((line) => ({
    product_id: Number(line.product_id), option_value_id: Number(line.option_value_id), quantity: Math.min(Number(line.quantity), CART_MAX_QUANTITY),
  }));
  const fitting = linesThatFit(lines, new Set(held.map((line) => Number(line.option_value_id))));
  if (fitting.length === 0) return;
  await tx.execute(sql`
    INSERT INTO cart_items AS i (cart_id, product_id, option_value_id, quantity)
    VALUES ${sql.join(fitting.map((line) => sql`(${cartId}, ${line.product_id}, ${line.option_value_id}, ${line.quantity})`), sql`, `)}
    ON CONFLICT (cart_id, option_value_id) DO UPDATE SET quantity = greatest(i.quantity, least(i.quantity + excluded.quantity, ${CART_MAX_QUANTITY},
      (SELECT stock_quantity FROM product_options WHERE id = excluded.option_value_id)))`);
}
