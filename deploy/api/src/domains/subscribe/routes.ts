import { ErrorReply, normalizeEmail, SubscribeReply, SubscribeRequest } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { addSubscriber } from './subscriber-repository';

export const subscribeRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.post('/email/subscribe', {
    schema: {
      tags: ['subscribe'],
      summary: 'Newsletter subscription',
      description: 'Needs the X-XSRF-TOKEN header. A malformed address answers 400 invalid_email.',
      body: SubscribeRequest,
      response: { 200: SubscribeReply, 400: ErrorReply },
    },
  }, async (request) => {
    const email = normalizeEmail(request.body.email);
    if (!email) throw new ApiError('invalid_email');
    const added = await addSubscriber(db, email, requestLanguage(request));
    return { status: 200 as const, result: added ? ('success' as const) : ('already_subscribed' as const) };
  });
};
