/** @jest-environment node */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildEdge } from './edge';
import { createEdgeFixture, fakeApi, type EdgeFixture } from './test-edge';

let work: string;
let edge: FastifyInstance;
let settingsCalls: string[];
let fixture: EdgeFixture;

function registryBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1] ?? 'null') : undefined;
}

beforeEach(async () => {
  fixture = await createEdgeFixture();
  ({ work, edge, settingsCalls } = fixture);
});

afterEach(() => fixture.close());

describe('pages', () => {
  it('serves the shell for any page path with the registry, settings and lang', async () => {
    const res = await edge.inject({ url: '/page/delivery?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(res.body).toContain('<html lang="ru-RU">');
    expect(registryBlock(res.body, 'shop-registry')).toEqual({ 'content-blog': `/remotes/content-blog/${fixture.blog}/mf-manifest.json` });
    expect(registryBlock(res.body, 'shop-settings')).toMatchObject({ language: 'ru-ru', name: 'Shop ru-ru' });
    // Both blocks sit in <head>, before the shell's own script.
    expect(res.body.indexOf('id="shop-settings"')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('picks the settings by the language prefix of the URL', async () => {
    const en = await edge.inject({ url: '/en/blog' });
    expect(en.body).toContain('<html lang="en-GB">');
    expect(registryBlock(en.body, 'shop-settings')).toMatchObject({ language: 'en-gb' });
    const ka = await edge.inject({ url: '/ka' });
    expect(registryBlock(ka.body, 'shop-settings')).toMatchObject({ language: 'ka-ge' });
    expect(ka.body).toContain('<html lang="ka-GE">');
  });

  it('escapes < in the inlined JSON so data cannot close the script element', async () => {
    const res = await edge.inject({ url: '/' });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(registryBlock(res.body, 'shop-settings')).toMatchObject({ tagline: '<script>alert(1)</script>' });
  });

  it('reuses settings between page loads instead of asking the API each time', async () => {
    await edge.inject({ url: '/blog' });
    await edge.inject({ url: '/blog/a' });
    expect(settingsCalls).toEqual(['ru-ru']);
  });

  it("hints the shell's texts in the page's language only", async () => {
    const english = await edge.inject({ url: '/en/blog' });
    expect(english.body).toContain('<link rel="preload" href="/assets/shell/texts-en-gb.0a1b2c3d.js" as="script">');
    expect(english.body).not.toContain('texts-ru-ru');
    const russian = await edge.inject({ url: '/blog' });
    expect(russian.body).toContain('<link rel="preload" href="/assets/shell/texts-ru-ru.0a1b2c3d.js" as="script">');
    expect(russian.body).not.toContain('texts-en-gb');
  });

  it('hints the page module\'s manifest, entry, JS and CSS from the live manifest, and the lead image', async () => {
    const list = await edge.inject({ url: '/en/blog' });
    expect(list.body).toContain(`<link rel="preload" href="/remotes/content-blog/${fixture.blog}/mf-manifest.json" as="fetch" crossorigin="anonymous">`);
    expect(list.body).toContain(`<link rel="preload" href="/remotes/content-blog/${fixture.blog}/remoteEntry.js" as="script">`);
    expect(list.body).toContain(`<link rel="preload" href="/remotes/content-blog/${fixture.blog}/__federation_expose_BlogList.0123abcd4567ef89.js" as="script">`);
    expect(list.body).toContain(`<link rel="preload" href="/remotes/content-blog/${fixture.blog}/blog.1a2b3c4d.css" as="style">`);
    // Only the synchronous files: the module's lazy chunks wait until it asks for them.
    expect(list.body).not.toContain('768.9f8e7d6c.js');

    const post = await edge.inject({ url: '/en/blog/some-post' });
    expect(post.body).toContain(`<link rel="preload" href="/remotes/content-blog/${fixture.blog}/__federation_expose_BlogPost.1111aaaa.js" as="script">`);
    expect(post.body).toContain(
      '<link rel="preload" as="image" href="/api/media/blog/1-768.webp" imagesrcset="/api/media/blog/1-400.webp 400w, /api/media/blog/1-768.webp 768w, /api/media/blog/1-1280.webp 1280w" imagesizes="(min-width: 1280px) 800px, 100vw" fetchpriority="high">',
    );
  });

  it('answers 404 with the shell for a path the API does not know, a missing post and /404', async () => {
    for (const url of ['/success/abc', '/en/no-such-page', '/blog/missing', '/blog?page=3', '/404', '/page/women']) {
      const res = await edge.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('rel="canonical"');
    }
    // The 404 screen is content-blog's: its module is preloaded like any page's.
    expect((await edge.inject({ url: '/success/abc' })).body).toContain(`/remotes/content-blog/${fixture.blog}/remoteEntry.js`);
  });

  const token = 'Ab3_-xYz0123456789abc';
  it.each([
    '/cart', '/cart/', '/en/cart', `/cart/shared/${token}`, `/ka/cart/shared/${token}`, '/order', '/en/order', `/order/shared/${token}`,
    '/pay', '/pay?order=12', '/en/payment-success?order=12', '/payment-failure', '/success/12', '/ka/failure/12', '/success/12/',
    '/auth', '/en/register', '/account', '/ka/account/personal', '/account/edit-address', '/en/account/orders', '/account/order/12',
    '/account/membership', '/account/cashback', '/account/wishlist/', '/invite/Ab12Cd34Ef', '/giftcard/Ab3_-xYz0123456789abcd', '/en/giftcard/Ab3_-xYz0123456789abcd',
    '/admin', '/en/admin/orders/12',
  ])('answers %s, a shopper\'s own page, with the shell: 200, no page data, never indexed, never kept by a cache', async (url) => {
    const res = await edge.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(registryBlock(res.body, 'shop-page')).toBeUndefined();
    expect(registryBlock(res.body, 'shop-settings')).toBeDefined();
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('rel="canonical"');
    expect(res.body).not.toContain('rel="alternate"');
    // One person's page: neither a shared cache nor the browser keeps it (what it shows is theirs once it is drawn).
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    '/success/abc', '/en/failure/0', '/failure/1.5', '/success/12/x', '/cart/shared/short', '/order/shared/not%2Ba%2Btoken%2Bat%2Ball', '/cart/shared', '/cart/other',
    '/account/order/abc', '/account/order/12/x', '/account/other', '/invite/short', '/invite/has-dash-here',
    '/giftcard/short', '/giftcard/Ab3_-xYz0123456789ab%2Bd', '/giftcard', '/giftcard/Ab3_-xYz0123456789abcd/x',
  ])(
    'keeps %s, a shape no personal page has, the 404 it was',
    async (url) => {
      const res = await edge.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    },
  );

  it('inlines the page\'s first data, keyed by the path and query it was sent for', async () => {
    const res = await edge.inject({ url: '/en/page/delivery?utm=x' });
    expect(res.statusCode).toBe(200);
    expect(registryBlock(res.body, 'shop-page')).toEqual({
      kind: 'resolve',
      path: '/en/page/delivery?utm=x',
      reply: expect.objectContaining({ status: 200, type: 'infopage', url_path: 'delivery' }),
    });
    expect(registryBlock((await edge.inject({ url: '/blog?page=1' })).body, 'shop-page')).toMatchObject({ kind: 'blog-list', path: '/blog?page=1', reply: { page: 1 } });
    expect(registryBlock((await edge.inject({ url: '/search/%D1%88%D0%B0%D1%80%D1%84' })).body, 'shop-page')).toMatchObject({ kind: 'search', reply: { status: 200 } });
  });

  it('sends the shell as before, with no page data, when the API fails', async () => {
    const res = await edge.inject({ url: '/broken' });
    expect(res.statusCode).toBe(200);
    expect(registryBlock(res.body, 'shop-page')).toBeUndefined();
    expect(registryBlock(res.body, 'shop-registry')).toBeDefined();
  });

  it('inlines the new registry on the next page load after a promote, with no restart', async () => {
    await fixture.registry.promote('local', 'content-blog', fixture.oldBlog);
    const res = await edge.inject({ url: '/blog' });
    expect(registryBlock(res.body, 'shop-registry')).toEqual({ 'content-blog': `/remotes/content-blog/${fixture.oldBlog}/mf-manifest.json` });
    const json = await edge.inject({ url: '/remotes.json' });
    expect(json.json()).toEqual({ 'content-blog': `/remotes/content-blog/${fixture.oldBlog}/mf-manifest.json` });
  });

  it('compresses the page with brotli or gzip as the client accepts', async () => {
    // Past the 1 KB below which compression does not pay, as a real shell's page is.
    const template = join(work, 'shell', 'index.html');
    writeFileSync(template, readFileSync(template, 'utf8').replace('</body>', `<noscript>${'This shop needs JavaScript. '.repeat(40)}</noscript></body>`));
    const plain = await edge.inject({ url: '/blog' });
    const br = await edge.inject({ url: '/blog', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await edge.inject({ url: '/en/blog', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const head = await edge.inject({ method: 'HEAD', url: '/blog', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
  });

  it('sets no cookie and tags the page with an ETag that a matching If-None-Match turns into an empty 304', async () => {
    const res = await edge.inject({ url: '/en/blog' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await edge.inject({ url: '/en/blog', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect((await edge.inject({ url: '/en/blog', headers: { 'if-none-match': 'W/"stale"' } })).statusCode).toBe(200);
    const head = await edge.inject({ method: 'HEAD', url: '/en/blog', headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(304);
    expect(head.rawPayload).toHaveLength(0);
    // Another language's page is another body.
    expect((await edge.inject({ url: '/ka/blog' })).headers.etag).not.toBe(etag);
  });

  it('gives the page one ETag whatever the encoding, and a 304 in each', async () => {
    const template = join(work, 'shell', 'index.html');
    writeFileSync(template, readFileSync(template, 'utf8').replace('</body>', `<noscript>${'This shop needs JavaScript. '.repeat(40)}</noscript></body>`));
    const tags = [];
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await edge.inject({ url: '/blog', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      tags.push(res.headers.etag);
      const revalidated = await edge.inject({ url: '/blog', headers: { 'accept-encoding': encoding, 'if-none-match': String(res.headers.etag) } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload).toHaveLength(0);
    }
    expect(new Set(tags).size).toBe(1);
  });

  it('changes the page\'s ETag when the live registry changes', async () => {
    const before = await edge.inject({ url: '/blog' });
    await fixture.registry.promote('local', 'content-blog', fixture.oldBlog);
    const after = await edge.inject({ url: '/blog', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers 503 with a hint while the shell is not built', async () => {
    rmSync(join(work, 'shell', 'index.html'));
    const res = await edge.inject({ url: '/blog' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/npm start/);
  });
});

describe('canary', () => {
  const visitor = (res: { headers: Record<string, unknown> }) => /shop_visitor=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];
  const blogMap = (version: string) => ({ 'content-blog': `/remotes/content-blog/${version}/mf-manifest.json` });

  it('sets no cookie and lets any cache keep the map and pages while no canary runs', async () => {
    for (const url of ['/remotes.json', '/blog']) {
      const res = await edge.inject({ url });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(String(res.headers['cache-control'])).not.toContain('private');
    }
  });

  it('gives each visitor a sticky side, in /remotes.json, the inlined map and the preload links alike, never shared-cached', async () => {
    await fixture.registry.canary('local', 'content-blog', fixture.oldBlog, 50);
    const sides = new Set<string>();
    for (let i = 0; i < 16; i++) {
      const first = await edge.inject({ url: '/remotes.json' });
      const id = visitor(first)!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(String(first.headers['set-cookie'])).toContain('Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax');
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(String(first.headers.vary)).toContain('cookie');
      const map = first.json() as Record<string, string>;
      const version = map['content-blog']!.split('/')[3]!;
      expect([fixture.blog, fixture.oldBlog]).toContain(version);
      sides.add(version);

      const cookie = `shop_visitor=${id}`;
      expect((await edge.inject({ url: '/remotes.json', headers: { cookie } })).json()).toEqual(map);
      const page = await edge.inject({ url: '/blog/some-post', headers: { cookie } });
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(registryBlock(page.body, 'shop-registry')).toEqual(blogMap(version));
      expect(page.body).toContain(`__federation_expose_BlogPost.${version === fixture.blog ? '1111aaaa' : '0000bbbb'}.js`);
    }
    // 16 visitors at 50 %: both sides (all on one side has odds of 2 in 65 536).
    expect(sides.size).toBe(2);
  });

  it('replaces a cookie it did not make, and serves everyone the live version again once the canary ends', async () => {
    await fixture.registry.canary('local', 'content-blog', fixture.oldBlog, 10);
    const forged = await edge.inject({ url: '/remotes.json', headers: { cookie: 'shop_visitor=../../etc' } });
    expect(visitor(forged)).toMatch(/^[0-9a-f-]{36}$/);
    await fixture.registry.stopCanary('local', 'content-blog');
    const after = await edge.inject({ url: '/blog', headers: { cookie: `shop_visitor=${visitor(forged)}` } });
    expect(after.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(registryBlock(after.body, 'shop-registry')).toEqual(blogMap(fixture.blog));
  });

  it('serves only its own environment', async () => {
    await fixture.registry.promote('production', 'content-blog', fixture.oldBlog);
    expect((await edge.inject({ url: '/remotes.json' })).json()).toEqual(blogMap(fixture.blog));
    const production = await buildEdge({ shellDir: join(work, 'shell'), registryRoot: join(work, 'registry'), environment: 'production', api: { plugin: fakeApi, options: { tagline: '' } } });
    try {
      expect((await production.inject({ url: '/remotes.json' })).json()).toEqual(blogMap(fixture.oldBlog));
    } finally {
      await production.close();
    }
  });
});

describe('security headers', () => {
  it.each(['/', '/assets/shell/main.js', '/remotes.json', '/api/settings/ru-ru', '/api/nope'])('sets them on %s', async (url) => {
    const res = await edge.inject({ url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('static files and caching', () => {
  it('caches hashed shell chunks forever and revalidates the unhashed entry', async () => {
    const chunk = await edge.inject({ url: '/assets/shell/512.a1b2c3d4e5f60718.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const main = await edge.inject({ url: '/assets/shell/main.js' });
    expect(main.headers['cache-control']).toBe('no-cache');
    expect(main.headers.etag).toBeDefined();
  });

  it('serves published remote builds: chunks immutable, manifest and remoteEntry revalidated', async () => {
    const chunk = await edge.inject({ url: `/remotes/content-blog/${fixture.oldBlog}/__federation_expose_BlogList.0123abcd4567ef89.js` });
    expect(chunk.body).toBe('old');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await edge.inject({ url: `/remotes/content-blog/${fixture.blog}/${file}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the registry map revalidated on every use, with an ETag', async () => {
    const res = await edge.inject({ url: '/remotes.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ 'content-blog': `/remotes/content-blog/${fixture.blog}/mf-manifest.json` });
    const again = await edge.inject({ url: '/remotes.json', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers missing assets with a real 404, never the HTML', async () => {
    for (const url of ['/assets/shell/missing.js', '/remotes/content-blog/7.0.0/mf-manifest.json', '/remotes/history.jsonl', '/assets/shell/index.html']) {
      const res = await edge.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<html');
    }
  });

  it('compresses replies made per request with brotli or gzip as the client accepts', async () => {
    const big = await buildEdge({
      shellDir: join(work, 'shell'),
      registryRoot: join(work, 'registry'),
      api: {
        plugin: async (api) => {
          api.get('/big', async () => ({ status: 200, items: Array.from({ length: 200 }, (_, i) => `item ${i}`) }));
        },
        options: {},
      },
    });
    try {
      const br = await big.inject({ url: '/api/big', headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toMatchObject({ status: 200 });
      const gzip = await big.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
    } finally {
      await big.close();
    }
  });
});

describe('API', () => {
  it('mounts the API under /api', async () => {
    const res = await edge.inject({ url: '/api/settings/en-gb' });
    expect(res.json()).toMatchObject({ status: 200, settings: { language: 'en-gb' } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/unknown'], ['POST', '/api/nope/deeper'], ['GET', '/api']] as const) {
      const res = await edge.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ status: 404, error: 'not_found' });
    }
  });

  it('answers a URL with a malformed escape with 400: the API envelope under /api, plain text elsewhere', async () => {
    const api = await edge.inject({ url: '/api/search/complete/%E0%A4%A' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ status: 400, error: 'validation' });
    const page = await edge.inject({ url: '/blog/%E0%A4%A' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toBe('Bad request');
  });

  it('answers a body it cannot parse with 400, never its error message: the API envelope under /api, plain text elsewhere', async () => {
    const malformed = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, payload: '{"a":' };
    const page = await edge.inject({ ...malformed, url: '/blog' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(page.body).toBe('Bad Request');
    for (const url of ['/api', '/api/settings/ru-ru']) {
      const api = await edge.inject({ ...malformed, url });
      expect(api.statusCode).toBe(400);
      expect(api.json()).toMatchObject({ status: 400, error: 'validation' });
    }
  });

  it('proxies /api to API_URL when given an upstream', async () => {
    const upstream = await buildEdge({
      shellDir: join(work, 'shell'),
      registryRoot: join(work, 'registry'),
      api: { plugin: fakeApi, options: { tagline: 'from upstream' } },
    });
    const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
    const proxied = await buildEdge({ shellDir: join(work, 'shell'), registryRoot: join(work, 'registry'), api: { upstream: address } });
    try {
      const res = await proxied.inject({ url: '/api/settings/ka-ge' });
      expect(res.json()).toMatchObject({ settings: { language: 'ka-ge', tagline: 'from upstream' } });
      const page = await proxied.inject({ url: '/en/blog' });
      expect(registryBlock(page.body, 'shop-settings')).toMatchObject({ language: 'en-gb', tagline: 'from upstream' });
    } finally {
      await proxied.close();
      await upstream.close();
    }
  });
});
