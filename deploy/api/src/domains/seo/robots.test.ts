import { robotsTxt } from './robots';
import { siteOf } from './site-urls';

const site = siteOf('https://shop.example', [{ code: 'ru-ru', url: '' }, { code: 'en-gb', url: 'en' }, { code: 'ka-ge', url: 'ka' }]);
const lines = robotsTxt(site).split('\n');

/**
 * Whether a crawler may fetch `url` (RFC 9309: the longest matching rule wins, `*` is any text,
 * a final `$` ends the URL). Every Disallow here is longer than `Allow: /`, so any match shuts it out.
 */
function isDisallowed(url: string): boolean {
  return lines.filter((line) => line.startsWith('Disallow: ')).some((line) => {
    const rule = line.slice('Disallow: '.length);
    const anchored = rule.endsWith('$');
    const body = (anchored ? rule.slice(0, -1) : rule).split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*');
    return new RegExp(`^${body}${anchored ? '$' : ''}`).test(url);
  });
}

describe('robotsTxt', () => {
  it('allows the shop and names the sitemap index by its absolute URL', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('disallows cart, checkout, account and search results in every language, and the API', () => {
    for (const base of ['', '/en', '/ka']) {
      for (const page of ['cart', 'order', 'account']) {
        expect(lines).toContain(`Disallow: ${base}/${page}$`);
        expect(lines).toContain(`Disallow: ${base}/${page}/`);
      }
      expect(lines).toContain(`Disallow: ${base}/search/`);
    }
    expect(lines).toContain('Disallow: /api/');
    expect(lines).not.toContain('Disallow: /en/api/');
  });

  it('never disallows a bare prefix that would also match product paths such as /cartridge-bag', () => {
    expect(lines.filter((line) => /^Disallow: .*\/(cart|order|account|pay|payment-success|payment-failure|success|failure|auth|register|invite|giftcard)$/.test(line))).toEqual([]);
  });

  const token = 'Ab3_-xYz0123456789abc';
  it.each(['', '/en', '/ka'])('shuts out every cart, checkout, payment and order page under %j, shared links included', (base) => {
    for (const path of [
      '/cart', '/cart/', `/cart/shared/${token}`, '/order', `/order/shared/${token}`, '/pay', '/pay?order=12',
      '/payment-success?order=12', '/payment-failure', '/success/12', '/failure/12', '/account/orders',
      '/account', '/auth', '/register', '/invite/Ab12Cd34Ef', '/account/order/12', '/giftcard/Ab3_-xYz0123456789abcd',
    ]) {
      expect([`${base}${path}`, isDisallowed(`${base}${path}`)]).toEqual([`${base}${path}`, true]);
    }
  });

  it.each(['/', '/payment', '/en/payment', '/cartridge-bag', '/ka/order-of-the-day', '/successful-coat', '/failure-proof-boots', '/en/blog', '/authentic-leather-bag', '/invitation-dress', '/giftcard-box'])(
    'lets crawlers into %s',
    (path) => {
      expect(isDisallowed(path)).toBe(false);
    },
  );
});
