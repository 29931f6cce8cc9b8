/** @jest-environment node */
import { ADMIN_ORDERS_COUNT_LIMIT, AdminDashboardReply, AdminOrderReply, AdminOrdersReply, ConflictReply, type DashboardReleases } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { contractErrors } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ok, refusal, rowsIn, Shopper, sizesInStock, type Size } from '../../test/test-shopper';
import { buy, buyRequest, firstDesignId } from '../giftcard/test-giftcard';
import { newApiToken, secretHash } from './secrets';

// An order as staff see it (its version, the messages it sent), a move made from a stale copy, the
// list's filters and keyset pages, and the dashboard's canaries.

let t: TestApp;
let sizes: Size[];
let operator: string;
let colleague: string;

async function tokenOf(name: string, role: 'admin' | 'operator' | 'support' = 'operator'): Promise<string> {
  const token = newApiToken();
  await t.db.orm.execute(sql`INSERT INTO api_tokens (name, role, token_hash) VALUES (${name}, ${role}, ${secretHash(token)})`);
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  sizes = await sizesInStock(t, 4, 20);
  operator = await tokenOf('packing station');
  colleague = await tokenOf('second desk');
});
afterAll(async () => { await t.close(); });

const get = (url: string, token = operator) => t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: { authorization: `Bearer ${token}` } });
const post = (url: string, payload: object, token = operator) => t.app.inject({ method: 'POST', url: `/api/admin/${url}`, payload, headers: { authorization: `Bearer ${token}` } });
const orderOf = async (id: number) => {
  const reply = ok(await get(`orders/${id}`)).json<AdminOrderReply>();
  expect(contractErrors(AdminOrderReply, reply)).toEqual([]);
  return reply.order;
};

/** A card order of one unit of `size`, placed and paid by a guest. */
async function paidOrder(size: Size): Promise<number> {
  const shopper = await Shopper.start(t);
  await shopper.add(size);
  const orderId = await shopper.checkout('card');
  ok(await shopper.place('card'));
  ok(await shopper.pay(orderId));
  return orderId;
}

describe("an order's version", () => {
  it('is carried by the order with who changed it last, and a move made from an older one is refused with who and when', async () => {
    const orderId = await paidOrder(sizes[0]!);
    const read = await orderOf(orderId);
    expect(read).toMatchObject({ version: 1, changed_by: null, changed_at: null });

    // The first desk packs it from what it read.
    const packed = ok(await post(`orders/${orderId}/status`, { status: 'packed', version: read.version })).json<AdminOrderReply>().order;
    expect(packed).toMatchObject({ status: 'packed', version: 2, changed_by: expect.stringMatching(/^token:\d+ packing station$/), changed_at: expect.any(String) });

    // The second desk decided on the copy it read before: refused, naming the first desk.
    const stale = await post(`orders/${orderId}/status`, { status: 'cancelled', version: read.version }, colleague);
    expect(stale.statusCode).toBe(409);
    const conflict = stale.json<ConflictReply>();
    expect(contractErrors(ConflictReply, conflict)).toEqual([]);
    expect(conflict).toMatchObject({ error: 'conflict', changed_by: packed.changed_by, changed_at: packed.changed_at });
    expect(await orderOf(orderId)).toMatchObject({ status: 'packed', version: 2 });

    // Read again, it may; a script that sends no version is checked by the status machine alone.
    ok(await post(`orders/${orderId}/status`, { status: 'shipped', tracking_number: 'RR1', version: 2 }, colleague));
    ok(await post(`orders/${orderId}/status`, { status: 'delivered' }));
    expect(await orderOf(orderId)).toMatchObject({ status: 'delivered', version: 4 });
    expect(refusal(await post(`orders/${orderId}/status`, { status: 'refunded', version: 3 }))).toEqual([409, 'conflict']);
  });

  it('refuses a version that is not one with 400, never a 500', async () => {
    const orderId = await paidOrder(sizes[1]!);
    for (const version of [0, -1, 1.5, null, 'two']) expect(refusal(await post(`orders/${orderId}/status`, { status: 'packed', version }))).toEqual([400, 'validation']);
    expect(refusal(await post('orders/2147483647/status', { status: 'packed', version: 1 }))).toEqual([400, 'not_found']);
  });
});

describe('the messages an order sent', () => {
  it('lists its confirmation and each notice, by kind, channel, recipient, language and whether sent; never another order\'s to the same address', async () => {
    const first = await paidOrder(sizes[2]!);
    const second = await paidOrder(sizes[3]!);
    ok(await post(`orders/${first}/status`, { status: 'shipped', tracking_number: 'RR2' }));
    const order = await orderOf(first);
    expect(order.messages).toEqual([
      { id: expect.any(Number), kind: 'order.placed', channel: 'email', recipient: 'anna@example.com', language: 'ru-ru', subject: `Заказ №${first} оформлен`, written_at: expect.any(String), sent_at: null },
      { id: expect.any(Number), kind: 'order.shipped', channel: 'email', recipient: 'anna@example.com', language: 'ru-ru', subject: `Заказ №${first} отправлен`, written_at: expect.any(String), sent_at: null },
    ]);
    // The same shopper's other order is at the same address, and has only its own.
    expect((await orderOf(second)).messages.map((message) => message.subject)).toEqual([`Заказ №${second} оформлен`]);

    // A message a gateway delivered says when.
    await t.db.orm.execute(sql`UPDATE outbox SET sent_at = now() WHERE id = ${order.messages[0]!.id}`);
    expect((await orderOf(first)).messages[0]!.sent_at).toEqual(expect.any(String));
  });

  it("lists a gift card order's link to its recipient, in the order's language", async () => {
    const shopper = await Shopper.start(t);
    const request = buyRequest(await firstDesignId(t));
    const orderId = ok(await buy(shopper, request, 'en-gb')).json<{ result: { order_id: number } }>().result.order_id;
    ok(await shopper.pay(orderId));
    expect((await orderOf(orderId)).messages).toEqual([
      expect.objectContaining({ kind: 'giftcard.link', channel: 'email', recipient: request.recipient_contact, language: 'en-gb' }),
    ]);
  });
});

/** `count` placed orders in one statement, in `currency` (none other of the file uses GEL), the newest last. */
async function placeMany(count: number, over: { email?: string; status?: string } = {}): Promise<number[]> {
  const rows = await rowsIn<{ id: number }>(t, sql`
    INSERT INTO orders (session_id, status, language, currency, firstname, lastname, telephone, email, payment_method, totals, grand_total, placed_at)
    SELECT 'list-test-' || g, ${over.status ?? 'paid'}, 'ru-ru', 'GEL', 'List', 'Test ' || g, '+995555' || lpad(g::text, 6, '0'),
      ${over.email ?? 'list@example.com'}, CASE WHEN g % 2 = 0 THEN 'card' ELSE 'cash_on_delivery' END, '[]'::jsonb, 1000, now() - make_interval(days => ${count} - g)
    FROM generate_series(1, ${count}) g
    RETURNING id`);
  return rows.map((row) => Number(row.id));
}

describe('the orders list', () => {
  const list = async (query: string) => {
    const reply = ok(await get(`orders?${query}`)).json<AdminOrdersReply>();
    expect(contractErrors(AdminOrdersReply, reply)).toEqual([]);
    return reply;
  };
  let ids: number[];
  beforeAll(async () => {
    ids = await placeMany(120);
  });

  it('pages by id: `before` the last one shown for older orders, `after` the first for newer, each page its own 50', async () => {
    const newestFirst = [...ids].reverse();
    const first = await list('currency=GEL');
    expect(first).toMatchObject({ total: 120, total_capped: false, limit: 50, newer: null, older: newestFirst[49] });
    expect(first.orders.map((order) => order.id)).toEqual(newestFirst.slice(0, 50));
    const second = await list(`currency=GEL&before=${first.older}`);
    expect(second.orders.map((order) => order.id)).toEqual(newestFirst.slice(50, 100));
    expect(second).toMatchObject({ newer: newestFirst[50], older: newestFirst[99] });
    const last = await list(`currency=GEL&before=${second.older}`);
    expect(last.orders.map((order) => order.id)).toEqual(newestFirst.slice(100));
    expect(last).toMatchObject({ older: null, newer: newestFirst[100] });
    // Back up: the page above the last is the second again, and above the second the first, whole.
    expect((await list(`currency=GEL&after=${last.newer}`)).orders.map((order) => order.id)).toEqual(newestFirst.slice(50, 100));
    const top = await list(`currency=GEL&after=${newestFirst[30]}`);
    expect(top.orders.map((order) => order.id)).toEqual(newestFirst.slice(0, 50));
    expect(top.newer).toBeNull();
  });

  it('filters by currency, payment method, status, the days placed and the customer (e-mail in any case, phone, account)', async () => {
    expect((await list('currency=GEL&payment=card')).total).toBe(60);
    expect((await list('currency=GEL&status=shipped')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    expect((await list(`currency=GEL&from=${weekAgo}&to=${today}`)).total).toBe(7);
    expect((await list('customer=LIST%40Example.com')).total).toBe(120);
    expect((await list(`customer=${encodeURIComponent('+995555000007')}`)).orders.map((order) => order.id)).toEqual([ids[6]]);

    // An account's orders placed under another address are found by the account's address too.
    const [account] = await rowsIn<{ id: number }>(t, sql`INSERT INTO customers (email, invite_code) VALUES ('account@example.com', 'LISTTEST') RETURNING id`);
    await t.db.orm.execute(sql`UPDATE orders SET customer_id = ${account!.id} WHERE id = ${ids[0]}`);
    expect((await list('customer=account%40example.com')).orders.map((order) => order.id)).toEqual([ids[0]]);
    expect((await list(`customer=${account!.id}`)).orders.map((order) => order.id)).toEqual([ids[0]]);

    for (const bad of ['currency=EUR', 'before=0', 'after=x', 'payment=bitcoin']) expect(refusal(await get(`orders?${bad}`))).toEqual([400, 'validation']);
  });

  it(`counts what the filters find up to ${ADMIN_ORDERS_COUNT_LIMIT}, and says there are more beyond`, async () => {
    await placeMany(ADMIN_ORDERS_COUNT_LIMIT - 120, { email: 'many@example.com' });
    expect(await list('currency=GEL')).toMatchObject({ total: ADMIN_ORDERS_COUNT_LIMIT, total_capped: false });
    await placeMany(1, { email: 'one-more@example.com' });
    expect(await list('currency=GEL')).toMatchObject({ total: ADMIN_ORDERS_COUNT_LIMIT, total_capped: true });
  });
});

describe("the dashboard's canaries", () => {
  const RELEASES: DashboardReleases = {
    canaries: [{ remote: 'catalog', live: '1.1.20+a1', version: '1.1.21+b2', percent: 10, since: '2026-12-07T09:00:00.000Z', verdict: 'holds', reason: 'error rate 0.1 % of 900 views' }],
    decisions: [{ remote: 'giftcard', at: '2026-12-06T12:00:00.000Z', action: 'rolled back', version: '1.1.20+c3', percent: null, reason: 'load failure rate 4.0 %' }],
  };

  it('shows what the release registry the edge hands in says; null without one, or when it cannot be read', async () => {
    const withRegistry = await createTestApp({ releases: async () => RELEASES });
    const failing = await createTestApp({ releases: async () => { throw new Error('registry unreachable'); } });
    try {
      for (const [app, releases] of [[withRegistry, RELEASES], [failing, null], [t, null]] as const) {
        const token = newApiToken();
        await app.db.orm.execute(sql`INSERT INTO api_tokens (name, role, token_hash) VALUES ('desk', 'support', ${secretHash(token)})`);
        const reply = ok(await app.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${token}` } })).json<AdminDashboardReply>();
        expect(contractErrors(AdminDashboardReply, reply)).toEqual([]);
        expect(reply.releases).toEqual(releases);
      }
    } finally {
      await withRegistry.close();
      await failing.close();
    }
  });
});
