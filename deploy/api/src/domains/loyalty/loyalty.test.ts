/** @jest-environment node */
import { CartReply, CheckBonusReply, HISTORY_PAGE_SIZE, LoyaltyHistoryReply, LoyaltyInfoReply, LoyaltyLinkReply, type LoyaltyInfo } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { customers, loyaltyLedger, sessions } from '../../db/schema';
import { contractErrors } from '../../test/contract';
import { createCustomer, createTestApp, logInSession, sessionIdOf, startSession, type TestApp } from '../../test/test-app';
import { ok, refusal, Shopper, sizesInStock, type Size } from '../../test/test-shopper';
import { SEND_VISIT_LIMIT } from './routes';
import { member } from './test-member';

let t: TestApp;
let sizes: Size[];
beforeAll(async () => {
  t = await createTestApp();
  sizes = await sizesInStock(t, 2, 50);
});
afterAll(async () => { await t.close(); });

const NOT_LOGGED_IN = [400, 'not_logged_in'];
const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const totalsOf = (cart: CartReply) => Object.fromEntries(cart.cart.totals.map((total) => [total.code, total.value]));
const infoOf = async (cookie: string, language = 'ru-ru'): Promise<LoyaltyInfo> => {
  const body = ok(await get('loyalty/info', cookie, { 'x-language': language })).json<LoyaltyInfoReply>();
  expect(contractErrors(LoyaltyInfoReply, body)).toEqual([]);
  return body.loyaltyInfo;
};
const inviteCodeOf = async (customerId: number) =>
  (await t.db.orm.select({ code: customers.inviteCode }).from(customers).where(eq(customers.id, customerId)))[0]!.code;
const visitsOf = (customerId: number) => t.db.orm
  .select({ sessionId: loyaltyLedger.sessionId }).from(loyaltyLedger).where(sql`${loyaltyLedger.customerId} = ${customerId} AND ${loyaltyLedger.action} = 'visit'`);

describe('GET /api/loyalty/info', () => {
  it('answers a guest not_logged_in', async () => {
    expect(refusal(await get('loyalty/info'))).toEqual(NOT_LOGGED_IN);
  });

  it('shows a customer outside the programme the levels, rules and ways to earn, in the request language', async () => {
    const { cookie } = await logInSession(t);
    const info = await infoOf(cookie);
    expect(info).toMatchObject({ status: 'none', points: 0, total_points: 0, level: null, next_level: null, points_to_next: 0 });
    expect(info.levels.map((level) => [level.name, level.threshold, level.discount, level.cashback])).toEqual([
      ['Бронза', 0, 0, 3], ['Серебро', 1_000, 3, 5], ['Золото', 5_000, 5, 7], ['Платина', 15_000, 10, 10],
    ]);
    expect(info.rules).toEqual({ point_value: 1, max_spend_percent: 30, referral_reward: 500 });
    expect(info.actions).toEqual([{ code: 'purchase', value: 3 }, { code: 'referral', value: 500 }]);
    expect((await infoOf(cookie, 'en-gb')).levels.map((level) => level.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect((await infoOf(cookie, 'ka-ge')).levels[0]!.name).toBe('ბრინჯაო');
  });

  it("shows a member's balance, total earned, level, the next one and the points to it", async () => {
    const silver = await member(t, { earned: 1_500, balance: 900 });
    expect(await infoOf(silver.session.cookie, 'en-gb')).toMatchObject({
      status: 'active', points: 900, total_points: 1_500, level: { name: 'Silver' }, next_level: { name: 'Gold' }, points_to_next: 3_500,
      actions: [{ code: 'purchase', value: 5 }, { code: 'referral', value: 500 }],
    });
  });
});

describe('POST /api/loyalty/create-action-to-confirm', () => {
  const join = (session: { cookie: string; token: string }, token = session.token) =>
    t.app.inject({ method: 'POST', url: '/api/loyalty/create-action-to-confirm', payload: { action: 'join' }, headers: { cookie: session.cookie, 'x-xsrf-token': token } });

  it('joins the programme once, however often it is asked, with one joined entry', async () => {
    const session = await logInSession(t);
    const joined = ok(await join(session)).json<LoyaltyInfoReply>();
    expect(contractErrors(LoyaltyInfoReply, joined)).toEqual([]);
    expect(joined.loyaltyInfo).toMatchObject({ status: 'active', level: { threshold: 0 }, next_level: { threshold: 1_000 }, points_to_next: 1_000 });
    await Promise.all([join(session), join(session)]);
    const entries = await t.db.orm.select({ action: loyaltyLedger.action }).from(loyaltyLedger).where(eq(loyaltyLedger.customerId, session.customerId));
    expect(entries).toEqual([{ action: 'joined' }]);
  });

  it('refuses a forged XSRF token (nothing joins), a guest, and another action', async () => {
    const session = await logInSession(t);
    expect((await join(session, 'forged')).statusCode).toBe(403);
    expect((await infoOf(session.cookie)).status).toBe('none');
    expect(refusal(await join(await startSession(t.app)))).toEqual(NOT_LOGGED_IN);
    const leave = await t.app.inject({
      method: 'POST', url: '/api/loyalty/create-action-to-confirm', payload: { action: 'leave' }, headers: { cookie: session.cookie, 'x-xsrf-token': session.token },
    });
    expect(refusal(leave)).toEqual([400, 'validation']);
  });
});

describe('GET /api/loyalty/link', () => {
  it("answers the customer's invitation link, absolute, under the request language's prefix", async () => {
    const { cookie, customerId } = await logInSession(t);
    const code = await inviteCodeOf(customerId);
    const link = (language: string) => get('loyalty/link', cookie, { 'x-language': language, host: 'shop.example' });
    const body = ok(await link('ru-ru')).json<LoyaltyLinkReply>();
    expect(contractErrors(LoyaltyLinkReply, body)).toEqual([]);
    expect(body).toEqual({ status: 200, link: `http://shop.example/invite/${code}`, code });
    expect(ok(await link('en-gb')).json<LoyaltyLinkReply>().link).toBe(`http://shop.example/en/invite/${code}`);
    expect(ok(await link('ka-ge')).json<LoyaltyLinkReply>().link).toBe(`http://shop.example/ka/invite/${code}`);
  });

  it('answers a guest not_logged_in', async () => {
    expect(refusal(await get('loyalty/link'))).toEqual(NOT_LOGGED_IN);
  });
});

describe('GET /api/loyalty/history', () => {
  it("lists every action, newest first, 20 a page, and never another customer's", async () => {
    const { cookie, customerId } = await logInSession(t, { loyaltyStatus: 'active' });
    const other = await createCustomer(t);
    await t.db.orm.insert(loyaltyLedger).values({ customerId: other, action: 'earned', points: 999 });
    const actions = ['joined', 'visit', 'invitee_registered', 'earned', 'level_up'];
    await t.db.orm.insert(loyaltyLedger).values(Array.from({ length: 25 }, (_, i) => ({
      customerId, action: actions[i % actions.length]!, points: actions[i % actions.length] === 'earned' ? i : 0,
    })));
    const page = async (n: number) => {
      const body = ok(await get(`loyalty/history?page=${n}`, cookie)).json<LoyaltyHistoryReply>();
      expect(contractErrors(LoyaltyHistoryReply, body)).toEqual([]);
      return body;
    };
    const [one, two] = [await page(1), await page(2)];
    expect([one.total, one.history.length, two.history.length]).toEqual([25, HISTORY_PAGE_SIZE, 5]);
    expect(one.history[0]).toMatchObject({ action: 'level_up', points: 0, order_id: null });
    expect(two.history.at(-1)).toMatchObject({ action: 'joined' });
    const ids = [...one.history, ...two.history].map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect([...one.history, ...two.history].some((entry) => entry.points === 999)).toBe(false);
  });

  it('answers a guest not_logged_in', async () => {
    expect(refusal(await get('loyalty/history'))).toEqual(NOT_LOGGED_IN);
  });
});

describe('POST /api/loyalty/send-visit', () => {
  const visit = (session: { cookie: string; token: string }, invitionCode: string) =>
    t.app.inject({ method: 'POST', url: '/api/loyalty/send-visit', payload: { invitionCode }, headers: { cookie: session.cookie, 'x-xsrf-token': session.token } });
  const sessionData = async (cookie: string) =>
    (await t.db.orm.select({ data: sessions.data }).from(sessions).where(eq(sessions.id, sessionIdOf(cookie))))[0]?.data;

  it("records a guest's visit once per session in the referrer's history, and keeps the code in the session", async () => {
    const referrer = await createCustomer(t);
    const code = await inviteCodeOf(referrer);
    const guest = await startSession(t.app);
    expect(ok(await visit(guest, code)).json()).toEqual({ status: 200 });
    ok(await visit(guest, code));
    expect(await sessionData(guest.cookie)).toEqual({ inviteCode: code });
    ok(await visit(await startSession(t.app), code));
    const visits = await visitsOf(referrer);
    expect(visits).toHaveLength(2);
    expect(visits.map((row) => row.sessionId)).toContain(sessionIdOf(guest.cookie));
  });

  it("shows the visit in the referrer's loyalty history, without points", async () => {
    const referrer = await logInSession(t, { loyaltyStatus: 'active' });
    ok(await visit(await startSession(t.app), await inviteCodeOf(referrer.customerId)));
    const history = ok(await get('loyalty/history', referrer.cookie)).json<LoyaltyHistoryReply>().history;
    expect(history.map((entry) => [entry.action, entry.points])).toEqual([['visit', 0]]);
    expect(ok(await get('account/rewards-history', referrer.cookie)).json<LoyaltyHistoryReply>().total).toBe(0);
  });

  it("records nothing for the referrer's own session", async () => {
    const referrer = await logInSession(t);
    ok(await visit(referrer, await inviteCodeOf(referrer.customerId)));
    expect(await visitsOf(referrer.customerId)).toEqual([]);
    expect(await sessionData(referrer.cookie)).toEqual({});
  });

  it('answers not_found for a code nobody has, validation for one that is no code, and 403 without the XSRF header', async () => {
    const guest = await startSession(t.app);
    expect(refusal(await visit(guest, 'NoSuchCode1'))).toEqual([400, 'not_found']);
    expect(refusal(await visit(guest, 'no such code'))).toEqual([400, 'validation']);
    const referrer = await createCustomer(t);
    const forged = await visit({ cookie: guest.cookie, token: 'forged' }, await inviteCodeOf(referrer));
    expect(forged.statusCode).toBe(403);
    expect(await visitsOf(referrer)).toEqual([]);
  });

  it(`allows ${SEND_VISIT_LIMIT.perSession} visits an hour per session, then 429`, async () => {
    const guest = await startSession(t.app);
    const answers = [];
    for (let i = 0; i <= SEND_VISIT_LIMIT.perSession; i++) answers.push((await visit(guest, 'NoSuchCode1')).statusCode);
    expect(answers.filter((status) => status === 400)).toHaveLength(SEND_VISIT_LIMIT.perSession);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('points in the cart', () => {
  const applyBonuses = (shopper: Shopper, state: boolean) => shopper.post('loyalty/apply-bonuses', { state });
  const checkBonus = async (shopper: Shopper) => {
    const body = ok(await shopper.post('cart/check-bonus/')).json<CheckBonusReply>();
    expect(contractErrors(CheckBonusReply, body)).toEqual([]);
    return body;
  };

  it("gives a member's cart the level's discount and cashback lines, and counts the points it could take", async () => {
    const silver = await member(t, { earned: 1_500, balance: 10_000 });
    await silver.add(sizes[0]!);
    const cart = await silver.cart();
    const price = sizes[0]!.price;
    const discount = Math.floor((price * 3) / 100);
    expect(totalsOf(cart)).toEqual({
      subtotal: price, 'loyalty:discount': -discount, 'loyalty:cashback': Math.floor(((price - discount) * 5) / 100), total: price - discount,
    });
    expect(cart.bonuses).toBe(Math.floor(((price - discount) * 30) / 100));
    expect(cart.cart.additional).toEqual({ use_bonuses: false });
  });

  it('spends the points the goods can take once the member applies them, and stops when they take them off', async () => {
    const bronze = await member(t, { earned: 400 });
    await bronze.add(sizes[0]!);
    await bronze.add(sizes[1]!);
    const goods = sizes[0]!.price + sizes[1]!.price;
    const spendable = Math.min(400, Math.floor((goods * 30) / 100));
    const applied = ok(await applyBonuses(bronze, true)).json<CartReply>();
    expect(contractErrors(CartReply, applied)).toEqual([]);
    expect(totalsOf(applied)).toEqual({
      subtotal: goods, 'loyalty:bonuses': -spendable, 'loyalty:cashback': Math.floor(((goods - spendable) * 3) / 100), total: goods - spendable,
    });
    expect([applied.bonuses, applied.cart.additional]).toEqual([spendable, { use_bonuses: true }]);
    expect(await checkBonus(bronze)).toEqual({ status: 200, points: 400, available: spendable, value: spendable, use_bonuses: true });
    // The cart keeps spending them after a change.
    ok(await bronze.post('cart/v2/change-item-quantity', { item_id: applied.cart.items[0]!.item_id, quantity: 2 }));
    expect(totalsOf(await bronze.cart())['loyalty:bonuses']).toBeLessThan(0);

    const stopped = ok(await applyBonuses(bronze, false)).json<CartReply>();
    expect(totalsOf(stopped)).not.toHaveProperty('loyalty:bonuses');
    expect([stopped.bonuses > 0, stopped.cart.additional]).toEqual([true, { use_bonuses: false }]);
    expect(await checkBonus(bronze)).toMatchObject({ points: 400, use_bonuses: false });
  });

  it('caps the points at 30 % of the goods, whatever the balance', async () => {
    const rich = await member(t, { earned: 100_000 });
    await rich.add(sizes[0]!);
    ok(await applyBonuses(rich, true));
    const totals = totalsOf(await rich.cart());
    const afterLevel = sizes[0]!.price + totals['loyalty:discount']!;
    expect(totals['loyalty:bonuses']).toBe(0 - Math.floor((afterLevel * 30) / 100));
  });

  it('answers a guest not_logged_in and a customer outside the programme not_member; check-bonus gives both zeros', async () => {
    const guest = await Shopper.start(t);
    await guest.add(sizes[0]!);
    expect(refusal(await applyBonuses(guest, true))).toEqual(NOT_LOGGED_IN);
    expect(await checkBonus(guest)).toEqual({ status: 200, points: 0, available: 0, value: 0, use_bonuses: false });
    const outsider = await Shopper.loggedIn(t);
    await outsider.add(sizes[0]!);
    expect(refusal(await applyBonuses(outsider, true))).toEqual([400, 'not_member']);
    expect(await checkBonus(outsider)).toEqual({ status: 200, points: 0, available: 0, value: 0, use_bonuses: false });
    const cart = await outsider.cart();
    expect([cart.bonuses, cart.cart.additional, Object.keys(totalsOf(cart))]).toEqual([0, {}, ['subtotal', 'total']]);
  });

  it("changes only the caller's cart, and needs the XSRF header", async () => {
    const one = await member(t, { earned: 500 });
    const other = await member(t, { earned: 500 });
    await one.add(sizes[0]!);
    await other.add(sizes[0]!);
    ok(await applyBonuses(one, true));
    expect((await other.cart()).cart.additional).toEqual({ use_bonuses: false });
    const forged = await t.app.inject({ method: 'POST', url: '/api/loyalty/apply-bonuses', payload: { state: true }, headers: { cookie: other.session.cookie } });
    expect(forged.statusCode).toBe(403);
    expect((await other.cart()).cart.additional).toEqual({ use_bonuses: false });
  });
});
