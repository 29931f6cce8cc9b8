import { ErrorReply, WishlistGetReply, WishlistGetRequest } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxProvider } from '../../infra/type-provider';

/**
 * The wishlist (spec §7). A guest's wishlist lives in the browser's local storage, so the server's
 * is empty; the wishlist issue stores customers' lists and adds /wishlist/add and /wishlist/delete.
 */
export const wishlistRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.post('/wishlist/get', {
    schema: {
      tags: ['wishlist'],
      summary: "The customer's wishlist skus, and their product cards when withProductList is true",
      description: 'Needs the X-XSRF-TOKEN header.',
      body: WishlistGetRequest,
      response: { 200: WishlistGetReply, 400: ErrorReply },
    },
  }, async () => ({ status: 200 as const, items: [], products: [] }));
};
