/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createTestApp, startSession, type TestApp } from '../../test/test-app';
import { PRODUCT_REQUEST_LIMIT } from './routes';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
beforeEach(async () => {
  // Each test starts with fresh counters: the limits are the subject of one test only.
  await t.db.orm.execute(sql`DELETE FROM rate_limits`);
});

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.db.orm.execute(query)) as unknown as { rows: T[] }).rows;

/** A size of some product with this stock status. */
async function sizeWith(stock: 'inStock' | 'outOfStock'): Promise<{ productId: number; productOption: number }> {
  const [row] = await rows<{ product_id: number; id: number }>(sql`SELECT product_id, id FROM product_options WHERE stock_status = ${stock} ORDER BY id LIMIT 1`);
  return { productId: Number(row!.product_id), productOption: Number(row!.id) };
}

async function send(body: object, session?: { cookie: string; token: string }, remoteAddress = '127.0.0.1') {
  const { cookie, token } = session ?? (await startSession(t.app));
  return t.app.inject({ method: 'POST', url: '/api/cart/v2/oneclick', payload: body, headers: { cookie, 'x-xsrf-token': token }, remoteAddress });
}

const requestCount = async () => Number((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_requests`))[0]!.n);
const contact = { customer_name: 'Анна', customer_phone: '+7 (912) 345-6789', customer_email: 'Anna@Example.com' };

describe('POST /api/cart/v2/oneclick', () => {
  it('stores a one-click order and leaves the manager a note, which the dev outbox shows', async () => {
    const size = await sizeWith('inStock');
    const response = await send({ ...contact, ...size });
    expect(response.json()).toEqual({ status: 200, result: true, request_id: expect.any(Number) });
    const [stored] = await rows<Record<string, unknown>>(sql`SELECT * FROM product_requests WHERE id = ${response.json().request_id}`);
    expect(stored).toMatchObject({ product_id: size.productId, option_id: size.productOption, is_restock: false, customer_phone: '+79123456789', customer_email: 'anna@example.com', language: 'ru-ru' });
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=hello@mira.example' })).json();
    expect(outbox.messages[0]).toMatchObject({ channel: 'manager', recipient: 'hello@mira.example', subject: expect.stringMatching(/^Заказ в один клик: .+, размер .+/) });
    expect(outbox.messages[0].body).toContain('+79123456789');
  });

  it('takes a Georgian mobile, with its +995 or as Georgians write it, and stores it in international form', async () => {
    const size = await sizeWith('inStock');
    for (const phone of ['+995 555 12 34 56', '555 12 34 56']) {
      const response = await send({ ...contact, ...size, customer_phone: phone });
      const [stored] = await rows<{ customer_phone: string }>(sql`SELECT customer_phone FROM product_requests WHERE id = ${response.json().request_id}`);
      expect(stored!.customer_phone).toBe('+995555123456');
    }
  });

  it('takes the spec\'s type: "order", the default, and refuses any other', async () => {
    const size = await sizeWith('inStock');
    expect((await send({ ...contact, ...size, type: 'order' })).statusCode).toBe(200);
    const other = await send({ ...contact, ...size, type: 'giftcard' });
    expect([other.statusCode, other.json().error]).toEqual([400, 'validation']);
  });

  it('takes "notify me" for a sold-out size only, and one-click orders for sizes that can be bought only', async () => {
    const soldOut = await sizeWith('outOfStock');
    const inStock = await sizeWith('inStock');
    expect((await send({ ...contact, ...soldOut, isRestock: true })).json()).toMatchObject({ status: 200, result: true });
    expect((await send({ ...contact, ...soldOut })).json()).toEqual({ status: 400, error: 'out_of_stock' });
    expect((await send({ ...contact, ...inStock, isRestock: true })).json()).toEqual({ status: 400, error: 'in_stock' });
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json();
    expect(outbox.messages[0].subject).toMatch(/^Сообщить о поступлении/);
  });

  it.each([
    [{ customer_phone: '12345' }, 'invalid_phone'],
    [{ customer_phone: 'call me' }, 'invalid_phone'],
    [{ customer_phone: '+995 555 12 34 5' }, 'invalid_phone'],
    [{ customer_email: 'not-an-email' }, 'invalid_email'],
    [{ productOption: 999999 }, 'not_found'],
    [{ productId: 999999 }, 'not_found'],
    [{ customer_name: '' }, 'validation'],
    [{ customer_name: 'x'.repeat(41) }, 'validation'],
    [{ productId: '2' }, 'validation'],
    [{ isRestock: 'yes' }, 'validation'],
  ])('refuses %j with 400 %s and stores nothing', async (change, error) => {
    const before = await requestCount();
    const response = await send({ ...contact, ...(await sizeWith('inStock')), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error });
    expect(await requestCount()).toBe(before);
  });

  it('refuses a size of another product', async () => {
    const size = await sizeWith('inStock');
    expect((await send({ ...contact, productId: size.productId + 1, productOption: size.productOption })).json()).toEqual({ status: 400, error: 'not_found' });
  });

  it('ends a loop of requests from one session in 429s and stores no more than the limit', async () => {
    const size = await sizeWith('inStock');
    const session = await startSession(t.app);
    const before = await requestCount();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await send({ ...contact, ...size }, session, '10.0.0.1')).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PRODUCT_REQUEST_LIMIT.perSession);
    expect(statuses.slice(PRODUCT_REQUEST_LIMIT.perSession).every((status) => status === 429)).toBe(true);
    expect(await requestCount()).toBe(before + PRODUCT_REQUEST_LIMIT.perSession);
    const refused = await send({ ...contact, ...size }, session, '10.0.0.1');
    expect(refused.json()).toMatchObject({ status: 429, error: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits an IP address across sessions too, so a new cookie per request does not get around it', async () => {
    const size = await sizeWith('inStock');
    const before = await requestCount();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await send({ ...contact, ...size }, undefined, '10.0.0.2')).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PRODUCT_REQUEST_LIMIT.perIp);
    expect(await requestCount()).toBe(before + PRODUCT_REQUEST_LIMIT.perIp);
    // Another address is not held up.
    expect((await send({ ...contact, ...size }, undefined, '10.0.0.3')).statusCode).toBe(200);
  });

  it('counts concurrent requests exactly', async () => {
    const size = await sizeWith('inStock');
    const session = await startSession(t.app);
    const statuses = await Promise.all(Array.from({ length: 12 }, () => send({ ...contact, ...size }, session, '10.0.0.4').then((r) => r.statusCode)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(PRODUCT_REQUEST_LIMIT.perSession);
  });

  it('needs the XSRF header', async () => {
    const { cookie } = await startSession(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/v2/oneclick', payload: { ...contact, ...(await sizeWith('inStock')) }, headers: { cookie } });
    expect(response.statusCode).toBe(403);
  });
});
