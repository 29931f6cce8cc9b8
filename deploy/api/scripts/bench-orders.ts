import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../src/db/client';

/** What the benchmark's orders are known by: their session, and their customers' addresses. */
const BENCH_SESSION = 'bench-admin-';
const CUSTOMERS = 5_000;
/** Orders are placed this often, going back from now: 50,000 orders cover about a year. */
const EVERY_MINUTES = 10;

export interface BenchOrders {
  /** The number of orders the benchmark placed (a kept database reuses them). */
  orders: number;
  /** Customers with several orders each: the customer filter's values (an id, an e-mail, a phone). */
  customers: Array<{ id: number; email: string; telephone: string }>;
  /** A placed order's id about halfway down the list: a later page's cursor. */
  middleId: number;
  /** A week of placed orders some months back (YYYY-MM-DD, both ends). */
  week: { from: string; to: string };
  how: string;
}

/**
 * Places `count` orders on the seeded catalogue, set-based (one INSERT … SELECT per table, no
 * loop in JavaScript): customers, orders spread over every status, payment method, currency and
 * language and about a year of days, one to three lines each, and a payment for those paid by card.
 * A database that holds them already is reused; one holding another number is refused.
 */
export async function seedBenchOrders(db: Db, count: number): Promise<BenchOrders> {
  const started = performance.now();
  const placed = async () => Number(rowsOf<{ n: number }>(await db.orm.execute(sql`
    SELECT count(*)::int AS n FROM orders WHERE session_id LIKE ${`${BENCH_SESSION}%`}`))[0]!.n);
  let existing = await placed();
  let how = 'reused';
  if (existing === 0) {
    await db.orm.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO customers (email, telephone, firstname, lastname, invite_code)
        SELECT 'bench' || g || '@example.com', '+7995' || lpad(g::text, 7, '0'), 'Bench', 'Customer ' || g, 'BENCH' || g
        FROM generate_series(1, ${CUSTOMERS}) g
        ON CONFLICT DO NOTHING`);
      await tx.execute(sql`
        INSERT INTO orders (session_id, customer_id, status, kind, language, currency, firstname, lastname, telephone, email,
          shipping_method, payment_method, totals, grand_total, share_token, created_at, placed_at)
        SELECT ${BENCH_SESSION} || g,
          -- Two orders in three are a customer's (each has about seven), the third a guest's.
          CASE WHEN g % 3 = 0 THEN NULL ELSE c.id END,
          (ARRAY['awaiting_payment', 'paid', 'payment_failed', 'packed', 'shipped', 'delivered', 'delivered', 'delivered', 'cancelled', 'refunded'])[1 + g % 10],
          'order', (ARRAY['ru-ru', 'en-gb', 'ka-ge'])[1 + g % 3], (ARRAY['RUB', 'USD', 'GEL'])[1 + (g / 3) % 3],
          'Bench', 'Customer ' || g, coalesce(c.telephone, '+7996' || lpad(g::text, 7, '0')), coalesce(c.email, 'guest' || g || '@example.com'),
          (SELECT code FROM shipping_methods ORDER BY position LIMIT 1), CASE WHEN g % 4 = 0 THEN 'cash_on_delivery' ELSE 'card' END,
          '[]'::jsonb, 1000 + g % 90000, 'bench-' || md5(g::text), p.at, p.at
        FROM generate_series(1, ${count}) g
        CROSS JOIN LATERAL (SELECT now() - make_interval(mins => (${count} - g) * ${EVERY_MINUTES}) AS at) p
        LEFT JOIN customers c ON c.email = 'bench' || (1 + g % ${CUSTOMERS}) || '@example.com' AND g % 3 <> 0`);
      await tx.execute(sql`
        WITH options AS (SELECT row_number() OVER (ORDER BY id) AS n, id, product_id FROM (SELECT id, product_id FROM product_options ORDER BY id LIMIT 1000) o)
        INSERT INTO order_lines (order_id, product_id, option_id, sku, name, size_label, price, quantity)
        SELECT o.id, x.product_id, x.id, p.sku, 'Bench item', 'M', 1000 + o.id % 9000, 1 + (o.id + k) % 2
        FROM orders o
        CROSS JOIN generate_series(1, 3) k
        JOIN options x ON x.n = 1 + (o.id * 7 + k) % (SELECT count(*) FROM options)
        JOIN products p ON p.id = x.product_id
        WHERE o.session_id LIKE ${`${BENCH_SESSION}%`} AND k <= 1 + o.id % 3`);
      await tx.execute(sql`
        INSERT INTO payments (order_id, attempt, result, card_last4, created_at)
        SELECT o.id, 1, 'paid', '4242', o.placed_at FROM orders o
        WHERE o.session_id LIKE ${`${BENCH_SESSION}%`} AND o.payment_method = 'card' AND o.status IN ('paid', 'packed', 'shipped', 'delivered', 'refunded')`);
    });
    // PostgreSQL's autovacuum gathers the planner's figures for new rows within a minute; the
    // embedded database has no autovacuum, so there the list runs without them, as a shop's does.
    if (db.driver === 'pg') await db.orm.execute(sql`ANALYZE`);
    existing = await placed();
    how = `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  }
  if (existing !== count) throw new Error(`the database holds ${existing.toLocaleString('en')} benchmark orders, not ${count.toLocaleString('en')}: give the benchmark another one`);

  const customers = rowsOf<{ id: number; email: string; telephone: string }>(await db.orm.execute(sql`
    SELECT id, email, telephone FROM customers WHERE email LIKE 'bench%@example.com' ORDER BY id LIMIT 50`)).map((row) => ({ ...row, id: Number(row.id) }));
  const [middle] = rowsOf<{ id: number }>(await db.orm.execute(sql`
    SELECT id FROM orders WHERE session_id LIKE ${`${BENCH_SESSION}%`} ORDER BY id DESC OFFSET ${Math.floor(count / 2)} LIMIT 1`));
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return { orders: existing, customers, middleId: Number(middle!.id), week: { from: day(120), to: day(114) }, how };
}
