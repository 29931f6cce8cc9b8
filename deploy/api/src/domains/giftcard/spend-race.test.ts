/** @jest-environment node */
import { CURRENCY_CODES, GIFTCARD_ERRORS, type CurrencyCode, type Total } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, sessionIdOf, type TestApp } from '../../test/test-app';
import { rowsIn, Shopper, sizesInStock } from '../../test/test-shopper';
import { spendGiftcard } from './card-balance';
import { balanceAndLedger, issuedCard } from './test-giftcard';

// What must hold when spends of one card race each other (in one process here; `pnpm test:pg`
// runs the same on PostgreSQL, where the transactions really overlap): the balance never goes
// below zero and the ledger always sums to it. Each test prints what it counted, for the issue's
// closing note.

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** The lowest balance the card's ledger ever ran through. */
async function lowestRunningBalance(number: string): Promise<number> {
  const [row] = await rowsIn<{ min: number }>(t, sql`
    SELECT min(running)::int AS min FROM (
      SELECT sum(l.amount) OVER (ORDER BY l.id) AS running FROM gift_card_ledger l JOIN gift_cards g ON g.id = l.card_id WHERE g.number = ${number}) r`);
  return Number(row!.min);
}

it('50 simultaneous spends of 6 $ from a card of 200 $: 33 go through, 17 are refused, the balance never goes below zero', async () => {
  const card = await issuedCard(t, { amount: 20_000 });
  const [cardRow] = await rowsIn<{ id: number }>(t, sql`SELECT id FROM gift_cards WHERE number = ${card.number}`);
  // Fifty placed orders to spend on (the ledger keeps one spend per card and order).
  const orders = (await rowsIn<{ id: number }>(t, sql`
    INSERT INTO orders (session_id, status, language, currency, firstname, lastname, telephone, email)
    SELECT 'race', 'awaiting_payment', 'ru-ru', 'USD', 'А', 'Б', '+79990000000', 'race@example.com' FROM generate_series(1, 50)
    RETURNING id`)).map((row) => Number(row.id));

  const started = Date.now();
  const results = await Promise.all(orders.map((orderId) => t.db.orm.transaction((tx) => spendGiftcard(tx, Number(cardRow!.id), 600, orderId))));
  const accepted = results.filter(Boolean).length;
  const { balance, ledger } = await balanceAndLedger(t, card.number);
  const lowest = await lowestRunningBalance(card.number);
  console.log(`50 simultaneous spends of 600 from a card of 20,000 in ${Date.now() - started} ms (${t.db.driver}): ${accepted} accepted, `
    + `${results.length - accepted} refused, final balance ${balance} (ledger sum ${ledger}), lowest running balance ${lowest}`);
  expect([accepted, balance, ledger]).toEqual([33, 200, 200]);
  expect(lowest).toBeGreaterThanOrEqual(0);
});

/** Cards of about 200 $ in each currency (a denomination of the demo shop's). */
const CARD_AMOUNTS: Record<CurrencyCode, number> = { USD: 20_000, RUB: 1_500_000, GEL: 50_000 };

it.each(CURRENCY_CODES)('50 shoppers placing orders in %s with one card at once: it pays until it is empty, one order takes the last of it, the rest are refused', async (currency) => {
  const amount = CARD_AMOUNTS[currency];
  const card = await issuedCard(t, { amount, currency });
  const [size] = await sizesInStock(t, 1, 100);
  const shoppers = await Promise.all(Array.from({ length: 50 }, () => Shopper.start(t, currency)));
  for (const shopper of shoppers) {
    await shopper.add(size!);
    await shopper.checkout();
  }
  // Each cart pays with the card. Set in the database, not by fifty uses of the number with its
  // PIN: the guessing limit per number would stop that after ten, which is its point.
  await t.db.orm.execute(sql`
    UPDATE carts SET gift_card_id = (SELECT id FROM gift_cards WHERE number = ${card.number})
    WHERE session_id IN (${sql.join(shoppers.map((shopper) => sql`${sessionIdOf(shopper.session.cookie)}`), sql`, `)})`);
  // Moscow's courier rate in the currency (test-shopper's checkout): the card pays delivery too.
  const [rate] = await rowsIn<{ price: number }>(t, sql`
    SELECT p.price FROM shipping_rates r JOIN shipping_rate_prices p ON p.rate_id = r.id AND p.currency = ${currency} WHERE r.city_id = 1 AND r.method_code = 'courier'`);
  const cost = size!.prices[currency] + Number(rate!.price);

  const started = Date.now();
  const placed = await Promise.all(shoppers.map((shopper) => shopper.place()));
  const elapsed = Date.now() - started;
  const refused = placed.filter((response) => response.statusCode === 400);
  expect(refused.every((response) => response.json<{ error: string }>().error === GIFTCARD_ERRORS.empty)).toBe(true);
  const takes = (await rowsIn<{ totals: Total[] }>(t, sql`
    SELECT o.totals FROM orders o JOIN gift_card_ledger l ON l.order_id = o.id AND l.action = 'spent'
    JOIN gift_cards g ON g.id = l.card_id AND g.number = ${card.number}`))
    .map((order) => -(order.totals.find((line) => line.code === 'giftcard')?.value ?? 0));
  const whole = takes.filter((taken) => taken === cost).length;
  const partial = takes.filter((taken) => taken < cost);
  const { balance, ledger } = await balanceAndLedger(t, card.number);
  const lowest = await lowestRunningBalance(card.number);
  console.log(`50 placements paying ${cost} ${currency} each with one card of ${amount} at once in ${elapsed} ms (${t.db.driver}): `
    + `${whole} paid in full by it, ${partial.length} in part (${partial.join(', ') || 'none'}), ${refused.length} refused (card_empty), `
    + `${placed.length - refused.length - takes.length} placed without it; spent ${takes.reduce((sum, taken) => sum + taken, 0)}, `
    + `final balance ${balance} (ledger sum ${ledger}), lowest running balance ${lowest}`);

  // Every placement either spent from the card or was refused: none went through without it.
  expect(takes.length + refused.length).toBe(50);
  expect(whole).toBe(Math.floor(amount / cost));
  expect(partial).toEqual(amount % cost === 0 ? [] : [amount % cost]);
  expect(takes.reduce((sum, taken) => sum + taken, 0)).toBe(amount);
  expect([balance, ledger]).toEqual([0, 0]);
  expect(lowest).toBeGreaterThanOrEqual(0);
  // The refused carts no longer pay with the card: their shoppers see why and place again without it.
  expect(await rowsIn(t, sql`SELECT c.id FROM carts c JOIN gift_cards g ON g.id = c.gift_card_id WHERE g.number = ${card.number}`)).toEqual([]);
});
