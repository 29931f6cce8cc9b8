/** @jest-environment node */
import { CartReply, EMPTY_CART, ShareTokenReply } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { contractErrors } from '../../test/contract';
import { createCustomer, createTestApp, logInSession, sessionIdOf, startSession, type Session, type TestApp } from '../../test/test-app';
import { ok, paymentOf, rowsIn, Shopper, sizesInStock, type Size } from '../../test/test-shopper';

// A logged-in customer's cart is the customer's: every session logged in as them sees and changes
// the same cart, a guest (or another customer) never does, and placing an order from one session
// empties it for all. A guest's cart stays the session's.

let t: TestApp;
let sizes: Size[];

beforeAll(async () => {
  t = await createTestApp();
  sizes = await sizesInStock(t, 3, 50);
});
afterAll(async () => { await t.close(); });

const post = (session: Session, url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object, headers: { cookie: session.cookie, 'x-xsrf-token': session.token } });
const add = (session: Session, size: Size) => post(session, 'cart/v2/add', { product_id: size.productId, option_value_id: size.optionId, quantity: 1 });

async function cartOf(session: Session): Promise<CartReply> {
  const body = ok(await t.app.inject({ method: 'GET', url: '/api/cart/v2/', headers: { cookie: session.cookie } })).json<CartReply>();
  expect(contractErrors(CartReply, body)).toEqual([]);
  return body;
}
const linesOf = (body: CartReply) => body.cart.items.map((item) => [item.option_value_id, item.quantity]);

type LoggedIn = Awaited<ReturnType<typeof logInSession>>;

/** Two sessions (two devices) logged in as one new customer. */
async function twoDevices(): Promise<{ phone: LoggedIn; laptop: LoggedIn; customerId: number }> {
  const phone = await logInSession(t);
  const laptop = await logInSession(t, phone.customerId);
  return { phone, laptop, customerId: phone.customerId };
}

it('is one cart on every session the customer is logged in on: what one adds and changes the other sees', async () => {
  const { phone, laptop, customerId } = await twoDevices();
  const added = await ok(await add(phone, sizes[0]!)).json<CartReply>();
  expect(await cartOf(laptop)).toEqual(added);

  const [line] = added.cart.items;
  ok(await post(laptop, 'cart/v2/change-item-quantity', { item_id: line!.item_id, quantity: 3 }));
  ok(await add(laptop, sizes[1]!));
  expect(linesOf(await cartOf(phone))).toEqual([[sizes[0]!.optionId, 3], [sizes[1]!.optionId, 1]]);

  ok(await post(phone, 'cart/v2/remove-item/', { item_id: line!.item_id }));
  expect(linesOf(await cartOf(laptop))).toEqual([[sizes[1]!.optionId, 1]]);

  // One row, the customer's: no cart was made for either session.
  const carts = await rowsIn<{ customer_id: number | null; session_id: string | null }>(t, sql`
    SELECT customer_id, session_id FROM carts WHERE customer_id = ${customerId} OR session_id IN (${phone.id}, ${laptop.id})`);
  expect(carts).toEqual([{ customer_id: customerId, session_id: null }]);
});

it("is not a guest's, nor another customer's: their lines of it are not found and their carts stay their own", async () => {
  const { phone } = await twoDevices();
  const [line] = (await ok(await add(phone, sizes[0]!)).json<CartReply>()).cart.items;
  const guest = await startSession(t.app);
  const other = await logInSession(t);
  for (const stranger of [guest, other]) {
    expect(await cartOf(stranger)).toEqual({ status: 200, ...EMPTY_CART });
    for (const [url, payload] of [
      ['cart/v2/change-item-quantity', { item_id: line!.item_id, quantity: 5 }],
      ['cart/v2/change/', { item_id: line!.item_id, quantity: 5, option_value_id: sizes[0]!.optionId }],
      ['cart/v2/remove-item/', { item_id: line!.item_id }],
    ] as const) {
      const response = await post(stranger, url, payload);
      expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'not_found' }]);
    }
  }
  ok(await add(guest, sizes[1]!));
  expect(linesOf(await cartOf(phone))).toEqual([[sizes[0]!.optionId, 1]]);
  expect(linesOf(await cartOf(guest))).toEqual([[sizes[1]!.optionId, 1]]);
});

it("leaves a blocked customer's sessions with the session's own cart", async () => {
  const { phone, customerId } = await twoDevices();
  ok(await add(phone, sizes[0]!));
  await rowsIn(t, sql`UPDATE customers SET approved = false WHERE id = ${customerId}`);
  expect(await cartOf(phone)).toEqual({ status: 200, ...EMPTY_CART });
  await rowsIn(t, sql`UPDATE customers SET approved = true WHERE id = ${customerId}`);
  expect(linesOf(await cartOf(phone))).toEqual([[sizes[0]!.optionId, 1]]);
});

it('keeps the promo code and the share link with the cart, whichever session set them', async () => {
  const { phone, laptop } = await twoDevices();
  ok(await add(phone, sizes[0]!));
  expect(ok(await post(phone, 'promocode/apply', { code: 'WELCOME10' })).json()).toEqual({ status: 200, result: true });
  expect((await cartOf(laptop)).promocode).toBe('WELCOME10');

  const tokenOf = async (session: Session) => {
    const body = ok(await t.app.inject({ method: 'GET', url: '/api/cart/v2/share-token', headers: { cookie: session.cookie } })).json<ShareTokenReply>();
    expect(contractErrors(ShareTokenReply, body)).toEqual([]);
    return body.token;
  };
  const token = await tokenOf(phone);
  expect(await tokenOf(laptop)).toBe(token);
  // The customer's own link adds nothing to their cart, from either session.
  ok(await post(laptop, 'cart/v2/add-shared', { token }));
  expect(linesOf(await cartOf(phone))).toEqual([[sizes[0]!.optionId, 1]]);
  // Someone else's "add all" copies it into their own cart.
  const guest = await startSession(t.app);
  ok(await post(guest, 'cart/v2/add-shared', { token }));
  expect(linesOf(await cartOf(guest))).toEqual([[sizes[0]!.optionId, 1]]);

  ok(await post(laptop, 'promocode/delete'));
  expect((await cartOf(phone)).promocode).toBeNull();
});

it("is placed from one session and emptied for all; the order is the session's and the customer's", async () => {
  const { phone, laptop, customerId } = await twoDevices();
  ok(await add(laptop, sizes[2]!));
  const shopper = Shopper.on(t, phone);
  const orderId = await shopper.checkout();
  expect((await cartOf(phone)).cart.orderId).toBe(orderId);
  // The checkout order is the session's: the other device's cart names none.
  expect((await cartOf(laptop)).cart.orderId).toBeNull();
  paymentOf(await shopper.place());

  for (const session of [phone, laptop]) expect(await cartOf(session)).toEqual({ status: 200, ...EMPTY_CART });
  expect(await rowsIn(t, sql`SELECT id FROM carts WHERE customer_id = ${customerId}`)).toEqual([]);
  const [order] = await rowsIn<{ session_id: string; customer_id: number }>(t, sql`SELECT session_id, customer_id FROM orders WHERE id = ${orderId}`);
  expect(order).toEqual({ session_id: phone.id, customer_id: customerId });
});

it("switches a session to the customer's cart at login: the guest cart is the session's, left for the login to merge", async () => {
  const session = await startSession(t.app);
  ok(await add(session, sizes[0]!));
  const customerId = await createCustomer(t);
  await rowsIn(t, sql`UPDATE sessions SET customer_id = ${customerId} WHERE id = ${sessionIdOf(session.cookie)}`);
  expect(await cartOf(session)).toEqual({ status: 200, ...EMPTY_CART });
  const response = await Shopper.on(t, session).createOrder();
  expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'cart_empty' }]);
  expect(await rowsIn(t, sql`SELECT customer_id FROM carts WHERE session_id = ${sessionIdOf(session.cookie)}`)).toEqual([{ customer_id: null }]);
});
