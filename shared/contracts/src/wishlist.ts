import { Type, type Static } from '@sinclair/typebox';
import { CartProduct } from './cart';
import { Ok } from './envelope';

/** A wishlist entry is a product sku (spec §3). */
export const WishlistSku = Type.String({ minLength: 1, maxLength: 64 });

/** POST /api/wishlist/get {withProductList}: the product cards come only when asked for. */
export const WishlistGetRequest = Type.Object({ withProductList: Type.Optional(Type.Boolean()) });
export type WishlistGetRequest = Static<typeof WishlistGetRequest>;

/** Reply of /wishlist/get; a guest's server wishlist is empty (a guest keeps the list in local storage). */
export const WishlistGetReply = Ok({ items: Type.Array(Type.String()), products: Type.Array(CartProduct) });
export type WishlistGetReply = Static<typeof WishlistGetReply>;

/** POST /api/wishlist/add {sku} and /api/wishlist/delete {sku} (logged-in customers). */
export const WishlistChangeRequest = Type.Object({ sku: WishlistSku });
export type WishlistChangeRequest = Static<typeof WishlistChangeRequest>;

/** Reply of add/delete: the wishlist's skus after the change; the client takes them as they are. */
export const WishlistChangeReply = Ok({ items: Type.Array(Type.String()) });
export type WishlistChangeReply = Static<typeof WishlistChangeReply>;
