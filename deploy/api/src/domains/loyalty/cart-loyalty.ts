import type { LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { isOwnersCart } from '../../infra/cart-owner';
import { loyaltyStanding } from './ledger-repository';
import type { Adjustment, PricedCart } from '../pricing/price-cart';
import { memberPricing } from './loyalty-adjustments';
import { currentProgramme } from './programme-repository';

/** What loyalty adds to a cart reply (spec §3 Cart): the member's adjustments, additional.use_bonuses, and `bonuses`. */
export interface CartLoyalty {
  adjustments: ReadonlyArray<Adjustment<unknown>>;
  additional: { use_bonuses?: boolean };
  /** The points the customer can spend on the priced cart, whether or not they do. */
  bonusesIn(priced: PricedCart): number;
}

const OUTSIDE: CartLoyalty = { adjustments: [], additional: {}, bonusesIn: () => 0 };

/**
 * The loyalty part of a cart (its owner's, infra/cart-owner.ts): nothing for a guest's cart or a
 * customer outside the programme. A member is logged in, so their cart is the customer's.
 */
export async function cartLoyalty(db: Db, customer: { id: number } | null, language: LanguageCode): Promise<CartLoyalty> {
  const standing = customer && await loyaltyStanding(db.orm, customer.id);
  if (!customer || standing?.status !== 'active') return OUTSIDE;
  const [programme, useBonuses] = await Promise.all([currentProgramme(db, language), cartUsesBonuses(db.orm, customer.id)]);
  const member = memberPricing(programme, standing, useBonuses);
  return { adjustments: member.adjustments, additional: { use_bonuses: useBonuses }, bonusesIn: member.spendableIn };
}

/** Whether the customer's cart spends points (false without a cart). */
async function cartUsesBonuses(ex: Orm, customerId: number): Promise<boolean> {
  const [row] = rowsOf<{ use_bonuses: boolean }>(await ex.execute(sql`SELECT use_bonuses FROM carts WHERE ${isOwnersCart({ customerId })}`));
  return row?.use_bonuses ?? false;
}

/** Spends points on the customer's cart, or stops (POST /loyalty/apply-bonuses); without a cart there is nothing to change. */
export async function setCartUseBonuses(db: Pick<Db, 'orm'>, customerId: number, state: boolean): Promise<void> {
  await db.orm.execute(sql`UPDATE carts SET use_bonuses = ${state}, updated_at = now() WHERE ${isOwnersCart({ customerId })}`);
}

/** Whether the cart being placed spends points: read from its row, which placing has locked. */
export async function cartSpendsPoints(tx: Orm, cartId: number): Promise<boolean> {
  const [row] = rowsOf<{ use_bonuses: boolean }>(await tx.execute(sql`SELECT use_bonuses FROM carts WHERE id = ${cartId}`));
  return row?.use_bonuses ?? false;
}
