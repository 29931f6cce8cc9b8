// Latency of the menu and search-suggestion endpoints on a freshly seeded catalogue.
//
//   pnpm --filter @shop/api bench:search                 2,000 products, embedded PGlite in a temp dir
//   pnpm --filter @shop/api bench:search -- 100000       100,000 products
//   pnpm --filter @shop/api bench:search -- 2000 --http  also over HTTP on a local port
//   pnpm --filter @shop/api bench:search -- 2000 --url postgres://…/empty_db   on PostgreSQL
//   … --verbose                                            also the slowest phrases
//
// Requests run one at a time (latency, not throughput) after a warm-up; prints p50/p95/p99 in ms.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../src/app';
import { createPglite, migrateDatabase, openDatabase, wrapPglite, type Db } from '../src/db/client';
import { seed } from '../src/db/seed';
import { expectStatus, runBenchmark } from './bench-replies';
import { readCliArgs, usageError } from './cli';

const SEARCH_REQUESTS = 500;
const TREE_REQUESTS = 200;
const WARM_UP = 30;
const BUDGET_P95_MS = 50;

/** What shoppers type: partial and whole words, two words, typos, nothing found, in three languages. */
const PHRASES: Array<[string, string]> = [
  ['пл', 'ru-ru'], ['пла', 'ru-ru'], ['плать', 'ru-ru'], ['платье', 'ru-ru'], ['платья миди', 'ru-ru'],
  ['черн', 'ru-ru'], ['чёрное платье', 'ru-ru'], ['джинсы', 'ru-ru'], ['льняная рубашка', 'ru-ru'],
  ['кроссовки', 'ru-ru'], ['кросовки', 'ru-ru'], ['плтье', 'ru-ru'], ['пальто из кашемира', 'ru-ru'],
  ['сумка', 'ru-ru'], ['свитер оверсайз', 'ru-ru'], ['шарф', 'ru-ru'], ['подарочная карта', 'ru-ru'],
  ['dr', 'en-gb'], ['dress', 'en-gb'], ['linen shirt', 'en-gb'], ['jeans', 'en-gb'], ['trainers', 'en-gb'],
  ['cashmere', 'en-gb'], ['blak coat', 'en-gb'], ['wool', 'en-gb'], ['zzzz', 'en-gb'],
  ['კაბა', 'ka-ge'], ['ჯინსი', 'ka-ge'], ['შავი', 'ka-ge'], ['სვიტერი', 'ka-ge'], ['პალტო', 'ka-ge'],
];
const LANGUAGES = ['ru-ru', 'en-gb', 'ka-ge'];

const USAGE = `usage: bench-search [size, default 2000] [--http] [--url postgres://…/empty_db] [--verbose]
  size       products to seed (a fresh database each run)
  --http     also measure over HTTP on a local port
  --url      run on that (empty) PostgreSQL database instead of embedded PGlite
  --verbose  also list the slowest phrases`;

const { values, positionals } = readCliArgs({ http: { type: 'boolean', default: false }, url: { type: 'string' }, verbose: { type: 'boolean', default: false } }, USAGE);
const size = positionals[0] === undefined ? 2000 : Number(positionals[0]);
if (!Number.isInteger(size) || size < 1) usageError(`size must be a positive integer (got "${positionals[0]}")`, USAGE);

interface Summary { p50: number; p95: number; p99: number; mean: number; max: number }

function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length, max: sorted.at(-1)! };
}

const ms = (value: number) => value.toFixed(2).padStart(7);
function report(label: string, samples: number[]): Summary {
  const s = summarize(samples);
  console.log(`${label.padEnd(34)} n=${String(samples.length).padEnd(4)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  mean ${ms(s.mean)}  max ${ms(s.max)}  ms`);
  return s;
}

/** One request: its status and body, every one checked (bench-replies.ts). */
type Fire = (url: string, language: string) => Promise<{ status: number; body: string }>;

/** Samples per URL, for --verbose. */
const byUrl = new Map<string, number[]>();

/** The requests' times, each reply checked: one that is not a 200 stops the benchmark before any figure. */
async function run(fire: Fire, url: (i: number) => [string, string], count: number): Promise<number[]> {
  const checked = async (i: number) => {
    const [path, language] = url(i);
    const { status, body } = await fire(path, language);
    expectStatus(`GET ${path} (${language})`, status, body);
  };
  for (let i = 0; i < WARM_UP; i += 1) await checked(i);
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await checked(i);
    const elapsed = performance.now() - started;
    samples.push(elapsed);
    const key = decodeURIComponent(url(i)[0]);
    byUrl.set(key, [...(byUrl.get(key) ?? []), elapsed]);
  }
  return samples;
}

const searchUrl = (i: number): [string, string] => {
  const [phrase, language] = PHRASES[i % PHRASES.length]!;
  return [`/api/search/complete/${encodeURIComponent(phrase)}`, language];
};
const treeUrl = (i: number): [string, string] => {
  const language = LANGUAGES[i % LANGUAGES.length]!;
  return [`/api/indexedcategories/tree/${language}`, language];
};

async function openFresh(dir: string): Promise<Db> {
  if (values.url) return openDatabase({ url: values.url });
  await mkdir(join(dir, 'pglite'), { recursive: true });
  const db = wrapPglite(await createPglite({ dataDir: join(dir, 'pglite') }));
  await migrateDatabase(db);
  return db;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  try {
    db = await openFresh(dir);
    const seedStarted = performance.now();
    const seeded = await seed(db, { size });
    if (!seeded.seeded) throw new Error('the database was already seeded: give the benchmark an empty one');
    console.log(`${db.driver}: seeded ${size.toLocaleString('en')} products in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    app = await buildApi({ db, mediaDir: join(dir, 'media'), sessionSecret: 'benchmark-session-secret-0123456789' });
    const api = app;
    const inject: Fire = async (url, language) => {
      const response = await api.inject({ method: 'GET', url, headers: { 'x-language': language } });
      return { status: response.statusCode, body: response.body };
    };

    // Every run first, then the figures: none is printed before every reply was a 200.
    const runs: Array<[string, number[]]> = [
      ['GET /search/complete (inject)', await run(inject, searchUrl, SEARCH_REQUESTS)],
      ['GET /indexedcategories/tree (inject)', await run(inject, treeUrl, TREE_REQUESTS)],
    ];
    if (values.http) {
      const address = await api.listen({ port: 0, host: '127.0.0.1' });
      const http: Fire = async (url, language) => {
        const response = await fetch(`${address}${url}`, { headers: { 'x-language': language } });
        return { status: response.status, body: await response.text() };
      };
      runs.push(
        ['GET /search/complete (HTTP)', await run(http, searchUrl, SEARCH_REQUESTS)],
        ['GET /indexedcategories/tree (HTTP)', await run(http, treeUrl, TREE_REQUESTS)],
      );
    }
    const results = runs.map(([label, samples]) => report(label, samples));
    if (values.verbose) {
      console.log('slowest URLs by mean:');
      const slowest = [...byUrl].map(([url, samples]) => ({ url, mean: summarize(samples).mean })).sort((a, b) => b.mean - a.mean).slice(0, 8);
      for (const { url, mean } of slowest) console.log(`  ${ms(mean)} ms  ${url}`);
    }
    const worst = Math.max(...results.map((r) => r.p95));
    console.log(`worst p95 ${worst.toFixed(2)} ms: ${worst < BUDGET_P95_MS ? 'within' : 'OVER'} the ${BUDGET_P95_MS} ms budget`);
    if (worst >= BUDGET_P95_MS) process.exitCode = 1;
  } finally {
    await app?.close();
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await runBenchmark(main);
