/** @jest-environment node */
import { CartReply, EMPTY_CART, NOT_REPEATABLE } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { contractErrors } from '../../test/contract';
import { createTestApp, logInSession, startSession, type Session, type TestApp } from '../../test/test-app';
import { ok, paymentOf, rowsIn, setUnits, Shopper, sizesInStock, type Size } from '../../test/test-shopper';
import { issuedCard } from '../giftcard/test-giftcard';

// POST /account/repeat-order: one of the customer's placed orders back into their cart, sizes
// still sold only, quantities capped by stock; anyone else's order is not found, a gift card order
// is not one to repeat.

let t: TestApp;
let sizes: Size[];

beforeAll(async () => {
  t = await createTestApp();
  sizes = await sizesInStock(t, 3, 50);
});
afterAll(async () => { await t.close(); });

const post = (session: Session, url: string, payload: unknown = {}, headers: Record<string, string> = { 'x-xsrf-token': session.token }) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object, headers: { cookie: session.cookie, ...headers } });
const repeat = (session: Session, orderId: number) => post(session, 'account/repeat-order', { order_id: orderId });

async function cartOf(session: Session): Promise<CartReply> {
  const body = ok(await t.app.inject({ method: 'GET', url: '/api/cart/v2/', headers: { cookie: session.cookie } })).json<CartReply>();
  expect(contractErrors(CartReply, body)).toEqual([]);
  return body;
}
const linesOf = (body: CartReply) => body.cart.items.map((item) => [item.option_value_id, item.quantity]);

/** Puts `quantity` of `size` in the session's cart (a line of its own, or the size's line set to it). */
async function putInCart(session: Session, size: Size, quantity: number): Promise<void> {
  const added = ok(await post(session, 'cart/v2/add', { product_id: size.productId, option_value_id: size.optionId, quantity: 1 })).json<CartReply>();
  const line = added.cart.items.find((item) => item.option_value_id === size.optionId)!;
  ok(await post(session, 'cart/v2/change-item-quantity', { item_id: line.item_id, quantity }));
}

/** An order the session places (by card, not paid) of these sizes and quantities; the cart is empty after. */
async function placedOrder(session: Session, lines: Array<[Size, number]>): Promise<number> {
  for (const [size, quantity] of lines) await putInCart(session, size, quantity);
  const shopper = Shopper.on(t, session);
  const orderId = await shopper.checkout();
  paymentOf(await shopper.place());
  return orderId;
}

beforeEach(async () => { await setUnits(t, sizes, 50); });

it('puts the order back: every size still sold with its quantity, capped by the units left, sold-out sizes skipped', async () => {
  const session = await logInSession(t);
  const [a, b, c] = sizes as [Size, Size, Size];
  const orderId = await placedOrder(session, [[a, 3], [b, 4], [c, 1]]);
  expect(await cartOf(session)).toEqual({ status: 200, ...EMPTY_CART });
  await setUnits(t, [b], 2);
  await setUnits(t, [c], 0);

  const response = await repeat(session, orderId);
  const body = ok(response).json<CartReply>();
  expect(contractErrors(CartReply, body)).toEqual([]);
  expect(linesOf(body)).toEqual([[a.optionId, 3], [b.optionId, 2]]);
  // The whole cart, as every cart change answers, and the customer's on every session.
  expect(await cartOf(await logInSession(t, session.customerId))).toEqual(body);
});

it('adds to what the cart holds, each size at most its units in stock', async () => {
  const session = await logInSession(t);
  const [a, b] = sizes as [Size, Size];
  const orderId = await placedOrder(session, [[a, 3], [b, 1]]);
  await setUnits(t, [a], 5);
  await putInCart(session, a, 4);
  await putInCart(session, b, 2);
  expect(linesOf(ok(await repeat(session, orderId)).json<CartReply>())).toEqual([[a.optionId, 5], [b.optionId, 3]]);
  // Repeating again still stops at the units in stock.
  expect(linesOf(ok(await repeat(session, orderId)).json<CartReply>())).toEqual([[a.optionId, 5], [b.optionId, 4]]);
});

it("answers not_found for another customer's order, a guest's, the customer's unplaced checkout order and an unknown id, changing no cart", async () => {
  const owner = await logInSession(t);
  const theirs = await placedOrder(owner, [[sizes[0]!, 1]]);
  const guest = await startSession(t.app);
  const guestOrder = await placedOrder(guest, [[sizes[1]!, 1]]);
  const customer = await logInSession(t);
  await putInCart(customer, sizes[2]!, 1);
  const unplaced = await Shopper.on(t, customer).checkout();
  const [unknown] = await rowsIn<{ id: number }>(t, sql`SELECT coalesce(max(id), 0) + 1000 AS id FROM orders`);
  const before = await cartOf(customer);

  for (const orderId of [theirs, guestOrder, unplaced, Number(unknown!.id)]) {
    const response = await repeat(customer, orderId);
    expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'not_found' }]);
  }
  expect(await cartOf(customer)).toEqual(before);
  expect(await cartOf(owner)).toEqual({ status: 200, ...EMPTY_CART });
});

it(`answers ${NOT_REPEATABLE} for a gift card the customer bought, rather than a cart with nothing added`, async () => {
  const session = await logInSession(t);
  const card = await issuedCard(t, { buyer: Shopper.on(t, session) });
  await putInCart(session, sizes[0]!, 1);
  const before = await cartOf(session);

  const response = await repeat(session, card.orderId);
  expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: NOT_REPEATABLE }]);
  expect(await cartOf(session)).toEqual(before);
});

it('answers a guest not_logged_in, even for an order the session placed as a guest', async () => {
  const guest = await startSession(t.app);
  const orderId = await placedOrder(guest, [[sizes[0]!, 1]]);
  const response = await repeat(guest, orderId);
  expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'not_logged_in' }]);
  expect(await cartOf(guest)).toEqual({ status: 200, ...EMPTY_CART });
});

it('needs the XSRF token, and an order id', async () => {
  const session = await logInSession(t);
  const orderId = await placedOrder(session, [[sizes[0]!, 1]]);
  expect((await post(session, 'account/repeat-order', { order_id: orderId }, {})).statusCode).toBe(403);
  for (const payload of [{}, { order_id: 0 }, { order_id: 'one' }]) {
    const response = await post(session, 'account/repeat-order', payload);
    expect([response.statusCode, response.json()]).toEqual([400, expect.objectContaining({ status: 400, error: 'validation' })]);
  }
  expect(await cartOf(session)).toEqual({ status: 200, ...EMPTY_CART });
});
