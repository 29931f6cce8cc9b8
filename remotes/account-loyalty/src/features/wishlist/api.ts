import { apiPost, type ApiReply } from '@shop/api-client';
import type { WishlistGetReply, WishlistGetRequest } from '@shop/contracts';

/**
 * POST /wishlist/get {withProductList:true}: the skus and their product cards with sizes, in the
 * language's shop currency. A guest sends its local list (`skus`); a customer's is the server's.
 */
export function fetchWishlistProducts(skus?: readonly string[]): Promise<ApiReply<WishlistGetReply>> {
  const body: WishlistGetRequest = skus ? { withProductList: true, skus: [...skus] } : { withProductList: true };
  return apiPost<WishlistGetReply>('wishlist/get', body);
}
