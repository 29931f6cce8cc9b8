// How long the API takes to write each sitemap file and robots.txt, the largest at 50,000 URLs.
//
//   pnpm --filter @shop/api bench:sitemap                       100,000 products, embedded PGlite in a temp dir
//   pnpm --filter @shop/api bench:sitemap -- 2000 --runs 3      a quick look
//   … --db /tmp/shop-100k                                        seed that PGlite data dir once, reuse it after (bench:catalog's too)
//   … --url postgres://…/empty_db                                on PostgreSQL (seeded when empty)
//
// Asks the API (Fastify's inject: the API's own work, no socket, no client parsing 27 MB in this
// process) for the sitemap index, then every file it names and robots.txt, one request at a time,
// `--runs` times each after one warm-up. Prints each file's size and its p50 and max time to the
// whole body. The edge adds compression (brotli or gzip) on the way out.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi } from '../src/app';
import { openBenchDatabase, seedBenchDatabase } from './bench-db';
import { expectStatus, runBenchmark } from './bench-replies';
import { readCliArgs, usageError } from './cli';

const USAGE = `usage: bench-sitemap [size, default 100000] [--runs N, default 5] [--db DIR | --url postgres://…]
  --db   a PGlite data dir kept between runs: seeded on the first run, reused after
  --url  run on that PostgreSQL database (seeded when empty) instead of embedded PGlite`;

const { values, positionals } = readCliArgs({ runs: { type: 'string', default: '5' }, db: { type: 'string' }, url: { type: 'string' } }, USAGE);
const size = Number(positionals[0] ?? 100_000);
const runs = Number(values.runs);
if (![size, runs].every((n) => Number.isSafeInteger(n) && n > 0)) usageError('size and --runs must be positive integers', USAGE);
if (values.db && values.url) usageError('--db and --url exclude each other', USAGE);

const ORIGIN = 'https://shop.example';


async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-bench-sitemap-'));
  const db = await openBenchDatabase({ tempDir: dir, dataDir: values.db, url: values.url });
  const app = await buildApi({ db, mediaDir: join(dir, 'media'), sessionSecret: 'benchmark-session-secret-0123456789' });
  try {
    console.log(`${db.driver}: ${size.toLocaleString('en')} products ${await seedBenchDatabase(db, size)}; ${runs} runs a file\n`);
    /** The body of one file, and the milliseconds to the whole of it. */
    const timedGet = async (file: string): Promise<{ body: string; ms: number }> => {
      const started = performance.now();
      const response = await app.inject({ url: `/api/seo/${file}?origin=${encodeURIComponent(ORIGIN)}` });
      const ms = performance.now() - started;
      expectStatus(`GET /api/seo/${file}`, response.statusCode, response.body);
      return { body: response.body, ms };
    };
    const index = (await timedGet('sitemap.xml')).body;
    const files = ['sitemap.xml', ...[...index.matchAll(/<loc>[^<]*\/([^/<]+)<\/loc>/g)].map((m) => m[1]!), 'robots.txt'];

    // Every file's runs first, then the table: no figure is printed before every reply was a 200.
    const rows: string[] = [];
    for (const file of files) {
      const { body } = await timedGet(file);
      const samples: number[] = [];
      for (let run = 0; run < runs; run += 1) samples.push((await timedGet(file)).ms);
      samples.sort((a, b) => a - b);
      const urls = body.match(/<url>/g)?.length ?? 0;
      const mb = Buffer.byteLength(body) / 2 ** 20;
      rows.push(`${file.padEnd(20)} ${String(urls).padStart(7)} ${mb.toFixed(1).padStart(6)} ${samples[Math.floor((runs - 1) / 2)]!.toFixed(0).padStart(8)} ${samples.at(-1)!.toFixed(0).padStart(8)}`);
    }
    console.log(`${'file'.padEnd(20)} ${'URLs'.padStart(7)} ${'MB'.padStart(6)} ${'p50 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    console.log(rows.join('\n'));
  } finally {
    await app.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await runBenchmark(main);
