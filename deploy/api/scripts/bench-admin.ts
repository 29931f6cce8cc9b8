// The back office's lists under load (issue 41's budget): p95 ≤ 100 ms through the admin API with
// 100,000 products and 50,000 orders at 10 concurrent staff.
//
//   pnpm --filter @shop/api bench:admin                     the embedded database, then PostgreSQL (Debian's package) when it is installed
//   pnpm --filter @shop/api bench:admin -- --requests 100   a quick look
//   … --db /tmp/shop-admin                                   a PGlite data dir seeded once, reused after (seeding takes minutes)
//   … --url postgres://…/empty_db                            only on that PostgreSQL database (seeded when empty)
//
// Seeds the demo catalogue at 100,000 products and 50,000 orders set-based, starts the API in this
// process (Fastify's inject: no port), makes an operator's API token, then sends each call of
// CALLS from 10 clients at once: every client sends its next request when its last one answered.
// A call that answers anything but 200 stops the run with the reply. Prints p50 and p95 per call
// and whether the p95 is within budget.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApi } from '../src/app';
import { rowsOf } from '../src/db/client';
import { newApiToken, secretHash } from '../src/domains/admin/secrets';
import { seedBenchOrders, type BenchOrders } from './bench-orders';
import { openBenchDatabase, seedBenchDatabase } from './bench-db';
import { readCliArgs, usageError } from './cli';

const BUDGET_P95_MS = 100;
const PRODUCTS = 100_000;

const USAGE = `usage: bench-admin [--orders N, default 50000] [--products N, default 100000] [--clients N, default 10] [--requests N, default 400] [--calls TEXT] [--db DIR | --url postgres://…]
  --calls     only the calls whose name holds TEXT ("products", "orders: customer")
  --requests  requests of each call, spread over the clients (after a warm-up of one per client)
  --db        a PGlite data dir kept between runs: seeded on the first run, reused after
  --url       run on that PostgreSQL database (seeded when empty) instead of embedded PGlite`;

const { values } = readCliArgs({
  orders: { type: 'string', default: '50000' },
  products: { type: 'string', default: String(PRODUCTS) },
  clients: { type: 'string', default: '10' },
  requests: { type: 'string', default: '400' },
  db: { type: 'string' },
  url: { type: 'string' },
  calls: { type: 'string' },
}, USAGE);
const [orders, products, clients, requests] = [values.orders, values.products, values.clients, values.requests].map(Number) as [number, number, number, number];
if (![orders, products, clients, requests].every((n) => Number.isSafeInteger(n) && n > 0)) usageError('--orders, --products, --clients and --requests must be positive integers', USAGE);
if (values.db && values.url) usageError('--db and --url exclude each other', USAGE);

/**
 * One call of the back office's lists: its URL under /api/admin for the n-th request (so the
 * server is not asked one thing), from what the seed left. The products list joins this table.
 */
interface ListCall { name: string; url: (seeded: BenchOrders & Catalogue, n: number) => string }

/** What the products calls look for in the seeded catalogue: a category, a SKU's start, a word of the names. */
interface Catalogue { categoryIds: number[]; skuStarts: string[]; words: string[] }

async function catalogueOf(db: Awaited<ReturnType<typeof openBenchDatabase>>): Promise<Catalogue> {
  const categories = rowsOf<{ id: number }>(await db.orm.execute(sql`SELECT id FROM categories WHERE level >= 2 ORDER BY id LIMIT 20`));
  const products = rowsOf<{ sku: string; name: string }>(await db.orm.execute(sql`
    SELECT p.sku, t.name FROM products p JOIN product_translations t ON t.product_id = p.id AND t.language = 'en-gb' ORDER BY p.id DESC LIMIT 20`));
  return {
    categoryIds: categories.map((row) => Number(row.id)),
    skuStarts: products.map((row) => row.sku.slice(0, -2)),
    words: products.map((row) => row.name.split(/\s+/).find((word) => word.length > 3) ?? row.name),
  };
}

const CALLS: ListCall[] = [
  { name: 'orders: first page', url: () => 'orders' },
  { name: 'orders: a later page', url: ({ middleId }, n) => `orders?before=${middleId - (n % 20) * 50}` },
  { name: 'orders: status', url: (_, n) => `orders?status=${['paid', 'packed', 'shipped'][n % 3]}` },
  { name: 'orders: payment method', url: (_, n) => `orders?payment=${n % 2 ? 'card' : 'cash_on_delivery'}` },
  { name: 'orders: date', url: ({ week }) => `orders?from=${week.from}&to=${week.to}` },
  { name: 'orders: customer (e-mail)', url: ({ customers }, n) => `orders?customer=${encodeURIComponent(customers[n % customers.length]!.email)}` },
  { name: 'orders: customer (phone)', url: ({ customers }, n) => `orders?customer=${encodeURIComponent(customers[n % customers.length]!.telephone)}` },
  { name: 'orders: customer (id)', url: ({ customers }, n) => `orders?customer=${customers[n % customers.length]!.id}` },
  { name: 'orders: currency', url: (_, n) => `orders?currency=${['RUB', 'USD', 'GEL'][n % 3]}` },
  { name: 'orders: status + currency, later page', url: ({ middleId }, n) => `orders?status=delivered&currency=${['RUB', 'USD', 'GEL'][n % 3]}&before=${middleId}` },
  { name: 'products: first page', url: () => 'products' },
  { name: 'products: a later page', url: (_, n) => `products?page=${2 + (n % 200)}` },
  { name: 'products: SKU start', url: ({ skuStarts }, n) => `products?search=${encodeURIComponent(skuStarts[n % skuStarts.length]!)}` },
  { name: 'products: name word', url: ({ words }, n) => `products?search=${encodeURIComponent(words[n % words.length]!)}` },
  { name: 'products: category', url: ({ categoryIds }, n) => `products?category=${categoryIds[n % categoryIds.length]}` },
  { name: 'products: sold out', url: () => 'products?stock=out' },
  { name: 'products: hidden', url: () => 'products?status=hidden' },
];

interface Measured { name: string; p50: number; p95: number }

const percentile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-bench-admin-'));
  const db = await openBenchDatabase({ tempDir: dir, dataDir: values.db, url: values.url });
  const app = await buildApi({ db, mediaDir: join(dir, 'media'), sessionSecret: 'benchmark-session-secret-0123456789' });
  try {
    const catalogue = await seedBenchDatabase(db, products);
    const seeded = { ...await seedBenchOrders(db, orders), ...await catalogueOf(db) };
    console.log(`${db.driver}: ${products.toLocaleString('en')} products ${catalogue}; ${orders.toLocaleString('en')} orders ${seeded.how}; ${clients} clients, ${requests} requests a call`);
    const token = newApiToken();
    await db.orm.execute(sql`INSERT INTO api_tokens (name, role, token_hash) VALUES ('bench-admin', 'operator', ${secretHash(token)})`);

    /** One request; anything but 200 stops the benchmark with the reply, before a figure is printed. */
    const send = async (url: string): Promise<number> => {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: { authorization: `Bearer ${token}`, 'x-language': 'en-gb' } });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`GET /api/admin/${url} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
      return ms;
    };
    /** `requests` requests of a call from `clients` clients at once, after one each to warm up. */
    const measure = async (call: ListCall): Promise<Measured> => {
      await Promise.all(Array.from({ length: clients }, (_, n) => send(call.url(seeded, n))));
      const samples: number[] = [];
      let next = 0;
      await Promise.all(Array.from({ length: clients }, async () => {
        while (next < requests) samples.push(await send(call.url(seeded, next++)));
      }));
      samples.sort((a, b) => a - b);
      return { name: call.name, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
    };

    const results: Measured[] = [];
    const chosen = CALLS.filter((call) => call.name.includes(values.calls ?? ''));
    if (chosen.length === 0) usageError(`no call's name holds "${values.calls}"`, USAGE);
    for (const call of chosen) results.push(await measure(call));
    const ms = (value: number) => value.toFixed(1).padStart(7);
    const width = Math.max(...chosen.map((call) => call.name.length));
    console.log(`\n${'call'.padEnd(width)}     p50     p95  p95 ≤ ${BUDGET_P95_MS} ms`);
    for (const r of results) console.log(`${r.name.padEnd(width)} ${ms(r.p50)} ${ms(r.p95)}  ${r.p95 <= BUDGET_P95_MS ? 'yes' : 'NO'}`);
    process.exitCode = results.every((r) => r.p95 <= BUDGET_P95_MS) ? 0 : 1;
  } finally {
    await app.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
