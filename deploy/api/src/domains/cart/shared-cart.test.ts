/** @jest-environment node */
import { CART_MAX_LINES, CART_MAX_QUANTITY, CartReply, EMPTY_CART, ShareTokenReply, SharedCartReply } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { contractErrors } from '../../test/contract';
import { createTestApp, sessionIdOf, startSession, type Session, type TestApp } from '../../test/test-app';
import { CART_CHANGE_LIMIT } from './routes';

let t: TestApp;
const rows = async <T>(query: SQL): Promise<T[]> => rowsOf<T>(await t.db.orm.execute(query));
const newSession = () => startSession(t.app);

const post = (session: Session, url: string, payload: unknown) => t.app.inject({
  method: 'POST', url: `/api/cart/v2/${url}`, payload: payload as object, headers: { cookie: session.cookie, 'x-xsrf-token': session.token },
});
const get = (session: Session | undefined, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/cart/v2/${url}`, headers: { ...(session && { cookie: session.cookie }), ...headers } });
const add = (session: Session, productId: number, optionValueId: number) => post(session, 'add', { product_id: productId, option_value_id: optionValueId, quantity: 1 });
const addShared = (session: Session, token: string) => post(session, 'add-shared', { token });

/** A 200 reply checked against its contract. */
function replyOf<T>(schema: Parameters<typeof contractErrors>[0], response: Awaited<ReturnType<typeof get>>): T {
  expect([response.statusCode, contractErrors(schema, response.json())]).toEqual([200, []]);
  return response.json<T>();
}
const tokenOf = async (session: Session) => replyOf<ShareTokenReply>(ShareTokenReply, await get(session, 'share-token')).token;
const quantities = (body: { cart: { items: Array<{ option_value_id: number; quantity: number }> } }) =>
  body.cart.items.map((item) => [item.option_value_id, item.quantity]);
const priceOf = async (productId: number, currency = 'USD') =>
  Number((await rows<{ price: number }>(sql`SELECT price FROM product_prices WHERE product_id = ${productId} AND currency = ${currency}`))[0]!.price);

interface Sized { product_id: number; options: number[] }
/** Two products with two sizes in stock each. */
let sized: Sized[];

beforeAll(async () => {
  t = await createTestApp();
  sized = (await rows<Sized>(sql`SELECT product_id, json_agg(id ORDER BY id) AS options FROM product_options
    WHERE stock_status = 'inStock' GROUP BY product_id HAVING count(*) >= 2 ORDER BY product_id LIMIT 2`))
    .map((row) => ({ product_id: Number(row.product_id), options: row.options.map(Number) }));
  expect(sized).toHaveLength(2);
  // Enough units that the quantities these tests add are never the stock's limit (one test sets its own).
  await rows(sql`UPDATE product_options SET stock_quantity = 5000 WHERE product_id IN (${sql.join(sized.map((size) => sql`${size.product_id}`), sql`, `)})`);
});
afterAll(async () => { await t.close(); });

/** A session whose cart holds 2 of the first product's first size and 1 of the second product's first size. */
async function ownerWithCart() {
  const owner = await newSession();
  await add(owner, sized[0]!.product_id, sized[0]!.options[0]!);
  await add(owner, sized[0]!.product_id, sized[0]!.options[0]!);
  await add(owner, sized[1]!.product_id, sized[1]!.options[0]!);
  return { owner, token: await tokenOf(owner) };
}

describe('GET /api/cart/v2/share-token', () => {
  it('makes a long random base64url token once, and answers the same one after the cart changes', async () => {
    const { owner, token } = await ownerWithCart();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await add(owner, sized[1]!.product_id, sized[1]!.options[1]!);
    const again = await get(owner, 'share-token');
    expect(again.json()).toEqual({ status: 200, token });
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect((await ownerWithCart()).token).not.toBe(token);
  });

  it('gives concurrent first asks one token between them', async () => {
    const owner = await newSession();
    await add(owner, sized[0]!.product_id, sized[0]!.options[0]!);
    const tokens = await Promise.all(Array.from({ length: 5 }, () => tokenOf(owner)));
    expect(new Set(tokens).size).toBe(1);
  });

  it('refuses a guest without a cart, a session without one, and an emptied cart with cart_empty', async () => {
    const emptied = await newSession();
    const line = (await add(emptied, sized[0]!.product_id, sized[0]!.options[0]!)).json<CartReply>().cart.items[0]!;
    await post(emptied, 'remove-item/', { item_id: line.item_id });
    for (const session of [undefined, await newSession(), emptied]) {
      const response = await get(session, 'share-token');
      expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'cart_empty' }]);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('GET /api/cart/v2/shared/{token}', () => {
  it("shows another session the owner's lines, products with sizes and totals of the goods, nothing of the owner", async () => {
    const { owner, token } = await ownerWithCart();
    const ownCart = (await get(owner, '')).json<CartReply>();
    const response = await get(await newSession(), `shared/${token}`);
    const body = replyOf<SharedCartReply>(SharedCartReply, response);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const expected = 2 * await priceOf(sized[0]!.product_id) + await priceOf(sized[1]!.product_id);
    expect(body).toEqual({
      status: 200,
      cart: { id: token, items: ownCart.cart.items, totals: [{ code: 'subtotal', value: expected }, { code: 'total', value: expected }] },
      products: ownCart.products,
    });
    // The same for a guest with no cookie at all.
    expect((await get(undefined, `shared/${token}`)).json()).toEqual(body);
  });

  it("leaves out the owner's promo code", async () => {
    const { owner, token } = await ownerWithCart();
    const applied = await t.app.inject({
      method: 'POST', url: '/api/promocode/apply', payload: { code: 'WELCOME10' }, headers: { cookie: owner.cookie, 'x-xsrf-token': owner.token },
    });
    expect(applied.json()).toEqual({ status: 200, result: true });
    const own = (await get(owner, '')).json<CartReply>();
    expect(own.cart.totals.map((total) => total.code)).toContain('promocode');
    const shared = (await get(undefined, `shared/${token}`)).json<SharedCartReply>();
    expect(shared.cart.totals.map((total) => total.code)).toEqual(['subtotal', 'total']);
    expect(shared).not.toHaveProperty('promocode');
  });

  it("prices the cart in the viewer's language and currency, whichever the owner's cart is in", async () => {
    const { token } = await ownerWithCart();
    const body = (await get(undefined, `shared/${token}`, { 'x-language': 'ka-ge', 'x-currency': 'GEL' })).json<SharedCartReply>();
    expect(body.products.every((product) => product.currency === 'GEL')).toBe(true);
    const gel = 2 * await priceOf(sized[0]!.product_id, 'GEL') + await priceOf(sized[1]!.product_id, 'GEL');
    expect(body.cart.totals).toEqual([{ code: 'subtotal', value: gel }, { code: 'total', value: gel }]);
  });

  it('shows a cart emptied since the link was made as an empty cart, and a cart that is gone as not_found', async () => {
    const { owner, token } = await ownerWithCart();
    for (const item of (await get(owner, '')).json<CartReply>().cart.items) await post(owner, 'remove-item/', { item_id: item.item_id });
    const emptied = replyOf<SharedCartReply>(SharedCartReply, await get(undefined, `shared/${token}`));
    expect(emptied).toEqual({ status: 200, cart: { id: token, items: [], totals: EMPTY_CART.cart.totals }, products: [] });

    await t.db.orm.execute(sql`DELETE FROM carts WHERE session_id = ${sessionIdOf(owner.cookie)}`);
    const gone = await get(undefined, `shared/${token}`);
    expect([gone.statusCode, gone.json()]).toEqual([400, { status: 400, error: 'not_found' }]);
  });

  it.each([
    ['an unknown token', 'AAAAAAAAAAAAAAAAAAAAAA', 'not_found'],
    ['a short token', 'abc', 'validation'],
    ['a token of 65 characters', 'A'.repeat(65), 'validation'],
    ['a token with other characters', 'AAAAAAAAAAAAAAAAAAAA%2B%2F', 'validation'],
    ['a token with SQL in it', encodeURIComponent("x' OR '1'='1' --xxxxxxx"), 'validation'],
  ])('answers %s with 400 %s', async (_, token, error) => {
    const response = await get(undefined, `shared/${token}`);
    expect([response.statusCode, response.json()]).toMatchObject([400, { status: 400, error }]);
  });
});

describe('POST /api/cart/v2/add-shared', () => {
  it('fills an empty cart of another session with every shared line, and answers the whole cart', async () => {
    const { owner, token } = await ownerWithCart();
    const visitor = await newSession();
    const body = replyOf<CartReply>(CartReply, await addShared(visitor, token));
    expect(quantities(body)).toEqual([[sized[0]!.options[0], 2], [sized[1]!.options[0], 1]]);
    expect(body.products).toEqual((await get(owner, '')).json<CartReply>().products);
    expect((await get(visitor, '')).json()).toEqual(body);
    // The owner's cart is untouched.
    expect(quantities((await get(owner, '')).json<CartReply>())).toEqual([[sized[0]!.options[0], 2], [sized[1]!.options[0], 1]]);
  });

  it('adds the shared quantities to sizes the cart holds, capped at the line maximum, after its own lines', async () => {
    const { token } = await ownerWithCart();
    const visitor = await newSession();
    const own = (await add(visitor, sized[1]!.product_id, sized[1]!.options[1]!)).json<CartReply>().cart.items[0]!;
    const first = (await add(visitor, sized[0]!.product_id, sized[0]!.options[0]!)).json<CartReply>().cart.items[1]!;
    await post(visitor, 'change-item-quantity', { item_id: first.item_id, quantity: CART_MAX_QUANTITY - 1 });
    const body = replyOf<CartReply>(CartReply, await addShared(visitor, token));
    expect(quantities(body)).toEqual([[own.option_value_id, 1], [sized[0]!.options[0], CART_MAX_QUANTITY], [sized[1]!.options[0], 1]]);
  });

  it('skips sizes sold out since they were added', async () => {
    const { token } = await ownerWithCart();
    const soldOut = sized[1]!.options[0]!;
    await t.db.orm.execute(sql`UPDATE product_options SET stock_quantity = 0, stock_status = 'outOfStock' WHERE id = ${soldOut}`);
    try {
      const body = replyOf<CartReply>(CartReply, await addShared(await newSession(), token));
      expect(quantities(body)).toEqual([[sized[0]!.options[0], 2]]);
    } finally {
      await t.db.orm.execute(sql`UPDATE product_options SET stock_quantity = 5000, stock_status = 'inStock' WHERE id = ${soldOut}`);
    }
  });

  it('adds no more of a size than its units in stock, counting what the cart already holds', async () => {
    const { token } = await ownerWithCart();
    const scarce = sized[0]!.options[0]!;
    const visitor = await newSession();
    await add(visitor, sized[0]!.product_id, scarce);
    await t.db.orm.execute(sql`UPDATE product_options SET stock_quantity = 2 WHERE id = ${scarce}`);
    try {
      const body = replyOf<CartReply>(CartReply, await addShared(visitor, token));
      // The shared cart holds 2 of it and the visitor 1: 2 units in stock leave the line at 2.
      expect(body.cart.items.find((item) => item.option_value_id === scarce)!.quantity).toBe(2);
    } finally {
      await t.db.orm.execute(sql`UPDATE product_options SET stock_quantity = 5000 WHERE id = ${scarce}`);
    }
  });

  it(`takes no new size past ${CART_MAX_LINES} lines, but still adds to the sizes the cart holds`, async () => {
    const { token } = await ownerWithCart();
    const visitor = await newSession();
    const held = sized[1]!.options[0]!;
    await add(visitor, sized[1]!.product_id, held);
    await t.db.orm.execute(sql`INSERT INTO cart_items (cart_id, product_id, option_value_id, quantity)
      SELECT c.id, o.product_id, o.id, 1 FROM carts c, product_options o
      WHERE c.session_id = ${sessionIdOf(visitor.cookie)} AND o.id NOT IN (${held}, ${sized[0]!.options[0]!}) ORDER BY o.id LIMIT ${CART_MAX_LINES - 1}`);
    const body = replyOf<CartReply>(CartReply, await addShared(visitor, token));
    expect(body.cart.items).toHaveLength(CART_MAX_LINES);
    expect(body.cart.items.find((item) => item.option_value_id === held)!.quantity).toBe(2);
    expect(body.cart.items.some((item) => item.option_value_id === sized[0]!.options[0])).toBe(false);
  });

  it("adds the session's own shared cart to itself harmlessly: nothing changes", async () => {
    const { owner, token } = await ownerWithCart();
    const before = (await get(owner, '')).json<CartReply>();
    expect(replyOf<CartReply>(CartReply, await addShared(owner, token))).toEqual(before);
  });

  it('adds an emptied shared cart as nothing, and makes no cart for it', async () => {
    const { owner, token } = await ownerWithCart();
    for (const item of (await get(owner, '')).json<CartReply>().cart.items) await post(owner, 'remove-item/', { item_id: item.item_id });
    const visitor = await newSession();
    expect(replyOf<CartReply>(CartReply, await addShared(visitor, token))).toEqual({ status: 200, ...EMPTY_CART });
    expect(await rows(sql`SELECT id FROM carts WHERE session_id = ${sessionIdOf(visitor.cookie)}`)).toEqual([]);
  });

  it('counts every one of 10 concurrent adds of one shared cart', async () => {
    const { token } = await ownerWithCart();
    const visitor = await newSession();
    const responses = await Promise.all(Array.from({ length: 10 }, () => addShared(visitor, token)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(quantities((await get(visitor, '')).json<CartReply>())).toEqual([[sized[0]!.options[0], 20], [sized[1]!.options[0], 10]]);
  });

  it('refuses an unknown token with not_found and a malformed one with validation, and changes nothing', async () => {
    const visitor = await newSession();
    const unknown = await addShared(visitor, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { status: 400, error: 'not_found' }]);
    for (const payload of [{ token: 'short' }, { token: 'A'.repeat(20) + '/' }, { token: 42 }, {}, null]) {
      const response = await post(visitor, 'add-shared', payload);
      expect([response.statusCode, response.json()]).toMatchObject([400, { status: 400, error: 'validation' }]);
    }
    expect((await get(visitor, '')).json()).toEqual({ status: 200, ...EMPTY_CART });
  });

  it('refuses a POST without the XSRF header', async () => {
    const { token } = await ownerWithCart();
    const visitor = await newSession();
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/v2/add-shared', payload: { token }, headers: { cookie: visitor.cookie } });
    expect(response.statusCode).toBe(403);
    expect((await get(visitor, '')).json()).toEqual({ status: 200, ...EMPTY_CART });
  });

  it('shares the budget of cart changes: a session past it gets 429 and no lines', async () => {
    const { token } = await ownerWithCart();
    const visitor = await newSession();
    await t.db.orm.execute(sql`INSERT INTO rate_limits (key, window_start, hits)
      VALUES (${`${CART_CHANGE_LIMIT.name}:session:${sessionIdOf(visitor.cookie)}`}, now(), ${CART_CHANGE_LIMIT.perSession})`);
    const response = await addShared(visitor, token);
    expect([response.statusCode, response.json()]).toMatchObject([429, { status: 429, error: 'too_many_requests' }]);
    expect((await get(visitor, '')).json()).toEqual({ status: 200, ...EMPTY_CART });
  });
});
