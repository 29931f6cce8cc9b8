/** @jest-environment node */
import { readEdgeEnv } from './env';
import { parseRemoteOverride } from './remote-override';
import { createEdgeFixture, type EdgeFixture } from './test-edge';
import { CURRENCY_RETURN_HASH } from './currency-return';

/** Where the fixture's live content-blog build is (its version carries a build id). */
const liveBlogOf = (fixture: EdgeFixture) => `/remotes/content-blog/${fixture.blog}/mf-manifest.json`;

const DEV_CATALOG = 'http://localhost:3001/mf-manifest.json';
const COOKIE = `shop-remote-override=catalog@${DEV_CATALOG}`;

function inlinedRegistry(html: string): unknown {
  const match = /<script type="application\/json" id="shop-registry">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] ?? 'null') : undefined;
}

describe('parseRemoteOverride', () => {
  it.each([
    [`catalog@${DEV_CATALOG}`, { remote: 'catalog', url: DEV_CATALOG, origin: 'http://localhost:3001' }],
    ['giftcard@http://127.0.0.1:3005/remoteEntry.js', { remote: 'giftcard', url: 'http://127.0.0.1:3005/remoteEntry.js', origin: 'http://127.0.0.1:3005' }],
    ['cart-checkout@https://LOCALHOST:8443/dist/mf-manifest.json', { remote: 'cart-checkout', url: 'https://localhost:8443/dist/mf-manifest.json', origin: 'https://localhost:8443' }],
  ])('accepts %s', (value, override) => {
    expect(parseRemoteOverride(value)).toEqual(override);
  });

  it.each([
    ['an unknown remote', `checkout@${DEV_CATALOG}`, /remote one of catalog, cart-checkout/],
    ['no remote at all', DEV_CATALOG, /<remote>@<url>/],
    ['no URL', 'catalog@', /cannot be parsed/],
    ['another scheme', 'catalog@javascript:alert(1)//x.js', /http\(s\)/],
    ['a file URL', 'catalog@file:///etc/mf-manifest.json', /http\(s\)/],
    ['another host', 'catalog@https://cdn.example/mf-manifest.json', /on this machine/],
    ['a host posing as localhost', 'catalog@http://localhost.evil.example/mf-manifest.json', /on this machine/],
    ['credentials', 'catalog@http://me:secret@localhost:3001/mf-manifest.json', /credentials/],
    ['a query', `catalog@${DEV_CATALOG}?v=1`, /without query/],
    ['a page rather than a manifest', 'catalog@http://localhost:3001/', /mf-manifest.json or remoteEntry.js/],
    ['characters a header would need escaped', 'catalog@http://localhost:3001/a;b/mf-manifest.json', /plain path/],
    ['a very long URL', `catalog@http://localhost:3001/${'a'.repeat(300)}.json`, /longer than 300/],
  ])('refuses %s', (_case, value, reason) => {
    const parsed = parseRemoteOverride(value);
    expect(parsed).toEqual({ refused: expect.stringMatching(reason) });
  });
});

describe('NODE_ENV', () => {
  it('is production only when it says so', () => {
    expect(readEdgeEnv({}).production).toBe(false);
    expect(readEdgeEnv({ NODE_ENV: 'development' }).production).toBe(false);
    expect(readEdgeEnv({ NODE_ENV: 'production' }).production).toBe(true);
  });
});

describe('an edge that honours overrides (outside production)', () => {
  let fixture: EdgeFixture;
  let log: string[];
  beforeEach(async () => {
    log = [];
    const logger = { level: 'warn', stream: { write: (line: string) => void log.push(line) } };
    fixture = await createEdgeFixture({ remoteOverrides: true, devOrigins: ['http://localhost:3004'], logger });
  });
  afterEach(() => fixture.close());

  it('turns the parameter into a session cookie and sends the browser back to the same page without it', async () => {
    const res = await fixture.edge.inject({ url: `/en/blog?page=2&remote-override=${encodeURIComponent(`catalog@${DEV_CATALOG}`)}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/blog?page=2');
    expect(res.headers['set-cookie']).toBe(`${COOKIE}; Path=/; HttpOnly; SameSite=Lax`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the redirect on this site whatever the path looks like', async () => {
    const res = await fixture.edge.inject({ url: `//evil.example/?remote-override=catalog@${DEV_CATALOG}` });
    expect(res.headers.location).toBe('/evil.example/');
  });

  it('points the remote at the dev server in the page and in /remotes.json, for that browser only, never cached', async () => {
    const page = await fixture.edge.inject({ url: '/blog', headers: { cookie: `other=1; ${COOKIE}` } });
    expect(inlinedRegistry(page.body)).toEqual({ 'content-blog': liveBlogOf(fixture), catalog: DEV_CATALOG });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.etag).toBeUndefined();
    expect(page.headers['x-remote-override']).toBe(`catalog@${DEV_CATALOG}`);

    const map = await fixture.edge.inject({ url: '/remotes.json', headers: { cookie: COOKIE } });
    expect(map.json()).toEqual({ 'content-blog': liveBlogOf(fixture), catalog: DEV_CATALOG });
    expect(map.headers['cache-control']).toBe('private, no-store');

    const someoneElse = await fixture.edge.inject({ url: '/blog' });
    expect(inlinedRegistry(someoneElse.body)).toEqual({ 'content-blog': liveBlogOf(fixture) });
    expect(someoneElse.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });

  it('allows the dev server\'s origin in that browser\'s CSP only, next to the configured dev origins', async () => {
    const csp = (cookie?: string) => fixture.edge.inject({ url: '/', headers: cookie ? { cookie } : {} }).then((res) => String(res.headers['content-security-policy']));
    const overridden = await csp(COOKIE);
    // eval: a dev server's development build runs its modules through it.
    expect(overridden).toContain(`script-src 'self' ${CURRENCY_RETURN_HASH} 'unsafe-eval' http://localhost:3004 http://localhost:3001;`);
    expect(overridden).toContain('connect-src \'self\' http://localhost:3004 http://localhost:3001 ws://localhost:3004 ws://localhost:3001;');
    expect(overridden).toContain("frame-ancestors 'none'");
    const everyoneElse = await csp();
    expect(everyoneElse).not.toContain('localhost:3001');
    expect(everyoneElse).not.toContain('unsafe-eval');
  });

  it('points the page\'s own remote at the dev server, with no preload hints for its files', async () => {
    const cookie = 'shop-remote-override=content-blog@http://127.0.0.1:3004/mf-manifest.json';
    const page = await fixture.edge.inject({ url: '/blog', headers: { cookie } });
    expect(inlinedRegistry(page.body)).toEqual({ 'content-blog': 'http://127.0.0.1:3004/mf-manifest.json' });
    // A dev server's files are not the edge's to preload.
    expect(page.body).not.toContain('rel="preload" href="/remotes/content-blog');
  });

  it.each(['off', 'clear', ''])('clears the cookie with ?remote-override=%s', async (value) => {
    const res = await fixture.edge.inject({ url: `/cart?remote-override=${value}`, headers: { cookie: COOKIE } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/cart');
    expect(res.headers['set-cookie']).toBe('shop-remote-override=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it('ignores a bad parameter with a reason in the log and the reply, leaving the cookie as it was', async () => {
    const res = await fixture.edge.inject({ url: '/?remote-override=catalog@https://cdn.example/mf-manifest.json%0d%0aX-Evil:%201' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-remote-override']).toBe('ignored: the URL must be on this machine (localhost, 127.0.0.1 or [::1])');
    expect(res.headers['x-evil']).toBeUndefined();
    expect(log.join('')).toContain('remote-override ignored: the URL must be on this machine');
  });

  it('ignores a cookie it would refuse as a parameter', async () => {
    const page = await fixture.edge.inject({ url: '/blog', headers: { cookie: 'shop-remote-override=catalog@https://cdn.example/mf-manifest.json' } });
    expect(inlinedRegistry(page.body)).toEqual({ 'content-blog': liveBlogOf(fixture) });
    expect(String(page.headers['content-security-policy'])).not.toContain('cdn.example');
    expect(log.join('')).toContain('the shop-remote-override cookie is ignored');
  });

  it('leaves files and the API alone', async () => {
    const file = await fixture.edge.inject({ url: `/assets/shell/main.js?remote-override=catalog@${DEV_CATALOG}`, headers: { cookie: COOKIE } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['set-cookie']).toBeUndefined();
    expect(file.headers['cache-control']).toBe('no-cache');
    const api = await fixture.edge.inject({ url: '/api/settings/ru-ru', headers: { cookie: COOKIE } });
    expect(api.statusCode).toBe(200);
    expect(String(api.headers['content-security-policy'])).not.toContain('localhost:3001');
  });
});

describe('an edge built for production (server.ts: NODE_ENV=production turns overrides off)', () => {
  let fixture: EdgeFixture;
  beforeEach(async () => {
    fixture = await createEdgeFixture();
  });
  afterEach(() => fixture.close());

  it('honours neither the parameter nor the cookie', async () => {
    const param = await fixture.edge.inject({ url: `/blog?remote-override=catalog@${DEV_CATALOG}` });
    expect(param.statusCode).toBe(200);
    expect(param.headers['set-cookie']).toBeUndefined();
    expect(inlinedRegistry(param.body)).toEqual({ 'content-blog': liveBlogOf(fixture) });

    const cookie = await fixture.edge.inject({ url: '/blog', headers: { cookie: COOKIE } });
    expect(inlinedRegistry(cookie.body)).toEqual({ 'content-blog': liveBlogOf(fixture) });
    expect(String(cookie.headers['content-security-policy'])).not.toContain('localhost:3001');
    expect(cookie.headers['x-remote-override']).toBeUndefined();
    expect((await fixture.edge.inject({ url: '/remotes.json', headers: { cookie: COOKIE } })).json()).toEqual({ 'content-blog': liveBlogOf(fixture) });
  });
});
