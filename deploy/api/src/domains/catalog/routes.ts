import { CategoryTreeParams, CategoryTreeReply, ErrorReply, LANGUAGE_CODES, type LanguageCode } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { listCategories } from './category-repository';
import { buildCategoryTree } from './category-tree';

const isLanguage = (value: string): value is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(value);

export const catalogRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.get('/indexedcategories/tree/:language', {
    schema: {
      tags: ['catalog'],
      summary: 'The category tree of the menu (spec §3 category tree node)',
      description: 'Top categories first, each level by position; categories hidden from the menu are left out with their children. Unknown language: 400 invalid_language.',
      params: CategoryTreeParams,
      response: { 200: CategoryTreeReply, 400: ErrorReply },
    },
  }, async (request) => {
    const { language } = request.params;
    if (!isLanguage(language)) throw new ApiError('invalid_language');
    return { status: 200 as const, tree: buildCategoryTree(await listCategories(db, language)) };
  });
};
