import { Type, type Static } from '@sinclair/typebox';

/**
 * A site origin as sitemaps and robots.txt write it: http(s), a host name or bracketed IPv6
 * address, an optional port, nothing after. The edge checks a request's Host against it too.
 */
export const SITE_ORIGIN_PATTERN = '^https?://([A-Za-z0-9.-]{1,253}|\\[[0-9A-Fa-f:.]{2,45}\\])(:[0-9]{1,5})?$';

/**
 * GET /api/seo/*: the origin the URLs are written with. The edge passes the shop's public origin;
 * without it the request's own protocol and Host are used.
 */
export const SeoQuery = Type.Object({
  origin: Type.Optional(Type.String({ pattern: SITE_ORIGIN_PATTERN, examples: ['https://shop.example', 'http://localhost:8080'] })),
});
export type SeoQuery = Static<typeof SeoQuery>;

/** GET /api/seo/sitemap-{name}.xml: a language's sitemap, `ru`, or its part 2 on, `ru-2`. */
export const SitemapParams = Type.Object({
  name: Type.String({ pattern: '^[a-z]{2,3}(-[1-9][0-9]{0,5})?$', examples: ['ru', 'en', 'ka', 'en-2'] }),
});
export type SitemapParams = Static<typeof SitemapParams>;
