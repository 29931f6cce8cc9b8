import { escapeXml, partCount, SITEMAP_MAX_URLS, sitemapIndexXml, slicesOfPart, urlSetXml, type SitemapUrl } from './sitemap-xml';

const page = (loc: string, lastmod?: string): SitemapUrl => ({
  loc,
  lastmod,
  alternates: [{ hreflang: 'ru', href: loc }, { hreflang: 'x-default', href: loc }],
});

describe('escapeXml', () => {
  it('escapes the five characters XML gives meaning to, and only those', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
    expect(escapeXml('https://shop.example/ka/%E1%83%90?x=1')).toBe('https://shop.example/ka/%E1%83%90?x=1');
  });
});

describe('urlSetXml', () => {
  it('writes each URL with its lastmod and hreflang alternates in the sitemap and xhtml namespaces', () => {
    const xml = urlSetXml([page('https://shop.example/', undefined), page('https://shop.example/blog/a', '2024-05-01T10:00:00Z')]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n')).toBe(true);
    expect(xml).toContain('<url><loc>https://shop.example/</loc><xhtml:link rel="alternate" hreflang="ru" href="https://shop.example/"/>');
    expect(xml).toContain('<loc>https://shop.example/blog/a</loc><lastmod>2024-05-01T10:00:00Z</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/blog/a"/></url>\n');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  it('escapes hostile locations, dates and hreflang values so none can close an element or attribute', () => {
    const hostile = `https://shop.example/<script>&"x'/a]]>`;
    const xml = urlSetXml([{ loc: hostile, lastmod: '<b>&', alternates: [{ hreflang: '"><x y="', href: hostile }] }]);
    expect(xml).toContain('<loc>https://shop.example/&lt;script&gt;&amp;&quot;x&apos;/a]]&gt;</loc>');
    expect(xml).toContain('<lastmod>&lt;b&gt;&amp;</lastmod>');
    expect(xml).toContain('hreflang="&quot;&gt;&lt;x y=&quot;" href="https://shop.example/&lt;script&gt;&amp;&quot;x&apos;/a]]&gt;"/>');
    expect(xml).not.toContain('<script>');
  });

  it('writes an empty urlset for no URLs', () => {
    expect(urlSetXml([])).toMatch(/<urlset [^>]*>\n<\/urlset>\n$/);
  });

  it(`lists at most ${SITEMAP_MAX_URLS} URLs in one file`, () => {
    const urls = (n: number) => Array.from({ length: n }, (_, i) => ({ loc: `https://s.example/${i}`, alternates: [] }));
    expect(urlSetXml(urls(SITEMAP_MAX_URLS)).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    expect(() => urlSetXml(urls(SITEMAP_MAX_URLS + 1))).toThrow(RangeError);
  });
});

describe('sitemapIndexXml', () => {
  it('names each file by its escaped location', () => {
    const xml = sitemapIndexXml(['https://shop.example/sitemap-ru.xml', 'https://shop.example/a&b.xml']);
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
      + '<sitemap><loc>https://shop.example/sitemap-ru.xml</loc></sitemap>\n'
      + '<sitemap><loc>https://shop.example/a&amp;b.xml</loc></sitemap>\n'
      + '</sitemapindex>\n');
  });
});

describe('splitting into files of 50,000', () => {
  it('takes one file up to 50,000 URLs, and one more for each further 50,000 or part of it', () => {
    expect(partCount(0)).toBe(1);
    expect(partCount(1)).toBe(1);
    expect(partCount(50_000)).toBe(1);
    expect(partCount(50_001)).toBe(2);
    expect(partCount(100_000)).toBe(2);
    expect(partCount(100_087)).toBe(3);
  });

  it('gives each part the next 50,000 rows across the kinds in order', () => {
    // Home, 60 categories, 8 info pages, 36 posts, 100,000 products: 100,105 URLs.
    const counts = [1, 60, 8, 36, 100_000];
    expect(slicesOfPart(counts, 1)).toEqual([
      { offset: 0, limit: 1 }, { offset: 0, limit: 60 }, { offset: 0, limit: 8 }, { offset: 0, limit: 36 }, { offset: 0, limit: 49_895 },
    ]);
    expect(slicesOfPart(counts, 2)).toEqual([
      { offset: 0, limit: 0 }, { offset: 0, limit: 0 }, { offset: 0, limit: 0 }, { offset: 0, limit: 0 }, { offset: 49_895, limit: 50_000 },
    ]);
    expect(slicesOfPart(counts, 3)).toEqual([
      { offset: 0, limit: 0 }, { offset: 0, limit: 0 }, { offset: 0, limit: 0 }, { offset: 0, limit: 0 }, { offset: 99_895, limit: 105 },
    ]);
  });

  it('covers every row exactly once, whatever the file size', () => {
    const counts = [1, 7, 0, 5, 24];
    const perFile = 4;
    const taken = counts.map(() => [] as number[]);
    for (let part = 1; part <= partCount(37, perFile); part += 1) {
      const slices = slicesOfPart(counts, part, perFile);
      expect(slices.reduce((sum, slice) => sum + slice.limit, 0)).toBe(part < 10 ? perFile : 1);
      slices.forEach(({ offset, limit }, kind) => { for (let i = offset; i < offset + limit; i += 1) taken[kind]!.push(i); });
    }
    expect(taken).toEqual(counts.map((count) => Array.from({ length: count }, (_, i) => i)));
  });
});
