import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { recentMessages } from './outbox';

const OutboxQuery = Type.Object({ to: Type.Optional(Type.String({ minLength: 1, maxLength: 254, examples: ['manager@mira.example'] })) });
const OutboxReply = Type.Object({
  status: Type.Literal(200),
  messages: Type.Array(Type.Object({
    id: Type.Integer(), channel: Type.String(), recipient: Type.String(), subject: Type.String(), body: Type.String(), created_at: Type.String(),
  })),
});

/** Not registered in production: what the shop would have sent, for a person trying the shop and the e2e tests. */
export const devOutboxRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  app.get('/dev/outbox', {
    schema: {
      tags: ['dev'],
      summary: 'The newest 50 messages of the outbox (outside production only)',
      description: 'Codes, confirmations and notes to the manager the shop would have sent; `to` keeps one recipient\'s.',
      querystring: OutboxQuery,
      response: { 200: OutboxReply },
    },
    config: { cache: 'personal' },
  }, async (request) => ({ status: 200 as const, messages: await recentMessages(db, request.query.to, 50) }));
};
