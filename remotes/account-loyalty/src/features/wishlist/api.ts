import { apiPost, type ApiReply } from '@shop/api-client';
import type { WishlistGetReply, WishlistGetRequest } from '@shop/contracts';

/** POST /wishlist/get {withProductList:true}: the skus and their product cards with sizes, in the language's shop currency. */
export function fetchWishlistProducts(): Promise<ApiReply<WishlistGetReply>> {
  const body: WishlistGetRequest = { withProductList: true };
  return apiPost<WishlistGetReply>('wishlist/get', body);
}
