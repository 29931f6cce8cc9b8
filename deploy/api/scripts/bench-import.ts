// How long a catalogue import takes, and what it costs in memory (issue 24's 10,000 products).
//
//   pnpm --filter @shop/api bench:import                      10,000 new products into a 2,000-product shop, embedded PGlite in a temp dir
//   pnpm --filter @shop/api bench:import -- 2000              a quick look
//   … --url postgres://…/empty_db                            on PostgreSQL (seeded when empty)
//
// Through the admin API (Fastify's inject, an operator's token): the dry run, the import, the
// same file again (all unchanged), then the same products with new prices (all updated). After
// the import, the time until a category listing and a search show the new products, and the
// process's RSS and heap before and after.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApi } from '../src/app';
import { CATALOG_COLUMNS } from '../src/domains/admin/catalog-rows';
import { csvLine } from '../src/domains/admin/csv';
import { newApiToken, secretHash } from '../src/domains/admin/secrets';
import { openBenchDatabase, seedBenchDatabase } from './bench-db';
import { expectStatus, runBenchmark } from './bench-replies';
import { readCliArgs, usageError } from './cli';

const USAGE = `usage: bench-import [products to import, default 10000] [--shop N, default 2000] [--url postgres://…]
  --shop  the demo catalogue seeded first
  --url   run on that PostgreSQL database (seeded when empty) instead of embedded PGlite`;

const { values, positionals } = readCliArgs({ shop: { type: 'string', default: '2000' }, url: { type: 'string' } }, USAGE);
const count = Number(positionals[0] ?? 10_000);
const shop = Number(values.shop);
if (![count, shop].every((n) => Number.isSafeInteger(n) && n > 0)) usageError('the counts must be positive integers', USAGE);

const CATEGORIES = ['women/clothing/dresses', 'women/clothing/skirts', 'men/clothing/shirts', 'accessories/bags'];
const SIZES = ['xs', 's', 'm', 'l', 'xl'];

/** The file: `count` products of this run, with long-ish descriptions in three languages. */
function catalogueFile(run: string, priceOffset = 0): string {
  const lines = [csvLine(CATALOG_COLUMNS)];
  for (let i = 1; i <= count; i++) {
    const row: Record<string, string> = {
      sku: `B${run}-${i}`, url_path: `bench-${run}-${i}`, category: CATEGORIES[i % CATEGORIES.length]!, kind: 'dress',
      name_ru: `Платье «Тест ${i}»`, name_en: `Test dress ${i}`, name_ka: `სატესტო კაბა ${i}`,
      description_ru: 'Лёгкое платье из хлопка, длина миди. '.repeat(4), description_en: 'A light cotton midi dress. '.repeat(4), description_ka: 'მსუბუქი ბამბის კაბა. '.repeat(4),
      price_usd: ((4_000 + i % 5_000 + priceOffset) / 100).toFixed(2), price_rub: String(3_990 + i % 100), price_gel: ((10_900 + i % 900) / 100).toFixed(2),
      sizes: SIZES.map((size, n) => `${size}:${(i + n) % 7}`).join('|'), color: 'black',
    };
    lines.push(csvLine(CATALOG_COLUMNS.map((column) => row[column] ?? '')));
  }
  return lines.join('\n');
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-bench-import-'));
  const db = await openBenchDatabase({ tempDir: dir, url: values.url });
  const app = await buildApi({ db, mediaDir: join(dir, 'media'), sessionSecret: 'benchmark-session-secret-0123456789' });
  try {
    console.log(`${db.driver}: ${shop.toLocaleString('en')} products ${await seedBenchDatabase(db, shop)}; importing ${count.toLocaleString('en')}\n`);
    const token = newApiToken();
    await db.orm.execute(sql`INSERT INTO api_tokens (name, role, token_hash) VALUES ('bench', 'operator', ${secretHash(token)})`);
    const run = Date.now().toString(36);
    const file = catalogueFile(run);
    // The figures, printed once every call has answered as expected (bench-replies.ts).
    const lines: string[] = [];
    const call = async (label: string, content: string, dryRun: boolean) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST', url: '/api/admin/catalog/import', headers: { authorization: `Bearer ${token}` }, payload: { format: 'csv', content, dry_run: dryRun },
      });
      const ms = performance.now() - started;
      // A file with a bad row is a 400 (invalid_rows) when imported: the dry run of the same file comes first.
      expectStatus(`POST /api/admin/catalog/import (${label})`, response.statusCode, response.body);
      const body = response.json<{ created: number; updated: number; unchanged: number }>();
      const { rss, heapUsed } = process.memoryUsage();
      lines.push(`${label.padEnd(28)} ${(ms / 1000).toFixed(1).padStart(6)} s   created ${body.created}, updated ${body.updated}, unchanged ${body.unchanged}   RSS ${mb(rss)}, heap ${mb(heapUsed)}`);
    };
    // A shopper's session: the catalogue's reads are POSTs with its XSRF token.
    const session = await app.inject({ url: '/api/session' });
    expectStatus('GET /api/session', session.statusCode, session.body);
    const cookies = Object.fromEntries(session.cookies.map((cookie) => [cookie.name, cookie.value]));
    const shopper = { cookie: `sid=${cookies.sid}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`, 'x-xsrf-token': cookies['XSRF-TOKEN']!, 'x-language': 'en-gb' };
    // The shop as shoppers left it: its index built, a listing answered.
    const listing = async () => {
      const response = await app.inject({ method: 'POST', url: '/api/indexedcategories/products/en-gb', headers: shopper, payload: { category_url_path: 'women/clothing/dresses', sort: 'new' } });
      expectStatus('POST /api/indexedcategories/products/en-gb', response.statusCode, response.body);
      return response;
    };
    await listing();
    const before = process.memoryUsage();
    lines.push(`file: ${mb(Buffer.byteLength(file))} of CSV; before: RSS ${mb(before.rss)}, heap ${mb(before.heapUsed)}\n`);

    await call('dry run', file, true);
    const imported = performance.now();
    await call('import', file, false);
    const shownAt = performance.now() - imported;
    const page = await listing();
    const newest = page.json<{ items: Array<{ sku: string }> }>().items[0]?.sku ?? '';
    const searchPath = `/api/search/query/${encodeURIComponent(`Test dress ${count}`)}/1`;
    const search = await app.inject({ url: searchPath, headers: { 'x-language': 'en-gb' } });
    expectStatus(`GET ${searchPath}`, search.statusCode, search.body);
    lines.push(`${''.padEnd(28)} listing shows them when the import answers (${(shownAt / 1000).toFixed(1)} s): newest ${newest.startsWith(`B${run}-`) ? 'is one' : 'is NOT one'}; search ${search.body.includes(`B${run}-${count}`) ? 'finds' : 'does NOT find'} the last`);
    await call('the same file again', file, false);
    await call('new prices for all', catalogueFile(run, 100), false);
    console.log(lines.join('\n'));
  } finally {
    await app.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await runBenchmark(main);
