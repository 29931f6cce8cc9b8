import type { LoyaltyLevel } from '@shop/contracts';
import { cartTotals } from '../cart/totals';
import { memberTotals } from './member-adjustments';

const levels: LoyaltyLevel[] = [
  { id: 1, name: 'Bronze', threshold: 0, discount: 0, cashback: 3 },
  { id: 2, name: 'Silver', threshold: 1_000, discount: 5, cashback: 5 },
];
const programme = { rules: { point_value: 1, max_spend_percent: 30, referral_reward: 500 }, levels };
// Two units at 10,000 minor units: goods of 20,000.
const goods = { lines: [{ product_id: 1, quantity: 2 }], priceOf: new Map([[1, 10_000]]) };
const lines = (adjustments: object) => cartTotals(goods.lines, goods.priceOf, adjustments).map(({ code, value }) => `${code} ${value}`);

describe('memberTotals', () => {
  it('gives a first-level member the cashback line only (no discount at 0 %), and counts what they could spend', () => {
    const { adjustments, spendable } = memberTotals(programme, { balance: 800, earned: 200 }, goods, false);
    expect(adjustments).toEqual({ cashbackPercent: 3, pointValue: 1 });
    expect(spendable).toBe(800);
    expect(lines(adjustments)).toEqual(['subtotal 20000', 'loyalty:cashback 600', 'total 20000']);
  });

  it("takes the level's discount after the promo code, and caps the points at 30 % of what remains", () => {
    const { adjustments, spendable } = memberTotals(programme, { balance: 10_000, earned: 1_500 }, { ...goods, promocode: 2_000 }, true);
    // 20,000 − 2,000 promo = 18,000; − 5 % = 17,100; 30 % of it = 5,130 points.
    expect(spendable).toBe(5_130);
    expect(adjustments).toEqual({ levelDiscountPercent: 5, cashbackPercent: 5, pointValue: 1, bonuses: 5_130 });
    expect(lines({ promocode: 2_000, ...adjustments })).toEqual([
      'subtotal 20000', 'promocode -2000', 'loyalty:discount -900', 'loyalty:bonuses -5130', 'loyalty:cashback 598', 'total 11970',
    ]);
  });

  it('spends nothing without a balance, and no bonuses line appears', () => {
    const { adjustments, spendable } = memberTotals(programme, { balance: 0, earned: 0 }, goods, true);
    expect(spendable).toBe(0);
    expect(adjustments).not.toHaveProperty('bonuses');
  });

  it('values the points at point_value minor units each', () => {
    const dear = { ...programme, rules: { ...programme.rules, point_value: 10 } };
    const { adjustments, spendable } = memberTotals(dear, { balance: 100, earned: 0 }, goods, true);
    expect([spendable, adjustments.bonuses]).toEqual([100, 1_000]);
  });
});
