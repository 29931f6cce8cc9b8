/** @jest-environment node */
import { CART_MAX_LINES, CartReply, EMPTY_CART } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { contractErrors } from '../../test/contract';
import { createTestApp, logInSession, sessionIdOf, startSession, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;
/** A session that never adds: a guest without a cart. */
let firstSession: Session;

const rows = async <T>(query: SQL): Promise<T[]> => rowsOf<T>(await t.db.orm.execute(query));

function post(session: Session, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/cart/v2/${url}`, payload: payload as object, headers: { cookie: session.cookie, 'x-xsrf-token': session.token, ...headers } });
}
const getCart = (session: Session, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/cart/v2/', headers: { cookie: session.cookie, ...headers } });

/** A cart reply, checked against the contract. */
async function cartOf(response: Awaited<ReturnType<typeof getCart>>): Promise<CartReply> {
  expect(response.statusCode).toBe(200);
  const body = response.json<CartReply>();
  expect(contractErrors(CartReply, body)).toEqual([]);
  return body;
}
const add = (session: Session, productId: number, optionValueId: number, headers: Record<string, string> = {}) =>
  post(session, 'add', { product_id: productId, option_value_id: optionValueId, quantity: 1 }, headers);
const totalsOf = (body: CartReply) => Object.fromEntries(body.cart.totals.map((total) => [total.code, total.value]));
const newSession = () => startSession(t.app);

interface Sized { product_id: number; options: number[] }
/** Products with at least three sizes in stock: a line can change size and still have one to merge into. */
let sized: Sized[];
let soldOut: { id: number; product_id: number };
const priceOf = async (productId: number, currency = 'USD') =>
  Number((await rows<{ price: number }>(sql`SELECT price FROM product_prices WHERE product_id = ${productId} AND currency = ${currency}`))[0]!.price);

beforeAll(async () => {
  t = await createTestApp();
  firstSession = await newSession();
  sized = (await rows<Sized>(sql`SELECT product_id, json_agg(id ORDER BY id) AS options FROM product_options
    WHERE stock_status = 'inStock' GROUP BY product_id HAVING count(*) >= 3 ORDER BY product_id LIMIT 3`))
    .map((row) => ({ product_id: Number(row.product_id), options: row.options.map(Number) }));
  const [first] = await rows<{ id: number; product_id: number }>(sql`SELECT id, product_id FROM product_options WHERE stock_status = 'outOfStock' ORDER BY id LIMIT 1`);
  soldOut = { id: Number(first!.id), product_id: Number(first!.product_id) };
  expect(sized).toHaveLength(3);
  // Enough units that these tests meet the cart's own limits (999 a line), not the stock's.
  await rows(sql`UPDATE product_options SET stock_quantity = 5000 WHERE product_id IN (${sql.join(sized.map((size) => sql`${size.product_id}`), sql`, `)})`);
});
afterAll(async () => { await t.close(); });

describe('GET /api/cart/v2/', () => {
  it("answers a guest's empty cart in the contract's shape, never to be cached", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cart/v2/' });
    expect(await cartOf(response)).toEqual({ status: 200, ...EMPTY_CART });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the same for a session with cookies, and sets no new ones', async () => {
    const response = await getCart(await newSession());
    expect(response.json()).toEqual({ status: 200, ...EMPTY_CART });
    expect(response.cookies).toHaveLength(0);
  });

  it('is a GET route only', async () => {
    const response = await post(firstSession, '', {});
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/cart/v2/add', () => {
  it('adds a size: the line, its product in the shop currency, the totals and recommendations from its category', async () => {
    const session = await newSession();
    const { product_id: productId, options: [option] } = sized[0]!;
    const body = await cartOf(await add(session, productId, option!));
    const price = await priceOf(productId);
    const [sku] = await rows<{ sku: string; category_id: number }>(sql`SELECT sku, category_id FROM products WHERE id = ${productId}`);
    expect(body.cart.items).toEqual([{ item_id: expect.any(Number), product_id: productId, sku: sku!.sku, option_value_id: option, quantity: 1 }]);
    expect(body.products).toEqual([{
      id: productId, sku: sku!.sku, name: expect.any(String), url_path: expect.any(String), image: expect.stringMatching(/^\/api\/media\/product\/\d+-400\.webp$/), price, currency: 'USD',
      // Every size of the product, so the line can change size in place; the line's own among them.
      sizes: expect.arrayContaining([expect.objectContaining({ option_value_id: option, label: expect.any(String) })]),
    }]);
    expect(totalsOf(body)).toEqual({ subtotal: price, total: price });
    expect(body).toMatchObject({ promocode: null, no_discount: 0, bonuses: 0, cart: { orderId: null, additional: {} } });

    expect(body.recommendations.length).toBeGreaterThan(0);
    expect(body.recommendations.length).toBeLessThanOrEqual(8);
    expect(body.recommendations.map((product) => product.id)).not.toContain(productId);
    const recommendedIds = body.recommendations.map((product) => product.id);
    const sameCategory = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE category_id = ${sku!.category_id}
      AND id IN (${sql.join(recommendedIds.map((id) => sql`${id}`), sql`, `)})`);
    expect(sameCategory[0]!.n).toBe(recommendedIds.length);

    expect(await cartOf(await getCart(session))).toEqual(body);
  });

  it('adds the same size again to its line, and another size as a line of its own under one product', async () => {
    const session = await newSession();
    const { product_id: productId, options: [first, second] } = sized[0]!;
    const once = await cartOf(await add(session, productId, first!));
    const twice = await cartOf(await add(session, productId, first!));
    expect(twice.cart.items).toEqual([{ ...once.cart.items[0], quantity: 2 }]);
    const both = await cartOf(await add(session, productId, second!));
    expect(both.cart.items.map((item) => [item.option_value_id, item.quantity])).toEqual([[first, 2], [second, 1]]);
    expect(both.products.map((product) => product.id)).toEqual([productId]);
    expect(totalsOf(both)).toEqual({ subtotal: 3 * await priceOf(productId), total: 3 * await priceOf(productId) });
  });

  it('totals several products in minor units', async () => {
    const session = await newSession();
    await add(session, sized[0]!.product_id, sized[0]!.options[0]!);
    await add(session, sized[1]!.product_id, sized[1]!.options[0]!);
    const body = await cartOf(await add(session, sized[1]!.product_id, sized[1]!.options[0]!));
    const expected = await priceOf(sized[0]!.product_id) + 2 * await priceOf(sized[1]!.product_id);
    expect(totalsOf(body)).toEqual({ subtotal: expected, total: expected });
    expect(body.products.map((product) => product.id)).toEqual([sized[0]!.product_id, sized[1]!.product_id]);
  });

  it('answers in the language of x-language, priced in the currency the cart was started in (x-currency), whatever the header says later', async () => {
    const session = await newSession();
    const { product_id: productId, options: [option] } = sized[2]!;
    await add(session, productId, option!, { 'x-currency': 'GEL' });
    const body = await cartOf(await getCart(session, { 'x-language': 'ka-ge' }));
    const gel = await priceOf(productId, 'GEL');
    expect(body.cart.currency).toBe('GEL');
    expect(body.products[0]).toMatchObject({ currency: 'GEL', price: gel, name: expect.stringMatching(/[\u10D0-\u10FF]/) });
    expect(totalsOf(body)).toEqual({ subtotal: gel, total: gel });
    expect(body.recommendations.every((product) => product.currency === 'GEL')).toBe(true);
    // One cart, one currency: another header does not re-price it (set-currency does).
    const english = await cartOf(await getCart(session, { 'x-language': 'en-gb', 'x-currency': 'RUB' }));
    expect(english.products[0]).toMatchObject({ currency: 'GEL', price: gel, name: expect.stringMatching(/^[A-Za-z -]+$/) });
    // Without a header a cart starts in the default currency.
    const plain = await newSession();
    expect((await cartOf(await add(plain, productId, option!))).cart.currency).toBe('USD');
  });

  it('refuses a sold-out size with out_of_stock, and leaves the cart as it was', async () => {
    const session = await newSession();
    const response = await add(session, soldOut.product_id, soldOut.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, error: 'out_of_stock' });
    expect((await cartOf(await getCart(session))).cart.items).toEqual([]);
  });

  it('refuses an unknown product, an unknown size and a size of another product with not_found', async () => {
    const session = await newSession();
    for (const [productId, optionId] of [[999_999, sized[0]!.options[0]!], [sized[0]!.product_id, 999_999], [sized[0]!.product_id, sized[1]!.options[0]!]]) {
      const response = await add(session, productId!, optionId!);
      expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'not_found' }]);
    }
    expect((await cartOf(await getCart(session))).cart.items).toEqual([]);
  });

  it.each([
    ['a quantity other than 1', { product_id: 2, option_value_id: 4, quantity: 2 }],
    ['quantity 0', { product_id: 2, option_value_id: 4, quantity: 0 }],
    ['no quantity', { product_id: 2, option_value_id: 4 }],
    ['no product', { option_value_id: 4, quantity: 1 }],
    ['no size', { product_id: 2, quantity: 1 }],
    ['a product id as text', { product_id: '2', option_value_id: 4, quantity: 1 }],
    ['a fractional size', { product_id: 2, option_value_id: 4.5, quantity: 1 }],
    ['a zero product id', { product_id: 0, option_value_id: 4, quantity: 1 }],
    ['a negative size', { product_id: 2, option_value_id: -4, quantity: 1 }],
    ['an id beyond integer', { product_id: 2 ** 31, option_value_id: 4, quantity: 1 }],
    ['null', null],
    ['an array', [2, 4, 1]],
  ])('answers %s with 400 validation', async (_, payload) => {
    const response = await post(firstSession, 'add', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });

  it('refuses a POST without the XSRF header, and adds nothing', async () => {
    const session = await newSession();
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/v2/add', payload: { product_id: 2, option_value_id: 4, quantity: 1 }, headers: { cookie: session.cookie } });
    expect(response.statusCode).toBe(403);
    expect((await cartOf(await getCart(session))).cart.items).toEqual([]);
  });

  it('counts every one of 20 concurrent adds of a size', async () => {
    const session = await newSession();
    const { product_id: productId, options: [option] } = sized[1]!;
    const responses = await Promise.all(Array.from({ length: 20 }, () => add(session, productId, option!)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const body = await cartOf(await getCart(session));
    expect(body.cart.items).toEqual([expect.objectContaining({ option_value_id: option, quantity: 20 })]);
    expect(totalsOf(body).total).toBe(20 * await priceOf(productId));
  });

  it('keeps a line at 999 however often its size is added', async () => {
    const session = await newSession();
    const { product_id: productId, options: [option] } = sized[0]!;
    const [item] = (await cartOf(await add(session, productId, option!))).cart.items;
    await post(session, 'change-item-quantity', { item_id: item!.item_id, quantity: 999 });
    const body = await cartOf(await add(session, productId, option!));
    expect(body.cart.items[0]!.quantity).toBe(999);
  });

  it(`takes no new size into a cart of ${CART_MAX_LINES} lines (cart_full), but more of a size it holds`, async () => {
    const session = await newSession();
    const { product_id: productId, options: [option] } = sized[0]!;
    const newSize = sized[1]!.options[2]!;
    await add(session, productId, option!);
    await t.db.orm.execute(sql`INSERT INTO cart_items (cart_id, product_id, option_value_id, quantity)
      SELECT c.id, o.product_id, o.id, 1 FROM carts c, product_options o
      WHERE c.session_id = ${sessionIdOf(session.cookie)} AND o.id NOT IN (${option!}, ${newSize}) ORDER BY o.id LIMIT ${CART_MAX_LINES - 1}`);
    const full = await add(session, sized[1]!.product_id, newSize);
    expect([full.statusCode, full.json()]).toEqual([400, { status: 400, error: 'cart_full' }]);
    const more = await cartOf(await add(session, productId, option!));
    expect(more.cart.items).toHaveLength(CART_MAX_LINES);
    expect(more.cart.items[0]!.quantity).toBe(2);
  });
});

/** A cart of one line (quantity 1) on a new session. */
async function sessionWithLine(which = 0) {
  const session = await newSession();
  const { product_id: productId, options } = sized[which]!;
  const body = await cartOf(await add(session, productId, options[0]!));
  return { session, productId, options, itemId: body.cart.items[0]!.item_id };
}

describe('POST /api/cart/v2/change-item-quantity', () => {
  it("sets the line's quantity and the totals follow", async () => {
    const { session, productId, itemId } = await sessionWithLine();
    const body = await cartOf(await post(session, 'change-item-quantity', { item_id: itemId, quantity: 4 }));
    expect(body.cart.items).toEqual([expect.objectContaining({ item_id: itemId, quantity: 4 })]);
    expect(totalsOf(body).total).toBe(4 * await priceOf(productId));
    expect((await cartOf(await post(session, 'change-item-quantity', { item_id: itemId, quantity: 1 }))).cart.items[0]!.quantity).toBe(1);
  });

  it("refuses another session's line, and a guest without a cart, with not_found; the line stays as it was", async () => {
    const { session, itemId } = await sessionWithLine();
    for (const other of [await newSession(), firstSession]) {
      const response = await post(other, 'change-item-quantity', { item_id: itemId, quantity: 5 });
      expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'not_found' }]);
    }
    expect((await cartOf(await getCart(session))).cart.items[0]!.quantity).toBe(1);
  });

  it('refuses more of a size sold out since it was added, but takes fewer', async () => {
    const { session, options, itemId } = await sessionWithLine(2);
    await post(session, 'change-item-quantity', { item_id: itemId, quantity: 3 });
    await t.db.orm.execute(sql`UPDATE product_options SET stock_status = 'outOfStock' WHERE id = ${options[0]!}`);
    try {
      const more = await post(session, 'change-item-quantity', { item_id: itemId, quantity: 4 });
      expect([more.statusCode, more.json()]).toEqual([400, { status: 400, error: 'out_of_stock' }]);
      const fewer = await cartOf(await post(session, 'change-item-quantity', { item_id: itemId, quantity: 2 }));
      expect(fewer.cart.items[0]!.quantity).toBe(2);
    } finally {
      await t.db.orm.execute(sql`UPDATE product_options SET stock_status = 'inStock' WHERE id = ${options[0]!}`);
    }
  });

  it.each([
    ['quantity 0', { item_id: 1, quantity: 0 }],
    ['quantity 1000', { item_id: 1, quantity: 1000 }],
    ['a fractional quantity', { item_id: 1, quantity: 1.5 }],
    ['no item', { quantity: 1 }],
    ['no quantity', { item_id: 1 }],
    ['an item id as text', { item_id: '1', quantity: 1 }],
    ['item 0', { item_id: 0, quantity: 1 }],
  ])('answers %s with 400 validation', async (_, payload) => {
    const response = await post(firstSession, 'change-item-quantity', payload);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});

describe('POST /api/cart/v2/change/', () => {
  it("changes a line's size and quantity at once", async () => {
    const { session, options, itemId } = await sessionWithLine();
    const body = await cartOf(await post(session, 'change/', { item_id: itemId, quantity: 2, option_value_id: options[1]! }));
    expect(body.cart.items).toEqual([expect.objectContaining({ item_id: itemId, option_value_id: options[1], quantity: 2 })]);
  });

  it('merges into the line that already holds the new size', async () => {
    const { session, productId, options, itemId } = await sessionWithLine();
    const two = await cartOf(await add(session, productId, options[1]!));
    const other = two.cart.items.find((item) => item.option_value_id === options[1])!;
    const body = await cartOf(await post(session, 'change/', { item_id: itemId, quantity: 3, option_value_id: options[1]! }));
    expect(body.cart.items).toEqual([expect.objectContaining({ item_id: other.item_id, option_value_id: options[1], quantity: 4 })]);
  });

  it('sets only the quantity when the size is the same', async () => {
    const { session, options, itemId } = await sessionWithLine();
    const body = await cartOf(await post(session, 'change/', { item_id: itemId, quantity: 7, option_value_id: options[0]! }));
    expect(body.cart.items).toEqual([expect.objectContaining({ item_id: itemId, option_value_id: options[0], quantity: 7 })]);
  });

  it("refuses a size of another product or an unknown one (not_found), a sold-out size (out_of_stock) and another session's line", async () => {
    const { session, options, itemId } = await sessionWithLine();
    const refusals = [
      [session, { item_id: itemId, quantity: 1, option_value_id: sized[1]!.options[0]! }, 'not_found'],
      [session, { item_id: itemId, quantity: 1, option_value_id: 999_999 }, 'not_found'],
      [await newSession(), { item_id: itemId, quantity: 1, option_value_id: options[1]! }, 'not_found'],
    ] as const;
    for (const [who, payload, error] of refusals) {
      const response = await post(who, 'change/', payload);
      expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error }]);
    }
    const { product_id: soldOutProduct } = soldOut;
    const withSoldOutSibling = await newSession();
    const [inStock] = await rows<{ id: number }>(sql`SELECT id FROM product_options WHERE product_id = ${soldOutProduct} AND stock_status <> 'outOfStock' ORDER BY id LIMIT 1`);
    const line = (await cartOf(await add(withSoldOutSibling, soldOutProduct, Number(inStock!.id)))).cart.items[0]!;
    const response = await post(withSoldOutSibling, 'change/', { item_id: line.item_id, quantity: 1, option_value_id: soldOut.id });
    expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'out_of_stock' }]);
    expect((await cartOf(await getCart(session))).cart.items).toEqual([expect.objectContaining({ option_value_id: options[0], quantity: 1 })]);
  });

  it.each([
    ['no size', { item_id: 1, quantity: 1 }],
    ['quantity 1000', { item_id: 1, quantity: 1000, option_value_id: 4 }],
    ['a size as text', { item_id: 1, quantity: 1, option_value_id: 'm' }],
  ])('answers %s with 400 validation', async (_, payload) => {
    const response = await post(firstSession, 'change/', payload);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});

describe('POST /api/cart/v2/remove-item/', () => {
  it('removes the line; then it is not found', async () => {
    const { session, itemId } = await sessionWithLine();
    const body = await cartOf(await post(session, 'remove-item/', { item_id: itemId }));
    expect(body).toEqual({ status: 200, ...EMPTY_CART });
    const again = await post(session, 'remove-item/', { item_id: itemId });
    expect([again.statusCode, again.json()]).toEqual([400, { status: 400, error: 'not_found' }]);
  });

  it("refuses another session's line and leaves it", async () => {
    const { session, itemId } = await sessionWithLine();
    const response = await post(await newSession(), 'remove-item/', { item_id: itemId });
    expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'not_found' }]);
    expect((await cartOf(await getCart(session))).cart.items).toHaveLength(1);
  });

  it.each([
    ['no item', {}],
    ['item 0', { item_id: 0 }],
    ['an item id as text', { item_id: 'x' }],
  ])('answers %s with 400 validation', async (_, payload) => {
    const response = await post(firstSession, 'remove-item/', payload);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});

describe('units in stock', () => {
  it('refuses to add, or raise a line, beyond the units of its size (out_of_stock), and takes fewer', async () => {
    const [size] = await rows<{ id: number; product_id: number }>(sql`SELECT id, product_id FROM product_options
      WHERE stock_status = 'inStock' AND product_id NOT IN (${sql.join(sized.map((one) => sql`${one.product_id}`), sql`, `)}) ORDER BY id LIMIT 1`);
    const [optionId, productId] = [Number(size!.id), Number(size!.product_id)];
    await rows(sql`UPDATE product_options SET stock_quantity = 2 WHERE id = ${optionId}`);
    const session = await newSession();
    await add(session, productId, optionId);
    const line = (await cartOf(await add(session, productId, optionId))).cart.items[0]!;
    expect(line.quantity).toBe(2);
    const third = await add(session, productId, optionId);
    expect([third.statusCode, third.json()]).toEqual([400, { status: 400, error: 'out_of_stock' }]);
    const three = await post(session, 'change-item-quantity', { item_id: line.item_id, quantity: 3 });
    expect([three.statusCode, three.json()]).toEqual([400, { status: 400, error: 'out_of_stock' }]);
    expect((await cartOf(await getCart(session))).cart.items[0]!.quantity).toBe(2);
    expect((await cartOf(await post(session, 'change-item-quantity', { item_id: line.item_id, quantity: 1 }))).cart.items[0]!.quantity).toBe(1);
  });
});

describe('a logged-in session', () => {
  it("keeps its cart as the session's, and logging out empties it", async () => {
    const session = await logInSession(t, { email: 'anna@example.com', telephone: null, firstname: 'Anna' });
    const { product_id: productId, options: [option] } = sized[0]!;
    expect((await cartOf(await add(session, productId, option!))).cart.items).toHaveLength(1);
    expect((await cartOf(await getCart(await newSession()))).cart.items).toEqual([]);

    const logout = await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: { cookie: session.cookie, 'x-xsrf-token': session.token } });
    expect(logout.statusCode).toBe(200);
    expect(await cartOf(await getCart(session))).toEqual({ status: 200, ...EMPTY_CART });
  });
});
