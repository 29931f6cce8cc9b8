import type { Site } from './site-urls';

/** Pages that are one visitor's own (cart, checkout, account): never worth a crawler's visit. */
const PERSONAL_PAGES = ['cart', 'order', 'account'];

/**
 * robots.txt (RFC 9309): the shop is open, each language's personal pages and search results
 * are not, nor is the API; the sitemap index is named by its absolute URL. `/cart$` plus `/cart/`
 * rather than the bare prefix `/cart`, which would also shut out a product whose path starts
 * with "cart" ("cartridge-bag").
 */
export function robotsTxt(site: Site): string {
  const bases = ['', ...site.languages.filter((l) => l.prefix !== '').map((l) => `/${l.prefix}`)];
  const disallowed = bases.flatMap((base) => [
    ...PERSONAL_PAGES.flatMap((page) => [`${base}/${page}$`, `${base}/${page}/`]),
    `${base}/search/`,
  ]);
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${site.origin}/sitemap.xml`,
    '',
  ].join('\n');
}
