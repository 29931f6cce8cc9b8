import type { Cart } from './cart';

// Apart from constants.ts, which the cart's schema reads its limits from: a value typed by the
// cart there would make the two modules import each other.

/** An empty cart: what a guest without items gets, and what the client starts from and clears to. */
export const EMPTY_CART: Cart = {
  cart: {
    items: [],
    totals: [
      { code: 'subtotal', value: 0 },
      { code: 'total', value: 0 },
    ],
    orderId: null,
    additional: {},
  },
  products: [],
  recommendations: [],
  promocode: null,
  no_discount: 0,
  bonuses: 0,
};
