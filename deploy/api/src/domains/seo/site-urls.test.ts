import { encodePath, pageUrl, parseSitemapName, sitemapFileName, sitemapUrl, siteOf } from './site-urls';

const LANGUAGES = [
  { code: 'ru-ru' as const, url: '' },
  { code: 'en-gb' as const, url: 'en' },
  { code: 'ka-ge' as const, url: '/ka/' },
];
const site = siteOf('https://shop.example', LANGUAGES);
const [ru, en, ka] = site.languages;

describe('siteOf', () => {
  it('reads each language\'s prefix without slashes and its short name, with ru-ru as x-default', () => {
    expect(site.languages).toEqual([
      { code: 'ru-ru', prefix: '', short: 'ru' },
      { code: 'en-gb', prefix: 'en', short: 'en' },
      { code: 'ka-ge', prefix: 'ka', short: 'ka' },
    ]);
    expect(site.fallback).toBe(ru);
  });

  it('percent-encodes a prefix the settings write with URL characters', () => {
    expect(siteOf('https://s.example', [{ code: 'en-gb', url: 'e&n?' }]).languages[0]!.prefix).toBe('e%26n%3F');
  });
});

describe('encodePath and pageUrl', () => {
  it('percent-encodes each segment, so ?, # and quotes cannot change what the URL names', () => {
    expect(encodePath('women/dresses')).toBe('/women/dresses');
    expect(encodePath('/')).toBe('/');
    expect(encodePath(`a&b/<c> "d'?#`)).toBe(`/a%26b/%3Cc%3E%20%22d'%3F%23`);
    expect(encodePath('blog/ახალი')).toBe('/blog/%E1%83%90%E1%83%AE%E1%83%90%E1%83%9A%E1%83%98');
  });

  it('puts the path under the language prefix as the shop\'s links do: home is /en, not /en/', () => {
    expect(pageUrl('https://s.example', '', '/')).toBe('https://s.example/');
    expect(pageUrl('https://s.example', 'en', '/')).toBe('https://s.example/en');
    expect(pageUrl('https://s.example', 'en', '/women')).toBe('https://s.example/en/women');
  });
});

describe('sitemapUrl', () => {
  it('gives the page in the file\'s language, and every language plus x-default (the ru URL) as alternates', () => {
    expect(sitemapUrl(site, en!, { path: 'women/dresses', lastmod: '2024-01-02T03:04:05Z' })).toEqual({
      loc: 'https://shop.example/en/women/dresses',
      lastmod: '2024-01-02T03:04:05Z',
      alternates: [
        { hreflang: 'ru', href: 'https://shop.example/women/dresses' },
        { hreflang: 'en', href: 'https://shop.example/en/women/dresses' },
        { hreflang: 'ka', href: 'https://shop.example/ka/women/dresses' },
        { hreflang: 'x-default', href: 'https://shop.example/women/dresses' },
      ],
    });
    expect(sitemapUrl(site, ka!, { path: '/', lastmod: null }).loc).toBe('https://shop.example/ka');
  });
});

describe('sitemap file names', () => {
  it('names part 1 by the language alone and further parts by their number', () => {
    expect(sitemapFileName(ru!, 1)).toBe('sitemap-ru.xml');
    expect(sitemapFileName(en!, 2)).toBe('sitemap-en-2.xml');
  });

  it('reads back only names it writes', () => {
    expect(parseSitemapName(site, 'ka')).toEqual({ language: ka, part: 1 });
    expect(parseSitemapName(site, 'en-12')).toEqual({ language: en, part: 12 });
    for (const name of ['de', 'en-1', 'en-0', 'en-02', 'EN', 'ru-', '', 'en-2-3']) expect(parseSitemapName(site, name)).toBeUndefined();
  });
});
