import { eq, inArray, sql } from 'drizzle-orm';
import type { CurrencyCode } from '@shop/contracts';
import type { Db } from '../../db/client';
import { carts, customers, productCategories } from '../../db/schema';
import { isOwnersCart, type CartOwner } from '../cart/cart-repository';
import type { StoredPromo } from './promo-repository';
import { checkPromo, type PromoCheck } from './promo-rules';

/** A cart line as a promo code sees it: what it costs and the product's categories (leaf, ancestors, collections). */
export interface PromoLine { productId: number; amount: number }

/**
 * Whether `promo` applies to a cart of `lines` in `currency` for this customer (null: a guest), now.
 * An amount or a minimum in another currency than the cart's cannot be compared: such a code is
 * not found for this cart. Uses are counted by placed orders (checkout raises them, and counts
 * the client's own when it places one: `usesByClient`). `db` may be a transaction's.
 */
export async function checkCartPromo(
  db: Pick<Db, 'orm'>,
  promo: StoredPromo,
  { lines, currency, customer, usesByClient = 0 }: { lines: readonly PromoLine[]; currency: CurrencyCode; customer: { id: number } | null; usesByClient?: number },
): Promise<PromoCheck> {
  const needsCurrency = promo.kind === 'amount' || promo.minTotal !== null;
  if (needsCurrency && promo.currency !== currency) return { ok: false, reason: 'not_found' };
  // One query after the other: `db` may be a transaction's, which runs one at a time.
  const group = customer && await customerGroupOf(db, customer);
  const categoriesOf = await productCategoryIds(db, lines.map((line) => line.productId));
  return checkPromo(promo, {
    now: new Date(),
    customer: group === null ? null : { group },
    usesTotal: promo.usesCount,
    usesByClient,
    lines: lines.map((line) => ({ amount: line.amount, categoryIds: categoriesOf.get(line.productId) ?? [] })),
  });
}

/** The customer's group (customers.customer_group, 'default' unless the shop moved them); null when the account is gone. */
async function customerGroupOf(db: Pick<Db, 'orm'>, customer: { id: number }): Promise<string | null> {
  const [row] = await db.orm.select({ group: customers.customerGroup }).from(customers).where(eq(customers.id, customer.id));
  return row?.group ?? null;
}

async function productCategoryIds(db: Pick<Db, 'orm'>, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.orm
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(inArray(productCategories.productId, ids));
  const byProduct = new Map<number, number[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.categoryId]);
  return byProduct;
}

/** The promo code applied to the owner's cart, if any. */
export async function cartPromoCodeId(db: Db, owner: CartOwner): Promise<number | null> {
  const [row] = await db.orm.select({ id: carts.promoCodeId }).from(carts).where(isOwnersCart(owner)).limit(1);
  return row?.id ?? null;
}

/** Applies (or with null, removes) a code on the owner's cart; an owner without a cart has nothing to change. */
export async function setCartPromoCode(db: Db, owner: CartOwner, promoCodeId: number | null): Promise<void> {
  await db.orm.update(carts).set({ promoCodeId, updatedAt: sql`now()` }).where(isOwnersCart(owner));
}
