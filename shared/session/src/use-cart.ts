import type { Cart } from '@shop/contracts';
import { countItems } from './cart-commands';
import { cartStore } from './stores';

/** The whole server cart (spec §3), replaced wholesale after every change. */
export function useCart(): Cart {
  return cartStore((state) => state.cart);
}

/** Pieces in the cart (the sum of item quantities): the header badge. */
export function useCartCount(): number {
  return cartStore((state) => countItems(state.cart));
}
