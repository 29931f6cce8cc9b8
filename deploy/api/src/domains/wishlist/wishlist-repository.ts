import { WISHLIST_FULL, WISHLIST_MAX_ITEMS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

// A customer's wishlist (spec §3 Wishlist): products by id, shown and changed by sku. A guest's
// lives in the browser until login merges it in.

/** A transaction (or the database). */
type Executor = Pick<Db['orm'], 'execute'>;

export interface WishlistEntry { productId: number; sku: string }

/** The customer's wishlist in the order added. */
export async function wishlistEntries(db: Executor, customerId: number): Promise<WishlistEntry[]> {
  const rows = rowsOf<{ product_id: number; sku: string }>(await db.execute(sql`
    SELECT w.product_id, p.sku FROM wishlist_items w JOIN products p ON p.id = w.product_id
    WHERE w.customer_id = ${customerId}
    ORDER BY w.id`));
  return rows.map((row) => ({ productId: Number(row.product_id), sku: row.sku }));
}

/** The entries of a guest's local list: the skus that name a product, once each, in the order given. */
export async function entriesOfSkus(db: Executor, skus: readonly string[]): Promise<WishlistEntry[]> {
  const unique = [...new Set(skus)];
  if (unique.length === 0) return [];
  const rows = rowsOf<{ id: number; sku: string }>(await db.execute(sql`
    SELECT p.id, p.sku FROM products p WHERE p.sku IN (${sql.join(unique.map((sku) => sql`${sku}`), sql`, `)})`));
  const idOf = new Map(rows.map((row) => [row.sku, Number(row.id)]));
  return unique.flatMap((sku) => (idOf.has(sku) ? [{ productId: idOf.get(sku)!, sku }] : []));
}

/**
 * Adds the product of `sku` to the customer's wishlist, once: a product already there keeps its
 * place. 'not_found' when no product has the sku; WISHLIST_FULL for a new one in a full list. The
 * customer's row is locked first, so two adds to a list one short of full cannot both get in.
 */
export async function addToWishlist(db: Db, customerId: number, sku: string): Promise<'not_found' | typeof WISHLIST_FULL | WishlistEntry[]> {
  return db.orm.transaction(async (tx) => {
    // NO KEY UPDATE: rows that merely reference the customer (this insert's foreign key included) do not wait for it.
    await tx.execute(sql`SELECT id FROM customers WHERE id = ${customerId} FOR NO KEY UPDATE`);
    const [product] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM products WHERE sku = ${sku}`));
    if (!product) return 'not_found';
    const [list] = rowsOf<{ items: number; has: boolean }>(await tx.execute(sql`
      SELECT count(*)::int AS items, coalesce(bool_or(product_id = ${product.id}), false) AS has
      FROM wishlist_items WHERE customer_id = ${customerId}`));
    if (!list!.has && Number(list!.items) >= WISHLIST_MAX_ITEMS) return WISHLIST_FULL;
    await tx.execute(sql`
      INSERT INTO wishlist_items (customer_id, product_id) VALUES (${customerId}, ${product.id})
      ON CONFLICT (customer_id, product_id) DO NOTHING`);
    return wishlistEntries(tx, customerId);
  });
}

/** Takes the product of `sku` off the customer's wishlist; a sku not on it (or unknown) changes nothing. */
export async function removeFromWishlist(db: Db, customerId: number, sku: string): Promise<WishlistEntry[]> {
  await db.orm.execute(sql`
    DELETE FROM wishlist_items WHERE customer_id = ${customerId} AND product_id IN (SELECT id FROM products WHERE sku = ${sku})`);
  return wishlistEntries(db.orm, customerId);
}
