import { cartTotals, type TotalsAdjustments } from './totals';

describe('cartTotals', () => {
  it('is zero for an empty cart', () => {
    expect(cartTotals([], new Map())).toEqual([{ code: 'subtotal', value: 0 }, { code: 'total', value: 0 }]);
  });

  it('adds price × quantity of every line, in minor units', () => {
    const prices = new Map([[1, 12_900], [2, 4_990]]);
    const lines = [{ product_id: 1, quantity: 2 }, { product_id: 2, quantity: 1 }, { product_id: 1, quantity: 1 }];
    expect(cartTotals(lines, prices)).toEqual([{ code: 'subtotal', value: 43_690 }, { code: 'total', value: 43_690 }]);
  });

  it('counts nothing for a product without a price in the currency', () => {
    expect(cartTotals([{ product_id: 3, quantity: 5 }, { product_id: 1, quantity: 1 }], new Map([[1, 100]]))).toEqual([
      { code: 'subtotal', value: 100 }, { code: 'total', value: 100 },
    ]);
  });

  it('stays exact for the largest cart: 100 lines of 999 at 9,999,999 minor units', () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({ product_id: i, quantity: 999 }));
    const prices = new Map(lines.map((line) => [line.product_id, 9_999_999]));
    expect(cartTotals(lines, prices)[1]).toEqual({ code: 'total', value: 100 * 999 * 9_999_999 });
  });
});

describe('cartTotals with adjustments (spec §3 order, discounts negative, capped at what is due)', () => {
  // One product at 10,000 minor units × quantity: the subtotal is 10,000 × n.
  const prices = new Map([[1, 10_000]]);
  const cart = (quantity: number) => [{ product_id: 1, quantity }];
  const lines = (totals: ReturnType<typeof cartTotals>) => totals.map(({ code, value }) => `${code} ${value}`);

  it.each<[string, number, TotalsAdjustments, string[]]>([
    ['a promo code', 3, { promocode: 5_000 }, ['subtotal 30000', 'promocode -5000', 'total 25000']],
    ['a promo code larger than the cart', 1, { promocode: 50_000 }, ['subtotal 10000', 'promocode -10000', 'total 0']],
    ['a negative promo amount gives nothing', 1, { promocode: -500 }, ['subtotal 10000', 'promocode 0', 'total 10000']],
    ['the level discount is taken after the promo code, rounded down', 1, { promocode: 1_001, levelDiscountPercent: 5 },
      ['subtotal 10000', 'promocode -1001', 'loyalty:discount -449', 'total 8550']],
    ['points are capped at what the goods still cost', 2, { levelDiscountPercent: 10, bonuses: 50_000 },
      ['subtotal 20000', 'loyalty:discount -2000', 'loyalty:bonuses -18000', 'total 0']],
    ['cashback is points earned on what is paid for goods, not money off', 2, { bonuses: 5_000, cashbackPercent: 3 },
      ['subtotal 20000', 'loyalty:bonuses -5000', 'loyalty:cashback 450', 'total 15000']],
    ['cashback is whole points: with a point worth 7 minor units, its line is their value', 1, { cashbackPercent: 3, pointValue: 7 },
      ['subtotal 10000', 'loyalty:cashback 294', 'total 10000']],
    ['delivery is added below the free threshold', 1, { delivery: { price: 500, freeFrom: 20_000 } },
      ['subtotal 10000', 'delivery 500', 'total 10500']],
    ['delivery is free from the threshold, counted after discounts', 3, { promocode: 10_000, delivery: { price: 500, freeFrom: 20_000 } },
      ['subtotal 30000', 'promocode -10000', 'delivery 500', 'free_delivery -500', 'total 20000']],
    ['a discount that takes the goods below the threshold brings delivery back', 3, { promocode: 10_001, delivery: { price: 500, freeFrom: 20_000 } },
      ['subtotal 30000', 'promocode -10001', 'delivery 500', 'total 20499']],
    ['a method that is never free', 9, { delivery: { price: 700, freeFrom: null } }, ['subtotal 90000', 'delivery 700', 'total 90700']],
    ['a gift card pays what is due, delivery included', 1, { giftcard: 20_000, delivery: { price: 500, freeFrom: null } },
      ['subtotal 10000', 'giftcard -10500', 'delivery 500', 'total 0']],
    ['a gift card smaller than what is due pays part', 1, { giftcard: 4_000 }, ['subtotal 10000', 'giftcard -4000', 'total 6000']],
    ['every line at once, in the spec\'s order', 4, {
      promocode: 2_000, levelDiscountPercent: 10, bonuses: 1_000, cashbackPercent: 5, giftcard: 3_000, delivery: { price: 900, freeFrom: 100_000 },
    }, ['subtotal 40000', 'promocode -2000', 'loyalty:discount -3800', 'loyalty:bonuses -1000', 'loyalty:cashback 1660', 'giftcard -3000', 'delivery 900', 'total 31100']],
  ])('%s', (_name, quantity, adjustments, expected) => {
    const totals = cartTotals(cart(quantity), prices, adjustments);
    expect(lines(totals)).toEqual(expected);
    // The total is the subtotal plus every money line (cashback is points, not money).
    const money = totals.filter(({ code }) => code !== 'total' && code !== 'loyalty:cashback').reduce((sum, { value }) => sum + value, 0);
    expect(totals.at(-1)).toEqual({ code: 'total', value: money });
  });

  it('never goes below zero, whatever the adjustments', () => {
    const totals = cartTotals(cart(1), prices, { promocode: 9_999, levelDiscountPercent: 100, bonuses: 9_999, giftcard: 9_999, delivery: { price: 0, freeFrom: 0 } });
    expect(totals.at(-1)).toEqual({ code: 'total', value: 0 });
    expect(totals.every(({ code, value }) => code === 'subtotal' || code === 'total' || value <= 0)).toBe(true);
    // No -0 anywhere: a JSON reply and an equality check must both read plain zero.
    expect(totals.some(({ value }) => Object.is(value, -0))).toBe(false);
  });
});
