import { ErrorReply, LogoutReply, MeReply, NOT_LOGGED_IN } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { deleteSessionCart } from '../cart/cart-repository';
import { forgetSessionCustomer, sessionCustomer } from './session-customer';

export const accountRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.get('/account/me', {
    schema: {
      tags: ['account'],
      summary: 'The logged-in customer',
      description: 'A guest gets 400 not_logged_in (the client then removes its logged-in flag, spec §4).',
      response: { 200: MeReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => {
    const customer = await sessionCustomer(db, request.sessionId);
    if (!customer) throw new ApiError(NOT_LOGGED_IN);
    return { status: 200 as const, customer };
  });

  app.post('/account/logout', {
    schema: {
      tags: ['account'],
      summary: 'Log out',
      description: "Needs the X-XSRF-TOKEN header; takes no body. Always status 200, also for a guest. Empties the session's cart as "
        + "the client empties its own (spec §4), so a customer's cart is not left to whoever uses the browser next.",
      response: { 200: LogoutReply },
    },
  }, async (request) => {
    await forgetSessionCustomer(db, request.sessionId);
    await deleteSessionCart(db, request.sessionId);
    return { status: 200 as const };
  });
};
