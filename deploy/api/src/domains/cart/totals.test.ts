import { cartTotals } from './totals';

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
