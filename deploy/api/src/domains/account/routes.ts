import { ErrorReply, MeReply, NOT_LOGGED_IN } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { sessionCustomer } from './session-customer';

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
};
