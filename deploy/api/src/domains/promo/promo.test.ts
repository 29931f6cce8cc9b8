/** @jest-environment node */
import { CartReply } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { contractErrors } from '../../test/contract';
import { createTestApp, logInSession, sessionIdOf, startSession, type Session, type TestApp } from '../../test/test-app';

// Promo codes on a guest's or a customer's cart through the API: every refusal is a 400 with its
// spec §8 reason and leaves the cart as it was; a good code puts its line into the totals until
// the cart no longer qualifies (no_discount 1) or the code is deleted.

let t: TestApp;
const rows = async <T>(query: SQL): Promise<T[]> => rowsOf<T>(await t.db.orm.execute(query));

const post = (session: Session, url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object, headers: { cookie: session.cookie, 'x-xsrf-token': session.token } });
async function cartOf(session: Session): Promise<CartReply> {
  const response = await t.app.inject({ method: 'GET', url: '/api/cart/v2/', headers: { cookie: session.cookie } });
  const body = response.json<CartReply>();
  expect(contractErrors(CartReply, body)).toEqual([]);
  return body;
}
const totalsOf = (body: CartReply) => Object.fromEntries(body.cart.totals.map((total) => [total.code, total.value]));

/** A size in stock of a product under $150 that is not a shoe, with its USD price. */
let item: { productId: number; optionId: number; price: number };

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await rows<{ product_id: number; id: number; price: number }>(sql`
    SELECT o.product_id, o.id, pp.price FROM product_options o
    JOIN product_prices pp ON pp.product_id = o.product_id AND pp.currency = 'USD'
    WHERE o.stock_status = 'inStock' AND pp.price < 15000 AND NOT EXISTS (
      SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE pc.product_id = o.product_id AND c.url_path IN ('women/shoes', 'men/shoes'))
    ORDER BY o.id LIMIT 1`);
  item = { productId: Number(row!.product_id), optionId: Number(row!.id), price: Number(row!.price) };
  // Enough units for the carts that need $300 of it.
  await rows(sql`UPDATE product_options SET stock_quantity = 100 WHERE id = ${item.optionId}`);
});
afterAll(() => t.close());

async function cartWithOne(session?: Session): Promise<Session> {
  session ??= await startSession(t.app);
  expect((await post(session, 'cart/v2/add', { product_id: item.productId, option_value_id: item.optionId, quantity: 1 })).statusCode).toBe(200);
  return session;
}

it('applies a code whatever its case, puts its line in the totals and names it in the cart', async () => {
  const session = await cartWithOne();
  const applied = await post(session, 'promocode/apply', { code: ' welcome10 ' });
  expect(applied.json()).toEqual({ status: 200, result: true });
  const cart = await cartOf(session);
  expect(cart.promocode).toBe('WELCOME10');
  expect(cart.no_discount).toBe(0);
  const discount = Math.floor(item.price / 10);
  expect(totalsOf(cart)).toEqual({ subtotal: item.price, promocode: -discount, total: item.price - discount });
});

it.each([
  ['NO-SUCH-CODE', 'not_found'],
  ['MEMBERS15', 'not_logged_in'],
  ['BIG50', 'min_total_not_reached'],
  ['SHOES30', 'no_eligible_products'],
  ['FUTURE2099', 'has_not_started'],
  ['SUMMER2025', 'has_already_expired'],
])('refuses %s with %s and leaves the cart as it was', async (code, reason) => {
  const session = await cartWithOne();
  const before = await cartOf(session);
  const response = await post(session, 'promocode/apply', { code });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ status: 400, error: reason });
  expect(await cartOf(session)).toEqual(before);
});

it("limits a group's code to the group: wrong_customer_group for a default customer, a guest not_logged_in, a vip customer gets it", async () => {
  const tries = [
    [await cartWithOne(await logInSession(t)), 400, 'wrong_customer_group'],
    [await cartWithOne(), 400, 'not_logged_in'],
    [await cartWithOne(await logInSession(t, { customerGroup: 'vip' })), 200, undefined],
  ] as const;
  for (const [session, statusCode, error] of tries) {
    const response = await post(session, 'promocode/apply', { code: 'VIP25' });
    expect([response.statusCode, response.json().error]).toEqual([statusCode, error]);
  }
  const vip = await cartOf(tries[2][0]);
  expect(vip.promocode).toBe('VIP25');
  expect(totalsOf(vip).promocode).toBe(-Math.floor(item.price / 4));
});

it("drops a group's code from the cart once the customer leaves the group", async () => {
  const session = await cartWithOne(await logInSession(t, { customerGroup: 'vip' }));
  expect((await post(session, 'promocode/apply', { code: 'VIP25' })).statusCode).toBe(200);
  await rows(sql`UPDATE customers SET customer_group = 'default' WHERE id = (SELECT customer_id FROM sessions WHERE id = ${sessionIdOf(session.cookie)})`);
  const cart = await cartOf(session);
  expect([cart.promocode, cart.no_discount, totalsOf(cart).promocode]).toEqual([null, 1, undefined]);
});

it('refuses any code for an empty cart', async () => {
  const response = await post(await startSession(t.app), 'promocode/apply', { code: 'WELCOME10' });
  expect(response.json()).toMatchObject({ status: 400, error: 'no_eligible_products' });
});

it('drops the discount with no_discount 1 once the cart no longer qualifies, and delete removes the code', async () => {
  const session = await cartWithOne();
  // BIG50 needs $300 of goods: enough of the one item to pass, then one fewer.
  const needed = Math.ceil(30_000 / item.price);
  const [line] = (await cartOf(session)).cart.items;
  await post(session, 'cart/v2/change-item-quantity', { item_id: line!.item_id, quantity: needed });
  expect((await post(session, 'promocode/apply', { code: 'BIG50' })).json()).toEqual({ status: 200, result: true });
  expect(totalsOf(await cartOf(session)).promocode).toBe(-5_000);

  await post(session, 'cart/v2/change-item-quantity', { item_id: line!.item_id, quantity: needed - 1 });
  const below = await cartOf(session);
  expect(below.no_discount).toBe(1);
  expect(below.promocode).toBeNull();
  expect(totalsOf(below).promocode).toBeUndefined();

  expect((await post(session, 'promocode/delete')).json()).toEqual({ status: 200, result: true });
  const cleared = await cartOf(session);
  expect(cleared.no_discount).toBe(0);
  expect(cleared.promocode).toBeNull();
});

it('needs the XSRF token like every POST', async () => {
  const session = await cartWithOne();
  const response = await t.app.inject({ method: 'POST', url: '/api/promocode/apply', payload: { code: 'WELCOME10' }, headers: { cookie: session.cookie } });
  expect(response.statusCode).toBe(403);
});
