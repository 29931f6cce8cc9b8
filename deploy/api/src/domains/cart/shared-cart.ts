import { randomBytes } from 'node:crypto';
import { CART_MAX_LINES, CART_MAX_QUANTITY, EMPTY_CART, type LanguageCode, type SharedCartReply } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { shopCurrency } from '../settings/settings-repository';
import { cartLineProducts, itemOf } from './cart';
import { cartLines, lockNewOrExistingCart } from './cart-repository';
import { cartTotals } from './totals';

// A cart shared by link (spec §3 Shared cart): whoever has the token sees the cart's lines as they
// are now and may copy them into their own cart. The token is the only key, so it is long and
// random; the link shows nothing of its owner (no promo code, no session, no personal data).

/** 16 random bytes: 22 characters of base64url, beyond guessing. */
const TOKEN_BYTES = 16;

/**
 * The session's cart link token, made the first time it is asked for and the same afterwards;
 * undefined when the session has no cart, or an empty one (a link to nothing helps no one).
 */
export async function cartShareToken(db: Db, sessionId: string): Promise<string | undefined> {
  // coalesce: concurrent first asks write one token between them, since the row update is atomic.
  const [row] = rowsOf<{ share_token: string }>(await db.orm.execute(sql`
    UPDATE carts c SET share_token = coalesce(c.share_token, ${randomBytes(TOKEN_BYTES).toString('base64url')})
    WHERE c.session_id = ${sessionId} AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id)
    RETURNING c.share_token`));
  return row?.share_token;
}

interface SharedCartRow { id: number; session_id: string }

async function findSharedCart(db: Pick<Db['orm'], 'execute'>, token: string): Promise<SharedCartRow | undefined> {
  const [row] = rowsOf<SharedCartRow>(await db.execute(sql`SELECT id, session_id FROM carts WHERE share_token = ${token}`));
  return row && { id: Number(row.id), session_id: row.session_id };
}

export type SharedCart = Omit<SharedCartReply, 'status'>;

/**
 * The cart of a link token as it is now, in the viewer's language and its shop currency: lines,
 * their products with sizes, and totals of the goods alone (the owner's promo code stays theirs).
 * Undefined for a token no cart has; a cart emptied since the link was made is an empty cart.
 */
export async function sharedCart(db: Db, token: string, language: LanguageCode): Promise<SharedCart | undefined> {
  const cart = await findSharedCart(db.orm, token);
  if (!cart) return undefined;
  const lines = await cartLines(db, cart.session_id);
  if (lines.length === 0) return { cart: { id: token, items: [], totals: EMPTY_CART.cart.totals }, products: [] };
  const currency = await shopCurrency(db, language);
  const products = await cartLineProducts(db, language, currency, [...new Set(lines.map((line) => line.product_id))]);
  const priceOf = new Map(products.map((product) => [product.id, product.price]));
  return { cart: { id: token, items: lines.map(itemOf), totals: cartTotals(lines, priceOf) }, products };
}

interface SharedLine { option_value_id: number }

/**
 * The shared lines a cart can take: every size it already holds (its quantity grows), and new
 * sizes in the shared cart's order while the cart has fewer than `maxLines` lines.
 */
export function linesThatFit<Line extends SharedLine>(lines: readonly Line[], held: ReadonlySet<number>, maxLines = CART_MAX_LINES): Line[] {
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
 * Copies every line of a shared cart into the session's cart in one transaction: a size already
 * there gets the shared quantity more (up to CART_MAX_QUANTITY and the units in stock), sold-out sizes are skipped, and
 * no new size goes past CART_MAX_LINES. The session's own shared cart adds nothing to itself.
 * 'not_found' for a token no cart has.
 */
export async function addSharedCart(db: Db, sessionId: string, token: string): Promise<'not_found' | undefined> {
  return db.orm.transaction(async (tx) => {
    const source = await findSharedCart(tx, token);
    if (!source) return 'not_found';
    if (source.session_id === sessionId) return undefined;
    const lines = rowsOf<{ product_id: number; option_value_id: number; quantity: number }>(await tx.execute(sql`
      SELECT i.product_id, i.option_value_id, least(i.quantity, o.stock_quantity) AS quantity
      FROM cart_items i JOIN product_options o ON o.id = i.option_value_id
      WHERE i.cart_id = ${source.id} AND o.stock_quantity > 0
      ORDER BY i.id`));
    // Nothing to add: no cart is made for it.
    if (lines.length === 0) return undefined;

    // Locked before its lines are counted, as every cart change does (cart-repository.ts).
    const cartId = await lockNewOrExistingCart(tx, sessionId);
    const held = rowsOf<{ option_value_id: number }>(await tx.execute(sql`SELECT option_value_id FROM cart_items WHERE cart_id = ${cartId}`));
    const fitting = linesThatFit(lines.map((line) => ({ ...line, option_value_id: Number(line.option_value_id) })), new Set(held.map((line) => Number(line.option_value_id))));
    if (fitting.length === 0) return undefined;
    await tx.execute(sql`
      INSERT INTO cart_items AS i (cart_id, product_id, option_value_id, quantity)
      VALUES ${sql.join(fitting.map((line) => sql`(${cartId}, ${line.product_id}, ${line.option_value_id}, ${line.quantity})`), sql`, `)}
      ON CONFLICT (cart_id, option_value_id) DO UPDATE SET quantity = greatest(i.quantity, least(i.quantity + excluded.quantity, ${CART_MAX_QUANTITY},
        (SELECT stock_quantity FROM product_options WHERE id = excluded.option_value_id)))`);
    return undefined;
  });
}
