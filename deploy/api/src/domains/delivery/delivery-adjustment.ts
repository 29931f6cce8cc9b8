import type { CurrencyCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { Adjustment } from '../pricing/price-cart';

/** A shipping rate's price in one currency, and the goods amount from which it is free (null: never). */
export interface RatePrice { currency: CurrencyCode; price: number; freeFrom: number | null }

/**
 * Delivery as an adjustment of a cart's pricing (pricing/price-cart.ts): the chosen method's
 * price, free when the goods after every discount reach its threshold. A rate in another currency
 * than the cart's cannot be added to it: the method is not offered in it (the checkout then asks again).
 */
export function deliveryAdjustment(rate: RatePrice): Adjustment {
  return {
    stage: 'delivery',
    apply: ({ currency, goods }) => (rate.currency === currency
      ? { effect: { kind: 'delivery', price: rate.price, free: rate.freeFrom !== null && goods >= rate.freeFrom } }
      : { refused: 'not_found' }),
  };
}

/** The session's checkout order (status new), and its chosen method's price in `currency` when it has one offered in the order's city. */
export async function checkoutDelivery(db: Pick<Db, 'orm'>, sessionId: string, currency: CurrencyCode): Promise<{ orderId: number; rate?: RatePrice } | undefined> {
  const [row] = rowsOf<{ id: number; price: number | null; free_from: number | null }>(await db.orm.execute(sql`
    SELECT o.id, p.price, p.free_from FROM orders o
    LEFT JOIN shipping_rates r ON r.city_id = o.city_id AND r.method_code = o.shipping_method
    LEFT JOIN shipping_rate_prices p ON p.rate_id = r.id AND p.currency = ${currency}
    WHERE o.session_id = ${sessionId} AND o.status = 'new'`));
  if (!row) return undefined;
  const rate = row.price === null ? undefined : { currency, price: Number(row.price), freeFrom: row.free_from === null ? null : Number(row.free_from) };
  return { orderId: Number(row.id), ...(rate ? { rate } : {}) };
}
