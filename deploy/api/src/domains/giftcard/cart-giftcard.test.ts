import { GIFTCARD_ERRORS, type CurrencyCode } from '@shop/contracts';
import { outcomeOf, priceCart, type Adjustment } from '../pricing/price-cart';
import { giftcardAdjustment } from './cart-giftcard';

// The gift card as the pipeline's last adjustment: it pays what is due in its own currency only.
const NOW = new Date('2026-11-29T12:00:00Z');
const card = { balance: 8_000, expiresAt: new Date('2027-11-29T00:00:00Z'), customerId: null };
const delivery: Adjustment = { stage: 'delivery', apply: () => ({ effect: { kind: 'delivery', price: 500, free: false } }) };

const pay = (cardCurrency: CurrencyCode, cartCurrency: CurrencyCode, quantity = 1) => {
  const adjustment = giftcardAdjustment({ ...card, currency: cardCurrency }, { customerId: null, now: NOW });
  const priced = priceCart({ currency: cartCurrency, lines: [{ productId: 1, quantity, unitPrice: 5_000 }], adjustments: [adjustment, delivery] });
  return outcomeOf(priced, adjustment)?.refused ?? priced.totals.map(({ code, value }) => `${code} ${value}`).join(', ');
};

describe('giftcardAdjustment', () => {
  it.each<CurrencyCode>(['USD', 'RUB', 'GEL'])('pays the goods and delivery of a cart in its currency (%s)', (currency) => {
    expect(pay(currency, currency)).toBe('subtotal 5000, giftcard -5500, delivery 500, total 0');
    expect(pay(currency, currency, 3)).toBe('subtotal 15000, giftcard -8000, delivery 500, total 7500');
  });

  it.each<[CurrencyCode, CurrencyCode]>([['USD', 'RUB'], ['RUB', 'GEL'], ['GEL', 'USD']])('cannot pay a cart in another currency (%s card, %s cart)', (cardCurrency, cartCurrency) => {
    expect(pay(cardCurrency, cartCurrency)).toBe(GIFTCARD_ERRORS.wrongCurrency);
  });

  it("refuses as card-rules says: someone else's card, an expired one", () => {
    const theirs = giftcardAdjustment({ ...card, currency: 'USD', customerId: 7 }, { customerId: 8, now: NOW });
    const expired = giftcardAdjustment({ ...card, currency: 'USD', expiresAt: NOW }, { customerId: null, now: NOW });
    const sheet = { currency: 'USD' as const, lines: [], subtotal: 0, goods: 0, due: 0 };
    expect([theirs.apply(sheet).refused, expired.apply(sheet).refused]).toEqual([GIFTCARD_ERRORS.invalidCard, GIFTCARD_ERRORS.expired]);
  });
});
