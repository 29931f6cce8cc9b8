/** @jest-environment node */
import { count } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { listingIndexOf } from '../domains/catalog/listing-index';
import { statementsDuring } from '../test/sql-spy';
import { cookiesOf, createTestApp, startSession, type TestApp } from '../test/test-app';
import { SESSION_TOUCH_INTERVAL_MINUTES } from './session-repository';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
afterEach(() => { jest.restoreAllMocks(); });

const sessionRows = async (): Promise<number> => (await t.db.orm.select({ n: count() }).from(sessions))[0]!.n;
const subscribe = (email: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/email/subscribe', payload: { email }, headers });

describe('GETs without a session', () => {
  it.each(['/api/settings/ru-ru', '/api/blog/posts/1/1', '/api/cart/v2/', '/api/account/me', '/api/no/such/route'])(
    '%s sets no cookie and stores nothing', async (url) => {
      const before = await sessionRows();
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await sessionRows()).toBe(before);
    },
  );

  it('see an anonymous, empty session: no cart lines, nobody logged in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cart/v2/' })).json()).toMatchObject({ status: 200, cart: { items: [] } });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/me' })).json()).toEqual({ status: 400, error: 'not_logged_in' });
  });
});

describe('GET /api/session', () => {
  it('sets an HttpOnly, signed sid and a readable XSRF-TOKEN, privately, and stores nothing yet', async () => {
    const before = await sessionRows();
    const response = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200 });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    const xsrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(sid).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(sid!.value).toContain('.');
    expect(xsrf).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(xsrf!.httpOnly).toBeFalsy();
    expect(await sessionRows()).toBe(before);
  });

  it('sets no cookie again once both are right', async () => {
    const { cookie } = await startSession(t.app);
    const again = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(again.statusCode).toBe(200);
    expect(again.cookies).toHaveLength(0);
  });

  it('gives back the token of the same session when only the XSRF-TOKEN cookie is missing', async () => {
    const { cookie, token } = await startSession(t.app);
    const sidOnly = cookie.split('; ')[0]!;
    const response = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: sidOnly } });
    expect(cookiesOf(response)).toEqual({ 'XSRF-TOKEN': token });
  });

  it('replaces a forged or unsigned sid with a new session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: 'sid=forged.signature; XSRF-TOKEN=x' } });
    const cookies = cookiesOf(response);
    expect(cookies.sid).toBeDefined();
    expect(cookies.sid).not.toContain('forged');
    expect(cookies['XSRF-TOKEN']).not.toBe('x');
  });
});

describe('POSTs', () => {
  it('work with the cookies and the token GET /api/session gave, and write the session row then', async () => {
    const session = await startSession(t.app);
    const before = await sessionRows();
    const response = await subscribe('first-post@example.com', { cookie: session.cookie, 'x-xsrf-token': session.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionRows()).toBe(before + 1);
  });

  it.each([
    ['no cookies and no token', () => ({})],
    ['the cookies but no token', (s: { cookie: string; token: string }) => ({ cookie: s.cookie })],
    ['a token but no sid', (s: { cookie: string; token: string }) => ({ 'x-xsrf-token': s.token })],
  ])('are refused with 403 xsrf with %s, setting no cookie', async (_name, headersOf) => {
    const session = await startSession(t.app);
    const response = await subscribe('refused@example.com', headersOf(session));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, error: 'xsrf' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('sessions', () => {
  it('write the session row on the first POST, then not again for ten minutes', async () => {
    // A POST that asks the database nothing else: a product page the listing index does not know.
    await listingIndexOf(t.db);
    const { cookie, token } = await startSession(t.app);
    const post = () => t.app.inject({ method: 'POST', url: '/api/indexedproducts/get/ru-ru', payload: { url_path: 'no-such-product' }, headers: { cookie, 'x-xsrf-token': token } });
    const sessionWrites = async () => (await statementsDuring(t.db, post)).filter((statement) => statement.includes('"sessions"'));

    expect(await sessionWrites()).toEqual([expect.stringMatching(/^insert into "sessions"/)]);
    expect(await sessionWrites()).toEqual([]);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + SESSION_TOUCH_INTERVAL_MINUTES * 60_000);
    expect(await sessionWrites()).toHaveLength(1);
  });
});
