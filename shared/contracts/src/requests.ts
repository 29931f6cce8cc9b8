import { Type, type Static } from '@sinclair/typebox';
import { BLOG_MAX_LIMIT } from './constants';
import { LanguageCode } from './envelope';

// Request shapes (path params and query strings) of the API routes; bodies live next to their replies.

/** Routes with the language in the path: /settings/{language}, /indexedpages/get/{language}. */
export const LanguageParams = Type.Object({ language: LanguageCode });
export type LanguageParams = Static<typeof LanguageParams>;

export const BlogPostsParams = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: BLOG_MAX_LIMIT })),
});
export type BlogPostsParams = Static<typeof BlogPostsParams>;

export const BlogPostParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type BlogPostParams = Static<typeof BlogPostParams>;

/** GET /api/url/resolve?path=… : the path without the language prefix. */
export const ResolveQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 500 }) });
export type ResolveQuery = Static<typeof ResolveQuery>;


/** GET /api/media/blog/{n}-{width}.webp */
export const BlogImageParams = Type.Object({ file: Type.String({ pattern: '^[0-9]{1,6}-(400|768|1280)\\.webp$' }) });
export type BlogImageParams = Static<typeof BlogImageParams>;
