/** @jest-environment node */
import { CURRENCY_CODES, type Total } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ok, rowsIn, sizesInStock } from '../../test/test-shopper';
import { spendPoints } from './ledger-repository';
import { balanceOf, member } from './test-member';

// What must hold when spends of one balance race each other (in one process here; `pnpm test:pg`
// runs the same on PostgreSQL, where the transactions really overlap). Each test prints what it
// counted, for the closing note.

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** `count` placed orders of the customer to spend on (the ledger keeps one spend per order). */
async function ordersOf(customerId: number, count: number): Promise<number[]> {
  const rows = await rowsIn<{ id: number }>(t, sql`
    INSERT INTO orders (session_id, customer_id, status, language, currency, firstname, lastname, telephone, email)
    SELECT 'race', ${customerId}, 'awaiting_payment', 'ru-ru', 'USD', 'А', 'Б', '+79990000000', 'race@example.com' FROM generate_series(1, ${count})
    RETURNING id`);
  return rows.map((row) => Number(row.id));
}

it('50 simultaneous spends of 30 points from a balance of 1,000: 33 go through, 17 are refused, the balance never goes below zero', async () => {
  const { customerId } = await member(t, { earned: 1_000 });
  const orders = await ordersOf(customerId, 50);
  const started = Date.now();
  const results = await Promise.all(orders.map((orderId) => t.db.orm.transaction((tx) => spendPoints(tx, customerId, 30, orderId))));
  const accepted = results.filter(Boolean).length;
  const balance = await balanceOf(t, customerId);
  const [lowest] = await rowsIn<{ min: number }>(t, sql`
    SELECT min(running)::int AS min FROM (SELECT sum(points) OVER (ORDER BY id) AS running FROM loyalty_ledger WHERE customer_id = ${customerId}) r`);
  console.log(`50 simultaneous spends of 30 points from 1,000 in ${Date.now() - started} ms (${t.db.driver}): ${accepted} accepted, `
    + `${results.length - accepted} refused, final balance ${balance}, lowest running balance ${lowest!.min}`);
  expect([accepted, balance]).toEqual([33, 10]);
  expect(lowest!.min).toBeGreaterThanOrEqual(0);
});

it.each(CURRENCY_CODES)("a placement in %s racing another spend of the same balance: the order takes only what the other left, or the other is refused", async (currency) => {
  const shopper = await member(t, { earned: 1_000, currency });
  const [size] = await sizesInStock(t, 1, 20);
  // Two units of 20 $ or more (or as much in roubles or lari): the cart alone could take 600 points or more.
  await shopper.add(size!);
  await shopper.add(size!);
  ok(await shopper.post('loyalty/apply-bonuses', { state: true }));
  await shopper.checkout();
  const shown = -(await shopper.cart()).cart.totals.find((line) => line.code === 'loyalty:bonuses')!.value;
  const [elsewhere] = await ordersOf(shopper.customerId, 1);

  const [placed, otherSpent] = await Promise.all([shopper.place(), t.db.orm.transaction((tx) => spendPoints(tx, shopper.customerId, 900, elsewhere!))]);
  expect(placed.statusCode).toBe(200);
  const [order] = await rowsIn<{ totals: Total[] }>(t, sql`SELECT totals FROM orders WHERE customer_id = ${shopper.customerId} AND session_id <> 'race'`);
  const taken = -(order!.totals.find((line) => line.code === 'loyalty:bonuses')?.value ?? 0);
  const balance = await balanceOf(t, shopper.customerId);
  // A point is worth one minor unit of the order's currency, whichever it is.
  expect(await rowsIn(t, sql`SELECT currency FROM orders WHERE customer_id = ${shopper.customerId} AND session_id <> 'race'`)).toEqual([{ currency }]);
  console.log(`a placement in ${currency} showing ${shown} points racing a spend of 900 of 1,000: the order took ${taken}, `
    + `the other spend was ${otherSpent ? 'accepted' : 'refused'}, balance ${balance}`);
  expect(shown).toBeGreaterThan(100);
  expect(taken).toBe(otherSpent ? 100 : shown);
  expect(balance).toBe(1_000 - taken - (otherSpent ? 900 : 0));
  expect(balance).toBeGreaterThanOrEqual(0);
});
