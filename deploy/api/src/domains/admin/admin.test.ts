/** @jest-environment node */
import {
  AdminDashboardReply, AdminMeReply, AdminOrderReply, AdminOrdersReply, AdminSetupReply, ApiTokenCreateReply, ApiTokenListReply, AuditReply, StaffListReply,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { contractErrors } from '../../test/contract';
import { createTestApp, logInSession, startSession, type TestApp } from '../../test/test-app';
import { ok, refusal, rowsIn, Shopper, sizesInStock, unitsOf, type Size } from '../../test/test-shopper';
import { prepareAdminSetup } from './staff';

let t: TestApp;
let sizes: Size[];
/** The first admin's token, made by the setup test that runs first. */
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  sizes = await sizesInStock(t, 6, 20);
});
afterAll(async () => { await t.close(); });

type Credentials = { token?: string; session?: { cookie: string; token: string }; xsrf?: boolean };

function headersOf({ token, session, xsrf = true }: Credentials): Record<string, string> {
  if (token) return { authorization: `Bearer ${token}` };
  if (session) return { cookie: session.cookie, ...(xsrf ? { 'x-xsrf-token': session.token } : {}) };
  return {};
}
const get = (url: string, as: Credentials = { token: adminToken }) => t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: headersOf(as) });
const post = (url: string, payload: object, as: Credentials = { token: adminToken }) =>
  t.app.inject({ method: 'POST', url: `/api/admin/${url}`, payload, headers: headersOf(as) });

/** POST /api/admin/setup as `pnpm ops setup` sends it: a fresh session and its XSRF token, no credentials. */
async function setup(payload: object) {
  const session = await startSession(t.app);
  return post('setup', payload, { session });
}

/** An operator's API token, made by the admin. */
async function operatorToken(name = 'packing station'): Promise<string> {
  return ok(await post('tokens', { name, role: 'operator' })).json<ApiTokenCreateReply>().token.token;
}

describe('the first admin', () => {
  it('is made once, with a code the shop printed: the customer becomes admin and gets a token shown once', async () => {
    const code = await prepareAdminSetup(t.db);
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(refusal(await setup({ code: 'AAAA-BBBB-CCCC-DDDD', identifier: 'owner@example.com' }))).toEqual([400, 'setup_refused']);

    const reply = ok(await setup({ code: code!.toLowerCase(), identifier: 'Owner@Example.com' })).json<AdminSetupReply>();
    expect(contractErrors(AdminSetupReply, reply)).toEqual([]);
    expect(reply.token).toMatchObject({ name: 'setup', role: 'admin', token: expect.stringMatching(/^shop_[\w-]{43}$/) });
    adminToken = reply.token.token;
    const [owner] = await rowsIn<{ email: string; staff_role: string }>(t, sql`SELECT email, staff_role FROM customers WHERE id = ${reply.customer_id}`);
    expect(owner).toEqual({ email: 'owner@example.com', staff_role: 'admin' });
    // Only the hash is kept.
    const stored = await rowsIn<{ token_hash: string }>(t, sql`SELECT token_hash FROM api_tokens`);
    expect(stored.map((row) => row.token_hash)).not.toContain(adminToken);

    // The code is spent, and a shop with an admin prints none.
    expect(refusal(await setup({ code: code!, identifier: 'thief@example.com' }))).toEqual([400, 'setup_refused']);
    expect(await prepareAdminSetup(t.db)).toBeNull();
    expect(ok(await get('me')).json<AdminMeReply>()).toEqual({ status: 200, role: 'admin', actor: expect.stringMatching(/^token:\d+ setup$/) });
  });
});

describe('who may call', () => {
  it('answers 401 without credentials or with an unknown token, 403 to a shopper and to a POST without its XSRF token', async () => {
    expect((await get('orders', {})).statusCode).toBe(401);
    expect((await get('orders', { token: 'shop_nope' })).statusCode).toBe(401);
    const shopper = await logInSession(t, {});
    expect(refusal(await get('orders', { session: shopper }))).toEqual([403, 'forbidden']);

    const clerk = await logInSession(t, { email: 'clerk@example.com' });
    ok(await post('staff', { identifier: 'clerk@example.com', role: 'operator', reason: 'new hire' }));
    ok(await get('orders', { session: clerk }));
    expect(refusal(await post('orders/1/status', { status: 'packed' }, { session: clerk, xsrf: false }))).toEqual([403, 'xsrf']);
    // An operator's session is not an admin's.
    expect(refusal(await get('staff', { session: clerk }))).toEqual([403, 'forbidden']);
    expect(refusal(await post('tokens', { name: 'mine', role: 'admin' }, { session: clerk }))).toEqual([403, 'forbidden']);
  });

  it('gives an operator token the order routes and nothing of staff, tokens or the audit log', async () => {
    const token = await operatorToken();
    ok(await get('orders', { token }));
    for (const url of ['staff', 'tokens', 'audit']) expect(refusal(await get(url, { token }))).toEqual([403, 'forbidden']);
  });

  it('revokes a token: its next call gets 401, and the list never shows a token', async () => {
    const created = ok(await post('tokens', { name: 'nightly import', role: 'operator' })).json<ApiTokenCreateReply>().token;
    ok(await get('orders', { token: created.token }));
    ok(await post(`tokens/${created.id}/revoke`, { reason: 'laptop lost' }));
    expect((await get('orders', { token: created.token })).statusCode).toBe(401);
    expect(refusal(await post(`tokens/${created.id}/revoke`, {}))).toEqual([400, 'not_found']);
    const list = ok(await get('tokens')).json<ApiTokenListReply>();
    expect(contractErrors(ApiTokenListReply, list)).toEqual([]);
    expect(list.tokens.find((token) => token.id === created.id)).toMatchObject({ name: 'nightly import', revoked_at: expect.any(String), last_used_at: expect.any(String) });
    expect(JSON.stringify(list)).not.toContain('shop_');
  });

  it('keeps the last admin: taking their role is refused until there is another', async () => {
    const staff = ok(await get('staff')).json<StaffListReply>();
    expect(contractErrors(StaffListReply, staff)).toEqual([]);
    expect(staff.staff).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'owner@example.com', role: 'admin' }), expect.objectContaining({ email: 'clerk@example.com', role: 'operator' })]));
    expect(refusal(await post('staff', { identifier: 'owner@example.com', role: null }))).toEqual([400, 'last_admin']);
    ok(await post('staff', { identifier: '+7 912 000-11-22', role: 'admin' }));
    ok(await post('staff', { identifier: 'owner@example.com', role: 'operator' }));
    ok(await post('staff', { identifier: 'owner@example.com', role: 'admin' }));
    expect(refusal(await post('staff', { identifier: 'not an address', role: 'operator' }))).toEqual([400, 'invalid_phone']);
  });
});

/** A placed order of one unit of `size`, paid by card unless `method` says cash. */
async function placedOrder(size: Size, method: 'card' | 'cash_on_delivery' = 'card', paid = true): Promise<{ shopper: Shopper; orderId: number }> {
  const shopper = await Shopper.start(t);
  await shopper.add(size);
  const orderId = await shopper.checkout(method);
  ok(await shopper.place(method));
  if (method === 'card' && paid) ok(await shopper.pay(orderId));
  return { shopper, orderId };
}
const step = (orderId: number, payload: object, as?: Credentials) => post(`orders/${orderId}/status`, payload, as);
const statusOf = async (orderId: number) => (await rowsIn<{ status: string }>(t, sql`SELECT status FROM orders WHERE id = ${orderId}`))[0]!.status;

describe('orders', () => {
  it('lists placed orders by status and customer, and shows one with its lines and payments', async () => {
    const { orderId } = await placedOrder(sizes[0]!);
    const list = ok(await get('orders?status=paid&customer=anna@example.com')).json<AdminOrdersReply>();
    expect(contractErrors(AdminOrdersReply, list)).toEqual([]);
    expect(list.orders[0]).toMatchObject({ id: orderId, status: 'paid', email: 'anna@example.com', payment_method: 'card', units: 1 });
    expect(ok(await get('orders?status=cancelled&customer=anna@example.com')).json<AdminOrdersReply>().orders.map((order) => order.id)).not.toContain(orderId);

    const shown = ok(await get(`orders/${orderId}`)).json<AdminOrderReply>();
    expect(contractErrors(AdminOrderReply, shown)).toEqual([]);
    expect(shown.order).toMatchObject({ id: orderId, lines: [expect.objectContaining({ quantity: 1, price: sizes[0]!.price })], payments: [expect.objectContaining({ result: 'paid' })], history: [] });
    // A paid card order may be packed, shipped, cancelled or refunded; it is paid already.
    expect(shown.order.moves).toEqual(['packed', 'shipped', 'cancelled', 'refunded']);
    expect(refusal(await get('orders/2147483647'))).toEqual([400, 'not_found']);
    for (const from of ['yesterday', '0000-00-00', '2026-02-30']) expect(refusal(await get(`orders?from=${from}`))).toEqual([400, 'validation']);
  });

  it('packs and ships a paid order with its tracking, which the shopper sees and is told of in their language', async () => {
    const { shopper, orderId } = await placedOrder(sizes[1]!);
    const operator = await operatorToken('warehouse');
    ok(await step(orderId, { status: 'packed' }, { token: operator }));
    expect(refusal(await step(orderId, { status: 'shipped' }, { token: operator }))).toEqual([400, 'tracking_required']);
    const shipped = ok(await step(orderId, { status: 'shipped', tracking_number: 'RR123456789RU', tracking_link: 'https://track.example/RR123456789RU' }, { token: operator }));
    expect(shipped.json<AdminOrderReply>().order).toMatchObject({ status: 'shipped', tracking_number: 'RR123456789RU' });

    const display = ok(await shopper.get(`order/success/${orderId}`)).json<{ order: { status: string; tracking_number: string; tracking_link: string } }>();
    expect(display.order).toMatchObject({ status: 'shipped', tracking_number: 'RR123456789RU', tracking_link: 'https://track.example/RR123456789RU' });
    const [message] = await rowsIn<{ subject: string; body: string }>(t, sql`SELECT subject, body FROM outbox WHERE recipient = 'anna@example.com' ORDER BY id DESC LIMIT 1`);
    expect(message!.subject).toBe(`Заказ №${orderId} отправлен`);
    expect(message!.body).toContain('https://track.example/RR123456789RU');

    ok(await step(orderId, { status: 'delivered' }, { token: operator }));
    const history = ok(await get(`audit?target=order:${orderId}`)).json<AuditReply>();
    expect(contractErrors(AuditReply, history)).toEqual([]);
    expect(history.entries.map((entry) => entry.action)).toEqual(['order.delivered', 'order.shipped', 'order.packed']);
    expect(history.entries[1]).toMatchObject({ actor: expect.stringMatching(/^token:\d+ warehouse$/), before: { status: 'packed' }, after: { status: 'shipped', tracking_number: 'RR123456789RU' } });
    expect(refusal(await step(orderId, { status: 'cancelled' }))).toEqual([400, 'wrong_status']);
  });

  it('sends a card order only once it is paid, and a cash order before its money, recorded when it is delivered', async () => {
    const unpaid = await placedOrder(sizes[2]!, 'card', false);
    expect(refusal(await step(unpaid.orderId, { status: 'packed' }))).toEqual([400, 'wrong_status']);
    expect(refusal(await step(unpaid.orderId, { status: 'paid' }))).toEqual([400, 'wrong_status']);

    const cash = await placedOrder(sizes[3]!, 'cash_on_delivery');
    ok(await step(cash.orderId, { status: 'shipped', tracking_number: 'CDEK-1' }));
    ok(await step(cash.orderId, { status: 'delivered' }));
    const [payment] = await rowsIn<{ result: string; card_last4: string | null }>(t, sql`SELECT result, card_last4 FROM payments WHERE order_id = ${cash.orderId}`);
    expect(payment).toEqual({ result: 'paid', card_last4: null });
  });

  it('cancels and refunds, giving the units back to stock', async () => {
    const before = await unitsOf(t, sizes[4]!);
    const { orderId } = await placedOrder(sizes[4]!);
    expect((await unitsOf(t, sizes[4]!)).units).toBe(before.units - 1);
    ok(await step(orderId, { status: 'refunded', reason: 'customer changed their mind' }));
    expect((await unitsOf(t, sizes[4]!)).units).toBe(before.units);
    expect(refusal(await step(orderId, { status: 'cancelled' }))).toEqual([400, 'wrong_status']);
  });

  it('lets exactly one of a ship and a cancel sent at once win', async () => {
    const { orderId } = await placedOrder(sizes[5]!);
    const replies = await Promise.all([step(orderId, { status: 'shipped', tracking_number: 'RACE-1' }), step(orderId, { status: 'cancelled' })]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    const status = await statusOf(orderId);
    expect(['shipped', 'cancelled']).toContain(status);
    const actions = (await rowsIn<{ action: string }>(t, sql`SELECT action FROM audit_log WHERE target = ${`order:${orderId}`}`)).map((row) => row.action);
    expect(actions).toEqual([`order.${status}`]);
  });
});

describe('the dashboard', () => {
  const figuresOf = async () => ok(await get('dashboard')).json<AdminDashboardReply>();
  const todayIn = (reply: AdminDashboardReply, currency: string) =>
    reply.sales.find((figure) => figure.period === 'today' && figure.currency === currency) ?? { orders: 0, revenue: 0 };
  const waitingAt = (reply: AdminDashboardReply, status: string) => reply.waiting.find((row) => row.status === status)!.orders;

  it("counts today's sales per currency, the orders waiting at each step and the open questions, for every staff role", async () => {
    const before = await figuresOf();
    expect(contractErrors(AdminDashboardReply, before)).toEqual([]);
    const { orderId } = await placedOrder(sizes[0]!);
    const [order] = await rowsIn<{ grand_total: number; currency: string }>(t, sql`SELECT grand_total, currency FROM orders WHERE id = ${orderId}`);
    await t.db.orm.execute(sql`INSERT INTO contact_questions (customer_name, customer_email, question, language, session_id)
      VALUES ('Nino', 'nino@example.com', 'Is the coat warm?', 'ka-ge', 'dashboard-test')`);

    const after = await figuresOf();
    expect(todayIn(after, order!.currency)).toEqual({
      period: 'today', currency: order!.currency, orders: todayIn(before, order!.currency).orders + 1, revenue: todayIn(before, order!.currency).revenue + Number(order!.grand_total),
    });
    expect(waitingAt(after, 'paid')).toBe(waitingAt(before, 'paid') + 1);
    expect(after.open_questions).toBe(before.open_questions + 1);

    // A refunded order sold nothing.
    ok(await step(orderId, { status: 'refunded' }));
    expect(todayIn(await figuresOf(), order!.currency).orders).toBe(todayIn(before, order!.currency).orders);
    const support = ok(await post('tokens', { name: 'help desk', role: 'support' })).json<ApiTokenCreateReply>().token.token;
    ok(await get('dashboard', { token: support }));
  });
});

describe('the audit log', () => {
  it('lists every change newest first, and cannot be rewritten', async () => {
    const entries = ok(await get('audit')).json<AuditReply>().entries;
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.map((entry) => entry.id)).toEqual([...entries.map((entry) => entry.id)].sort((a, b) => b - a));
    expect(entries.some((entry) => entry.action === 'staff.role' && entry.reason === 'new hire')).toBe(true);
    await expect(t.db.orm.execute(sql`UPDATE audit_log SET reason = 'nothing happened'`)).rejects.toThrow();
    await expect(t.db.orm.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
  });

  it('finds entries by who, what kind of action and which days', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const shipped = ok(await get(`audit?action=order.shipped&from=${today}&to=${today}`)).json<AuditReply>().entries;
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped.every((entry) => entry.action === 'order.shipped')).toBe(true);
    const orders = ok(await get('audit?action=order')).json<AuditReply>().entries;
    expect(new Set(orders.map((entry) => entry.action.split('.')[0]))).toEqual(new Set(['order']));
    const byWarehouse = ok(await get('audit?actor=WAREHOUSE')).json<AuditReply>().entries;
    expect(byWarehouse.length).toBeGreaterThan(0);
    expect(byWarehouse.every((entry) => /warehouse/.test(entry.actor))).toBe(true);
    // % and _ are letters here, not patterns.
    expect(ok(await get('audit?actor=%25')).json<AuditReply>().entries).toEqual([]);
    expect(ok(await get('audit?from=2000-01-01&to=2000-01-31')).json<AuditReply>().entries).toEqual([]);
    for (const bad of ['action=Order%3Bdrop', 'from=yesterday']) expect(refusal(await get(`audit?${bad}`))).toEqual([400, 'validation']);
  });
});
