import { CART_FULL, CART_MAX_LINES, CART_MAX_QUANTITY, OUT_OF_STOCK, type CurrencyCode, type StockStatus } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { isOwnersCart, ownerKey, type CartOwner } from '../../infra/cart-owner';

// Every change locks the owner's cart row first (the upsert or update that finds it), so the
// changes of one cart happen one at a time, whichever API process or device serves them: a line
// count checked is still true at the insert, and no increment is lost.

/** A transaction (or the database): what the locking queries run on. */
export type Executor = Pick<Db['orm'], 'execute'>;

export interface CartLine {
  item_id: number;
  product_id: number;
  sku: string;
  option_value_id: number;
  quantity: number;
  /** The product's own category: where its recommendations come from. */
  category_id: number;
}

/** Why a change was refused: the §8 error code the route answers. */
export type CartProblem = 'not_found' | typeof OUT_OF_STOCK | typeof CART_FULL;

/** A cart's lines in the order they were added, and the one currency they are priced in (null without lines). */
export interface CartContents { currency: CurrencyCode | null; lines: CartLine[] }

/** The owner's cart (no lines when they have no cart). */
export const cartContents = (db: Db, owner: CartOwner): Promise<CartContents> => contentsOf(db, isOwnersCart(owner));

/** The owner's cart's currency; null when it has no lines (the next add sets it). */
export async function cartCurrency(db: Db, owner: CartOwner): Promise<CurrencyCode | null> {
  const [row] = rowsOf<{ currency: CurrencyCode }>(await db.orm.execute(sql`
    SELECT carts.currency FROM carts WHERE ${isOwnersCart(owner)} AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = carts.id)`));
  return row?.currency ?? null;
}

/** The cart with this id (a shared cart). */
export const cartContentsById = (db: Db, cartId: number): Promise<CartContents> => contentsOf(db, sql`carts.id = ${cartId}`);

async function contentsOf(db: Db, whichCart: SQL): Promise<CartContents> {
  const rows = rowsOf<CartLine & { currency: CurrencyCode }>(await db.orm.execute(sql`
    SELECT i.id AS item_id, i.product_id, p.sku, i.option_value_id, i.quantity, p.category_id, carts.currency
    FROM carts
    JOIN cart_items i ON i.cart_id = carts.id
    JOIN products p ON p.id = i.product_id
    WHERE ${whichCart}
    ORDER BY i.id`));
  const lines = rows.map(({ currency: _currency, ...row }) => ({
    ...row,
    item_id: Number(row.item_id),
    product_id: Number(row.product_id),
    option_value_id: Number(row.option_value_id),
    quantity: Number(row.quantity),
    category_id: Number(row.category_id),
  }));
  return { currency: rows[0]?.currency ?? null, lines };
}

/**
 * The owner's cart id, created when missing, and locked until the transaction ends. A new cart,
 * or one without lines, takes `currency` (the shopper's): lines are added in it.
 */
export async function lockNewOrExistingCart(tx: Executor, owner: CartOwner, currency: CurrencyCode): Promise<number> {
  const { column, value } = ownerKey(owner);
  const [row] = rowsOf<{ id: number }>(await tx.execute(sql`
    INSERT INTO carts (${column}, currency) VALUES (${value}, ${currency})
    ON CONFLICT (${column}) DO UPDATE SET updated_at = now(),
      currency = CASE WHEN EXISTS (SELECT 1 FROM cart_items WHERE cart_id = carts.id) THEN carts.currency ELSE excluded.currency END
    RETURNING id`));
  return Number(row!.id);
}

/** The owner's cart id, locked until the transaction ends; undefined when the owner has no cart. */
async function lockExistingCart(tx: Executor, owner: CartOwner): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(await tx.execute(sql`
    UPDATE carts SET updated_at = now() WHERE ${isOwnersCart(owner)} RETURNING id`));
  return row && Number(row.id);
}

export interface NewLine { productId: number; optionValueId: number; quantity: number }

/**
 * Adds a size (already checked to be the product's and not sold out) to the owner's cart: a new
 * line, or the size's line gets `quantity` more, up to CART_MAX_QUANTITY. More than the size's
 * units in stock, or a new size in a cart of CART_MAX_LINES lines, is refused.
 */
export async function addToCart(db: Db, owner: CartOwner, line: NewLine, currency: CurrencyCode): Promise<CartProblem | undefined> {
  return db.orm.transaction(async (tx) => {
    const cartId = await lockNewOrExistingCart(tx, owner, currency);
    const [counted] = rowsOf<{ lines: number; has_size: boolean; in_cart: number; stock: number }>(await tx.execute(sql`
      SELECT count(*)::int AS lines, coalesce(bool_or(option_value_id = ${line.optionValueId}), false) AS has_size,
        coalesce(sum(quantity) FILTER (WHERE option_value_id = ${line.optionValueId}), 0)::int AS in_cart,
        (SELECT stock_quantity FROM product_options WHERE id = ${line.optionValueId}) AS stock
      FROM cart_items WHERE cart_id = ${cartId}`));
    if (Number(counted!.in_cart) + line.quantity > Number(counted!.stock)) return OUT_OF_STOCK;
    if (!counted!.has_size && Number(counted!.lines) >= CART_MAX_LINES) return CART_FULL;
    await tx.execute(sql`
      INSERT INTO cart_items AS i (cart_id, product_id, option_value_id, quantity)
      VALUES (${cartId}, ${line.productId}, ${line.optionValueId}, ${line.quantity})
      ON CONFLICT (cart_id, option_value_id) DO UPDATE SET quantity = least(i.quantity + excluded.quantity, ${CART_MAX_QUANTITY})`);
    return undefined;
  });
}

export interface LineChange { itemId: number; quantity: number; /** The new size; the line's own when absent. */ optionValueId?: number }

interface LockedLine { product_id: number; option_value_id: number; quantity: number }
interface Size { id: number; stock: StockStatus; units: number; /** The size's own line, when it has one. */ in_cart: number | null }

/**
 * Sets a line of the owner's cart to `quantity` of a size of its product. More than the size's
 * units in stock is refused, fewer is not (the shopper is taking some out). A size that has a
 * line of its own already merges into that line.
 */
export async function changeLine(db: Db, owner: CartOwner, change: LineChange): Promise<CartProblem | undefined> {
  return db.orm.transaction(async (tx) => {
    const cartId = await lockExistingCart(tx, owner);
    if (cartId === undefined) return 'not_found';
    const [line] = rowsOf<LockedLine>(await tx.execute(sql`
      SELECT product_id, option_value_id, quantity FROM cart_items WHERE id = ${change.itemId} AND cart_id = ${cartId}`));
    if (!line) return 'not_found';
    const optionValueId = change.optionValueId ?? Number(line.option_value_id);
    const [size] = rowsOf<Size>(await tx.execute(sql`
      SELECT o.id, o.stock_status AS stock, o.stock_quantity AS units,
        (SELECT i.quantity FROM cart_items i WHERE i.cart_id = ${cartId} AND i.option_value_id = o.id) AS in_cart
      FROM product_options o WHERE o.id = ${optionValueId} AND o.product_id = ${line.product_id}`));
    if (!size) return 'not_found';
    const units = Number(size.units);

    if (optionValueId === Number(line.option_value_id)) {
      if (change.quantity > Number(line.quantity) && (size.stock === 'outOfStock' || change.quantity > units)) return OUT_OF_STOCK;
      await tx.execute(sql`UPDATE cart_items SET quantity = ${change.quantity} WHERE id = ${change.itemId}`);
      return undefined;
    }
    if (size.stock === 'outOfStock' || Number(size.in_cart ?? 0) + change.quantity > units) return OUT_OF_STOCK;
    const merged = rowsOf(await tx.execute(sql`
      UPDATE cart_items SET quantity = least(quantity + ${change.quantity}, ${CART_MAX_QUANTITY})
      WHERE cart_id = ${cartId} AND option_value_id = ${optionValueId}
      RETURNING id`));
    if (merged.length > 0) await tx.execute(sql`DELETE FROM cart_items WHERE id = ${change.itemId}`);
    else await tx.execute(sql`UPDATE cart_items SET option_value_id = ${optionValueId}, quantity = ${change.quantity} WHERE id = ${change.itemId}`);
    return undefined;
  });
}

/** Removes a line of the owner's cart; 'not_found' when the cart has no such line. */
export async function removeLine(db: Db, owner: CartOwner, itemId: number): Promise<CartProblem | undefined> {
  const removed = rowsOf(await db.orm.execute(sql`
    DELETE FROM cart_items WHERE id = ${itemId} AND cart_id = (SELECT id FROM carts WHERE ${isOwnersCart(owner)})
    RETURNING id`));
  return removed.length > 0 ? undefined : 'not_found';
}

