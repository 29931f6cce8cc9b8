/** @jest-environment node */
import { WISHLIST_MAX_ITEMS, WishlistChangeReply, WishlistGetReply } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { contractErrors } from '../../test/contract';
import { createTestApp, logInSession, startSession, type Session, type TestApp } from '../../test/test-app';
import { WISHLIST_CHANGE_LIMIT } from './routes';

// The customer's wishlist through the API: add, delete and get by sku, only for the logged-in
// customer's own list; a guest's wishlist is the browser's, so a guest is told not_logged_in,
// except by get with the skus of its local list (the wishlist page shows their products).

let t: TestApp;
const rows = async <T>(query: SQL): Promise<T[]> => rowsOf<T>(await t.db.orm.execute(query));

/** Products of the seed, by id: skus to add. */
let products: Array<{ id: number; sku: string }>;

beforeAll(async () => {
  t = await createTestApp();
  products = (await rows<{ id: number; sku: string }>(sql`SELECT id, sku FROM products ORDER BY id LIMIT ${WISHLIST_MAX_ITEMS + 10}`))
    .map((row) => ({ id: Number(row.id), sku: row.sku }));
  expect(products).toHaveLength(WISHLIST_MAX_ITEMS + 10);
});
afterAll(async () => { await t.close(); });

const skuOf = (index: number) => products[index]!.sku;

const post = (session: Session, call: 'get' | 'add' | 'delete', payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/wishlist/${call}`, payload: payload as object, headers: { cookie: session.cookie, 'x-xsrf-token': session.token, ...headers } });
/** The same POST without the X-XSRF-TOKEN header. */
const postWithoutXsrf = (session: Session, call: 'get' | 'add' | 'delete', payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/wishlist/${call}`, payload: payload as object, headers: { cookie: session.cookie } });

/** The skus a change answers, checked to be a 200 in the contract's shape. */
async function changed(response: Awaited<ReturnType<typeof post>>): Promise<string[]> {
  expect(response.statusCode).toBe(200);
  const body = response.json<WishlistChangeReply>();
  expect(contractErrors(WishlistChangeReply, body)).toEqual([]);
  return body.items;
}
async function wishlistOf(session: Session, payload: object = {}, headers: Record<string, string> = {}): Promise<WishlistGetReply> {
  const response = await post(session, 'get', payload, headers);
  expect(response.statusCode).toBe(200);
  const body = response.json<WishlistGetReply>();
  expect(contractErrors(WishlistGetReply, body)).toEqual([]);
  return body;
}
const add = (session: Session, sku: string) => post(session, 'add', { sku });
const remove = (session: Session, sku: string) => post(session, 'delete', { sku });

describe('a guest', () => {
  it.each([
    ['get', { withProductList: true }],
    ['add', { sku: 'any' }],
    ['delete', { sku: 'any' }],
  ] as const)('is answered not_logged_in by %s', async (call, payload) => {
    const response = await post(await startSession(t.app), call, payload);
    expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'not_logged_in' }]);
  });

  it('adds nothing, even with a sku that exists', async () => {
    const guest = await startSession(t.app);
    expect((await add(guest, skuOf(0))).statusCode).toBe(400);
    expect(await rows(sql`SELECT id FROM wishlist_items`)).toEqual([]);
  });

  it('gets the products of the skus it sends: in its order, once each, without skus no product has', async () => {
    const guest = await startSession(t.app);
    const skus = [skuOf(3), 'no-such-sku', skuOf(1), skuOf(3)];
    const body = await wishlistOf(guest, { withProductList: true, skus }, { 'x-language': 'en-gb' });
    expect(body.items).toEqual([skuOf(3), skuOf(1)]);
    expect(body.products.map((product) => [product.sku, product.currency])).toEqual([[skuOf(3), 'USD'], [skuOf(1), 'USD']]);
    expect(body.products[0]!.sizes.length).toBeGreaterThan(0);
    expect(await wishlistOf(guest, { skus: [] })).toEqual({ status: 200, items: [], products: [] });
    // Reading stores nothing: the list stays the browser's.
    expect(await rows(sql`SELECT id FROM wishlist_items`)).toEqual([]);
  });

  it(`is refused more than ${WISHLIST_MAX_ITEMS} skus, or a sku that is no sku`, async () => {
    const guest = await startSession(t.app);
    const tooMany = products.slice(0, WISHLIST_MAX_ITEMS + 1).map((product) => product.sku);
    for (const skus of [tooMany, [''], ['x'.repeat(65)], [42]]) {
      const response = await post(guest, 'get', { withProductList: true, skus });
      expect([response.statusCode, response.json().error]).toEqual([400, 'validation']);
    }
  });
});

describe('a customer', () => {
  it('gets their own list whatever skus they send', async () => {
    const session = await logInSession(t);
    await changed(await add(session, skuOf(7)));
    expect((await wishlistOf(session, { skus: [skuOf(8)] })).items).toEqual([skuOf(7)]);
  });
});

describe('POST /api/wishlist/add and /delete', () => {
  it('adds by sku in the order added, once per product, and deletes', async () => {
    const session = await logInSession(t);
    expect(await changed(await add(session, skuOf(0)))).toEqual([skuOf(0)]);
    expect(await changed(await add(session, skuOf(1)))).toEqual([skuOf(0), skuOf(1)]);
    // Adding again changes nothing: the product keeps its place.
    expect(await changed(await add(session, skuOf(0)))).toEqual([skuOf(0), skuOf(1)]);
    expect(await rows(sql`SELECT product_id FROM wishlist_items WHERE customer_id = ${session.customerId} ORDER BY id`))
      .toEqual([{ product_id: products[0]!.id }, { product_id: products[1]!.id }]);

    expect(await changed(await remove(session, skuOf(0)))).toEqual([skuOf(1)]);
    // Deleting what is not there (any more, or never was) answers the list as it is.
    expect(await changed(await remove(session, skuOf(0)))).toEqual([skuOf(1)]);
    expect(await changed(await remove(session, 'NO-SUCH-SKU'))).toEqual([skuOf(1)]);
    expect((await wishlistOf(session)).items).toEqual([skuOf(1)]);
  });

  it('answers not_found for a sku no product has (skus match exactly), adding nothing', async () => {
    const session = await logInSession(t);
    for (const sku of ['NO-SUCH-SKU', skuOf(0).toLowerCase(), `${skuOf(0)}0`]) {
      const response = await add(session, sku);
      expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'not_found' }]);
    }
    expect((await wishlistOf(session)).items).toEqual([]);
  });

  it(`keeps at most ${WISHLIST_MAX_ITEMS} products: a new one past it is wishlist_full, one already there is fine`, async () => {
    const session = await logInSession(t);
    await rows(sql`INSERT INTO wishlist_items (customer_id, product_id)
      SELECT ${session.customerId}, id FROM products ORDER BY id LIMIT ${WISHLIST_MAX_ITEMS - 1}`);
    expect(await changed(await add(session, skuOf(WISHLIST_MAX_ITEMS - 1)))).toHaveLength(WISHLIST_MAX_ITEMS);
    const full = await add(session, skuOf(WISHLIST_MAX_ITEMS));
    expect([full.statusCode, full.json()]).toEqual([400, { status: 400, error: 'wishlist_full' }]);
    expect(await changed(await add(session, skuOf(3)))).toHaveLength(WISHLIST_MAX_ITEMS);
    await changed(await remove(session, skuOf(3)));
    expect((await changed(await add(session, skuOf(WISHLIST_MAX_ITEMS)))).at(-1)).toBe(skuOf(WISHLIST_MAX_ITEMS));
  });

  it('lets only one of several adds at once take the last place', async () => {
    const session = await logInSession(t);
    await rows(sql`INSERT INTO wishlist_items (customer_id, product_id)
      SELECT ${session.customerId}, id FROM products ORDER BY id LIMIT ${WISHLIST_MAX_ITEMS - 1}`);
    const candidates = products.slice(WISHLIST_MAX_ITEMS, WISHLIST_MAX_ITEMS + 5);
    const responses = await Promise.all(candidates.map((product) => add(session, product.sku)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM wishlist_items WHERE customer_id = ${session.customerId}`);
    expect(Number(count!.n)).toBe(WISHLIST_MAX_ITEMS);
  });

  it(`refuses a session past ${WISHLIST_CHANGE_LIMIT.perSession} changes an hour with 429, changing nothing`, async () => {
    const session = await logInSession(t);
    await rows(sql`INSERT INTO rate_limits (key, window_start, hits)
      VALUES (${`${WISHLIST_CHANGE_LIMIT.name}:session:${session.id}`}, now(), ${WISHLIST_CHANGE_LIMIT.perSession})`);
    const refused = await add(session, skuOf(0));
    expect([refused.statusCode, refused.json()]).toMatchObject([429, { status: 429, error: 'too_many_requests' }]);
    expect((await wishlistOf(session)).items).toEqual([]);
  });

  it('needs the XSRF header', async () => {
    const session = await logInSession(t);
    for (const call of ['add', 'delete'] as const) {
      const response = await postWithoutXsrf(session, call, { sku: skuOf(0) });
      expect([response.statusCode, response.json()]).toMatchObject([403, { status: 403, error: 'xsrf' }]);
    }
    expect((await wishlistOf(session)).items).toEqual([]);
  });

  it.each([
    ['no sku', {}],
    ['an empty sku', { sku: '' }],
    ['a sku that is not a string', { sku: 12 }],
    ['a sku too long', { sku: 'x'.repeat(65) }],
  ])('answers validation for %s', async (_name, payload) => {
    const response = await post(await logInSession(t), 'add', payload);
    expect([response.statusCode, response.json()]).toMatchObject([400, { status: 400, error: 'validation' }]);
  });
});

describe('POST /api/wishlist/get', () => {
  it('answers the skus, and with withProductList the product cards with their sizes in the same order and language', async () => {
    const session = await logInSession(t);
    for (const index of [2, 0, 1]) await changed(await add(session, skuOf(index)));
    const skus = [skuOf(2), skuOf(0), skuOf(1)];
    expect(await wishlistOf(session)).toEqual({ status: 200, items: skus, products: [] });
    expect(await wishlistOf(session, { withProductList: false })).toEqual({ status: 200, items: skus, products: [] });

    const body = await wishlistOf(session, { withProductList: true }, { 'x-language': 'en-gb' });
    expect(body.items).toEqual(skus);
    expect(body.products.map((product) => product.sku)).toEqual(skus);
    const [first] = body.products;
    const [expected] = await rows<{ name: string; price: number }>(sql`
      SELECT t.name, pr.price FROM product_translations t JOIN product_prices pr ON pr.product_id = t.product_id AND pr.currency = 'USD'
      WHERE t.product_id = ${products[2]!.id} AND t.language = 'en-gb'`);
    expect(first).toMatchObject({ type: 'product', id: products[2]!.id, name: expected!.name, price: Number(expected!.price), currency: 'USD' });
    const sizeIds = await rows<{ id: number }>(sql`SELECT id FROM product_options WHERE product_id = ${products[2]!.id} ORDER BY position, id`);
    expect(first!.sizes.map((size) => size.option_value_id)).toEqual(sizeIds.map((size) => Number(size.id)));

    const russian = await wishlistOf(session, { withProductList: true }, { 'x-language': 'ru-ru' });
    const [name] = await rows<{ name: string }>(sql`SELECT name FROM product_translations WHERE product_id = ${products[2]!.id} AND language = 'ru-ru'`);
    expect(russian.products[0]!.name).toBe(name!.name);
  });

  it('leaves out the card of a product no longer sold in the currency, keeping its sku', async () => {
    const session = await logInSession(t);
    const product = products[WISHLIST_MAX_ITEMS + 9]!;
    await changed(await add(session, skuOf(0)));
    await changed(await add(session, product.sku));
    await rows(sql`DELETE FROM product_prices WHERE product_id = ${product.id} AND currency = 'USD'`);
    const body = await wishlistOf(session, { withProductList: true });
    expect(body.items).toEqual([skuOf(0), product.sku]);
    expect(body.products.map((card) => card.sku)).toEqual([skuOf(0)]);
  });

  it("shows only the customer's own list, on every session they are logged in on", async () => {
    const alice = await logInSession(t);
    const bob = await logInSession(t);
    await changed(await add(alice, skuOf(5)));
    await changed(await add(bob, skuOf(6)));
    expect((await wishlistOf(await logInSession(t, alice.customerId), { withProductList: true })).products.map((product) => product.sku)).toEqual([skuOf(5)]);
    expect((await wishlistOf(bob, { withProductList: true })).items).toEqual([skuOf(6)]);
    // Bob deleting Alice's sku touches only his own list.
    await changed(await remove(bob, skuOf(5)));
    expect((await wishlistOf(alice)).items).toEqual([skuOf(5)]);
  });

  it('refuses a POST without the XSRF header', async () => {
    const response = await postWithoutXsrf(await logInSession(t), 'get', { withProductList: false });
    expect([response.statusCode, response.json()]).toMatchObject([403, { status: 403, error: 'xsrf' }]);
  });

  it.each([
    ['withProductList of the wrong type', { withProductList: 'maybe' }],
    ['withProductList as an object', { withProductList: { yes: true } }],
    ['a list instead of an object', [true]],
  ])('answers validation for %s', async (_name, payload) => {
    const response = await post(await logInSession(t), 'get', payload);
    expect([response.statusCode, response.json()]).toMatchObject([400, { status: 400, error: 'validation' }]);
  });

  it('answers validation for a body that is not JSON', async () => {
    const session = await logInSession(t);
    const response = await t.app.inject({
      method: 'POST', url: '/api/wishlist/get', payload: '{"withProductList":', headers: { cookie: session.cookie, 'x-xsrf-token': session.token, 'content-type': 'application/json' },
    });
    expect([response.statusCode, response.json()]).toMatchObject([400, { status: 400, error: 'validation' }]);
  });
});
