import { EMPTY_CART } from '@shop/contracts';
import { cartStore, initialSession, initialWishlist, sessionStore, wishlistStore } from '../stores';

/** A fresh page for each test: empty storage and the stores as before boot. */
export function resetPage(): void {
  window.localStorage.clear();
  sessionStore.setState(initialSession, true);
  cartStore.setState({ cart: EMPTY_CART }, true);
  wishlistStore.setState(initialWishlist, true);
}
