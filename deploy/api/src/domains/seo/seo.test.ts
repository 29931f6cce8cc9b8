/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CACHE_RULES } from '../../infra/http-cache';

const SEO_CACHE_CONTROL = CACHE_RULES.seo;

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const ORIGIN = 'https://shop.example';
const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: path, headers });
const getAt = (path: string) => get(`${path}?origin=${encodeURIComponent(ORIGIN)}`);

const locsOf = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
/** The `<url>` element of one location (the writer puts each on its own line). */
const entryOf = (xml: string, loc: string): string | undefined => xml.split('\n').find((line) => line.startsWith(`<url><loc>${loc}</loc>`));
const alternatesOf = (entry: string | undefined): Record<string, string> =>
  Object.fromEntries([...(entry ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]));

async function firstRow<T>(query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await t.db.orm.execute(query))[0]!;
}

describe('GET /api/seo/sitemap.xml', () => {
  it('lists one sitemap per language at the given origin, as cacheable XML with no cookie', async () => {
    const response = await getAt('/api/seo/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(SEO_CACHE_CONTROL);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locsOf(response.body)).toEqual([`${ORIGIN}/sitemap-ru.xml`, `${ORIGIN}/sitemap-en.xml`, `${ORIGIN}/sitemap-ka.xml`]);
  });

  it('writes URLs with the request\'s own protocol and Host when no origin is given', async () => {
    const response = await get('/api/seo/sitemap.xml', { host: 'Shop.Test:8080' });
    expect(locsOf(response.body)[0]).toBe('http://shop.test:8080/sitemap-ru.xml');
  });

  it.each([
    ['an origin with a path', '?origin=https%3A%2F%2Fshop.example%2Fx'],
    ['an origin with markup', '?origin=https%3A%2F%2Fa%22%3E%3Cx'],
    ['an origin of another scheme', '?origin=javascript%3A%2F%2Fx'],
  ])('answers validation for %s', async (_name, query) => {
    const response = await get(`/api/seo/sitemap.xml${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });

  it('answers validation when the Host header names no origin', async () => {
    const response = await get('/api/seo/sitemap.xml', { host: 'a"b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});

describe('GET /api/seo/sitemap-{name}.xml', () => {
  it('lists home, the shown categories, info pages, posts and products in the default language without a prefix', async () => {
    const product = await firstRow<{ url_path: string; lastmod: string }>(sql`
      SELECT url_path, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS lastmod FROM products ORDER BY id DESC LIMIT 1`);
    const post = await firstRow<{ slug: string; lastmod: string }>(sql`
      SELECT slug, to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS lastmod FROM blog_posts ORDER BY id LIMIT 1`);
    const response = await getAt('/api/seo/sitemap-ru.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(SEO_CACHE_CONTROL);
    expect(response.headers['set-cookie']).toBeUndefined();
    const xml = response.body;

    expect(locsOf(xml)[0]).toBe(`${ORIGIN}/`);
    expect(alternatesOf(entryOf(xml, `${ORIGIN}/`))).toEqual({ ru: `${ORIGIN}/`, en: `${ORIGIN}/en`, ka: `${ORIGIN}/ka`, 'x-default': `${ORIGIN}/` });
    expect(alternatesOf(entryOf(xml, `${ORIGIN}/women`))).toEqual({
      ru: `${ORIGIN}/women`, en: `${ORIGIN}/en/women`, ka: `${ORIGIN}/ka/women`, 'x-default': `${ORIGIN}/women`,
    });
    expect(entryOf(xml, `${ORIGIN}/delivery`)).toContain(`hreflang="ka" href="${ORIGIN}/ka/delivery"`);
    expect(entryOf(xml, `${ORIGIN}/blog/${post.slug}`)).toContain(`<lastmod>${post.lastmod}</lastmod>`);
    expect(entryOf(xml, `${ORIGIN}/${product.url_path}`)).toContain(`<lastmod>${product.lastmod}</lastmod>`);
    expect(entryOf(xml, `${ORIGIN}/${product.url_path}`)).toContain(`hreflang="en" href="${ORIGIN}/en/${product.url_path}"`);
  });

  it('lists every page once: home, each shown category, info page, post and product', async () => {
    const counts = await firstRow<{ categories: number; pages: number; posts: number; products: number }>(sql`SELECT
      (SELECT count(*)::int FROM categories c WHERE c.show_in_menu AND c.path NOT LIKE ALL (
        SELECT hidden.path || '/%' FROM categories hidden WHERE NOT hidden.show_in_menu)) AS categories,
      (SELECT count(*)::int FROM info_pages) AS pages, (SELECT count(*)::int FROM blog_posts) AS posts, (SELECT count(*)::int FROM products) AS products`);
    const locs = locsOf((await getAt('/api/seo/sitemap-ru.xml')).body);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toHaveLength(1 + counts.categories + counts.pages + counts.posts + counts.products);
    expect(counts.pages).toBe(9);
  });

  it('leaves out categories hidden from the catalogue, and those under them', async () => {
    const locs = locsOf((await getAt('/api/seo/sitemap-ru.xml')).body);
    expect(locs).toContain(`${ORIGIN}/women`);
    expect(locs).not.toContain(`${ORIGIN}/women/basics`);
    expect(locs.filter((loc) => loc.startsWith(`${ORIGIN}/gifts`))).toEqual([]);
  });

  it('writes another language\'s file with its prefix on every location', async () => {
    const xml = (await getAt('/api/seo/sitemap-en.xml')).body;
    const locs = locsOf(xml);
    expect(locs[0]).toBe(`${ORIGIN}/en`);
    expect(locs.every((loc) => loc === `${ORIGIN}/en` || loc.startsWith(`${ORIGIN}/en/`))).toBe(true);
    expect(locs).toContain(`${ORIGIN}/en/delivery`);
    expect(alternatesOf(entryOf(xml, `${ORIGIN}/en/delivery`))['x-default']).toBe(`${ORIGIN}/delivery`);
    expect(locsOf((await getAt('/api/seo/sitemap-ka.xml')).body)).toContain(`${ORIGIN}/ka/women`);
  });

  it('answers 404 for a language or part the index does not name', async () => {
    for (const name of ['de', 'ru-2', 'ru-1']) {
      const response = await getAt(`/api/seo/sitemap-${name}.xml`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, error: 'not_found' });
    }
    expect((await getAt('/api/seo/sitemap-RU.xml')).statusCode).toBe(400);
  });

  it('percent-encodes and escapes a hostile path so it can neither break the XML nor change the URL', async () => {
    const hostile = `a&b<c>"d'?#`;
    const { id } = await firstRow<{ id: number }>(sql`UPDATE products SET url_path = ${hostile} WHERE id = (SELECT min(id) FROM products) RETURNING id`);
    try {
      const xml = (await getAt('/api/seo/sitemap-en.xml')).body;
      expect(xml).toContain(`<loc>${ORIGIN}/en/a%26b%3Cc%3E%22d&apos;%3F%23</loc>`);
      expect(xml).not.toContain('<c>');
    } finally {
      await t.db.orm.execute(sql`UPDATE products SET url_path = ${`restored-${id}`} WHERE id = ${id}`);
    }
  });
});

describe('GET /api/seo/robots.txt', () => {
  it('names the sitemap index and keeps crawlers out of personal pages and the API, as cacheable text with no cookie', async () => {
    const response = await getAt('/api/seo/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe(SEO_CACHE_CONTROL);
    expect(response.headers['set-cookie']).toBeUndefined();
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines).toEqual(expect.arrayContaining(['Allow: /', 'Disallow: /cart$', 'Disallow: /en/order/', 'Disallow: /ka/search/', 'Disallow: /api/']));
  });
});

describe('a catalogue over 50,000 pages', () => {
  it('splits each language into files of 50,000 and the index names them all', async () => {
    // Ten pages over the limit: the tenth from last product starts the second part.
    const listed = locsOf((await getAt('/api/seo/sitemap-ka.xml')).body).length;
    const added = 50_000 - listed + 10;
    await t.db.orm.execute(sql`INSERT INTO products (sku, url_path, category_id, kind)
      SELECT 'BULK-' || n, 'bulk-' || n, (SELECT id FROM categories WHERE url_path = 'women'), 'dress' FROM generate_series(1, ${added}) n`);
    const index = locsOf((await getAt('/api/seo/sitemap.xml')).body);
    expect(index).toEqual(['ru', 'ru-2', 'en', 'en-2', 'ka', 'ka-2'].map((name) => `${ORIGIN}/sitemap-${name}.xml`));

    const first = locsOf((await getAt('/api/seo/sitemap-ka.xml')).body);
    const second = locsOf((await getAt('/api/seo/sitemap-ka-2.xml')).body);
    expect(first).toHaveLength(50_000);
    expect(first[0]).toBe(`${ORIGIN}/ka`);
    expect(second).toEqual(Array.from({ length: 10 }, (_, i) => `${ORIGIN}/ka/bulk-${added - 9 + i}`));
    expect(new Set([...first, ...second]).size).toBe(first.length + second.length);
    expect((await getAt('/api/seo/sitemap-ka-3.xml')).statusCode).toBe(404);
  });
});
