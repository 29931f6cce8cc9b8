import { cartTotals, type PricedLine, type TotalsAdjustments } from '../cart/totals';
import { goodsCost, levelOf, pointsValue, spendablePoints } from './loyalty-rules';
import type { Standing } from './ledger-repository';
import type { Programme } from './programme-repository';

/** The goods of a cart (or of an order being placed) as loyalty prices them: lines, prices and the promo code's discount, taken first. */
export interface PricedGoods {
  lines: readonly PricedLine[];
  priceOf: ReadonlyMap<number, number>;
  promocode?: number;
}

export type LoyaltyAdjustments = Pick<TotalsAdjustments, 'levelDiscountPercent' | 'cashbackPercent' | 'pointValue' | 'bonuses'>;

export interface MemberTotals {
  /** What the totals add for the member: the level's discount and cashback, and the points' value when spent. */
  adjustments: LoyaltyAdjustments;
  /** The points the goods can take now (the balance, capped at max_spend_percent of the goods after the promo code and level discount). */
  spendable: number;
}

/**
 * A member's loyalty lines on `goods`: the discount and cashback of the level their earned total
 * reaches (a line only when its percent is above 0), and, when they spend points, all the points
 * the goods can take. Pure: the cart shows and placing charges the same numbers.
 */
export function memberTotals({ rules, levels }: Programme, standing: Pick<Standing, 'balance' | 'earned'>, goods: PricedGoods, useBonuses: boolean): MemberTotals {
  const level = levelOf(levels, standing.earned);
  const discount = level?.discount ?? 0;
  const cashback = level?.cashback ?? 0;
  const promocode = goods.promocode === undefined ? {} : { promocode: goods.promocode };
  const discounted = goodsCost(cartTotals(goods.lines, goods.priceOf, { ...promocode, ...(discount > 0 ? { levelDiscountPercent: discount } : {}) }));
  const spendable = spendablePoints(standing.balance, discounted, rules);
  return {
    adjustments: {
      ...(discount > 0 ? { levelDiscountPercent: discount } : {}),
      ...(cashback > 0 ? { cashbackPercent: cashback, pointValue: rules.point_value } : {}),
      ...(useBonuses && spendable > 0 ? { bonuses: pointsValue(spendable, rules) } : {}),
    },
    spendable,
  };
}
