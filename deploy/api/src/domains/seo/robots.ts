import { PAGE_ROUTES, searchPath } from '@shop/contracts';
import type { Site } from './site-urls';

/**
 * Pages that are one visitor's own, never worth a crawler's visit, by the first segment of the
 * route table's personal routes: cart and shared cart, checkout and shared order, account, the
 * payment and order result pages, the login forms, invitations and gift cards (whose page shows
 * the card's PIN to whoever holds the link). No public route starts with one of them.
 */
const PERSONAL_PAGES = [...new Set(PAGE_ROUTES.filter((route) => route.personal).map((route) => route.path.split('/')[0]!))];

/** What every search results path starts with. */
const SEARCH_RESULTS = searchPath('');

/**
 * robots.txt (RFC 9309): the shop is open, each language's personal pages and search results
 * are not, nor is the API; the sitemap index is named by its absolute URL. `/pay$`, `/pay?` and
 * `/pay/` rather than the bare prefix `/pay`, which would also shut out the info page /payment
 * or a product whose path starts with "cart" ("cartridge-bag"); `?` because the pay pages are
 * reached with `?order={id}`.
 */
export function robotsTxt(site: Site): string {
  const bases = ['', ...site.languages.filter((l) => l.prefix !== '').map((l) => `/${l.prefix}`)];
  const disallowed = bases.flatMap((base) => [
    ...PERSONAL_PAGES.flatMap((page) => [`${base}/${page}$`, `${base}/${page}?`, `${base}/${page}/`]),
    `${base}${SEARCH_RESULTS}`,
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
