import type { CurrencyCode } from '@shop/contracts';
import { outcomeOf, priceCart } from '../pricing/price-cart';
import { promoAdjustment } from './cart-promo';
import type { StoredPromo } from './promo-repository';

// The promo code as the pipeline's first adjustment: the rule (promo-rules.test.ts) on the cart's
// lines, and the currency an amount or a minimum is stated in.
const code: StoredPromo = {
  id: 1, code: 'SAVE', kind: 'percent', value: 10, currency: null, usesCount: 0, startsAt: null, endsAt: null, requiresLogin: false,
  customerGroups: null, maxUses: null, maxUsesPerClient: null, minTotal: null, categoryIds: null,
};
const facts = { now: new Date('2026-11-29T12:00:00Z'), customer: null, usesByClient: 0, categoriesOf: new Map([[1, [10]], [2, [20]]]) };
const lines = [{ productId: 1, quantity: 2, unitPrice: 15_000 }, { productId: 2, quantity: 1, unitPrice: 10_000 }];

const applied = (promo: Partial<StoredPromo>, currency: CurrencyCode) => {
  const adjustment = promoAdjustment({ ...code, ...promo }, facts);
  const priced = priceCart({ currency, lines, adjustments: [adjustment] });
  const outcome = outcomeOf(priced, adjustment);
  return outcome?.refused ?? priced.totals.find((line) => line.code === 'promocode')?.value;
};

describe('promoAdjustment', () => {
  it.each<CurrencyCode>(['USD', 'RUB', 'GEL'])('applies a percent code without a minimum to a cart in any currency (%s)', (currency) => {
    expect(applied({}, currency)).toBe(-4_000);
  });

  it.each<[CurrencyCode, CurrencyCode, number | string]>([
    ['RUB', 'RUB', -30_000],
    ['RUB', 'USD', 'not_found'],
    ['GEL', 'GEL', -30_000],
    ['USD', 'GEL', 'not_found'],
  ])('an amount code in %s on a cart in %s: %s', (codeCurrency, cartCurrency, expected) => {
    expect(applied({ kind: 'amount', value: 50_000, currency: codeCurrency, categoryIds: [10] }, cartCurrency)).toBe(expected);
  });

  it.each<[CurrencyCode, CurrencyCode, number | string]>([
    ['GEL', 'GEL', 'min_total_not_reached'],
    ['GEL', 'RUB', 'not_found'],
    ['RUB', 'RUB', -4_000],
  ])('a percent code with a minimum in %s on a cart in %s: %s', (codeCurrency, cartCurrency, expected) => {
    const minTotal = codeCurrency === 'GEL' ? 50_000 : 40_000;
    expect(applied({ minTotal, currency: codeCurrency }, cartCurrency)).toBe(expected);
  });

  it('counts only the lines of its categories', () => {
    expect(applied({ categoryIds: [20] }, 'USD')).toBe(-1_000);
  });
});
