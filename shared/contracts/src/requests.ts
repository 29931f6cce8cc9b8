import { Type, type Static } from '@sinclair/typebox';
import { BLOG_MAX_LIMIT } from './constants';
import { LanguageCode } from './envelope';

// Request shapes (path params and query strings) of the API routes; bodies live next to their replies.

/** Routes with the language in the path: /settings/{language}, /indexedpages/get/{language}. */
export const LanguageParams = Type.Object({ language: LanguageCode });
export type LanguageParams = Static<typeof LanguageParams>;

/** GET /api/blog/posts/{page} (the default page size) */
export const BlogPageParams = Type.Object({ page: Type.Integer({ minimum: 1, maximum: 100000 }) });
export type BlogPageParams = Static<typeof BlogPageParams>;

/** GET /api/blog/posts/{page}/{limit} */
export const BlogPostsParams = Type.Object({
  ...BlogPageParams.properties,
  limit: Type.Integer({ minimum: 1, maximum: BLOG_MAX_LIMIT }),
});
export type BlogPostsParams = Static<typeof BlogPostsParams>;

export const BlogPostParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200, examples: ['wool-coat-care'] }) });
export type BlogPostParams = Static<typeof BlogPostParams>;

/** GET /api/url/resolve?path=… : the path without the language prefix. */
export const ResolveQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 500, examples: ['/delivery', '/women/clothing/dresses'] }) });
export type ResolveQuery = Static<typeof ResolveQuery>;


/** GET /api/media/blog/{n}-{width}.webp */
export const BlogImageParams = Type.Object({ file: Type.String({ pattern: '^[0-9]{1,6}-(400|768|1280)\\.webp$', examples: ['1-400.webp'] }) });
export type BlogImageParams = Static<typeof BlogImageParams>;

/** GET /api/media/banner/{id}-{width}.webp: a drawn banner picture of the home page. */
export const BannerImageParams = Type.Object({ file: Type.String({ pattern: '^[0-9]{1,6}-(400|768|1280)\\.webp$', examples: ['1-400.webp', '6-1280.webp'] }) });
export type BannerImageParams = Static<typeof BannerImageParams>;

/** GET /api/media/giftcard/{imageNo}-{width}.webp: a gift card design's picture (GiftcardDesign.image). */
export const GiftcardImageParams = Type.Object({ file: Type.String({ pattern: '^[0-9]{1,6}-(400|768|1280)\\.webp$', examples: ['1-400.webp', '4-1280.webp'] }) });
export type GiftcardImageParams = Static<typeof GiftcardImageParams>;
