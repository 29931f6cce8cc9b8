/** @jest-environment node */
import { percentile, sampleCount, type RumBeacon } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createToken } from '../admin/staff';
import { beaconRows, minuteOf, recordBeacon } from './record-beacon';
import { rollUpVitals } from './roll-up';
import { vitalsByVersion } from './version-vitals';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await t.db.orm.transaction((tx) => createToken(tx, { actor: 'test' }, { name: 'vitals', role: 'operator', createdBy: null }))).token;
});
afterAll(async () => { await t.close(); });
beforeEach(async () => {
  for (const table of ['rum_views', 'rum_vitals', 'rate_limits']) await t.db.orm.execute(sql.raw(`DELETE FROM ${table}`));
});

const blogView = (version: string, extra: Partial<RumBeacon['views'][number]> = {}): RumBeacon['views'][number] => ({
  page: 'blog-post', remotes: { 'content-blog': version }, errors: 0, failed: [], ...extra,
});
const beacon = (fields: Partial<RumBeacon> = {}): RumBeacon => ({ shell: '1.0.0', language: 'ru-ru', device: 'phone', views: [blogView('1.1.16+aa')], ...fields });
const send = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/rum', payload: payload as object, headers: { 'content-type': 'application/json', ...headers } });
const since = new Date(Date.now() - 5 * 60_000);
const blogVitals = () => vitalsByVersion(t.db, { env: 'local', part: 'content-blog', since });

describe('a beacon in rows', () => {
  it('counts each view once for the shell and each remote it ran, an error against all of them, a failed load against its remote only', () => {
    const rows = beaconRows(beacon({
      views: [
        blogView('2.0.0+bb', { errors: 2, failed: ['content-blog'] }),
        blogView('2.0.0+bb'),
        { page: 'cart', remotes: { 'cart-checkout': '1.1.20+cc', giftcard: '1.1.16+dd' }, errors: 0, failed: ['giftcard'] },
      ],
    }), 'local', new Date('2026-11-29T10:00:42Z'));
    const count = (part: string) => rows.views.filter((row) => row.part === part).map(({ page, views, errorViews, loadFailures }) => ({ page, views, errorViews, loadFailures }));
    expect(count('shell')).toEqual([{ page: 'blog-post', views: 2, errorViews: 1, loadFailures: 0 }, { page: 'cart', views: 1, errorViews: 0, loadFailures: 0 }]);
    expect(count('content-blog')).toEqual([{ page: 'blog-post', views: 2, errorViews: 1, loadFailures: 1 }]);
    expect(count('giftcard')).toEqual([{ page: 'cart', views: 1, errorViews: 0, loadFailures: 1 }]);
    expect(rows.views[0]!.periodStart).toEqual(new Date('2026-11-29T10:00:00Z'));
  });

  it('puts each vital in its bucket for the parts of the page it measured, CLS in thousandths', () => {
    const rows = beaconRows(beacon({ views: [], vitals: { page: 'product', remotes: { catalog: '1.1.17+ee' }, values: { LCP: 1800, CLS: 0.05 } } }), 'local', new Date());
    expect(rows.vitals.map((row) => [row.part, row.metric, row.histogram])).toEqual([
      ['catalog', 'CLS', { 42: 1 }], ['catalog', 'LCP', { 79: 1 }], ['shell', 'CLS', { 42: 1 }], ['shell', 'LCP', { 79: 1 }],
    ]);
  });
});

describe('POST /api/rum', () => {
  it('takes a beacon without a session or an XSRF header, and counts it by version', async () => {
    const response = await send(beacon({
      views: [blogView('1.1.16+aa'), blogView('1.1.16+aa', { errors: 1 }), blogView('0.9.0+ff', { failed: ['content-blog'] })],
      vitals: { page: 'blog-post', remotes: { 'content-blog': '1.1.16+aa' }, values: { LCP: 1200, INP: 80 } },
    }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, accepted: true });
    expect(response.headers['set-cookie']).toBeUndefined();
    const versions = await blogVitals();
    expect(versions.map(({ version, views, errorViews, loadFailures }) => ({ version, views, errorViews, loadFailures }))).toEqual([
      { version: '1.1.16+aa', views: 2, errorViews: 1, loadFailures: 0 },
      { version: '0.9.0+ff', views: 1, errorViews: 0, loadFailures: 1 },
    ]);
    expect(percentile(versions[0]!.vitals.LCP!, 75)).toBeGreaterThan(1200 / 1.1);
    expect(percentile(versions[0]!.vitals.LCP!, 75)).toBeLessThan(1200 * 1.1);
  });

  it('adds beacons that arrive together into one histogram, none lost', async () => {
    const lcps = Array.from({ length: 40 }, (_, i) => 500 + i * 50);
    await Promise.all(lcps.map((LCP) => send(beacon({ vitals: { page: 'blog-post', remotes: { 'content-blog': '1.1.16+aa' }, values: { LCP } } }))));
    const [version] = await blogVitals();
    expect(version!.views).toBe(40);
    expect(sampleCount(version!.vitals.LCP!)).toBe(40);
    // The 30th of 40 values is 1950 ms: the histogram's p75 is within its 10 % bucket.
    expect(Math.abs(percentile(version!.vitals.LCP!, 75)! - 1950) / 1950).toBeLessThan(0.1);
  });

  it.each([
    ['no views field', { shell: '1.0.0', language: 'ru-ru', device: 'phone' }],
    ['an unknown page kind', beacon({ views: [{ ...blogView('1'), page: 'admin' as 'cart' }] })],
    ['a version with a quote', beacon({ shell: "1.0'; DROP TABLE rum_views; --" })],
    ['a negative LCP', beacon({ vitals: { page: 'home', remotes: {}, values: { LCP: -1 } } })],
    ['an LCP of a day', beacon({ vitals: { page: 'home', remotes: {}, values: { LCP: 86_400_000 } } })],
    ['too many views', beacon({ views: Array.from({ length: 51 }, () => blogView('1')) })],
    ['a string for a count', beacon({ views: [{ ...blogView('1'), errors: '1' as unknown as number }] })],
  ])('refuses %s with 400 and keeps nothing', async (_case, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
    expect(await blogVitals()).toEqual([]);
  });

  it('keeps nothing a beacon adds beyond its schema: a URL, an unknown remote', async () => {
    await send({ ...beacon({ views: [{ ...blogView('1.1.16+aa'), remotes: { 'content-blog': '1.1.16+aa', evil: '6.6.6' } as RumBeacon['views'][number]['remotes'] }] }), url: 'https://shop.example/account?email=anna@example.com' });
    const stored = JSON.stringify((await t.db.orm.execute(sql`SELECT * FROM rum_views`) as unknown as { rows: unknown[] }).rows);
    expect(stored).toContain('1.1.16+aa');
    expect(stored).not.toMatch(/evil|6\.6\.6|anna|shop\.example/);
  });

  it('refuses a body that is not JSON, or too big, without a 5xx', async () => {
    expect((await send('{"views": [', {})).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/rum', payload: 'views', headers: { 'content-type': 'text/plain' } })).statusCode).toBe(400);
    const big = await send(JSON.stringify({ ...beacon(), padding: 'x'.repeat(20_000) }));
    expect([big.statusCode, big.json().message]).toEqual([400, 'Request body is too large']);
  });
});

describe('rolling up', () => {
  it('sums minutes older than two hours into their hour, histograms bucket by bucket, and keeps the percentiles', async () => {
    const old = new Date(Date.now() - 3 * 3600_000);
    const hour = new Date(Math.floor(old.getTime() / 3600_000) * 3600_000);
    const lcps = [900, 1000, 1100, 1500, 2500, 4000];
    for (const [i, LCP] of lcps.entries()) {
      const at = new Date(hour.getTime() + (i % 3) * 60_000);
      await recordBeacon(t.db, 'local', beacon({ vitals: { page: 'blog-post', remotes: { 'content-blog': '1.1.16+aa' }, values: { LCP } } }), at);
    }
    await recordBeacon(t.db, 'local', beacon(), new Date());
    const before = await vitalsByVersion(t.db, { env: 'local', part: 'content-blog', since: hour });

    // Three minutes, each with a row for the shell and one for content-blog.
    expect(await rollUpVitals(t.db)).toBe(6);
    const periods = await t.db.orm.execute(sql`SELECT period_start, period_seconds, views FROM rum_views WHERE part = 'content-blog' ORDER BY period_start`);
    expect((periods as unknown as { rows: Array<{ period_seconds: number; views: number }> }).rows.map((row) => [row.period_seconds, row.views])).toEqual([[3600, 6], [60, 1]]);
    const after = await vitalsByVersion(t.db, { env: 'local', part: 'content-blog', since: hour });
    expect(after).toEqual(before);
    expect(minuteOf(hour)).toEqual(hour);
  });
});

describe('GET /api/admin/vitals', () => {
  const get = (query: string, headers: Record<string, string> = { authorization: `Bearer ${operator}` }) =>
    t.app.inject({ method: 'GET', url: `/api/admin/vitals?${query}`, headers });

  it('answers an operator with the versions and their histograms', async () => {
    await send(beacon({ views: [blogView('1.1.16+aa', { errors: 1 })], vitals: { page: 'blog-post', remotes: { 'content-blog': '1.1.16+aa' }, values: { INP: 120 } } }));
    const response = await get(`env=local&part=content-blog&since=${since.toISOString()}`);
    expect(response.json()).toEqual({
      status: 200,
      versions: [{ part: 'content-blog', version: '1.1.16+aa', views: 1, error_views: 1, load_failures: 0, vitals: { INP: { 51: 1 } } }],
    });
  });

  it('needs credentials and a known environment and part', async () => {
    expect((await get(`env=local&part=shell&since=${since.toISOString()}`, {})).statusCode).toBe(401);
    expect((await get(`env=prod&part=shell&since=${since.toISOString()}`)).statusCode).toBe(400);
    expect((await get('env=local&part=admin&since=2026-01-01T00:00:00Z')).statusCode).toBe(400);
    expect((await get('env=local&part=shell&since=yesterday')).statusCode).toBe(400);
  });
});
