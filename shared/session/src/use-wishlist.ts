import { wishlistStore, type WishlistState } from './stores';

/** `{ items }`: the skus in the wishlist. */
export function useWishlist(): WishlistState {
  return wishlistStore();
}

export function useWishlistCount(): number {
  return wishlistStore((state) => state.items.length);
}

/** Whether one product is in the wishlist; re-renders only when that answer changes. */
export function useInWishlist(sku: string): boolean {
  return wishlistStore((state) => state.items.includes(sku));
}
