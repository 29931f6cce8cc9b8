import { cardRefusal, type CardState } from './card-rules';

const now = new Date('2026-06-01T12:00:00Z');
const card = (over: Partial<CardState> = {}): CardState => ({ currency: 'USD', balance: 5_000, expiresAt: new Date('2027-06-01T12:00:00Z'), customerId: null, ...over });
const forCart = { currency: 'USD' as const, customerId: null, now };

describe('whether a card can pay for a cart', () => {
  it('lets a live card with a balance in the cart currency pay, a connected one for its customer only', () => {
    expect(cardRefusal(card(), forCart)).toBeUndefined();
    expect(cardRefusal(card({ customerId: 7 }), { ...forCart, customerId: 7 })).toBeUndefined();
    expect(cardRefusal(card({ customerId: 7 }), { ...forCart, customerId: 8 })).toBe('invalid_card');
    expect(cardRefusal(card({ customerId: 7 }), forCart)).toBe('invalid_card');
  });

  it('refuses an expired card, an empty one and one in another currency, in that order', () => {
    expect(cardRefusal(card({ expiresAt: now }), forCart)).toBe('card_expired');
    expect(cardRefusal(card({ balance: 0 }), forCart)).toBe('card_empty');
    expect(cardRefusal(card({ currency: 'GEL' }), forCart)).toBe('wrong_currency');
    expect(cardRefusal(card({ currency: 'GEL', balance: 0, expiresAt: now }), forCart)).toBe('card_expired');
    // Whose it is comes first: a stranger learns nothing else of another customer's card.
    expect(cardRefusal(card({ customerId: 7, balance: 0 }), forCart)).toBe('invalid_card');
  });
});
