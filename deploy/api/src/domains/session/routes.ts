import { SESSION_PATH, SessionReply } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ensureSession } from '../../infra/session';
import type { TypeBoxProvider } from '../../infra/type-provider';

/**
 * The one route that starts a session: public GETs set no cookie (so a shared cache may keep
 * them), and the api-client asks here before its first POST, or again after a 403 `xsrf`.
 */
export const sessionRoutes: FastifyPluginAsync<{ secret: string }> = async (fastify, { secret }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.get(`/${SESSION_PATH}`, {
    schema: {
      tags: ['session'],
      summary: 'Start the visitor\'s session: sets the sid and XSRF-TOKEN cookies when missing or invalid',
      description: 'Call before the first POST: every POST needs the sid cookie and the XSRF-TOKEN cookie\'s value in the '
        + 'X-XSRF-TOKEN header. Sets no cookie when both are already right; stores nothing until the first POST. Personal: never cached.',
      response: { 200: SessionReply },
    },
    config: { cache: 'personal' },
  }, async (request, reply) => {
    ensureSession(request, reply, secret);
    return { status: 200 as const };
  });
};
