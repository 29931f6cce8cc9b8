import { Type, type Static } from '@sinclair/typebox';
import { WISHLIST_MAX_ITEMS } from './account-codes';
import { Ok } from './envelope';
import { ProductCard, ProductSize } from './listing';

// The wishlist (spec §3 Wishlist, §4 rules, §7 calls). A guest's lives in local storage and is
// merged into the customer's at login (verify-code `wishlist`); a customer's lives on the server.
// add and delete need login (400 not_logged_in); get answers a guest for the skus it sends.

/** A wishlist entry is a product sku (spec §3). */
export const WishlistSku = Type.String({ minLength: 1, maxLength: 64 });

/**
 * POST /api/wishlist/get {withProductList, skus}: the product cards come only when asked for. A
 * guest sends its local list as `skus` (a customer's list is the server's, and `skus` is ignored).
 */
export const WishlistGetRequest = Type.Object({
  withProductList: Type.Optional(Type.Boolean()),
  skus: Type.Optional(Type.Array(WishlistSku, { maxItems: WISHLIST_MAX_ITEMS })),
});
export type WishlistGetRequest = Static<typeof WishlistGetRequest>;

/** A wishlist product: the shared card, and its sizes so the wishlist page can add one to the cart. */
export const WishlistProduct = Type.Object({ ...ProductCard.properties, sizes: Type.Array(ProductSize) });
export type WishlistProduct = Static<typeof WishlistProduct>;

/**
 * Reply of /wishlist/get: skus in the order added (a guest's: those it sent that name a product);
 * `products` (when asked for) in the same order, in the language's shop currency, without skus no
 * longer sold.
 */
export const WishlistGetReply = Ok({ items: Type.Array(Type.String()), products: Type.Array(WishlistProduct) });
export type WishlistGetReply = Static<typeof WishlistGetReply>;

/** POST /api/wishlist/add {sku} and /api/wishlist/delete {sku}. 400: not_logged_in, not_found (add: no product has the sku), wishlist_full (WISHLIST_MAX_ITEMS). */
export const WishlistChangeRequest = Type.Object({ sku: WishlistSku });
export type WishlistChangeRequest = Static<typeof WishlistChangeRequest>;

/** Reply of add/delete: the wishlist's skus after the change; the client takes them as they are. */
export const WishlistChangeReply = Ok({ items: Type.Array(Type.String()) });
export type WishlistChangeReply = Static<typeof WishlistChangeReply>;
