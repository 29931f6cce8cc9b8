/** @jest-environment node */
import Fastify from 'fastify';
import { createTestApp, startSession, type TestApp } from '../test/test-app';
import { CACHE_RULES, registerHttpCache } from './http-cache';
import { matchesIfNoneMatch, weakEtag } from './validators';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('public GETs', () => {
  it.each([
    ['/api/settings/ru-ru', CACHE_RULES.content],
    ['/api/indexedcategories/tree/en-gb', CACHE_RULES.content],
    ['/api/blog/posts/1/3', CACHE_RULES.content],
    ['/api/cart/v2/countries', CACHE_RULES.content],
    ['/api/url/resolve?path=%2Fwomen', CACHE_RULES.catalogue],
    ['/api/search/complete/dre', CACHE_RULES.catalogue],
    ['/api/search/query/dress/1', CACHE_RULES.catalogue],
    ['/api/promo_legacy/product-newest', CACHE_RULES.catalogue],
    ['/api/media/logo.svg', CACHE_RULES.logo],
  ])('%s: %s, an ETag, and no cookie', async (url, rule) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(rule);
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('stay public and cookie-free for a visitor who has a session', async () => {
    const { cookie } = await startSession(t.app);
    const response = await get('/api/settings/en-gb', { cookie });
    expect(response.headers['cache-control']).toBe(CACHE_RULES.content);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answer 304 with no body to a matching If-None-Match, and 200 to another', async () => {
    const first = await get('/api/blog/posts/1/3');
    const etag = String(first.headers.etag);
    const again = await get('/api/blog/posts/1/3', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(CACHE_RULES.content);
    expect((await get('/api/blog/posts/1/3', { 'if-none-match': `"other", ${etag.slice(2)}` })).statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/api/blog/posts/1/3', headers: { 'if-none-match': '*' } });
    expect(head.statusCode).toBe(304);
    expect(head.body).toBe('');
    expect((await get('/api/blog/posts/1/3', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    // Another page is another body, so another tag.
    expect((await get('/api/blog/posts/2/3')).headers.etag).not.toBe(etag);
  });

  it('vary by the language header when they are made in its language, and not otherwise', async () => {
    const en = await get('/api/blog/posts/1/3', { 'x-language': 'en-gb' });
    const ka = await get('/api/blog/posts/1/3', { 'x-language': 'ka-ge' });
    expect(en.headers.vary).toBe('x-language');
    expect(en.headers.etag).not.toBe(ka.headers.etag);
    // The settings are the language's by their path; their amounts are in the header's currency.
    expect((await get('/api/settings/en-gb')).headers.vary).toBe('x-currency');
  });

  it('vary by the currency header when they state prices, so a cache never hands roubles to a dollar shopper', async () => {
    const dollars = await get('/api/promo_legacy/product-newest', { 'x-language': 'en-gb' });
    const roubles = await get('/api/promo_legacy/product-newest', { 'x-language': 'en-gb', 'x-currency': 'RUB' });
    expect(dollars.headers.vary).toBe('x-language, x-currency');
    expect(roubles.headers.vary).toBe('x-language, x-currency');
    expect(dollars.headers.etag).not.toBe(roubles.headers.etag);
    expect(roubles.json<{ products: Array<{ currency: string }> }>().products.every((product) => product.currency === 'RUB')).toBe(true);
    // A blog page states no price: it does not vary by the currency.
    expect((await get('/api/blog/posts/1/3', { 'x-currency': 'RUB' })).headers.vary).toBe('x-language');
  });

  it('let a cache keep a not-found answer only briefly', async () => {
    const response = await get('/api/blog/post/no-such-post');
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('personal replies', () => {
  it.each(['/api/cart/v2/', '/api/account/me', '/api/ab/get-banner', '/api/session', '/api/dev/outbox'])(
    '%s is private, no-store, without an ETag', async (url) => {
      const { cookie } = await startSession(t.app);
      const response = await get(url, { cookie });
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.etag).toBeUndefined();
    },
  );

  it('every POST is private, no-store, even a read-only one', async () => {
    const { cookie, token } = await startSession(t.app);
    const response = await t.app.inject({
      method: 'POST', url: '/api/indexedpages/get/ru-ru', payload: { url_path: 'delivery' }, headers: { cookie, 'x-xsrf-token': token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the cache rule', () => {
  const app = Fastify();
  registerHttpCache(app);
  app.get('/leaky', async (_request, reply) => reply.header('set-cookie', 'sid=someone').send({ status: 200 }));
  app.get('/broken', async (_request, reply) => reply.code(500).send({ status: 500, error: 'internal' }));
  app.get('/stream', async (_request, reply) => reply.type('text/plain').send(Buffer.from('bytes')));
  afterAll(() => app.close());

  it('sends a public reply that sets a cookie as private, no-store, so no shared cache keeps it', async () => {
    const response = await app.inject({ url: '/leaky' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('lets no cache keep a failure', async () => {
    expect((await app.inject({ url: '/broken' })).headers['cache-control']).toBe('no-store');
  });

  it('tags a Buffer body like a string', async () => {
    const response = await app.inject({ url: '/stream' });
    expect(response.headers.etag).toBe(weakEtag(Buffer.from('bytes')));
    expect((await app.inject({ url: '/stream', headers: { 'if-none-match': '*' } })).statusCode).toBe(304);
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = weakEtag('body');
  it.each([
    [etag, true],
    [etag.slice(2), true],
    [`"a", ${etag}`, true],
    ['*', true],
    ['W/"a"', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});
