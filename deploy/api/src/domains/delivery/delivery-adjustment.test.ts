import type { CurrencyCode } from '@shop/contracts';
import { outcomeOf, priceCart } from '../pricing/price-cart';
import { deliveryAdjustment } from './delivery-adjustment';

// Delivery as an adjustment: the rate's price in the cart's currency, free from its threshold.
const deliver = (rate: { currency: CurrencyCode; price: number; freeFrom: number | null }, cartCurrency: CurrencyCode, goods: number) => {
  const adjustment = deliveryAdjustment(rate);
  const priced = priceCart({ currency: cartCurrency, lines: [{ productId: 1, quantity: 1, unitPrice: goods }], adjustments: [adjustment] });
  return outcomeOf(priced, adjustment)?.refused ?? priced.totals.map(({ code, value }) => `${code} ${value}`).join(', ');
};

describe('deliveryAdjustment', () => {
  it.each<[CurrencyCode, number, number]>([['USD', 500, 6_000], ['RUB', 40_000, 500_000], ['GEL', 1_500, 16_000]])(
    'adds a %s rate below its threshold and cancels it from the threshold', (currency, price, freeFrom) => {
      expect(deliver({ currency, price, freeFrom }, currency, freeFrom - 1)).toBe(`subtotal ${freeFrom - 1}, delivery ${price}, total ${freeFrom - 1 + price}`);
      expect(deliver({ currency, price, freeFrom }, currency, freeFrom)).toBe(`subtotal ${freeFrom}, delivery ${price}, free_delivery -${price}, total ${freeFrom}`);
    },
  );

  it('is never free without a threshold', () => {
    expect(deliver({ currency: 'USD', price: 700, freeFrom: null }, 'USD', 1_000_000)).toBe('subtotal 1000000, delivery 700, total 1000700');
  });

  it('refuses a rate in another currency than the cart\'s', () => {
    expect(deliver({ currency: 'USD', price: 500, freeFrom: null }, 'GEL', 1_000)).toBe('not_found');
  });
});
