import type { CurrencyCode } from '@shop/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, customers, productCategories, promoCodes } from '../../db/schema';
import { isOwnersCart, ownerCustomer, type CartOwner } from '../../infra/cart-owner';
import type { Adjustment } from '../pricing/price-cart';
import { findPromoCodeById, storedPromoOf, type StoredPromo } from './promo-repository';
import { checkPromo } from './promo-rules';

/** What a promo code is checked with besides the cart's lines, loaded once (loadPromoAdjustment). */
interface PromoFacts {
  now: Date;
  customer: { group: string } | null;
  /** Orders the client placed with the code: counted when placing (0 before, where the limit is checked against the code's total). */
  usesByClient: number;
  /** Each product's categories (leaf, ancestors, collections). */
  categoriesOf: ReadonlyMap<number, readonly number[]>;
}

/**
 * A promo code as the first adjustment of a cart's pricing (pricing/price-cart.ts): its discount on
 * the cart's lines, or the §8 reason it does not apply. An amount or a minimum in another currency
 * than the cart's cannot be compared: such a code is not found for this cart.
 */
export function promoAdjustment(promo: StoredPromo, facts: PromoFacts): Adjustment {
  return {
    stage: 'promocode',
    apply: ({ currency, lines }) => {
      if (!fitsCurrency(promo, currency)) return { refused: 'not_found' };
      const check = checkPromo(promo, {
        now: facts.now,
        customer: facts.customer,
        usesTotal: promo.usesCount,
        usesByClient: facts.usesByClient,
        lines: lines.map((line) => ({ amount: (line.unitPrice ?? 0) * line.quantity, categoryIds: facts.categoriesOf.get(line.productId) ?? [] })),
      });
      return check.ok ? { effect: { kind: 'discount', amount: check.discount } } : { refused: check.reason };
    },
  };
}

/** Whether a code can apply to a cart in `currency`: one without an amount or a minimum fits any; one with them, carts in their currency only. */
export const fitsCurrency = (promo: Pick<StoredPromo, 'kind' | 'minTotal' | 'currency'>, currency: CurrencyCode): boolean =>
  (promo.kind !== 'amount' && promo.minTotal === null) || promo.currency === currency;

/** Whether the code with this id fits a cart in `currency` (fitsCurrency); a code the shop deleted fits nothing. */
export async function promoCodeFits(db: Pick<Db, 'orm'>, promoCodeId: number, currency: CurrencyCode): Promise<boolean> {
  const [row] = await db.orm.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId));
  return row !== undefined && fitsCurrency(storedPromoOf(row), currency);
}

/**
 * `promo`'s adjustment for a cart of these products bought by `customer` (null: a guest), now.
 * Uses are counted by placed orders (checkout raises them, and counts the client's own when it
 * places one: `usesByClient`). `db` may be a transaction's.
 */
export async function loadPromoAdjustment(
  db: Pick<Db, 'orm'>,
  promo: StoredPromo,
  { productIds, customer, usesByClient = 0 }: { productIds: readonly number[]; customer: { id: number } | null; usesByClient?: number },
): Promise<Adjustment> {
  // One query after the other: `db` may be a transaction's, which runs one at a time.
  const group = customer && await customerGroupOf(db, customer);
  const categoriesOf = await productCategoryIds(db, productIds);
  return promoAdjustment(promo, { now: new Date(), customer: group === null ? null : { group }, usesByClient, categoriesOf });
}

/** The owner's cart's promo code and its adjustment; `held` with no promo once the shop owner deleted the code the cart holds. */
export async function cartPromo(db: Db, owner: CartOwner, productIds: readonly number[]): Promise<{ held: boolean; promo?: StoredPromo; adjustment?: Adjustment }> {
  const id = await cartPromoCodeId(db, owner);
  const promo = id === null ? undefined : await findPromoCodeById(db, id);
  if (!promo) return { held: id !== null };
  return { held: true, promo, adjustment: await loadPromoAdjustment(db, promo, { productIds, customer: ownerCustomer(owner) }) };
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
async function cartPromoCodeId(db: Db, owner: CartOwner): Promise<number | null> {
  const [row] = await db.orm.select({ id: carts.promoCodeId }).from(carts).where(isOwnersCart(owner)).limit(1);
  return row?.id ?? null;
}

/** Applies (or with null, removes) a code on the owner's cart; an owner without a cart has nothing to change. */
export async function setCartPromoCode(db: Db, owner: CartOwner, promoCodeId: number | null): Promise<void> {
  await db.orm.update(carts).set({ promoCodeId, updatedAt: sql`now()` }).where(isOwnersCart(owner));
}
