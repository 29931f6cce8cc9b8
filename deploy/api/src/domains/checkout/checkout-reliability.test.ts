/** @jest-environment node */
import { CURRENCY_CODES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ok, paymentOf, rowsIn, Shopper, sizesInStock, unitsOf } from '../../test/test-shopper';

// What must hold when shoppers (or one shopper's double clicks) race each other. Each test prints
// what it counted, for the issue's closing note.

let t: TestApp;
const rows = <T>(query: ReturnType<typeof sql>) => rowsIn<T>(t, query);

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

it.each(CURRENCY_CODES)('50 simultaneous checkouts in %s with one single-use promo code: exactly one order gets the discount', async (currency) => {
  const [size] = await sizesInStock(t, 1, 500);
  const name = `RACE50${currency}`;
  // An amount with a minimum, in the carts' currency: the code is bound to it, as such codes are.
  const [code] = await rows<{ id: number }>(sql`
    INSERT INTO promo_codes (code, kind, value, currency, min_total, max_uses) VALUES (${name}, 'amount', ${Math.floor(size!.prices[currency] / 2)}, ${currency}, 1, 1) RETURNING id`);
  const shoppers = await Promise.all(Array.from({ length: 50 }, async () => {
    const shopper = await Shopper.start(t, currency);
    await shopper.add(size!);
    ok(await shopper.post('promocode/apply', { code: name }));
    await shopper.checkout();
    return shopper;
  }));

  const started = Date.now();
  const answers = await Promise.all(shoppers.map((shopper) => shopper.place()));
  const placed = answers.filter((answer) => answer.statusCode === 200).length;
  const refusedCode = answers.filter((answer) => answer.json<{ error?: string }>().error === 'max_uses_reached').length;
  const [counted] = await rows<{ discounted: number; uses: number }>(sql`SELECT
    (SELECT count(*)::int FROM orders WHERE promo_code_id = ${code!.id} AND status = 'awaiting_payment') AS discounted,
    (SELECT uses_count FROM promo_codes WHERE id = ${code!.id}) AS uses`);
  console.log(`50 checkouts in ${currency} with one single-use code in ${Date.now() - started} ms: ${placed} placed, ${refusedCode} refused max_uses_reached, `
    + `${counted!.discounted} order(s) with the discount, uses_count ${counted!.uses}`);
  expect(counted).toEqual({ discounted: 1, uses: 1 });
  expect([placed, refusedCode]).toEqual([1, 49]);
  // The code dropped from the other carts: they place without it.
  const again = await Promise.all(shoppers.map((shopper) => shopper.place()));
  expect(again.every((answer) => answer.statusCode === 200)).toBe(true);
  expect(await rows(sql`SELECT currency FROM orders WHERE promo_code_id = ${code!.id}`)).toEqual([{ currency }]);
});

it('two shoppers racing for the last unit of a size: exactly one order, stock never below zero', async () => {
  const [size] = await sizesInStock(t, 1, 1);
  const racers = await Promise.all([0, 1].map(async () => {
    const shopper = await Shopper.start(t);
    await shopper.add(size!);
    await shopper.checkout();
    return shopper;
  }));
  const answers = await Promise.all(racers.map((shopper) => shopper.place()));
  const statuses = answers.map((answer) => answer.statusCode).sort();
  const { units, status } = await unitsOf(t, size!);
  const [orders] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM order_lines WHERE option_id = ${size!.optionId}`);
  console.log(`2 shoppers for the last unit: answers ${statuses.join(' and ')}, ${orders!.n} order(s), ${units} unit(s) left (${status})`);
  expect(statuses).toEqual([200, 400]);
  expect(answers.map((answer) => answer.json<{ error?: string }>().error).filter(Boolean)).toEqual(['out_of_stock']);
  expect(orders!.n).toBe(1);
  expect({ units, status }).toEqual({ units: 0, status: 'outOfStock' });
});

it('a payment result posted twice, and create-order twice with the same key: one effect each', async () => {
  const [size] = await sizesInStock(t, 1, 5);
  const shopper = await Shopper.start(t);
  await shopper.add(size!);
  const created = await Promise.all([shopper.createOrder('double-click-0001'), shopper.createOrder('double-click-0001')]);
  const orderIds = new Set(created.map((answer) => ok(answer).json<{ result: { order_id: number } }>().result.order_id));
  const [orderId] = [...orderIds];
  ok(await shopper.post('cart/v2/set-shipping-method', { method_code: 'self_pickup', cityId: 1 }));
  ok(await shopper.post('cart/v2/set-payment-method', { method_code: 'card' }));
  const placings = await Promise.all([shopper.place(), shopper.place()]);
  const results = await Promise.all([shopper.pay(orderId!), shopper.pay(orderId!)]);
  const [counted] = await rows<{ orders: number; payments: number; units: number; mails: number }>(sql`SELECT
    (SELECT count(*)::int FROM orders WHERE session_id = (SELECT session_id FROM orders WHERE id = ${orderId!})) AS orders,
    (SELECT count(*)::int FROM payments WHERE order_id = ${orderId!}) AS payments,
    (SELECT stock_quantity FROM product_options WHERE id = ${size!.optionId}) AS units,
    (SELECT count(*)::int FROM outbox WHERE subject LIKE ${`%№${orderId!} %`}) AS mails`);
  console.log(`create-order twice with one key: ${orderIds.size} order; placed twice: ${placings.map((answer) => answer.statusCode).join(', ')}; `
    + `result posted twice: ${results.map((answer) => answer.statusCode).join(', ')}, ${counted!.payments} ledger row(s), ${5 - counted!.units} unit(s) taken, ${counted!.mails} confirmation(s)`);
  expect(orderIds.size).toBe(1);
  expect(placings.map((answer) => paymentOf(answer).orderId)).toEqual([orderId, orderId]);
  expect(results.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  expect(counted).toEqual({ orders: 1, payments: 1, units: 4, mails: 1 });
});
