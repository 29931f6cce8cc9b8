import { ErrorReply, LANGUAGE_HEADER, MAX_LISTING_PAGE, SEARCH_PHRASE_MAX, SearchCompleteParams, SearchQueryParams, SearchResultReply, SuggestionsReply } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { sendKept } from '../../infra/kept-reply';
import { plainInteger } from '../../infra/input-guard';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { requestCurrency } from '../settings/settings-repository';
import { searchResults } from './results';
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
    config: { cache: 'catalogue' },
  }, async (request) => {
    const suggestions = await suggest(db, { language: requestLanguage(request), currency: await requestCurrency(db, request) }, request.params['*']);
    return { status: 200 as const, suggestions };
  });

  app.get('/search/query/*', {
    schema: {
      tags: ['search'],
      summary: 'Search results: a page of products whose names match the phrase',
      description: `GET /api/search/query/{phrase}/{page}, the phrase URL-encoded. Language from the \`${LANGUAGE_HEADER}\` header (default ru-ru). `
        + `A phrase under 2 characters finds nothing; over ${SEARCH_PHRASE_MAX}, or a page that is not 1…${MAX_LISTING_PAGE}, is 400 validation.`,
      params: SearchQueryParams,
      response: { 200: SearchResultReply, 400: ErrorReply },
    },
    config: { cache: 'catalogue' },
  }, async (request, reply) => {
    const { phrase, page } = phraseAndPage(request.params['*']);
    return sendKept(reply, await searchResults(db, { language: requestLanguage(request), currency: await requestCurrency(db, request) }, phrase, page), (result): SearchResultReply => ({ status: 200, result }));
  });
};

/** `платье/2` → the phrase and the page (the phrase may itself contain "/"). */
function phraseAndPage(rest: string): { phrase: string; page: number } {
  const slash = rest.lastIndexOf('/');
  const page = slash === -1 ? undefined : plainInteger(rest.slice(slash + 1));
  if (page === undefined || page < 1 || page > MAX_LISTING_PAGE) throw new ApiError('validation', `The path must end with a page number 1…${MAX_LISTING_PAGE}`);
  const phrase = rest.slice(0, slash);
  if ([...phrase.trim()].length > SEARCH_PHRASE_MAX) throw new ApiError('validation', `The phrase is longer than ${SEARCH_PHRASE_MAX} characters`);
  return { phrase, page };
}
