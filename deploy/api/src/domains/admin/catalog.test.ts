/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CATALOG_IMPORT_SHOWN_ROWS, CatalogImportBusy, CatalogImportJobReply, CatalogImportJobsReply, CatalogImportRefusal, CatalogImportReply, type CatalogImportJob,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApi } from '../../app';
import { contractErrors } from '../../test/contract';
import { createTestApp, startSession, type TestApp } from '../../test/test-app';
import { ok, rowsIn } from '../../test/test-shopper';
import { FIRST_CHUNK_ROWS, nextChunkRows } from './catalog-job';
import { CATALOG_COLUMNS } from './catalog-rows';
import { csvLine } from './csv';
import { newApiToken, secretHash } from './secrets';

let t: TestApp;
let operator: string;
let files: string;

beforeAll(async () => {
  t = await createTestApp();
  operator = newApiToken();
  await t.db.orm.execute(sql`INSERT INTO api_tokens (name, role, token_hash) VALUES ('catalogue', 'operator', ${secretHash(operator)})`);
  files = await mkdtemp(join(tmpdir(), 'shop-import-'));
});
afterAll(async () => {
  await t.close();
  await rm(files, { recursive: true, force: true });
});

const asOperator = () => ({ authorization: `Bearer ${operator}` });
const importFile = (content: string, dryRun: boolean, format: 'csv' | 'json' = 'csv') =>
  t.app.inject({ method: 'POST', url: '/api/admin/catalog/import', payload: { format, content, dry_run: dryRun, reason: 'autumn delivery' }, headers: asOperator() });
const dryRun = async (content: string, format: 'csv' | 'json' = 'csv') => ok(await importFile(content, true, format)).json<CatalogImportReply>();

/** An import job as it is now. */
const jobNow = async (id: number) => ok(await t.app.inject({ url: `/api/admin/catalog/imports/${id}`, headers: asOperator() })).json<CatalogImportJobReply>().job;

/** The job once it stopped running. */
async function finished(id: number): Promise<CatalogImportJob> {
  for (;;) {
    const job = await jobNow(id);
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A real import: its reply (with the running job) and the job once done. */
async function imported(content: string, format: 'csv' | 'json' = 'csv'): Promise<{ reply: CatalogImportReply; job: CatalogImportJob }> {
  const reply = ok(await importFile(content, false, format)).json<CatalogImportReply>();
  expect(contractErrors(CatalogImportReply, reply)).toEqual([]);
  return { reply, job: await finished(reply.job!.id) };
}

/** A shopper's call (the catalogue's reads are POSTs, with the session's XSRF token). */
const api = async (method: 'GET' | 'POST', url: string, payload?: object, language = 'ru-ru') => {
  const session = await startSession(t.app);
  return t.app.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}), headers: { 'x-language': language, cookie: session.cookie, 'x-xsrf-token': session.token } });
};
const productPage = async (urlPath: string, language = 'en-gb') =>
  ok(await api('POST', `indexedproducts/get/${language}`, { url_path: urlPath }, language)).json<{ product: { name: string; price: number; old_price: number | null; sku: string } }>().product;

type Column = (typeof CATALOG_COLUMNS)[number];
type Row = Partial<Record<Column, string>>;
/** A CSV file of the given columns (every column by default). */
const csvOf = (rows: Row[], columns: readonly Column[] = CATALOG_COLUMNS) => [csvLine(columns), ...rows.map((row) => csvLine(columns.map((column) => row[column] ?? '')))].join('\n');

const COAT: Row = {
  sku: 'IMP-COAT-1', url_path: 'imported-wool-coat', category: 'women/clothing/dresses', kind: 'coat',
  name_ru: 'Пальто «Северное»', name_en: 'Northern wool coat', name_ka: 'ჩრდილოეთის პალტო',
  description_ru: 'Тёплое пальто из шерсти.', description_en: 'A warm wool coat.', description_ka: 'თბილი შალის პალტო.',
  price_usd: '189.00', price_rub: '17990', price_gel: '499.90', old_price_usd: '229.00', sizes: 's:3|m:5|l:0', color: 'black', season: 'winter',
};
const SCARF: Row = {
  ...COAT, sku: 'IMP-SCARF-1', url_path: 'imported-scarf', name_ru: 'Шарф «Туман»', name_en: 'Mist scarf', name_ka: 'ნისლის შარფი',
  price_usd: '35.50', price_rub: '2990', price_gel: '89.00', old_price_usd: '', sizes: 'one-size:12', color: 'grey', season: '',
};
/** `count` new products of a run, for files longer than a chunk. */
const many = (run: string, count: number, price = '20.00'): Row[] => Array.from({ length: count }, (_, i) => ({
  ...SCARF, sku: `${run}-${i + 1}`, url_path: `${run.toLowerCase()}-${i + 1}`, name_en: `${run} scarf ${i + 1}`, price_usd: price,
}));

describe('catalogue import', () => {
  it('says what a file would do, with every bad row named by line and column, and writes nothing', async () => {
    const bad = csvOf([COAT, { ...SCARF, price_usd: 'cheap', sizes: 'xxxl:2' }, { ...COAT, url_path: 'other-path' }, { ...SCARF, sku: 'IMP-X', category: 'women/nowhere' }]);
    const dry = await dryRun(bad);
    expect(contractErrors(CatalogImportReply, { ...dry })).toEqual([]);
    expect(dry).toMatchObject({ dry_run: true, created: 1, updated: 0, unchanged: 0, error_count: 4 });
    expect(dry.errors).toEqual([
      { line: 3, column: 'price_usd', reason: 'an amount above 0 such as 45.99' },
      { line: 3, column: 'sizes', reason: 'no size xxxl' },
      { line: 4, column: 'sku', reason: 'IMP-COAT-1 is on line 2 too' },
      { line: 5, column: 'category', reason: 'no category women/nowhere' },
    ]);
    const refused = await importFile(bad, false);
    expect(refused.statusCode).toBe(400);
    expect(contractErrors(CatalogImportRefusal, refused.json())).toEqual([]);
    expect(refused.json()).toMatchObject({ error: 'invalid_rows', errors: dry.errors, error_count: 4 });
    expect(await rowsIn(t, sql`SELECT 1 FROM products WHERE sku LIKE 'IMP-%'`)).toEqual([]);
    expect(await rowsIn(t, sql`SELECT 1 FROM catalog_imports`)).toEqual([]);
    expect((await dryRun('sku,price\n')).errors).toEqual([{ line: 1, column: 'price', reason: 'not a column of the catalogue' }]);
    expect((await dryRun('price_usd\n45.00\n')).errors).toEqual([{ line: 1, column: 'sku', reason: 'the header needs the sku column: it names each row\'s product' }]);
  });

  it('creates products as a job that the storefront shows once done, in three languages, and re-importing changes nothing', async () => {
    const { reply, job } = await imported(csvOf([COAT, SCARF]));
    expect(reply).toMatchObject({ dry_run: false, created: 2, updated: 0, errors: [], job: { status: 'running', rows_total: 2, created: 2, actor: 'token:1 catalogue', reason: 'autumn delivery' } });
    expect(reply.changes[0]).toMatchObject({ line: 2, sku: 'IMP-COAT-1', action: 'create' });
    expect(reply.changes[0]!.fields).toContainEqual({ column: 'price_usd', before: null, after: '189.00' });
    expect(job).toMatchObject({ status: 'done', rows_done: 2, rows_total: 2, error: null, finished_at: expect.any(String) });

    const resolved = ok(await api('GET', 'url/resolve?path=/imported-wool-coat')).json<{ type: string }>();
    expect(resolved.type).toBe('product');
    for (const [language, name] of [['ru-ru', 'Пальто «Северное»'], ['en-gb', 'Northern wool coat'], ['ka-ge', 'ჩრდილოეთის პალტო']] as const) {
      expect(await productPage('imported-wool-coat', language)).toMatchObject({ name, price: 18_900, old_price: 22_900 });
    }
    // Done means the listing shows them (the newest first) and search finds them.
    const listing = ok(await api('POST', 'indexedcategories/products/en-gb', { category_url_path: 'women/clothing/dresses', sort: 'new' }, 'en-gb')).json<{ items: Array<{ sku: string }> }>();
    expect(listing.items.map((item) => item.sku).slice(0, 2).sort()).toEqual(['IMP-COAT-1', 'IMP-SCARF-1']);
    const found = ok(await api('GET', 'search/query/Northern/1', undefined, 'en-gb')).json<{ result: { items: Array<{ sku: string }> } }>();
    expect(found.result.items.map((item) => item.sku)).toContain('IMP-COAT-1');
    // Its words joined those a mistyped search word is corrected against.
    expect(await rowsIn(t, sql`SELECT language FROM search_words WHERE word = 'northern'`)).toEqual([{ language: 'en-gb' }]);
    const audit = await rowsIn<{ action: string; reason: string; before: unknown; after: Record<string, string> }>(t, sql`SELECT action, reason, before, after FROM audit_log WHERE target = 'product:IMP-COAT-1'`);
    expect(audit).toEqual([{ action: 'product.created', reason: 'autumn delivery', before: null, after: expect.objectContaining({ name_en: 'Northern wool coat', sizes: 's:3|m:5|l:0' }) }]);

    expect(await dryRun(csvOf([COAT, SCARF]))).toMatchObject({ created: 0, updated: 0, unchanged: 2, changes: [], changes_left_out: 0 });
  });

  it('shows an update as the columns it changes, before → after, descriptions cut short', async () => {
    const long = 'Тёплое пальто из шерсти мериноса, на подкладке, с капюшоном и глубокими карманами. '.repeat(3);
    const dry = await dryRun(csvOf([{ ...COAT, price_usd: '149', description_ru: long, color: 'Grey' }, SCARF]));
    expect(dry).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect(dry.changes).toEqual([{
      line: 2, sku: 'IMP-COAT-1', action: 'update', fields: [
        { column: 'description_ru', before: 'Тёплое пальто из шерсти.', after: `${long.slice(0, 79)}…` },
        { column: 'price_usd', before: '189.00', after: '149.00' },
        { column: 'color', before: 'black', after: 'grey' },
      ],
    }]);
  });

  it('details the first rows that change something and counts the rest', async () => {
    const dry = await dryRun(csvOf(many('BULK', CATALOG_IMPORT_SHOWN_ROWS + 5)));
    expect(dry).toMatchObject({ created: CATALOG_IMPORT_SHOWN_ROWS + 5, changes_left_out: 5 });
    expect(dry.changes).toHaveLength(CATALOG_IMPORT_SHOWN_ROWS);
    expect(dry.changes.at(-1)).toMatchObject({ line: CATALOG_IMPORT_SHOWN_ROWS + 1, sku: `BULK-${CATALOG_IMPORT_SHOWN_ROWS}` });
  });

  it('updates only the columns a file has: a price, a name, stock; a new SKU there names the columns it lacks', async () => {
    const before = await productPage('imported-wool-coat');
    const prices = await imported(csvOf([{ sku: 'IMP-COAT-1', price_usd: '159.00' }], ['sku', 'price_usd']));
    expect(prices.reply.changes).toEqual([{ line: 2, sku: 'IMP-COAT-1', action: 'update', fields: [{ column: 'price_usd', before: '189.00', after: '159.00' }] }]);
    expect(prices.job.status).toBe('done');
    expect(await productPage('imported-wool-coat')).toMatchObject({ name: before.name, price: 15_900, old_price: 22_900 });

    await imported(JSON.stringify([{ sku: 'IMP-COAT-1', name_en: 'Northern coat' }]), 'json');
    expect(await productPage('imported-wool-coat')).toMatchObject({ name: 'Northern coat', price: 15_900 });
    expect(await productPage('imported-wool-coat', 'ru-ru')).toMatchObject({ name: 'Пальто «Северное»' });

    await imported(csvOf([{ sku: 'IMP-COAT-1', sizes: 'm:7' }], ['sku', 'sizes']));
    const sizes = await rowsIn<{ code: string; units: number }>(t, sql`
      SELECT v.code, o.stock_quantity AS units FROM product_options o JOIN attribute_values v ON v.id = o.value_id JOIN products p ON p.id = o.product_id
      WHERE p.sku = 'IMP-COAT-1' ORDER BY o.position`);
    expect(sizes.map((size) => [size.code, Number(size.units)])).toEqual([['s', 3], ['m', 7], ['l', 0]]);
    const [audit] = await rowsIn<{ before: unknown; after: unknown }>(t, sql`SELECT before, after FROM audit_log WHERE target = 'product:IMP-COAT-1' ORDER BY id DESC LIMIT 1`);
    expect(audit).toEqual({ before: { sizes: 'm:5' }, after: { sizes: 'm:7' } });

    expect((await dryRun(csvOf([{ sku: 'IMP-COAT-1', price_usd: '20.00' }, { sku: 'IMP-NEW-1', price_usd: '10.00' }], ['sku', 'price_usd']))).errors).toEqual([
      { line: 3, column: 'sku', reason: 'IMP-NEW-1 is not in the catalogue: a new product needs the columns url_path, category, name_ru, name_en, name_ka, price_rub, price_gel, sizes too' },
    ]);
    // A crossed-out price is checked against the price the product keeps.
    expect((await dryRun(csvOf([{ sku: 'IMP-COAT-1', old_price_usd: '100.00' }], ['sku', 'old_price_usd']))).errors).toEqual([
      { line: 2, column: 'old_price_usd', reason: 'the crossed-out price must be above the price' },
    ]);
    expect((await dryRun(csvOf([{ sku: 'IMP-COAT-1', name_en: '' }], ['sku', 'name_en']))).errors).toEqual([{ line: 2, column: 'name_en', reason: 'required' }]);
  });

  it('updates by SKU: a size back in stock tells who waits, and the export imports as unchanged', async () => {
    await t.db.orm.execute(sql`
      INSERT INTO product_requests (product_id, option_id, is_restock, customer_name, customer_phone, customer_email, language, session_id)
      SELECT o.product_id, o.id, TRUE, 'Nino', '+995555123456', 'nino@example.ge', 'ka-ge', 'test'
      FROM product_options o JOIN products p ON p.id = o.product_id JOIN attribute_values v ON v.id = o.value_id WHERE p.sku = 'IMP-COAT-1' AND v.code = 'l'`);
    const { reply } = await imported(JSON.stringify([{ ...COAT, price_usd: 149, sizes: 'l:2' }]), 'json');
    expect(reply).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect((await productPage('imported-wool-coat')).price).toBe(14_900);
    const [told] = await rowsIn<{ subject: string }>(t, sql`SELECT subject FROM outbox WHERE recipient = 'nino@example.ge'`);
    expect(told!.subject).toBe('ჩრდილოეთის პალტო, ზომა L, ისევ იყიდება');

    for (const format of ['csv', 'json'] as const) {
      const exported = await t.app.inject({ method: 'GET', url: `/api/admin/catalog/export.${format}`, headers: asOperator() });
      expect(exported.headers['content-type']).toMatch(format === 'csv' ? /^text\/csv/ : /^application\/json/);
      const reimport = await dryRun(exported.body, format);
      expect(reimport.errors).toEqual([]);
      expect(reimport).toMatchObject({ created: 0, updated: 0 });
      expect(reimport.unchanged).toBeGreaterThan(100);
    }
  }, 60_000);

  it('refuses a JSON row whose text is a NUL byte once parsed (an escape the request could carry), as a bad row', async () => {
    const nul = JSON.stringify([{ ...SCARF, sku: 'IMP-NUL-1', url_path: 'imported-nul', name_en: 'Mist\u0000scarf', images: 'file:///tmp/a%00b.png' }]);
    expect(nul).toContain('\\u0000');
    for (const dryRun of [true, false]) {
      const reply = await importFile(nul, dryRun, 'json');
      expect([reply.statusCode, reply.json<CatalogImportReply>().errors]).toEqual([dryRun ? 200 : 400, [
        { line: 1, column: 'name_en', reason: 'a NUL byte or invalid Unicode' },
        { line: 1, column: 'images', reason: 'image 1: an absolute path or a file:// URL of a file on this machine' },
      ]]);
    }
    expect(await rowsIn(t, sql`SELECT id FROM products WHERE sku = 'IMP-NUL-1'`)).toEqual([]);
  });

  it('imports photos from files on this machine and shows them as product photos', async () => {
    const photo = join(files, 'coat.png');
    await sharp({ create: { width: 600, height: 900, channels: 3, background: '#204060' } }).png().toFile(photo);
    await writeFile(join(files, 'notes.txt'), 'not an image');
    const relative = await dryRun(csvOf([{ ...SCARF, images: 'relative.png' }]));
    expect(relative.errors).toEqual([{ line: 2, column: 'images', reason: 'image 1: an absolute path or a file:// URL of a file on this machine' }]);
    const bad = await dryRun(csvOf([{ ...SCARF, images: `${join(files, 'notes.txt')}|${join(files, 'gone.jpg')}` }]));
    expect(bad.errors.map((error) => error.reason)).toEqual([
      expect.stringMatching(/^image 1: .*notes\.txt is not an image$/),
      expect.stringMatching(/^image 2: .*gone\.jpg does not exist$/),
    ]);

    await imported(csvOf([{ sku: 'IMP-SCARF-1', images: `file://${photo}` }], ['sku', 'images']));
    const [image] = await rowsIn<{ id: number; source: string }>(t, sql`SELECT i.id, i.source FROM product_images i JOIN products p ON p.id = i.product_id WHERE p.sku = 'IMP-SCARF-1'`);
    expect(image!.source).toMatch(/^[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: `/api/media/product/${image!.id}-400.webp` });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 600 });
  });
});

describe('import jobs', () => {
  it('stops when a product changed after the check, with the rows done in the shop, and the same file again finishes it', async () => {
    const rows = FIRST_CHUNK_ROWS * 6;
    await imported(csvOf(many('RACE', rows)));
    const file = csvOf(many('RACE', rows, '25.00'));
    const started = ok(await importFile(file, false)).json<CatalogImportReply>();
    // Behind the first chunk, before the last: someone changes the last product's stock.
    await t.db.orm.execute(sql`UPDATE product_options SET stock_quantity = 11 WHERE product_id = (SELECT id FROM products WHERE sku = ${`RACE-${rows}`})`);
    const stopped = await finished(started.job!.id);
    expect(stopped).toMatchObject({ status: 'failed', rows_total: rows });
    expect(stopped.rows_done).toBeGreaterThanOrEqual(FIRST_CHUNK_ROWS);
    expect(stopped.rows_done).toBeLessThan(rows);
    expect(stopped.error).toMatch(new RegExp(`^line ${rows + 1}: RACE-${rows} was changed in the shop after the file was checked.*Import the same file again to finish`));
    expect((await productPage('race-1')).price).toBe(2500);
    expect((await productPage(`race-${rows}`)).price).toBe(2000);

    const again = await imported(file);
    expect(again.reply).toMatchObject({ updated: rows - stopped.rows_done, unchanged: stopped.rows_done });
    expect(again.job).toMatchObject({ status: 'done', rows_done: rows });
    expect((await productPage(`race-${rows}`)).price).toBe(2500);
    const list = ok(await t.app.inject({ url: '/api/admin/catalog/imports', headers: asOperator() })).json<CatalogImportJobsReply>();
    expect(contractErrors(CatalogImportJobsReply, list)).toEqual([]);
    expect(list.jobs.slice(0, 2).map((job) => [job.id, job.status])).toEqual([[again.job.id, 'done'], [stopped.id, 'failed']]);
  }, 60_000);

  it('runs one at a time: another is refused with 409 naming the running one, which fails once its heartbeat is stale', async () => {
    const [other] = await rowsIn<{ id: number }>(t, sql`
      INSERT INTO catalog_imports (actor, rows_total, rows_done, updated) VALUES ('token:9 nightly', 5000, 1500, 5000) RETURNING id`);
    const refused = await importFile(csvOf([{ sku: 'IMP-COAT-1', price_usd: '99.00' }], ['sku', 'price_usd']), false);
    expect(refused.statusCode).toBe(409);
    expect(contractErrors(CatalogImportBusy, refused.json())).toEqual([]);
    expect(refused.json()).toMatchObject({ error: 'import_running', job: { id: other!.id, status: 'running', rows_done: 1500, rows_total: 5000, actor: 'token:9 nightly' } });
    // A dry run is no import: it answers.
    expect((await dryRun(csvOf([{ sku: 'IMP-COAT-1', price_usd: '99.00' }], ['sku', 'price_usd']))).updated).toBe(1);

    await t.db.orm.execute(sql`UPDATE catalog_imports SET heartbeat_at = now() - interval '2 minutes' WHERE id = ${other!.id}`);
    expect(await jobNow(other!.id)).toMatchObject({ status: 'failed', rows_done: 1500, error: expect.stringMatching(/stopped while it ran/) });
    expect((await imported(csvOf([{ sku: 'IMP-COAT-1', price_usd: '99.00' }], ['sku', 'price_usd']))).job.status).toBe('done');
    expect((await t.app.inject({ url: '/api/admin/catalog/imports/999999', headers: asOperator() })).json()).toMatchObject({ status: 400, error: 'not_found' });
  });

  it('sizes each chunk from how long the last one took', () => {
    expect(nextChunkRows(10, 25)).toBe(5);
    expect(nextChunkRows(1, 25)).toBe(1);
    expect(nextChunkRows(10, 8)).toBe(10);
    expect(nextChunkRows(10, 2)).toBe(20);
    expect(nextChunkRows(80, 2)).toBe(100);
  });

  // Only the embedded database is owned by one process; on a server, a job is failed by its stale heartbeat (above).
  (process.env.DATABASE_URL ? it.skip : it)('marks failed, at the start of the process that owns the embedded database, a job its last process left running', async () => {
    const [left] = await rowsIn<{ id: number }>(t, sql`INSERT INTO catalog_imports (actor, rows_total, rows_done) VALUES ('token:9 nightly', 10, 4) RETURNING id`);
    const next = await buildApi({ db: t.db, mediaDir: join(files, 'media'), sessionSecret: 'catalogue-import-test-secret-0123456789' });
    await next.ready();
    await next.close();
    expect(await jobNow(left!.id)).toMatchObject({ status: 'failed', rows_done: 4 });
  });
});
