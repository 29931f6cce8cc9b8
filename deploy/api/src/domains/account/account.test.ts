/** @jest-environment node */
import { AccountOrderReply, HISTORY_PAGE_SIZE, LoyaltyHistoryReply, MeReply, OrdersHistoryReply, type Customer } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { customers, loyaltyLedger, sessions } from '../../db/schema';
import { touchSession } from '../../infra/session-repository';
import { contractErrors } from '../../test/contract';
import { createCustomer, createTestApp, logInSession, startSession, type TestApp, type TestCustomer } from '../../test/test-app';
import { ok, paymentOf, Shopper, sizesInStock, type Size } from '../../test/test-shopper';
import { issuedCard } from '../giftcard/test-giftcard';

let t: TestApp;
let sizes: Size[];
beforeAll(async () => {
  t = await createTestApp();
  sizes = await sizesInStock(t, 3, 50);
});
afterAll(async () => { await t.close(); });

const NINO: TestCustomer = { firstname: 'Нино', lastname: 'Беридзе', email: 'nino@example.ge', telephone: '+79991234567' };

const logIn = (customer: number | TestCustomer = {}) => logInSession(t, customer);
const get = (url: string, cookie?: string, language?: string) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { ...(cookie ? { cookie } : {}), ...(language ? { 'x-language': language } : {}) } });
const post = (url: string, session: { cookie: string; token?: string }, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: { cookie: session.cookie, ...(session.token ? { 'x-xsrf-token': session.token } : {}) } });
const me = (cookie?: string, language?: string) => get('account/me', cookie, language);
const NOT_LOGGED_IN = { status: 400, error: 'not_logged_in' };

/** Ledger rows for a customer, oldest first. */
const ledger = (customerId: number, rows: Array<{ action: string; points: number }>) =>
  t.db.orm.insert(loyaltyLedger).values(rows.map((row) => ({ customerId, ...row })));

describe('GET /api/account/me', () => {
  it('answers a guest (no cookie, or a session that never logged in) with 400 not_logged_in', async () => {
    const fresh = await me();
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json()).toEqual(NOT_LOGGED_IN);
    const { cookie } = await startSession(t.app);
    expect((await me(cookie)).json()).toEqual(NOT_LOGGED_IN);
  });

  it("answers a new customer's full record in the contract's shape: nothing given yet, no points, no level", async () => {
    const { cookie, customerId } = await logIn(NINO);
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(contractErrors(MeReply, response.json())).toEqual([]);
    expect(response.json<MeReply>().customer).toEqual({
      id: customerId, firstname: 'Нино', lastname: 'Беридзе', email: 'nino@example.ge', telephone: '+79991234567',
      date_of_birth: '', sex: '0', address: { street: '', postcode: '', house: '', apartment: '', comment: '' }, addresses: [],
      points: 0, level: '', total_points: 0,
    } satisfies Customer);
  });

  it("gives a member's points (the ledger's sum), total earned and level, named in the request's language", async () => {
    const { cookie, customerId } = await logIn({ loyaltyStatus: 'active' });
    await ledger(customerId, [{ action: 'joined', points: 0 }, { action: 'earned', points: 1_200 }, { action: 'spent', points: -200 }, { action: 'visit', points: 0 }]);
    expect((await me(cookie)).json<MeReply>().customer).toMatchObject({ points: 1_000, total_points: 1_200, level: 'Серебро' });
    expect((await me(cookie, 'en-gb')).json<MeReply>().customer.level).toBe('Silver');
    expect((await me(cookie, 'ka-ge')).json<MeReply>().customer.level).toBe('ვერცხლი');
  });

  it('treats an expired session, and a customer the shop blocked, as not logged in', async () => {
    const expired = await logIn();
    await t.db.orm.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.id, expired.id));
    expect((await me(expired.cookie)).json()).toEqual(NOT_LOGGED_IN);
    const blocked = await logIn({ approved: false });
    expect((await me(blocked.cookie)).json()).toEqual(NOT_LOGGED_IN);
  });

  it('keeps an expired session logged out when the visitor comes back: extending it empties it', async () => {
    const { cookie, id } = await logIn();
    await t.db.orm.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'`, lastSeenAt: sql`now() - interval '31 days'` }).where(eq(sessions.id, id));
    await touchSession(t.db, id);
    const [row] = await t.db.orm.select({ customerId: sessions.customerId, alive: sql<boolean>`${sessions.expiresAt} > now()` }).from(sessions).where(eq(sessions.id, id));
    expect(row).toEqual({ customerId: null, alive: true });
    expect((await me(cookie)).json()).toEqual(NOT_LOGGED_IN);
  });
});

describe('POST /api/account/save-me', () => {
  const PROFILE = { firstname: '  Анна ', lastname: ' Петрова', date_of_birth: '1990-04-21', sex: '2' };

  it('saves the trimmed names, the date of birth and sex, and answers the whole customer', async () => {
    const session = await logIn();
    const response = ok(await post('account/save-me', session, PROFILE));
    expect(contractErrors(MeReply, response.json())).toEqual([]);
    expect(response.json<MeReply>().customer).toMatchObject({ firstname: 'Анна', lastname: 'Петрова', date_of_birth: '1990-04-21', sex: '2' });
    expect((await me(session.cookie)).json<MeReply>().customer).toMatchObject({ firstname: 'Анна', date_of_birth: '1990-04-21' });
  });

  it("clears the date of birth with ''", async () => {
    const session = await logIn();
    ok(await post('account/save-me', session, PROFILE));
    expect(ok(await post('account/save-me', session, { ...PROFILE, date_of_birth: '' })).json<MeReply>().customer.date_of_birth).toBe('');
  });

  it.each(['1990-02-30', '1899-12-31', '2999-01-01', '21.04.1990'])('refuses the date of birth %s with invalid_date, changing nothing', async (date) => {
    const session = await logIn({ firstname: 'Было' });
    const response = await post('account/save-me', session, { ...PROFILE, date_of_birth: date });
    expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'invalid_date' }]);
    expect((await me(session.cookie)).json<MeReply>().customer.firstname).toBe('Было');
  });

  it('answers validation for a sex outside "0", "1", "2" and for a name over 40 characters', async () => {
    const session = await logIn();
    expect((await post('account/save-me', session, { ...PROFILE, sex: '3' })).json()).toMatchObject({ status: 400, error: 'validation' });
    expect((await post('account/save-me', session, { ...PROFILE, firstname: 'я'.repeat(41) })).json()).toMatchObject({ status: 400, error: 'validation' });
  });

  it('answers a guest not_logged_in, and refuses a POST without the XSRF header', async () => {
    expect((await post('account/save-me', await startSession(t.app), PROFILE)).json()).toEqual(NOT_LOGGED_IN);
    const session = await logIn({ firstname: 'Было' });
    const forged = await post('account/save-me', { cookie: session.cookie }, PROFILE);
    expect(forged.statusCode).toBe(403);
    expect((await me(session.cookie)).json<MeReply>().customer.firstname).toBe('Было');
  });
});

describe('POST /api/account/save-me-address', () => {
  const ADDRESS = { street: ' Тверская ', postcode: '125009', house: '7', apartment: '12', comment: ' Код домофона 12 ' };

  it('saves the trimmed address, which `addresses` lists as the one address', async () => {
    const session = await logIn();
    const customer = ok(await post('account/save-me-address', session, ADDRESS)).json<MeReply>().customer;
    const saved = { street: 'Тверская', postcode: '125009', house: '7', apartment: '12', comment: 'Код домофона 12' };
    expect(customer).toMatchObject({ address: saved, addresses: [saved] });
  });

  it('answers a guest not_logged_in and a field over its length validation', async () => {
    expect((await post('account/save-me-address', await startSession(t.app), ADDRESS)).json()).toEqual(NOT_LOGGED_IN);
    const session = await logIn();
    expect((await post('account/save-me-address', session, { ...ADDRESS, comment: 'x'.repeat(201) })).json()).toMatchObject({ error: 'validation' });
  });

  it("changes only the caller's own row", async () => {
    const other = await createCustomer(t, { firstname: 'Другой' });
    ok(await post('account/save-me-address', await logIn(), ADDRESS));
    const [row] = await t.db.orm.select({ street: customers.street }).from(customers).where(eq(customers.id, other));
    expect(row).toEqual({ street: '' });
  });
});

describe('the account orders', () => {
  /** A customer's shopper who places an order of `lines` sizes (one unit each, two of the first), paid by card when `pay`. */
  async function placeOrder(shopper: Shopper, lines: Size[], pay: boolean): Promise<number> {
    for (const size of lines) await shopper.add(size);
    await shopper.add(lines[0]!);
    const orderId = await shopper.checkout();
    ok(await shopper.place());
    if (pay) expect(paymentOf(await shopper.pay(orderId)).status).toBe('paid');
    return orderId;
  }

  let anna: Awaited<ReturnType<typeof Shopper.loggedIn>>;
  let first: number;
  let second: number;
  let othersOrder: number;

  beforeAll(async () => {
    anna = await Shopper.loggedIn(t);
    first = await placeOrder(anna, sizes, true);
    second = await placeOrder(anna, sizes.slice(0, 1), false);
    othersOrder = await placeOrder(await Shopper.loggedIn(t), sizes.slice(1, 2), false);
    // A guest's order names no customer.
    const guest = await Shopper.start(t);
    await placeOrder(guest, sizes.slice(2), false);
  });

  it("lists the customer's placed orders only, newest first, with units, photos and status", async () => {
    const response = ok(await get('account/orders-history', anna.session.cookie));
    const body = response.json<OrdersHistoryReply>();
    expect(contractErrors(OrdersHistoryReply, body)).toEqual([]);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(body.total).toBe(2);
    expect(body.orders.map((order) => [order.id, order.kind, order.status, order.items_count, order.images.length])).toEqual([
      [second, 'order', 'awaiting_payment', 2, 1],
      [first, 'order', 'paid', 4, 3],
    ]);
    expect(body.orders[1]!.images.every((url) => /^\/api\/media\/product\/\d+-400\.webp$/.test(url))).toBe(true);
    expect(body.orders[1]!.grand_total).toBeGreaterThan(0);
  });

  it('lists a gift card the customer bought as a giftcard order: its amount, no items and no photos', async () => {
    const buyer = await Shopper.loggedIn(t);
    const card = await issuedCard(t, { amount: 10_000, buyer });
    const body = ok(await get('account/orders-history', buyer.session.cookie)).json<OrdersHistoryReply>();
    expect(contractErrors(OrdersHistoryReply, body)).toEqual([]);
    expect(body).toMatchObject({ total: 1, orders: [{ id: card.orderId, kind: 'giftcard', status: 'paid', grand_total: 10_000, items_count: 0, images: [] }] });
  });

  it('pages by 20, and past the end is an empty page with the same total', async () => {
    const shopper = await Shopper.loggedIn(t);
    const { customerId } = shopper;
    // 21 placed orders and a checkout order still `new`, which the list leaves out.
    await t.db.orm.execute(sql`INSERT INTO orders (session_id, customer_id, status, language, currency, firstname, lastname, telephone, email, grand_total, totals)
      SELECT 'paging', ${customerId}, CASE WHEN n = 22 THEN 'new' ELSE 'delivered' END, 'ru-ru', 'USD', 'А', 'Б', '+79990000000', 'a@b.c', n * 100, '[]'::jsonb
      FROM generate_series(1, 22) AS n`);
    const page = async (n: number) => ok(await get(`account/orders-history?page=${n}`, shopper.session.cookie)).json<OrdersHistoryReply>();
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    expect([one.orders.length, two.orders.length, three.orders.length]).toEqual([HISTORY_PAGE_SIZE, 1, 0]);
    expect([one.total, two.total, three.total]).toEqual([21, 21, 21]);
    expect(one.orders[0]!.grand_total).toBe(2_100);
    expect(two.orders[0]).toMatchObject({ grand_total: 100, items_count: 0, images: [] });
  });

  it('shows one of its orders as the order display, another customer\'s or a missing one as not_found', async () => {
    const response = ok(await get(`account/order/${first}`, anna.session.cookie, 'en-gb'));
    const body = response.json<AccountOrderReply>();
    expect(contractErrors(AccountOrderReply, body)).toEqual([]);
    expect(body.order).toMatchObject({ id: first, status: 'paid', delivery_method: { code: 'courier' } });
    expect(body.order.items.map((item) => item.quantity)).toEqual([2, 1, 1]);
    for (const id of [othersOrder, 999_999]) {
      expect((await get(`account/order/${id}`, anna.session.cookie)).json()).toEqual({ status: 400, error: 'not_found' });
    }
  });

  it('finds the order from any session the customer logs in on, not only the one that placed it', async () => {
    const elsewhere = await logIn(anna.customerId);
    expect(ok(await get(`account/order/${second}`, elsewhere.cookie)).json<AccountOrderReply>().order.id).toBe(second);
  });

  it('answers a guest not_logged_in, even with the id of an order the session placed', async () => {
    expect((await get('account/orders-history')).json()).toEqual(NOT_LOGGED_IN);
    const guest = await Shopper.start(t);
    const guestOrder = await placeOrder(guest, sizes.slice(2), false);
    expect((await get(`account/order/${guestOrder}`, guest.session.cookie)).json()).toEqual(NOT_LOGGED_IN);
  });

  it('answers validation for a page or id that is no positive number', async () => {
    expect((await get('account/orders-history?page=0', anna.session.cookie)).json()).toMatchObject({ error: 'validation' });
    expect((await get('account/order/abc', anna.session.cookie)).json()).toMatchObject({ error: 'validation' });
  });
});

describe('GET /api/account/rewards-history', () => {
  it("lists the points entries only, newest first, and never another customer's", async () => {
    const { cookie, customerId } = await logIn({ loyaltyStatus: 'active' });
    const other = await createCustomer(t, { loyaltyStatus: 'active' });
    await ledger(other, [{ action: 'earned', points: 77 }]);
    await ledger(customerId, [
      { action: 'joined', points: 0 }, { action: 'earned', points: 300 }, { action: 'visit', points: 0 }, { action: 'spent', points: -100 },
      { action: 'returned', points: 100 }, { action: 'referral_reward', points: 500 }, { action: 'level_up', points: 0 }, { action: 'revoked', points: -50 },
    ]);
    const response = ok(await get('account/rewards-history', cookie));
    const body = response.json<LoyaltyHistoryReply>();
    expect(contractErrors(LoyaltyHistoryReply, body)).toEqual([]);
    expect(body.total).toBe(5);
    expect(body.history.map((entry) => [entry.action, entry.points])).toEqual([
      ['revoked', -50], ['referral_reward', 500], ['returned', 100], ['spent', -100], ['earned', 300],
    ]);
  });

  it('answers a guest not_logged_in', async () => {
    expect((await get('account/rewards-history')).json()).toEqual(NOT_LOGGED_IN);
  });
});
