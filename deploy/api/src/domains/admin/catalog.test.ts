/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogImportRefusal, CatalogImportReply } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { contractErrors } from '../../test/contract';
import { createTestApp, startSession, type TestApp } from '../../test/test-app';
import { ok, rowsIn } from '../../test/test-shopper';
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

const importFile = (content: string, dryRun: boolean, format: 'csv' | 'json' = 'csv') =>
  t.app.inject({ method: 'POST', url: '/api/admin/catalog/import', payload: { format, content, dry_run: dryRun, reason: 'autumn delivery' }, headers: { authorization: `Bearer ${operator}` } });
/** A shopper's call (the catalogue's reads are POSTs, with the session's XSRF token). */
const api = async (method: 'GET' | 'POST', url: string, payload?: object, language = 'ru-ru') => {
  const session = await startSession(t.app);
  return t.app.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}), headers: { 'x-language': language, cookie: session.cookie, 'x-xsrf-token': session.token } });
};

type Row = Partial<Record<(typeof CATALOG_COLUMNS)[number], string>>;
const csvOf = (rows: Row[]) => [csvLine(CATALOG_COLUMNS), ...rows.map((row) => csvLine(CATALOG_COLUMNS.map((column) => row[column] ?? '')))].join('\n');

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

describe('catalogue import', () => {
  it('says what a file would do, with every bad row named by line and column, and writes nothing', async () => {
    const bad = csvOf([COAT, { ...SCARF, price_usd: 'cheap', sizes: 'xxxl:2' }, { ...COAT, url_path: 'other-path' }, { ...SCARF, sku: 'IMP-X', category: 'women/nowhere' }]);
    const dry = ok(await importFile(bad, true)).json<CatalogImportReply>();
    expect(contractErrors(CatalogImportReply, { ...dry })).toEqual([]);
    expect(dry).toMatchObject({ dry_run: true, created: 1, updated: 0, unchanged: 0 });
    expect(dry.errors).toEqual([
      { line: 3, column: 'price_usd', reason: 'an amount above 0 such as 45.99' },
      { line: 3, column: 'sizes', reason: 'no size xxxl' },
      { line: 4, column: 'sku', reason: 'IMP-COAT-1 is on line 2 too' },
      { line: 5, column: 'category', reason: 'no category women/nowhere' },
    ]);
    const refused = await importFile(bad, false);
    expect(refused.statusCode).toBe(400);
    expect(contractErrors(CatalogImportRefusal, refused.json())).toEqual([]);
    expect(refused.json()).toMatchObject({ error: 'invalid_rows', errors: dry.errors });
    expect(await rowsIn(t, sql`SELECT 1 FROM products WHERE sku LIKE 'IMP-%'`)).toEqual([]);
    expect(ok(await importFile('sku,price\n', true)).json<CatalogImportReply>().errors).toEqual([{ line: 1, column: 'price', reason: 'not a column of the catalogue' }]);
  });

  it('creates products that the storefront shows at once in three languages, with their prices, and re-importing changes nothing', async () => {
    const report = ok(await importFile(csvOf([COAT, SCARF]), false)).json<CatalogImportReply>();
    expect(report).toMatchObject({ dry_run: false, created: 2, updated: 0, errors: [] });

    const resolved = ok(await api('GET', 'url/resolve?path=/imported-wool-coat')).json<{ type: string }>();
    expect(resolved.type).toBe('product');
    for (const [language, name] of [['ru-ru', 'Пальто «Северное»'], ['en-gb', 'Northern wool coat'], ['ka-ge', 'ჩრდილოეთის პალტო']] as const) {
      const page = ok(await api('POST', `indexedproducts/get/${language}`, { url_path: 'imported-wool-coat' }, language)).json<{ product: { name: string; price: number; old_price: number | null } }>();
      expect(page.product).toMatchObject({ name, price: 18_900, old_price: 22_900 });
    }
    // The reply means the listing shows them (the newest first).
    const listing = ok(await api('POST', 'indexedcategories/products/en-gb', { category_url_path: 'women/clothing/dresses', sort: 'new' }, 'en-gb')).json<{ items: Array<{ sku: string }> }>();
    expect(listing.items.map((item) => item.sku).slice(0, 2).sort()).toEqual(['IMP-COAT-1', 'IMP-SCARF-1']);
    const found = ok(await api('GET', 'search/query/Northern/1', undefined, 'en-gb')).json<{ result: { items: Array<{ sku: string }> } }>();
    expect(found.result.items.map((item) => item.sku)).toContain('IMP-COAT-1');
    const audit = await rowsIn<{ action: string; reason: string }>(t, sql`SELECT action, reason FROM audit_log WHERE target = 'product:IMP-COAT-1'`);
    expect(audit).toEqual([{ action: 'product.created', reason: 'autumn delivery' }]);

    const again = ok(await importFile(csvOf([COAT, SCARF]), true)).json<CatalogImportReply>();
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('updates by SKU: a new price and stock show, a size back in stock tells who waits, and the export imports as unchanged', async () => {
    await t.db.orm.execute(sql`
      INSERT INTO product_requests (product_id, option_id, is_restock, customer_name, customer_phone, customer_email, language, session_id)
      SELECT o.product_id, o.id, TRUE, 'Nino', '+995555123456', 'nino@example.ge', 'ka-ge', 'test'
      FROM product_options o JOIN products p ON p.id = o.product_id JOIN attribute_values v ON v.id = o.value_id WHERE p.sku = 'IMP-COAT-1' AND v.code = 'l'`);
    const report = ok(await importFile(JSON.stringify([{ ...COAT, price_usd: 149, sizes: 'l:2' }]), false, 'json')).json<CatalogImportReply>();
    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const page = ok(await api('POST', 'indexedproducts/get/en-gb', { url_path: 'imported-wool-coat' }, 'en-gb')).json<{ product: { price: number } }>();
    expect(page.product.price).toBe(14_900);
    const sizes = await rowsIn<{ code: string; units: number }>(t, sql`
      SELECT v.code, o.stock_quantity AS units FROM product_options o JOIN attribute_values v ON v.id = o.value_id JOIN products p ON p.id = o.product_id
      WHERE p.sku = 'IMP-COAT-1' ORDER BY o.position`);
    expect(sizes.map((size) => [size.code, Number(size.units)])).toEqual([['s', 3], ['m', 5], ['l', 2]]);
    const [told] = await rowsIn<{ subject: string }>(t, sql`SELECT subject FROM outbox WHERE recipient = 'nino@example.ge'`);
    expect(told!.subject).toBe('ჩრდილოეთის პალტო, ზომა L, ისევ იყიდება');

    for (const format of ['csv', 'json'] as const) {
      const exported = await t.app.inject({ method: 'GET', url: `/api/admin/catalog/export.${format}`, headers: { authorization: `Bearer ${operator}` } });
      expect(exported.headers['content-type']).toMatch(format === 'csv' ? /^text\/csv/ : /^application\/json/);
      const reimport = ok(await importFile(exported.body, true, format)).json<CatalogImportReply>();
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
    const relative = ok(await importFile(csvOf([{ ...SCARF, images: 'relative.png' }]), true)).json<CatalogImportReply>();
    expect(relative.errors).toEqual([{ line: 2, column: 'images', reason: 'image 1: an absolute path or a file:// URL of a file on this machine' }]);
    const bad = ok(await importFile(csvOf([{ ...SCARF, images: `${join(files, 'notes.txt')}|${join(files, 'gone.jpg')}` }]), true)).json<CatalogImportReply>();
    expect(bad.errors.map((error) => error.reason)).toEqual([
      expect.stringMatching(/^image 1: .*notes\.txt is not an image$/),
      expect.stringMatching(/^image 2: .*gone\.jpg does not exist$/),
    ]);

    ok(await importFile(csvOf([{ ...SCARF, images: `file://${photo}` }]), false));
    const [image] = await rowsIn<{ id: number; source: string }>(t, sql`SELECT i.id, i.source FROM product_images i JOIN products p ON p.id = i.product_id WHERE p.sku = 'IMP-SCARF-1'`);
    expect(image!.source).toMatch(/^[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: `/api/media/product/${image!.id}-400.webp` });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 600 });
  });
});
