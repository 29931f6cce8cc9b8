import { ErrorReply, InfoPageReply, InfoPageRequest, LanguageParams, ResolveQuery, ResolveReply } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { requestCurrency, withAmounts } from '../settings/settings-repository';
import { findInfoPage, resolvePath } from './content-repository';
import { pageDataFor } from './page-data';
import { normalizePath } from './paths';

export const contentRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.get('/url/resolve', {
    schema: {
      tags: ['content'],
      summary: 'Page type of a path outside the route table (spec §2 catch-all)',
      description: 'The path is given without the language prefix, with its query (a category view\'s filters and sort). '
        + 'Home, category, product and info pages also carry their first data (home: all but the per-visitor A/B banner). '
        + 'Language from the x-language header. Unknown paths answer 400 not_found.',
      querystring: ResolveQuery,
      response: { 200: ResolveReply, 400: ErrorReply },
    },
    // The page's first data: product cards and sizes with prices and stock.
    config: { cache: 'catalogue' },
  }, async (request) => {
    const resolved = await resolvePath(db, normalizePath(request.query.path, 'querystring/path'));
    if (!resolved) throw new ApiError('not_found');
    const query = request.query.path.split('?').slice(1).join('?');
    const data = await pageDataFor(db, { language: requestLanguage(request), currency: await requestCurrency(db, request) }, resolved, query);
    return { status: 200 as const, ...resolved, ...(data ? { data: await withAmounts(db, request, data) } : {}) };
  });

  app.post('/indexedpages/get/:language', {
    schema: {
      tags: ['content'],
      summary: 'An info page by url_path',
      params: LanguageParams,
      body: InfoPageRequest,
      response: { 200: InfoPageReply, 400: ErrorReply },
    },
  }, async (request) => {
    const page = await findInfoPage(db, normalizePath(request.body.url_path, 'body/url_path'), request.params.language);
    if (!page) throw new ApiError('not_found');
    return { status: 200 as const, page: await withAmounts(db, request, page) };
  });
};
