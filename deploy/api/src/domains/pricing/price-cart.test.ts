import type { CurrencyCode, Total } from '@shop/contracts';
import { outcomeOf, priceCart, subtotalOf, type Adjustment, type Effect, type PricingLine, type Stage } from './price-cart';

// The pipeline alone, with adjustments that do one fixed thing each; the real ones are tested in
// their domains (promo, loyalty, delivery, gift card).
const fixed = (stage: Stage, effect: Effect): Adjustment => ({ stage, apply: () => ({ effect }) });
const discount = (stage: Stage, amount: number) => fixed(stage, { kind: 'discount', amount });
/** A level discount: a percent of what the goods still cost, rounded down. */
const percentOff = (percent: number): Adjustment => ({ stage: 'loyalty:discount', apply: ({ goods }) => ({ effect: { kind: 'discount', amount: Math.floor((goods * percent) / 100) } }) });
const delivery = (price: number, freeFrom: number | null): Adjustment =>
  ({ stage: 'delivery', apply: ({ goods }) => ({ effect: { kind: 'delivery', price, free: freeFrom !== null && goods >= freeFrom } }) });
const giftcard = (balance: number) => fixed('giftcard', { kind: 'payment', amount: balance });

const price = (lines: PricingLine[], adjustments: Adjustment[] = [], currency: CurrencyCode = 'USD') => priceCart({ currency, lines, adjustments });
const text = (totals: readonly Total[]) => totals.map(({ code, value }) => `${code} ${value}`);

describe('priceCart: the lines', () => {
  it('is zero for an empty cart', () => {
    expect(price([]).totals).toEqual([{ code: 'subtotal', value: 0 }, { code: 'total', value: 0 }]);
  });

  it('adds unit price × quantity of every line, in minor units', () => {
    const lines = [{ productId: 1, quantity: 2, unitPrice: 12_900 }, { productId: 2, quantity: 1, unitPrice: 4_990 }, { productId: 1, quantity: 1, unitPrice: 12_900 }];
    expect(text(price(lines).totals)).toEqual(['subtotal 43690', 'total 43690']);
  });

  it('counts nothing for a product without a price in the currency', () => {
    expect(subtotalOf([{ productId: 3, quantity: 5, unitPrice: null }, { productId: 1, quantity: 1, unitPrice: 100 }])).toBe(100);
  });

  it('stays exact for the largest cart: 100 lines of 999 at 9,999,999 minor units', () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({ productId: i, quantity: 999, unitPrice: 9_999_999 }));
    expect(price(lines).totals[1]).toEqual({ code: 'total', value: 100 * 999 * 9_999_999 });
  });

  it.each<CurrencyCode>(['USD', 'RUB', 'GEL'])('prices in the currency it is given (%s), and says which', (currency) => {
    const priced = price([{ productId: 1, quantity: 3, unitPrice: 1_000 }], [discount('promocode', 500)], currency);
    expect(priced.currency).toBe(currency);
    expect(text(priced.totals)).toEqual(['subtotal 3000', 'promocode -500', 'total 2500']);
  });
});

describe('priceCart: the adjustments (run in the stages\' order, shown in the spec\'s, capped at what is due)', () => {
  // One product at 10,000 minor units × quantity: the subtotal is 10,000 × n.
  const cart = (quantity: number) => [{ productId: 1, quantity, unitPrice: 10_000 }];

  it.each<[string, number, Adjustment[], string[]]>([
    ['a promo code', 3, [discount('promocode', 5_000)], ['subtotal 30000', 'promocode -5000', 'total 25000']],
    ['a promo code larger than the cart', 1, [discount('promocode', 50_000)], ['subtotal 10000', 'promocode -10000', 'total 0']],
    ['a negative discount gives nothing', 1, [discount('promocode', -500)], ['subtotal 10000', 'promocode 0', 'total 10000']],
    ['the level discount reads the goods after the promo code, whatever order it is handed in', 1, [percentOff(5), discount('promocode', 1_001)],
      ['subtotal 10000', 'promocode -1001', 'loyalty:discount -449', 'total 8550']],
    ['points are capped at what the goods still cost', 2, [percentOff(10), discount('loyalty:bonuses', 50_000)],
      ['subtotal 20000', 'loyalty:discount -2000', 'loyalty:bonuses -18000', 'total 0']],
    ['cashback is a line that takes nothing off', 2, [discount('loyalty:bonuses', 5_000), fixed('loyalty:cashback', { kind: 'earn', amount: 450 })],
      ['subtotal 20000', 'loyalty:bonuses -5000', 'loyalty:cashback 450', 'total 15000']],
    ['delivery is added below the free threshold', 1, [delivery(500, 20_000)], ['subtotal 10000', 'delivery 500', 'total 10500']],
    ['delivery is free from the threshold, counted after discounts', 3, [delivery(500, 20_000), discount('promocode', 10_000)],
      ['subtotal 30000', 'promocode -10000', 'delivery 500', 'free_delivery -500', 'total 20000']],
    ['a discount that takes the goods below the threshold brings delivery back', 3, [discount('promocode', 10_001), delivery(500, 20_000)],
      ['subtotal 30000', 'promocode -10001', 'delivery 500', 'total 20499']],
    ['a gift card pays what is due, delivery included', 1, [giftcard(20_000), delivery(500, null)], ['subtotal 10000', 'giftcard -10500', 'delivery 500', 'total 0']],
    ['a gift card smaller than what is due pays part', 1, [giftcard(4_000)], ['subtotal 10000', 'giftcard -4000', 'total 6000']],
    ['every line at once, in the spec\'s order', 4, [
      giftcard(3_000), delivery(900, 100_000), fixed('loyalty:cashback', { kind: 'earn', amount: 1_660 }), discount('loyalty:bonuses', 1_000), percentOff(10), discount('promocode', 2_000),
    ], ['subtotal 40000', 'promocode -2000', 'loyalty:discount -3800', 'loyalty:bonuses -1000', 'loyalty:cashback 1660', 'giftcard -3000', 'delivery 900', 'total 31100']],
  ])('%s', (_name, quantity, adjustments, expected) => {
    const { totals } = price(cart(quantity), adjustments);
    expect(text(totals)).toEqual(expected);
    // The total is the subtotal plus every money line (cashback is points, not money).
    const money = totals.filter(({ code }) => code !== 'total' && code !== 'loyalty:cashback').reduce((sum, { value }) => sum + value, 0);
    expect(totals.at(-1)).toEqual({ code: 'total', value: money });
  });

  it('hands each adjustment what the cart costs at its turn', () => {
    const seen: string[] = [];
    const spy = (stage: Stage): Adjustment => ({ stage, apply: ({ subtotal, goods, due }) => (seen.push(`${stage} ${subtotal} ${goods} ${due}`), {}) });
    price(cart(2), [spy('giftcard'), delivery(700, null), spy('loyalty:bonuses'), discount('promocode', 3_000)]);
    expect(seen).toEqual(['loyalty:bonuses 20000 17000 17000', 'giftcard 20000 17000 17700']);
  });

  it('leaves out a refusing adjustment, and keeps its outcome for its domain to read', () => {
    const refusing: Adjustment = { stage: 'promocode', apply: () => ({ refused: 'min_total_not_reached', effect: { kind: 'discount', amount: 1 } }) };
    const priced = price(cart(1), [refusing]);
    expect(text(priced.totals)).toEqual(['subtotal 10000', 'total 10000']);
    expect(outcomeOf(priced, refusing)?.refused).toBe('min_total_not_reached');
    expect(outcomeOf(priced, giftcard(1))).toBeUndefined();
  });

  it('never goes below zero, whatever the adjustments', () => {
    const { totals } = price(cart(1), [discount('promocode', 9_999), percentOff(100), discount('loyalty:bonuses', 9_999), giftcard(9_999), delivery(0, 0)]);
    expect(totals.at(-1)).toEqual({ code: 'total', value: 0 });
    expect(totals.every(({ code, value }) => code === 'subtotal' || code === 'total' || value <= 0)).toBe(true);
    // No -0 anywhere: a JSON reply and an equality check must both read plain zero.
    expect(totals.some(({ value }) => Object.is(value, -0))).toBe(false);
  });
});
