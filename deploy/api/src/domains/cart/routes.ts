import { CartReply, EMPTY_CART } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxProvider } from '../../infra/type-provider';

/**
 * The cart (spec §7). For now every session's cart is the empty cart (contracts EMPTY_CART);
 * the cart issue stores carts and adds the change routes, all answering CartReply.
 */
export const cartRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.get('/cart/v2/', {
    schema: {
      tags: ['cart'],
      summary: "The session's cart",
      description: 'cart {items, totals (minor units), orderId, additional}, products, recommendations, promocode, no_discount, bonuses.',
      response: { 200: CartReply },
    },
  }, async () => ({ status: 200 as const, ...EMPTY_CART }));
};
