import type { Adjustment, PricedCart } from '../pricing/price-cart';
import { outcomeOf } from '../pricing/price-cart';
import type { Standing } from './ledger-repository';
import { cashbackPoints, levelOf, pointsValue, spendablePoints } from './loyalty-rules';
import type { Programme } from './programme-repository';

/** What the points adjustment notes for loyalty: the points the goods can take, whether or not the member spends them. */
interface PointsNote { spendable: number }

/** A member's adjustments of a cart's pricing, and what the priced cart means for their points. */
export interface MemberPricing {
  /** The level's discount and cashback (each only above 0 %), and the points. */
  adjustments: ReadonlyArray<Adjustment<unknown>>;
  /** The points the priced cart can take (the balance, capped at max_spend_percent of the goods after the promo code and level discount). */
  spendableIn(priced: PricedCart): number;
  /** The points the priced cart spends: all it can take when the member spends points, else none. */
  spentIn(priced: PricedCart): number;
}

/**
 * A member's loyalty adjustments (spec §3 Cart): the discount and cashback of the level their
 * earned total reaches, and, when they spend points, all the points the goods can take. Pure: the
 * cart shows and placing charges the same numbers. A point is worth point_value minor units of the
 * cart's currency, whichever it is.
 */
export function memberPricing({ rules, levels }: Programme, standing: Pick<Standing, 'balance' | 'earned'>, useBonuses: boolean): MemberPricing {
  const level = levelOf(levels, standing.earned);
  const discountPercent = level?.discount ?? 0;
  const cashbackPercent = level?.cashback ?? 0;
  const points: Adjustment<PointsNote> = {
    stage: 'loyalty:bonuses',
    apply: ({ goods }) => {
      const spendable = spendablePoints(standing.balance, goods, rules);
      const spent = useBonuses && spendable > 0;
      return { note: { spendable }, ...(spent ? { effect: { kind: 'discount', amount: pointsValue(spendable, rules) } } : {}) };
    },
  };
  const adjustments: Array<Adjustment<unknown>> = [points];
  if (discountPercent > 0) {
    // Rounded down to a whole minor unit: a discount never gives a fraction away.
    adjustments.push({ stage: 'loyalty:discount', apply: ({ goods }) => ({ effect: { kind: 'discount', amount: Math.floor((goods * discountPercent) / 100) } }) });
  }
  if (cashbackPercent > 0) {
    // What the whole points the order earns are worth: money like every line, but nothing off.
    adjustments.push({ stage: 'loyalty:cashback', apply: ({ goods }) => ({ effect: { kind: 'earn', amount: pointsValue(cashbackPoints(goods, cashbackPercent, rules), rules) } }) });
  }
  const spendableIn = (priced: PricedCart) => outcomeOf(priced, points)?.note?.spendable ?? 0;
  return {
    adjustments,
    spendableIn,
    spentIn: (priced) => (outcomeOf(priced, points)?.effect ? spendableIn(priced) : 0),
  };
}
