/** @jest-environment node */
import { MeReply, type CustomerSummary } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { touchSession } from '../../infra/session-repository';
import { contractErrors } from '../../test/contract';
import { createTestApp, logInSession, startSession, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const CUSTOMER: CustomerSummary = { id: 42, firstname: 'Нино', lastname: 'Беридзе', email: 'nino@example.ge', telephone: '+79991234567' };

const logIn = (data: unknown = { customer: CUSTOMER }) => logInSession(t, data);

const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/account/me', headers: cookie ? { cookie } : {} });

describe('GET /api/account/me', () => {
  it('answers a guest (no cookie, or a session that never logged in) with 400 not_logged_in', async () => {
    const fresh = await me();
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json()).toEqual({ status: 400, error: 'not_logged_in' });
    const { cookie } = await startSession(t.app);
    expect((await me(cookie)).json()).toEqual({ status: 400, error: 'not_logged_in' });
  });

  it("answers a logged-in session with its customer, in the contract's shape", async () => {
    const { cookie } = await logIn();
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(contractErrors(MeReply, response.json())).toEqual([]);
    expect(response.json()).toEqual({ status: 200, customer: CUSTOMER });
  });

  it('treats a malformed customer entry as not logged in', async () => {
    const { cookie } = await logIn({ customer: { id: 'x', firstname: 3 } });
    expect((await me(cookie)).json()).toEqual({ status: 400, error: 'not_logged_in' });
  });

  it('treats an expired session as not logged in', async () => {
    const { cookie, id } = await logIn();
    await t.db.orm.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.id, id));
    expect((await me(cookie)).json()).toEqual({ status: 400, error: 'not_logged_in' });
  });

  it('keeps an expired session logged out when the visitor comes back: extending it empties it', async () => {
    const { cookie, id } = await logIn();
    await t.db.orm.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'`, lastSeenAt: sql`now() - interval '31 days'` }).where(eq(sessions.id, id));
    await touchSession(t.db, id);
    const [row] = await t.db.orm.select({ data: sessions.data, alive: sql<boolean>`${sessions.expiresAt} > now()` }).from(sessions).where(eq(sessions.id, id));
    expect(row).toEqual({ data: {}, alive: true });
    expect((await me(cookie)).json()).toEqual({ status: 400, error: 'not_logged_in' });
  });
});
