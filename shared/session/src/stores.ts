import { create } from 'zustand';
import { EMPTY_CART, type Cart, type CustomerSummary } from '@shop/contracts';

// The three cross-cutting stores hold data only. They are not exported from the package: apps read
// them through the hooks and change them through the commands, so the spec §4 rules cannot be skipped.

export interface SessionState {
  /** The logged-in flag (spec §3/§4): from local storage at boot, confirmed or dropped by /account/me. */
  loggedIn: boolean;
  customer: CustomerSummary | null;
  /** True once the boot check is done (guests: at once; flagged visitors: when /account/me answered). */
  ready: boolean;
}

export interface WishlistState {
  /** Skus, each once, in the order they were added. */
  items: string[];
}

export interface CartState {
  cart: Cart;
}

export const initialSession: SessionState = { loggedIn: false, customer: null, ready: false };
export const initialWishlist: WishlistState = { items: [] };

export const sessionStore = create<SessionState>()(() => initialSession);
export const cartStore = create<CartState>()(() => ({ cart: EMPTY_CART }));
export const wishlistStore = create<WishlistState>()(() => initialWishlist);

/**
 * Counts logins and logouts. A command notes it before calling the API and drops the reply if it
 * changed meanwhile: an answer about the visitor who was there before must not refill the stores
 * (a cart or wishlist reply landing after logout, a late /account/me undoing it).
 */
let sessionEpoch = 0;
export const currentSessionEpoch = (): number => sessionEpoch;
export const startNewSession = (): void => {
  sessionEpoch += 1;
};
