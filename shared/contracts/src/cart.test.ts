import { Value } from '@sinclair/typebox/value';
import { Cart, CartReply, Total } from './cart';
import { EMPTY_CART } from './empty-cart';
import { WishlistGetReply } from './wishlist';

it('EMPTY_CART is a valid cart, and a valid reply with status 200', () => {
  expect([...Value.Errors(Cart, EMPTY_CART)]).toEqual([]);
  expect(Value.Check(CartReply, { status: 200, ...EMPTY_CART })).toBe(true);
  expect(EMPTY_CART.cart.totals).toEqual([{ code: 'subtotal', value: 0 }, { code: 'total', value: 0 }]);
});

it('takes only the spec §3 totals codes and integer minor units', () => {
  expect(Value.Check(Total, { code: 'loyalty:cashback', value: -1500 })).toBe(true);
  expect(Value.Check(Total, { code: 'tax', value: 0 })).toBe(false);
  expect(Value.Check(Total, { code: 'total', value: 19.9 })).toBe(false);
});

it('no_discount is 0 or 1', () => {
  expect(Value.Check(Cart, { ...EMPTY_CART, no_discount: 1 })).toBe(true);
  expect(Value.Check(Cart, { ...EMPTY_CART, no_discount: 2 })).toBe(false);
});

it('a guest wishlist reply is a valid wishlist reply', () => {
  expect(Value.Check(WishlistGetReply, { status: 200, items: [], products: [] })).toBe(true);
});
