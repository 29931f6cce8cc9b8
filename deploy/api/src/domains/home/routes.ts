import {
  AB_BANNER_COOKIE, AbBannerReply, CarouselReply, ErrorReply, HOME_ROW_SIZE, HomeBlocksReply, HomeBlocksRequest, LANGUAGE_HEADER, LATEST_POSTS_COUNT,
  LatestPostsReply, ProductRowReply, TaglineReply,
} from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { latestPosts } from '../blog/blog-repository';
import { getSettings, requestCurrency, withAmounts } from '../settings/settings-repository';
import { AB_BANNER_COOKIE_DAYS, variantFor } from './ab-banner';
import { abBannerVariants, carouselSlides, homeBlocks } from './home-content';
import { productRow, type ProductRow } from './product-rows';

const languageNote = `Language from the \`${LANGUAGE_HEADER}\` header (default ru-ru).`;

const PRODUCT_ROWS: Array<{ path: string; row: ProductRow; summary: string }> = [
  { path: 'product-favourite', row: 'favourite', summary: 'Best rated products, weighed by how many reviewed them' },
  { path: 'product-sale', row: 'sale', summary: 'Products on sale (with an old price), bestsellers first' },
  { path: 'product-newest', row: 'newest', summary: 'The newest products' },
];

/** The home page (spec §7 "Content and catalogue"): its content from the settings' homepage group, its product rows and posts. */
export const homeRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.post('/promo_legacy/get/all', {
    schema: {
      tags: ['home'],
      summary: 'The home page\'s content blocks in page order: hero, category tiles, promo blocks',
      description: `Needs the X-XSRF-TOKEN header. ${languageNote} \`data.types\` keeps only blocks of those types.`,
      body: HomeBlocksRequest,
      response: { 200: HomeBlocksReply, 400: ErrorReply },
    },
  }, async (request) => ({ status: 200 as const, blocks: await withAmounts(db, request, await homeBlocks(db, requestLanguage(request), request.body?.data?.types)) }));

  app.post('/promo_legacy/fetch-carousel/', {
    schema: {
      tags: ['home'],
      summary: 'The home carousel\'s slides',
      description: `Needs the X-XSRF-TOKEN header. ${languageNote}`,
      response: { 200: CarouselReply, 400: ErrorReply },
    },
  }, async (request) => ({ status: 200 as const, slides: await withAmounts(db, request, await carouselSlides(db, requestLanguage(request))) }));

  app.post('/promo_legacy/fetch-tagline/', {
    schema: {
      tags: ['home'],
      summary: 'The promo strip under the header, as settings.header.tagline',
      description: `Needs the X-XSRF-TOKEN header. ${languageNote}`,
      response: { 200: TaglineReply, 400: ErrorReply },
    },
  }, async (request) => {
    const settings = await getSettings(db, requestLanguage(request));
    if (!settings) throw new ApiError('not_found', 'Settings are not seeded');
    return { status: 200 as const, tagline: await withAmounts(db, request, settings.header.tagline) };
  });

  app.get('/ab/get-banner', {
    schema: {
      tags: ['home'],
      summary: 'The visitor\'s A/B banner: the variant named by the ab_banner cookie, else a fresh pick, set in that cookie',
      description: `${languageNote} Personal: private, no-store. banner is null while no test runs. An unknown cookie value gets a fresh pick.`,
      response: { 200: AbBannerReply },
    },
    config: { cache: 'personal' },
  }, async (request, reply) => {
    const chosen = variantFor(await abBannerVariants(db, requestLanguage(request)), request.cookies[AB_BANNER_COOKIE]);
    if (chosen?.fresh) {
      reply.setCookie(AB_BANNER_COOKIE, chosen.variant.id, {
        path: '/', httpOnly: true, sameSite: 'lax', maxAge: AB_BANNER_COOKIE_DAYS * 24 * 3600, secure: request.protocol === 'https',
      });
    }
    return { status: 200 as const, banner: await withAmounts(db, request, chosen?.variant ?? null) };
  });

  for (const { path, row, summary } of PRODUCT_ROWS) {
    app.get(`/promo_legacy/${path}`, {
      schema: {
        tags: ['home'],
        summary: `${summary}: up to ${HOME_ROW_SIZE} product cards`,
        description: `${languageNote} Prices in the x-currency header's currency (the default without it).`,
        response: { 200: ProductRowReply },
      },
      config: { cache: 'catalogue' },
    }, async (request) => {
      return { status: 200 as const, products: await productRow(db, { language: requestLanguage(request), currency: await requestCurrency(db, request) }, row) };
    });
  }

  app.get('/promo_legacy/latest-posts', {
    schema: {
      tags: ['home'],
      summary: `The ${LATEST_POSTS_COUNT} newest blog posts, as the blog list shows them`,
      description: languageNote,
      response: { 200: LatestPostsReply },
    },
  }, async (request) => ({ status: 200 as const, posts: await withAmounts(db, request, await latestPosts(db, requestLanguage(request), LATEST_POSTS_COUNT)) }));
};
