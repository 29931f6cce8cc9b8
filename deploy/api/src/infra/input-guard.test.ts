/** @jest-environment node */
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp, startSession, type TestApp } from '../test/test-app';
import { registerErrorHandling } from './errors';
import { decodedAgain, isSafeText, registerInputGuard, unsafeValueIn } from './input-guard';

describe('isSafeText', () => {
  it.each(['', 'платье', 'კაბა', '👩‍👩‍👧‍👦', '\uD83D\uDE00', 'tab\there'])('accepts %j', (text) => {
    expect(isSafeText(text)).toBe(true);
  });

  it.each(['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDC00\uD800', 'ok\uD83D'])('refuses %j', (text) => {
    expect(isSafeText(text)).toBe(false);
  });
});

describe('unsafeValueIn', () => {
  it('names the first unsafe string, key or number with its path', () => {
    expect(unsafeValueIn('body', { a: [1, 'x', { b: 'y\u0000' }] })).toBe('body/a/2/b contains a NUL byte or invalid Unicode');
    expect(unsafeValueIn('body', { ['k\uD800']: 1 })).toBe('body has a key with a NUL byte or invalid Unicode');
    expect(unsafeValueIn('body', { n: Infinity })).toBe('body/n must be a finite number, and an integer within ±2^31');
    expect(unsafeValueIn('body', { n: 2 ** 31 })).toBe('body/n must be a finite number, and an integer within ±2^31');
    expect(unsafeValueIn('body', { n: -0, x: 1.5, largest: 2 ** 31 - 1, smallest: -(2 ** 31), big: 1e300 / 1e290 + 0.5, ok: [true, null, 'текст'] })).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unsafeValueIn('body', deep)).toMatch(/contains a NUL byte/);
  });
});

describe('decodedAgain', () => {
  it('decodes a path as a browser escapes it, and keeps a malformed escape as typed', () => {
    expect(decodedAgain('querystring/path', '/%D0%BE%D0%BF%D0%BB%D0%B0%D1%82%D0%B0')).toBe('/оплата');
    expect(decodedAgain('querystring/path', '/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
    expect(decodedAgain('querystring/path', '/%ED%A0%80')).toBe('/%ED%A0%80');
  });

  it.each(['%00', '/a%00b', '%00%D0%BE'])('refuses %j, which decodes to a NUL byte', (text) => {
    expect(() => decodedAgain('body/url_path', text)).toThrow('body/url_path contains a NUL byte or invalid Unicode once decoded');
  });
});

describe('the guard on a route', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    registerInputGuard(app);
    const schema = {
      params: Type.Object({ page: Type.Integer({ minimum: 1, maximum: 100 }) }),
      querystring: Type.Object({
        ratio: Type.Optional(Type.Number()),
        size: Type.Optional(Type.Union([Type.Literal(10), Type.Literal(20)])),
        q: Type.Optional(Type.String()),
      }),
    };
    app.get('/items/:page', { schema }, async (request) => ({ status: 200, params: request.params, query: request.query }));
    app.post('/items', async (request) => ({ status: 200, body: request.body }));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['1e309', '-0', '9007199254740993', '2147483648', '0x10', '%205', '5%20', '1.0', '1e1', '+5', '١'])('refuses the page %j before the schema coerces it', async (page) => {
    const response = await app.inject(`/items/${page}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, error: 'validation', message: 'params/page must be a plain integer' });
  });

  it('lets plain numbers through to the schema, which checks the range', async () => {
    expect((await app.inject('/items/7?ratio=-0.25')).json()).toMatchObject({ params: { page: 7 }, query: { ratio: -0.25 } });
    expect((await app.inject('/items/101')).json()).toMatchObject({ status: 400, error: 'validation', message: 'params/page must be <= 100' });
    expect((await app.inject('/items/1?ratio=1e309')).json()).toMatchObject({ message: 'querystring/ratio must be a plain decimal number' });
    expect((await app.inject('/items/1?size=1e1')).json()).toMatchObject({ message: 'querystring/size must be a plain decimal number' });
    expect((await app.inject('/items/1?size=20')).json()).toMatchObject({ status: 200, query: { size: 20 } });
    expect((await app.inject('/items/1?ratio=1&ratio=2')).json()).toMatchObject({ status: 400, message: 'querystring/ratio must be number' });
  });

  it('refuses NUL bytes and lone surrogates in the query and the body', async () => {
    expect((await app.inject('/items/1?q=a%00b')).json()).toMatchObject({ status: 400, message: 'querystring/q contains a NUL byte or invalid Unicode' });
    const body = await app.inject({ method: 'POST', url: '/items', headers: { 'content-type': 'application/json' }, payload: '{"name":"\\ud800"}' });
    expect(body.json()).toMatchObject({ status: 400, message: 'body/name contains a NUL byte or invalid Unicode' });
    const number = await app.inject({ method: 'POST', url: '/items', headers: { 'content-type': 'application/json' }, payload: '{"n":1e309}' });
    expect(number.json()).toMatchObject({ status: 400, message: 'body/n must be a finite number, and an integer within ±2^31' });
  });
});

describe('the API', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  // The crashes that started the fuzz suite: each used to be a 500.
  it.each([
    ['/api/url/resolve?path=%00', 'querystring/path contains a NUL byte or invalid Unicode'],
    // Decoded twice: by the query, then as the path it carries.
    ['/api/url/resolve?path=%2500', 'querystring/path contains a NUL byte or invalid Unicode once decoded'],
    ['/api/url/resolve?path=%2Fdelivery%2500', 'querystring/path contains a NUL byte or invalid Unicode once decoded'],
    ['/api/blog/post/%00', 'params/slug contains a NUL byte or invalid Unicode'],
    ['/api/blog/posts/1e309', 'params/page must be a plain integer'],
    ['/api/blog/posts/1/1e309', 'params/limit must be a plain integer'],
  ])('answers GET %s with the 400 envelope', async (url, message) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, error: 'validation', message });
  });

  it('answers an info page asked for by a path that is a NUL byte once decoded with the 400 envelope', async () => {
    const session = await startSession(t.app);
    const response = await t.app.inject({
      method: 'POST', url: '/api/indexedpages/get/en-gb', payload: { url_path: 'delivery%00' }, headers: { cookie: session.cookie, 'x-xsrf-token': session.token },
    });
    expect(response.json()).toEqual({ status: 400, error: 'validation', message: 'body/url_path contains a NUL byte or invalid Unicode once decoded' });
  });
});
