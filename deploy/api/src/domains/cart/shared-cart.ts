import { randomBytes } from 'node:crypto';
import { EMPTY_CART, type CurrencyCode, type SharedCartReply } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { ShopView } from '../settings/settings-repository';
import { priceCart } from '../pricing/price-cart';
import { cartLineProducts, itemOf, pricingLines } from './cart';
import { cartContentsById, type Executor } from './cart-repository';
import { isOwnersCart, type CartOwner } from '../../infra/cart-owner';
import { copyLinesIntoCart, type CopiedLine } from './copy-lines';

// A cart shared by link (spec §3 Shared cart): whoever has the token sees the cart's lines as they
// are now and may copy them into their own cart. The token is the only key, so it is long and
// random; the link shows nothing of its owner (no promo code, no session or customer, no personal data).

/** 16 random bytes: 22 characters of base64url, beyond guessing. */
const TOKEN_BYTES = 16;

/**
 * The owner's cart link token, made the first time it is asked for and the same afterwards;
 * undefined when the owner has no cart, or an empty one (a link to nothing helps no one).
 */
export async function cartShareToken(db: Db, owner: CartOwner): Promise<string | undefined> {
  // coalesce: concurrent first asks write one token between them, since the row update is atomic.
  const [row] = rowsOf<{ share_token: string }>(await db.orm.execute(sql`
    UPDATE carts SET share_token = coalesce(carts.share_token, ${randomBytes(TOKEN_BYTES).toString('base64url')})
    WHERE ${isOwnersCart(owner)} AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = carts.id)
    RETURNING carts.share_token`));
  return row?.share_token;
}

/** The cart of a link token, and whether it is `owner`'s own. */
async function findSharedCart(db: Executor, token: string, owner?: CartOwner): Promise<{ id: number; own: boolean } | undefined> {
  const [row] = rowsOf<{ id: number; own: boolean }>(await db.execute(sql`
    SELECT id, ${owner ? isOwnersCart(owner) : sql`false`} AS own FROM carts WHERE share_token = ${token}`));
  return row && { id: Number(row.id), own: Boolean(row.own) };
}

export type SharedCart = Omit<SharedCartReply, 'status'>;

/**
 * The cart of a link token as it is now, in the viewer's language and currency: lines,
 * their products with sizes, and totals of the goods alone (the owner's promo code stays theirs).
 * Undefined for a token no cart has; a cart emptied since the link was made is an empty cart.
 */
export async function sharedCart(db: Db, token: string, { language, currency }: ShopView): Promise<SharedCart | undefined> {
  const cart = await findSharedCart(db.orm, token);
  if (!cart) return undefined;
  const { lines } = await cartContentsById(db, cart.id);
  if (lines.length === 0) return { cart: { id: token, items: [], totals: EMPTY_CART.cart.totals }, products: [] };
  const products = await cartLineProducts(db, language, currency, [...new Set(lines.map((line) => line.product_id))]);
  const priceOf = new Map(products.map((product) => [product.id, product.price]));
  return { cart: { id: token, items: lines.map(itemOf), totals: priceCart({ currency, lines: pricingLines(lines, priceOf), adjustments: [] }).totals }, products };
}

/**
 * Copies every line of a shared cart into the owner's cart in one transaction (copyLinesIntoCart):
 * sold-out sizes are skipped; the owner's own shared cart adds nothing to itself. 'not_found' for a
 * token no cart has. A cart without lines takes `currency` (the shopper's).
 */
export async function addSharedCart(db: Db, owner: CartOwner, token: string, currency: CurrencyCode): Promise<'not_found' | undefined> {
  return db.orm.transaction(async (tx) => {
    const source = await findSharedCart(tx, token, owner);
    if (!source) return 'not_found';
    if (source.own) return undefined;
    const lines = rowsOf<CopiedLine>(await tx.execute(sql`
      SELECT i.product_id, i.option_value_id, least(i.quantity, o.stock_quantity) AS quantity
      FROM cart_items i JOIN product_options o ON o.id = i.option_value_id
      WHERE i.cart_id = ${source.id} AND o.stock_quantity > 0
      ORDER BY i.id`));
    await copyLinesIntoCart(tx, owner, lines, currency);
    return undefined;
  });
}
