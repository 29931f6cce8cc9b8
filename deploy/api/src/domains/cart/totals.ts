import type { Total } from '@shop/contracts';
import { cashbackPoints, pointsValue } from '../loyalty/loyalty-rules';

export interface PricedLine { product_id: number; quantity: number }

/**
 * What changes a cart's sum besides its lines, each filled by its own domain (promo codes,
 * loyalty, gift cards, delivery) and absent until it applies. Every amount is integer minor units
 * of the cart's one currency; percentages are whole percent.
 */
export interface TotalsAdjustments {
  /** The applied promo code's discount on the goods, before it is capped at the subtotal. */
  promocode?: number;
  /** The customer's loyalty level discount, in percent of the goods after the promo code. */
  levelDiscountPercent?: number;
  /** What the loyalty points the customer spends are worth (points × point value), capped at what the goods still cost. */
  bonuses?: number;
  /** Cashback in percent of what the goods cost after every discount: points earned, not money off. */
  cashbackPercent?: number;
  /**
   * Minor units a loyalty point is worth (settings.loyalty.point_value; 1 when absent). The
   * cashback line is money like every line: the value of the whole points the order earns.
   */
  pointValue?: number;
  /** The chosen shipping method's price, and the goods amount from which it is free (null: never). */
  delivery?: { price: number; freeFrom: number | null };
  /** The connected gift card's balance: it pays what is due, delivery included, up to the balance. */
  giftcard?: number;
}

/** `percent` % of `amount`, rounded down to a whole minor unit: a discount never gives a fraction away. */
const percentOf = (amount: number, percent: number) => Math.floor((amount * percent) / 100);

/**
 * The cart's totals (spec §3), the only place they are computed. Lines come in the spec's order:
 * subtotal, promocode, loyalty:discount, loyalty:bonuses, loyalty:cashback, giftcard, delivery,
 * free_delivery, total; a line is present only when its adjustment is. Discounts are negative,
 * so `total` = the sum of every line but `subtotal` and the cashback (what the points the order
 * earns are worth: nothing off) plus the subtotal. Each discount is capped at what is still due: the total is never below zero.
 *
 * A product without a price in the currency cannot be ordered in it and adds nothing (the reply
 * shows no card for it either).
 */
export function cartTotals(lines: readonly PricedLine[], priceOf: ReadonlyMap<number, number>, adjustments: TotalsAdjustments = {}): Total[] {
  const subtotal = lines.reduce((sum, line) => sum + (priceOf.get(line.product_id) ?? 0) * line.quantity, 0);
  const totals: Total[] = [{ code: 'subtotal', value: subtotal }];
  // What the goods still cost after each discount so far.
  let goods = subtotal;
  const discount = (code: Total['code'], wanted: number) => {
    const value = Math.min(Math.max(wanted, 0), goods);
    goods -= value;
    // 0 - x, not -x: a discount of nothing reads 0, never -0.
    totals.push({ code, value: 0 - value });
  };

  const { promocode, levelDiscountPercent, bonuses, cashbackPercent, pointValue = 1, delivery, giftcard } = adjustments;
  if (promocode !== undefined) discount('promocode', promocode);
  if (levelDiscountPercent !== undefined) discount('loyalty:discount', percentOf(goods, levelDiscountPercent));
  if (bonuses !== undefined) discount('loyalty:bonuses', bonuses);
  const point = { point_value: pointValue };
  const cashback = cashbackPercent === undefined ? undefined : { code: 'loyalty:cashback' as const, value: pointsValue(cashbackPoints(goods, cashbackPercent, point), point) };

  let shipping = 0;
  const deliveryLines: Total[] = [];
  if (delivery) {
    const free = delivery.freeFrom !== null && goods >= delivery.freeFrom;
    deliveryLines.push({ code: 'delivery', value: delivery.price });
    if (free) deliveryLines.push({ code: 'free_delivery', value: 0 - delivery.price });
    shipping = free ? 0 : delivery.price;
  }

  let due = goods + shipping;
  if (cashback) totals.push(cashback);
  if (giftcard !== undefined) {
    const paid = Math.min(Math.max(giftcard, 0), due);
    due -= paid;
    totals.push({ code: 'giftcard', value: 0 - paid });
  }
  totals.push(...deliveryLines, { code: 'total', value: due });
  return totals;
}
