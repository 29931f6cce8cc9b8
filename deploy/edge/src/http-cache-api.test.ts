/** @jest-environment node */
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createApiEdgeFixture, type ApiEdgeFixture } from './test-edge';

// The edge with the real API mounted, as `npm start` runs it: what a CDN in front of it sees.
// Public GETs (pages, settings) carry no cookie, a shared-cache rule and an ETag answered by 304;
// the session starts at GET /api/session, and a POST works with what it set.

let fixture: ApiEdgeFixture;
let edge: FastifyInstance;
beforeAll(async () => {
  fixture = await createApiEdgeFixture();
  edge = fixture.edge;
}, 60_000);
afterAll(() => fixture?.close());

const get = (url: string, headers: Record<string, string> = {}) => edge.inject({ url, headers });
const cookieOf = (response: LightMyRequestResponse) => response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

it.each([
  ['a page', '/women', 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'],
  ['the settings', '/api/settings/ru-ru', 'public, max-age=60, stale-while-revalidate=600'],
  ['the menu', '/api/indexedcategories/tree/ru-ru', 'public, max-age=60, stale-while-revalidate=600'],
])('serves %s without a cookie, cacheable, with an ETag that a gzip client revalidates to a 304', async (_name, url, rule) => {
  const first = await get(url, { 'accept-encoding': 'gzip' });
  expect(first.statusCode).toBe(200);
  expect(first.headers['set-cookie']).toBeUndefined();
  expect(first.headers['cache-control']).toBe(rule);
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^W\//);
  // The tag names the content, not its encoding.
  expect((await get(url)).headers.etag).toBe(etag);
  const again = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload).toHaveLength(0);
  expect(again.headers['set-cookie']).toBeUndefined();
});

it.each([['the cart', '/cart'], ['the back office', '/en/admin/orders']])('never lets a cache keep %s, one person\'s own page', async (_name, url) => {
  const page = await get(url);
  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('private, no-store');
  expect(page.body).toContain('<meta name="robots" content="noindex');
});

it('sends settings larger than the threshold compressed, whole', async () => {
  const response = await get('/api/settings/en-gb', { 'accept-encoding': 'gzip' });
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toMatchObject({ status: 200, settings: {} });
});

it('starts the session at GET /api/session, and a POST works with what it set; without it the POST is 403', async () => {
  const started = await get('/api/session');
  expect(started.headers['cache-control']).toBe('private, no-store');
  const cookie = cookieOf(started);
  const token = started.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const subscribe = (headers: Record<string, string>) =>
    edge.inject({ method: 'POST', url: '/api/email/subscribe', payload: { email: 'edge-cache@example.com' }, headers });

  const refused = await subscribe({});
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ error: 'xsrf' });
  const accepted = await subscribe({ cookie, 'x-xsrf-token': token });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json()).toEqual({ status: 200, result: 'success' });
  expect(accepted.headers['cache-control']).toBe('private, no-store');
});
