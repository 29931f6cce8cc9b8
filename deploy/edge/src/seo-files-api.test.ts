/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { createApiEdgeFixture, type ApiEdgeFixture } from './test-edge';

// The edge with the real API mounted, as `npm start` runs it, over a small seeded shop: the SEO
// files reach the site root whole. (Opening a fresh embedded database takes a few seconds.)

let fixture: ApiEdgeFixture;
let edge: FastifyInstance;
beforeAll(async () => {
  fixture = await createApiEdgeFixture();
  edge = fixture.edge;
}, 60_000);
afterAll(() => fixture?.close());

const get = (url: string) => edge.inject({ url, headers: { host: 'shop.test' } });
const ORIGIN = 'http://shop.test';

it('serves the sitemap index naming one sitemap per language', async () => {
  const response = await get('/sitemap.xml');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
  expect(response.headers['set-cookie']).toBeUndefined();
  expect([...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
    ['ru', 'en', 'ka'].map((language) => `${ORIGIN}/sitemap-${language}.xml`));
});

it('serves a language\'s sitemap: home, categories, info pages, posts and products under its prefix, with alternates', async () => {
  const response = await get('/sitemap-en.xml');
  expect(response.statusCode).toBe(200);
  expect(response.headers['set-cookie']).toBeUndefined();
  const xml = response.body;
  expect(xml).toContain(`<url><loc>${ORIGIN}/en</loc><xhtml:link rel="alternate" hreflang="ru" href="${ORIGIN}/"/>`);
  expect(xml).toContain(`<loc>${ORIGIN}/en/women</loc>`);
  expect(xml).toContain(`<loc>${ORIGIN}/en/delivery</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/en/blog/[a-z0-9-]+</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod>`));
  expect(xml).toContain(`hreflang="x-default" href="${ORIGIN}/delivery"/>`);
  expect(xml.match(/<url>/g)!.length).toBeGreaterThan(20);
});

it('serves robots.txt naming the sitemap index', async () => {
  const response = await get('/robots.txt');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  expect(response.body).toContain('Disallow: /en/cart$');
});

it('answers a sitemap the index does not name with a plain 404', async () => {
  const response = await get('/sitemap-ru-2.xml');
  expect(response.statusCode).toBe(404);
  expect(response.body).toBe('Not found');
});
