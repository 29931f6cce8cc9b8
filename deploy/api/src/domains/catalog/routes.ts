import {
  CategoryProductsReply, CategoryProductsRequest, CategoryTreeParams, CategoryTreeReply, ErrorReply, LanguageParams,
  LANGUAGE_CODES, ProductReply, ProductRequest, type LanguageCode,
} from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { sendKept } from '../../infra/kept-reply';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { listCategories } from './category-repository';
import { buildCategoryTree } from './category-tree';
import { requestCurrency } from '../settings/settings-repository';
import { categoryProducts } from './listing';
import { productPage } from './product';
import { listingIndexOf } from './listing-index';

const isLanguage = (value: string): value is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(value);

export const catalogRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  // Built while the server starts, so the first shopper does not wait for it (a second at 100,000 products).
  app.addHook('onReady', async () => {
    listingIndexOf(db).catch((error: unknown) => app.log.warn({ err: error }, 'listing index not built at start'));
  });

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

  app.post('/indexedcategories/products/:language', {
    schema: {
      tags: ['catalog'],
      summary: 'A page of a category\'s products with its filters (spec §4 catalog)',
      description: `Needs the X-XSRF-TOKEN header. The settings' categorySettings.page_size products a page (the reply's limit), prices in the shop currency of the language. `
        + 'Filters: `{color: ["black"], price: {from, to}}` (value codes from the reply\'s filters; prices in minor units). '
        + 'Unknown category: 400 not_found; unknown filter or value: 400 unknown_filter.',
      params: LanguageParams,
      body: CategoryProductsRequest,
      response: { 200: CategoryProductsReply, 400: ErrorReply },
    },
  }, async (request, reply) => sendKept(reply, await categoryProducts(db, { language: request.params.language, currency: await requestCurrency(db, request) }, request.body), (page): CategoryProductsReply => ({ status: 200, ...page })));

  app.post('/indexedproducts/get/:language', {
    schema: {
      tags: ['catalog'],
      summary: 'A product page by url_path (spec §2 Product)',
      description: 'Needs the X-XSRF-TOKEN header. Price in the shop currency of the language. Unknown product: 400 not_found (the 404 screen, spec §8).',
      params: LanguageParams,
      body: ProductRequest,
      response: { 200: ProductReply, 400: ErrorReply },
    },
  }, async (request, reply) => sendKept(reply, await productPage(db, { language: request.params.language, currency: await requestCurrency(db, request) }, request.body.url_path), (product): ProductReply => ({ status: 200, product })));
};
