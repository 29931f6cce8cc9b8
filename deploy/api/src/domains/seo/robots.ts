import type { Site } from './site-urls';

/**
 * Pages that are one visitor's own, never worth a crawler's visit: cart and shared cart, checkout
 * and shared order, account, the payment and order result pages, the login forms, invitations and
 * gift cards (whose page shows the card's PIN to whoever holds the link).
 */
const PERSONAL_PAGES = ['cart', 'order', 'account', 'pay', 'payment-success', 'payment-failure', 'success', 'failure', 'auth', 'register', 'invite', 'giftcard'];

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
