import { robotsTxt } from './robots';
import { siteOf } from './site-urls';

const site = siteOf('https://shop.example', [{ code: 'ru-ru', url: '' }, { code: 'en-gb', url: 'en' }, { code: 'ka-ge', url: 'ka' }]);
const lines = robotsTxt(site).split('\n');

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
    expect(lines.filter((line) => /^Disallow: .*\/(cart|order|account)$/.test(line))).toEqual([]);
  });
});
