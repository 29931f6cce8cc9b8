/** @jest-environment node */
import { count, eq } from 'drizzle-orm';
import { subscribers } from '../../db/schema';
import { createTestApp, startSession, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const stored = async (email: string): Promise<number> =>
  (await t.db.orm.select({ n: count() }).from(subscribers).where(eq(subscribers.email, email)))[0]!.n;

const subscribe = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/email/subscribe', headers, payload });

describe('POST /api/email/subscribe', () => {
  it('subscribes a new address, then reports it as already subscribed', async () => {
    const { cookie, token } = await startSession(t.app);
    const headers = { cookie, 'x-xsrf-token': token, 'x-language': 'ka-ge' };

    const first = await subscribe({ email: 'nino@example.com' }, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 200, result: 'success' });

    const again = await subscribe({ email: '  Nino@Example.com ' }, headers);
    expect(again.json()).toEqual({ status: 200, result: 'already_subscribed' });
    expect(await stored('nino@example.com')).toBe(1);
  });

  it.each(['not-an-email', 'a@b', 'two words@example.com', ''])('answers invalid_email for "%s"', async (email) => {
    const { cookie, token } = await startSession(t.app);
    const response = await subscribe({ email }, { cookie, 'x-xsrf-token': token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, error: 'invalid_email' });
  });

  it.each([
    ['a missing email', {}],
    ['an email of the wrong type', { email: { address: 'x@example.com' } }],
    ['an email over 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
  ])('answers validation for %s', async (_name, payload) => {
    const { cookie, token } = await startSession(t.app);
    const response = await subscribe(payload, { cookie, 'x-xsrf-token': token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });

  it('answers validation for a body that is not JSON', async () => {
    const { cookie, token } = await startSession(t.app);
    const response = await t.app.inject({
      method: 'POST', url: '/api/email/subscribe', payload: '{"email":', headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });

  it('answers validation for a body that is not JSON at all', async () => {
    const { cookie, token } = await startSession(t.app);
    const response = await t.app.inject({
      method: 'POST', url: '/api/email/subscribe', payload: 'email=x@example.com', headers: { cookie, 'x-xsrf-token': token, 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});

describe('the XSRF rule', () => {
  it('refuses a POST without the header and stores nothing', async () => {
    const { cookie } = await startSession(t.app);
    const response = await subscribe({ email: 'no-header@example.com' }, { cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, error: 'xsrf' });
    expect(await stored('no-header@example.com')).toBe(0);
  });

  it('refuses a token that belongs to another session', async () => {
    const mine = await startSession(t.app);
    const theirs = await startSession(t.app);
    const response = await subscribe({ email: 'other-session@example.com' }, { cookie: mine.cookie, 'x-xsrf-token': theirs.token });
    expect(response.statusCode).toBe(403);
    expect(await stored('other-session@example.com')).toBe(0);
  });

  it('refuses a POST with no session cookie even when a token is sent', async () => {
    const { token } = await startSession(t.app);
    const response = await subscribe({ email: 'no-cookie@example.com' }, { 'x-xsrf-token': token });
    expect(response.statusCode).toBe(403);
    expect(await stored('no-cookie@example.com')).toBe(0);
  });

  it('refuses a forged session cookie', async () => {
    const { token } = await startSession(t.app);
    const response = await subscribe({ email: 'forged@example.com' }, { cookie: 'sid=forged.signature', 'x-xsrf-token': token });
    expect(response.statusCode).toBe(403);
  });

  it('checks the token before the body, so bad input without the header is still 403', async () => {
    const response = await subscribe({ email: 42 } as object, {});
    expect(response.statusCode).toBe(403);
  });
});
