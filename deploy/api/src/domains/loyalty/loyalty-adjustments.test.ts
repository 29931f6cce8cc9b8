import type { CurrencyCode, LoyaltyLevel } from '@shop/contracts';
import { priceCart, type Adjustment } from '../pricing/price-cart';
import { memberPricing } from './loyalty-adjustments';

const levels: LoyaltyLevel[] = [
  { id: 1, name: 'Bronze', threshold: 0, discount: 0, cashback: 3 },
  { id: 2, name: 'Silver', threshold: 1_000, discount: 5, cashback: 5 },
];
const programme = { rules: { point_value: 1, max_spend_percent: 30, referral_reward: 500 }, levels };
// Two units at 10,000 minor units: goods of 20,000.
const lines = [{ productId: 1, quantity: 2, unitPrice: 10_000 }];
const promocode: Adjustment = { stage: 'promocode', apply: () => ({ effect: { kind: 'discount', amount: 2_000 } }) };
const price = (member: ReturnType<typeof memberPricing>, extra: Adjustment[] = [], currency: CurrencyCode = 'USD') =>
  priceCart({ currency, lines, adjustments: [...member.adjustments, ...extra] });
const text = (priced: ReturnType<typeof price>) => priced.totals.map(({ code, value }) => `${code} ${value}`);

describe('memberPricing', () => {
  it('gives a first-level member the cashback line only (no discount at 0 %), and counts what they could spend', () => {
    const member = memberPricing(programme, { balance: 800, earned: 200 }, false);
    const priced = price(member);
    expect(text(priced)).toEqual(['subtotal 20000', 'loyalty:cashback 600', 'total 20000']);
    expect([member.spendableIn(priced), member.spentIn(priced)]).toEqual([800, 0]);
  });

  it("takes the level's discount after the promo code, and caps the points at 30 % of what remains", () => {
    const member = memberPricing(programme, { balance: 10_000, earned: 1_500 }, true);
    const priced = price(member, [promocode]);
    // 20,000 − 2,000 promo = 18,000; − 5 % = 17,100; 30 % of it = 5,130 points; cashback 5 % of 11,970.
    expect(text(priced)).toEqual(['subtotal 20000', 'promocode -2000', 'loyalty:discount -900', 'loyalty:bonuses -5130', 'loyalty:cashback 598', 'total 11970']);
    expect([member.spendableIn(priced), member.spentIn(priced)]).toEqual([5_130, 5_130]);
  });

  it('spends nothing without a balance, and no bonuses line appears', () => {
    const member = memberPricing(programme, { balance: 0, earned: 0 }, true);
    const priced = price(member);
    expect(member.spentIn(priced)).toBe(0);
    expect(text(priced)).not.toContainEqual(expect.stringMatching(/^loyalty:bonuses/));
  });

  it('values the points at point_value minor units each, and cashback in whole points', () => {
    const dear = { ...programme, rules: { ...programme.rules, point_value: 7 } };
    const member = memberPricing(dear, { balance: 100, earned: 0 }, true);
    const priced = price(member);
    // 100 points × 7 = 700 off; 3 % of 19,300 = 579 minor units = 82 whole points = 574.
    expect(text(priced)).toEqual(['subtotal 20000', 'loyalty:bonuses -700', 'loyalty:cashback 574', 'total 19300']);
    expect(member.spentIn(priced)).toBe(100);
  });

  it.each<CurrencyCode>(['USD', 'RUB', 'GEL'])('counts a point as point_value minor units of the cart\'s currency (%s)', (currency) => {
    const member = memberPricing(programme, { balance: 10_000, earned: 1_500 }, true);
    const priced = price(member, [], currency);
    expect(priced.currency).toBe(currency);
    expect(text(priced)).toEqual(['subtotal 20000', 'loyalty:discount -1000', 'loyalty:bonuses -5700', 'loyalty:cashback 665', 'total 13300']);
  });
});
