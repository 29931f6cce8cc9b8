import { ErrorReply, LANGUAGE_HEADER, SearchCompleteParams, SuggestionsReply } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { suggest } from './suggestions';

export const searchRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.get('/search/complete/*', {
    schema: {
      tags: ['search'],
      summary: 'Search suggestions: popular phrases, then categories, then products (at most 10)',
      description: `GET /api/search/complete/{phrase}, the phrase URL-encoded. Language from the \`${LANGUAGE_HEADER}\` header (default ru-ru). A phrase shorter than 2 or longer than 100 characters gets an empty list.`,
      params: SearchCompleteParams,
      response: { 200: SuggestionsReply, 400: ErrorReply },
    },
  }, async (request) => {
    const suggestions = await suggest(db, requestLanguage(request), request.params['*']);
    return { status: 200 as const, suggestions };
  });
};
