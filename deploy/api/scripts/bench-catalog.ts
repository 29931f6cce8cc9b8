// Throughput and latency of the catalogue calls under load, against a plain Fastify route.
//
//   pnpm --filter @shop/api bench:catalog                         100,000 products, 50 clients, 10 s a call
//   pnpm --filter @shop/api bench:catalog -- 2000 --duration 5    a quick look
//   … --db /tmp/shop-100k                                          seed that PGlite data dir once, reuse it after
//   … --url postgres://…/empty_db                                  on PostgreSQL (seeded when empty)
//   … 1000000 --url postgres://…/empty_db                          a million: where one edge's memory ends (the index's size and rebuild)
//
// Seeds a fresh embedded database in a temp dir (or reuses --db, or runs on --url), builds the
// listing index the way an edge does (its memory, then a rebuild beside it: what a catalogue change
// costs every edge), starts the API and a baseline Fastify JSON route in this process on local
// ports, then drives each call with autocannon as a shopper's session does (its cookie and XSRF
// token): a category listing with two filters and a sort, a search results page, a product page,
// and the baseline. Every call is sent once first and every reply of the runs is checked: one that
// is not a 200 stops the benchmark with the reply shown, before any figure. Prints p50, p95 and p99
// latency, requests per second, each call's throughput as a share of the baseline's, and whether
// its p95 is inside the 30 ms budget, then the heap the API process holds.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApi } from '../src/app';
import { rowsOf, type Db } from '../src/db/client';
import { ListingIndex, listingIndexOf } from '../src/domains/catalog/listing-index';
import { expectStatus, ReplyCheck, runBenchmark } from './bench-replies';
import { openBenchDatabase, seedBenchDatabase } from './bench-db';
import { readCliArgs, usageError } from './cli';

const BUDGET_P95_MS = 30;

const USAGE = `usage: bench-catalog [size, default 100000] [--duration S, default 10] [--connections N, default 50] [--db DIR | --url postgres://…]
  --db   a PGlite data dir kept between runs: seeded on the first run, reused after (seeding 100,000 products takes a minute)
  --url  run on that PostgreSQL database (seeded when empty) instead of embedded PGlite`;

const { values, positionals } = readCliArgs({
  duration: { type: 'string', default: '10' },
  connections: { type: 'string', default: '50' },
  db: { type: 'string' },
  url: { type: 'string' },
}, USAGE);
const size = Number(positionals[0] ?? 100_000);
const duration = Number(values.duration);
const connections = Number(values.connections);
if (![size, duration, connections].every((n) => Number.isSafeInteger(n) && n > 0)) usageError('size, --duration and --connections must be positive integers', USAGE);
if (values.db && values.url) usageError('--db and --url exclude each other', USAGE);

interface Call { name: string; url: string; method?: 'GET' | 'POST'; bodies?: string[]; paths?: string[] }
interface Measured { name: string; p50: number; p95: number; p99: number; rps: number }

const percentile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/** Each of the call's requests (every body, or every path), one at a time: the first reply that is not a 200 stops the benchmark. */
async function sendEachOnce(base: string, call: Call, headers: Record<string, string>): Promise<void> {
  const method = call.method ?? 'GET';
  for (const path of call.paths ?? [call.url]) {
    for (const body of call.bodies ?? [undefined]) {
      const response = await fetch(base + path, { method, headers: { ...headers, 'content-type': 'application/json' }, body });
      const text = await response.text();
      expectStatus(`${method} ${path}${body ? ` ${body}` : ''}`, response.status, text);
    }
  }
}

/**
 * One autocannon run; latencies are collected per response, so p95 is exact (autocannon reports
 * 97.5 and 99). The first reply that is not a 200, or a request that got none, stops the run and
 * is thrown with the reply.
 */
async function drive(base: string, call: Call, headers: Record<string, string>, seconds: number): Promise<Measured> {
  const samples: number[] = [];
  const check = new ReplyCheck();
  const method = call.method ?? 'GET';
  let turn = 0;
  // Without a callback autocannon returns its running instance: a promise of the result and an event emitter.
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{
      method,
      path: call.url,
      headers: { ...headers, 'content-type': 'application/json' },
      // Each request takes the next of the call's bodies or paths, so the server is not asked one thing.
      setupRequest: (request) => {
        turn += 1;
        return {
          ...request,
          ...(call.bodies ? { body: call.bodies[turn % call.bodies.length] } : {}),
          ...(call.paths ? { path: call.paths[turn % call.paths.length] } : {}),
        };
      },
      onResponse: (status, body) => {
        if (!check.note(`${method} ${call.url} (${call.name})`, status, body)) instance.stop();
      },
    }],
  }) as unknown as Promise<autocannon.Result> & { stop(): void; on(event: 'response', listener: (...args: [unknown, number, number, number]) => void): void };
  instance.on('response', (_client: unknown, _statusCode: number, _bytes: number, responseTime: number) => {
    samples.push(responseTime);
  });
  const result = await instance;
  check.throwIfAny();
  // Connection errors and timeouts have no reply to check: none is allowed either.
  expectStatus(`${method} ${call.url} (${call.name})`, result.errors + result.timeouts > 0 ? 0 : 200, `${result.errors} errors, ${result.timeouts} timeouts in ${result.requests.total} requests`);
  samples.sort((a, b) => a - b);
  return { name: call.name, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), p99: percentile(samples, 0.99), rps: result.requests.average };
}

// A full collection before each reading, so what is left is what something holds.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Bytes held by JavaScript objects and typed arrays (the index's columns and bitsets) after a full collection. */
function heldBytes(): number {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/**
 * The listing index as an edge holds it: built the first time (the API's own, which the runs then
 * use), and then a rebuild beside it, as a catalogue change anywhere makes every edge do (the old
 * index answers until the new one is in place, so for that while both are held).
 */
async function measureListingIndex(db: Db): Promise<string> {
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  const before = heldBytes();
  let started = performance.now();
  const index = await listingIndexOf(db);
  const built = performance.now() - started;
  const held = heldBytes() - before;
  started = performance.now();
  const rebuilt = await ListingIndex.load(db);
  const rebuildMs = performance.now() - started;
  const both = heldBytes() - before;
  // Held until here, as the old index is held while its successor builds.
  void [index, rebuilt];
  return `listing index: ${index.productCount.toLocaleString('en')} products, built in ${(built / 1000).toFixed(1)} s, holds ${mb(held)} per edge (JavaScript heap and typed arrays, before any page is kept in it);\n`
    + `  rebuilt beside it in ${(rebuildMs / 1000).toFixed(1)} s (a catalogue change anywhere makes every edge rebuild), ${mb(both)} held at the peak, the old one answering meanwhile`;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-bench-catalog-'));
  const db = await openBenchDatabase({ tempDir: dir, dataDir: values.db, url: values.url });
  const baseline = Fastify();
  baseline.get('/baseline', async () => ({ status: 200, ok: true }));
  const app = await buildApi({ db, mediaDir: join(dir, 'media'), sessionSecret: 'benchmark-session-secret-0123456789' });
  try {
    const how = await seedBenchDatabase(db, size);
    console.log(`${db.driver}: ${size.toLocaleString('en')} products ${how}; ${connections} clients, ${duration} s a call`);
    // Printed with the runs' figures: none is printed before every call has answered as expected.
    const listingIndex = await measureListingIndex(db);
    const apiBase = await app.listen({ host: '127.0.0.1', port: 0 });
    const baselineBase = await baseline.listen({ host: '127.0.0.1', port: 0 });

    // A shopper's session, as the api-client starts one: the catalogue's reads are POSTs, refused (403 xsrf) without its token.
    const session = await fetch(`${apiBase}/api/session`);
    expectStatus('GET /api/session', session.status, () => '');
    const cookies = Object.fromEntries(session.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!.split('=') as [string, string]));
    expectStatus('GET /api/session (its cookies)', cookies.sid && cookies['XSRF-TOKEN'] ? 200 : 0, JSON.stringify(session.headers.getSetCookie()));
    const headers = { cookie: `sid=${cookies.sid}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`, 'x-xsrf-token': cookies['XSRF-TOKEN']!, 'x-language': 'ru-ru' };

    const popular = rowsOf<{ url_path: string }>(await db.orm.execute(sql`SELECT url_path FROM products ORDER BY popularity DESC LIMIT 200`));
    const calls: Call[] = [
      {
        name: 'category: 2 filters + sort',
        url: '/api/indexedcategories/products/ru-ru',
        method: 'POST',
        bodies: ['black', 'white', 'navy', 'beige'].flatMap((colour) => [1, 2, 3].map((page) => JSON.stringify({
          category_url_path: 'women', filters: { color: [colour], season: ['all-season', 'demi'] }, sort: 'price_asc', page,
        }))),
      },
      { name: 'search results', url: '/api/search/query/dress/1', paths: ['платье', 'джинсы', 'свитер', 'пальто', 'рубашка'].flatMap((phrase) => [1, 2].map((page) => `/api/search/query/${encodeURIComponent(phrase)}/${page}`)) },
      { name: 'product page', url: '/api/indexedproducts/get/ru-ru', method: 'POST', bodies: popular.map((p) => JSON.stringify({ url_path: p.url_path })) },
    ];

    // Each request of each call once, then a short warm-up of each, then the measured runs with the baseline first.
    const baselineCall = { name: 'baseline: plain Fastify JSON', url: '/baseline' };
    await sendEachOnce(baselineBase, baselineCall, {});
    for (const call of calls) await sendEachOnce(apiBase, call, headers);
    for (const call of calls) await drive(apiBase, call, headers, 2);
    const results = [await drive(baselineBase, baselineCall, {}, duration)];
    for (const call of calls) results.push(await drive(apiBase, call, headers, duration));

    const base = results[0]!.rps;
    const ms = (value: number) => value.toFixed(1).padStart(7);
    console.log(listingIndex);
    console.log(`\n${'call'.padEnd(30)}     p50     p95     p99   req/s   of baseline  p95 ≤ ${BUDGET_P95_MS} ms`);
    for (const r of results) {
      const verdict = r === results[0] ? '' : r.p95 <= BUDGET_P95_MS ? 'yes' : 'NO';
      console.log(`${r.name.padEnd(30)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${r.rps.toFixed(0).padStart(7)} ${`${((r.rps / base) * 100).toFixed(1)} %`.padStart(12)}  ${verdict}`);
    }
    // The indexes' typed arrays live outside the JS heap, with PGlite's WebAssembly memory.
    const { heapUsed, arrayBuffers, rss } = process.memoryUsage();
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    console.log(`\nheap used ${mb(heapUsed)}, array buffers ${mb(arrayBuffers)}, rss ${mb(rss)} (the API, its caches and the benchmark's client: one process)`);
  } finally {
    await app.close();
    await baseline.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await runBenchmark(main);
