/** @jest-environment node */
import {
  AdminProductChoicesReply, AdminProductReply, AdminProductsReply, ConflictReply, type AdminProduct, type AdminProductUpdateRequest,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { contractErrors } from '../../test/contract';
import { createTestApp, startSession, type TestApp } from '../../test/test-app';
import { ok, refusal, rowsIn } from '../../test/test-shopper';
import { newApiToken, secretHash } from './secrets';

let t: TestApp;
let operator: string;
let choices: AdminProductChoicesReply;

beforeAll(async () => {
  t = await createTestApp();
  operator = newApiToken();
  await t.db.orm.execute(sql`INSERT INTO api_tokens (name, role, token_hash) VALUES ('catalogue desk', 'operator', ${secretHash(operator)})`);
  choices = ok(await get('products/choices')).json<AdminProductChoicesReply>();
});
afterAll(async () => { await t.close(); });

const headers = (language = 'en-gb') => ({ authorization: `Bearer ${operator}`, 'x-language': language });
function get(url: string, language?: string) {
  return t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: headers(language) });
}
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/admin/${url}`, payload, headers: headers() });
/** A shopper's call (the catalogue's reads are POSTs, with the session's XSRF token). */
const shop = async (method: 'GET' | 'POST', url: string, payload?: object, language = 'en-gb') => {
  const session = await startSession(t.app);
  return t.app.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}), headers: { 'x-language': language, cookie: session.cookie, 'x-xsrf-token': session.token } });
};
const productPage = (urlPath: string, language = 'en-gb') => shop('POST', `indexedproducts/get/${language}`, { url_path: urlPath }, language);

/** A multipart body of PNG files in `photo`, as a browser's form sends it. */
function photoUpload(files: Buffer[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----shop-test-boundary';
  const parts = files.map((bytes, i) => Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo-${i}.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes, Buffer.from('\r\n'),
  ]));
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { ...headers(), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (productId: number, files: Buffer[]) => t.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/photos`, ...photoUpload(files) });
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8a5a44' } }).png().toBuffer();

const choice = (list: keyof Omit<AdminProductChoicesReply, 'status' | 'categories'>, code: string) => choices[list].find((value) => value.code === code)!.id;
const category = (path: string) => choices.categories.find((entry) => entry.path === path)!.id;

const newProduct = () => ({
  sku: 'BO-LINEN-1', url_path: 'back-office-linen-dress', category_id: category('women/clothing/dresses'), kind: 'dress', status: 'published',
  names: { 'ru-ru': 'Платье «Лён»', 'en-gb': 'Linen day dress', 'ka-ge': 'სელის კაბა' },
  descriptions: { 'ru-ru': 'Лёгкое платье.', 'en-gb': 'A light dress.', 'ka-ge': 'მსუბუქი კაბა.' },
  prices: [{ currency: 'USD', price: 8900, old_price: 11900 }, { currency: 'RUB', price: 799000, old_price: null }, { currency: 'GEL', price: 23900, old_price: null }],
  sizes: [{ value_id: choice('sizes', 's'), units: 2 }, { value_id: choice('sizes', 'm'), units: 0 }],
  color: choice('colors', 'black'), material: null, season: null,
});
/** An edit of `product` as the form sends it: everything as it is, then `changes`. */
const editOf = (product: AdminProduct, changes: Partial<AdminProductUpdateRequest> = {}): AdminProductUpdateRequest => ({
  url_path: product.url_path, category_id: product.category_id, kind: product.kind, status: product.status,
  names: product.names, descriptions: product.descriptions, prices: product.prices,
  sizes: product.sizes.map((size) => ({ value_id: size.value_id, units: size.units })),
  color: product.color, material: product.material, season: product.season,
  photos: product.photos.map(({ id, alts }) => ({ id, alts })), version: product.version, ...changes,
});

describe('the products list', () => {
  it('finds products by the start of a SKU, by words of a name in any language, by category and stock, a page at a time', async () => {
    const all = ok(await get('products')).json<AdminProductsReply>();
    expect(contractErrors(AdminProductsReply, all)).toEqual([]);
    expect(all).toMatchObject({ page: 1, limit: 50 });
    // Counted up to 200 from the page's first: the demo's 300 products are "more than 200".
    expect([all.total, all.total_capped]).toEqual([200, true]);
    expect(all.products).toHaveLength(50);
    expect(all.total).toBeGreaterThan(50);
    const [first] = all.products;
    expect(first).toMatchObject({ status: 'published', name: expect.any(String), category: expect.any(String) });
    expect(first!.prices.map((price) => price.currency)).toEqual(['GEL', 'RUB', 'USD']);

    const second = ok(await get('products?page=2')).json<AdminProductsReply>();
    expect(second.products[0]!.id).toBeLessThan(all.products[49]!.id);

    const bySku = ok(await get(`products?search=${encodeURIComponent(first!.sku.slice(0, -1).toLowerCase())}`)).json<AdminProductsReply>();
    expect(bySku.products.map((product) => product.sku)).toContain(first!.sku);
    expect(bySku.products.every((product) => product.sku.toLowerCase().startsWith(first!.sku.slice(0, -1).toLowerCase()))).toBe(true);

    const word = first!.name.split(/\s+/).find((part) => part.length > 3)!;
    const byName = ok(await get(`products?search=${encodeURIComponent(word.slice(0, 4))}`)).json<AdminProductsReply>();
    expect(byName.products.map((product) => product.id)).toContain(first!.id);
    const russian = (await rowsIn<{ name: string }>(t, sql`SELECT name FROM product_translations WHERE product_id = ${first!.id} AND language = 'ru-ru'`))[0]!.name;
    const byRussianName = ok(await get(`products?search=${encodeURIComponent(russian.split(/\s+/)[0]!)}`)).json<AdminProductsReply>();
    expect(byRussianName.products.map((product) => product.id)).toContain(first!.id);

    const dresses = ok(await get(`products?category=${category('women/clothing/dresses')}`)).json<AdminProductsReply>();
    expect(dresses.total).toBeGreaterThan(0);
    expect(dresses.total).toBeLessThan(all.total);
    expect(dresses.total_capped).toBe(false);
    // The last size sold out makes the product sold out (the triggers keep products.sold_out), and a size back undoes it.
    const soldOutIds = async () => ok(await get('products?stock=out')).json<AdminProductsReply>().products.map((product) => product.id);
    expect(await soldOutIds()).not.toContain(first!.id);
    await t.db.orm.execute(sql`UPDATE product_options SET stock_status = 'outOfStock', stock_quantity = 0 WHERE product_id = ${first!.id}`);
    expect(await soldOutIds()).toContain(first!.id);
    expect(ok(await get('products?stock=in')).json<AdminProductsReply>().products.map((product) => product.id)).not.toContain(first!.id);
    await t.db.orm.execute(sql`UPDATE product_options SET stock_status = 'inStock', stock_quantity = 3 WHERE product_id = ${first!.id}`);
    expect(await soldOutIds()).not.toContain(first!.id);

    expect(refusal(await get('products?status=gone'))).toEqual([400, 'validation']);
    expect(refusal(await get('products?page=0'))).toEqual([400, 'validation']);
    expect(ok(await get('products?search=%25%25%25')).json<AdminProductsReply>().total).toBe(0);
  });
});

describe('one product', () => {
  it('makes a product the shop shows at once, and refuses a taken SKU or path, naming the field', async () => {
    const made = ok(await post('products', newProduct())).json<AdminProductReply>();
    expect(contractErrors(AdminProductReply, made)).toEqual([]);
    expect(made.product).toMatchObject({ sku: 'BO-LINEN-1', status: 'published', version: 1, changed_by: 'token:1 catalogue desk', photos: [{ drawn: true }, { drawn: true }] });
    const page = ok(await productPage('back-office-linen-dress')).json<{ product: { name: string; price: number; old_price: number } }>();
    expect(page.product).toMatchObject({ name: 'Linen day dress', price: 8900, old_price: 11900 });

    expect(refusal(await post('products', { ...newProduct(), url_path: 'another-path' }))).toEqual([400, 'sku_taken']);
    const taken = await post('products', { ...newProduct(), sku: 'BO-LINEN-2' });
    expect([taken.statusCode, taken.json()]).toEqual([400, expect.objectContaining({ error: 'path_taken', field: 'url_path' })]);
  });

  it('refuses bad input under its field: a crossed-out price not above the price, a size twice, choices the shop lacks', async () => {
    const fields = (changes: object) => ({ ...newProduct(), sku: 'BO-BAD-1', url_path: 'back-office-bad', ...changes });
    const cases: Array<[object, string, string]> = [
      [{ prices: [{ currency: 'USD', price: 8900, old_price: 8900 }, ...newProduct().prices.slice(1)] }, 'old_price_not_above', 'prices.USD.old_price'],
      [{ sizes: [{ value_id: choice('sizes', 's'), units: 1 }, { value_id: choice('sizes', 's'), units: 2 }] }, 'size_twice', 'sizes.1.value_id'],
      [{ sizes: [{ value_id: choice('colors', 'black'), units: 1 }] }, 'unknown_choice', 'sizes.0.value_id'],
      [{ color: choice('sizes', 's') }, 'unknown_choice', 'color'],
      [{ category_id: 999_999 }, 'unknown_choice', 'category_id'],
      [{ prices: [newProduct().prices[0], newProduct().prices[0], newProduct().prices[1]] }, 'validation', 'prices.GEL'],
      [{ names: { 'ru-ru': ' ', 'en-gb': 'x', 'ka-ge': 'x' } }, 'validation', 'names.ru-ru'],
    ];
    for (const [changes, error, field] of cases) {
      const response = await post('products', fields(changes));
      expect([response.statusCode, response.json()]).toEqual([400, expect.objectContaining({ error, field })]);
    }
    expect(refusal(await post('products', fields({ sku: 'has space' })))).toEqual([400, 'validation']);
    expect(refusal(await post('products', fields({ status: 'deleted' })))).toEqual([400, 'validation']);
    expect(await rowsIn(t, sql`SELECT 1 FROM products WHERE sku = 'BO-BAD-1'`)).toEqual([]);
  });

  it('saves an edit made from the current version, refuses the stale one with who saved first, and the shop shows the new name and price', async () => {
    const { product } = ok(await get(`products/${await idOf('BO-LINEN-1')}`)).json<AdminProductReply>();
    const edit = editOf(product, {
      names: { ...product.names, 'en-gb': 'Linen summer dress' },
      prices: product.prices.map((price) => (price.currency === 'USD' ? { ...price, price: 7900 } : price)),
      reason: 'summer price',
    });
    const saved = ok(await post(`products/${product.id}`, edit)).json<AdminProductReply>().product;
    expect(saved).toMatchObject({ version: product.version + 1, names: { 'en-gb': 'Linen summer dress' } });

    const stale = await post(`products/${product.id}`, { ...edit, names: { ...product.names, 'en-gb': 'Lost edit' } });
    expect(stale.statusCode).toBe(409);
    expect(contractErrors(ConflictReply, stale.json())).toEqual([]);
    expect(stale.json()).toMatchObject({ error: 'conflict', changed_by: 'token:1 catalogue desk' });

    const page = ok(await productPage('back-office-linen-dress')).json<{ product: { name: string; price: number } }>();
    expect(page.product).toMatchObject({ name: 'Linen summer dress', price: 7900 });
    const [row] = await rowsIn<{ before: { names: Record<string, string> }; after: { names: Record<string, string> }; reason: string }>(t, sql`
      SELECT before, after, reason FROM audit_log WHERE target = 'product:BO-LINEN-1' AND action = 'product.updated' ORDER BY id DESC LIMIT 1`);
    expect(row).toMatchObject({ before: { names: { 'en-gb': 'Linen day dress' } }, after: { names: { 'en-gb': 'Linen summer dress' } }, reason: 'summer price' });
  });

  it('lets one of two saves from the same copy win, never both', async () => {
    const { product } = ok(await get(`products/${await idOf('BO-LINEN-1')}`)).json<AdminProductReply>();
    const replies = await Promise.all(['Dress A', 'Dress B', 'Dress C'].map((name) => post(`products/${product.id}`, editOf(product, { names: { ...product.names, 'en-gb': name } }))));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('takes a hidden or archived product off the shop (page, listing, search, cart) and brings it back when published', async () => {
    const id = await idOf('BO-LINEN-1');
    const { product: current } = ok(await get(`products/${id}`)).json<AdminProductReply>();
    // A name no demo product has, so the search's first page shows it.
    const product = ok(await post(`products/${id}`, editOf(current, { names: { ...current.names, 'en-gb': 'Zephyrine dress' } }))).json<AdminProductReply>().product;
    const listed = async () => ok(await shop('POST', 'indexedcategories/products/en-gb', { category_url_path: 'women/clothing/dresses', sort: 'new' })).json<{ items: Array<{ sku: string }> }>().items.some((item) => item.sku === 'BO-LINEN-1');
    const found = async () => ok(await shop('GET', `search/query/Zephyrine/1`)).json<{ result: { items: Array<{ sku: string }> } }>().result.items.some((item) => item.sku === 'BO-LINEN-1');
    expect([await listed(), await found()]).toEqual([true, true]);

    const sizeId = (await rowsIn<{ id: number }>(t, sql`SELECT id FROM product_options WHERE product_id = ${id} ORDER BY position LIMIT 1`))[0]!.id;
    const shopper = await startSession(t.app);
    const asShopper = (url: string, payload?: object) => t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api/${url}`, ...(payload ? { payload } : {}), headers: { 'x-language': 'en-gb', cookie: shopper.cookie, 'x-xsrf-token': shopper.token } });
    ok(await asShopper('cart/v2/add', { product_id: id, option_value_id: Number(sizeId), quantity: 1 }));

    const hidden = ok(await post(`products/${id}`, editOf(product, { status: 'hidden' }))).json<AdminProductReply>().product;
    // Whoever has it in a cart sees it sold out, and cannot order it.
    const cart = ok(await asShopper('cart/v2/')).json<{ products: Array<{ sku: string; sizes: Array<{ stock: string }> }> }>();
    expect(cart.products.find((entry) => entry.sku === 'BO-LINEN-1')!.sizes.map((size) => size.stock)).toEqual(['outOfStock', 'outOfStock']);
    expect(refusal(await productPage('back-office-linen-dress'))).toEqual([400, 'not_found']);
    expect([await listed(), await found()]).toEqual([false, false]);
    expect(refusal(await shop('POST', 'cart/v2/add', { product_id: id, option_value_id: Number(sizeId), quantity: 1 }))).toEqual([400, 'not_found']);
    expect(ok(await get('products?status=hidden')).json<AdminProductsReply>().products.map((entry) => entry.sku)).toContain('BO-LINEN-1');

    const archived = ok(await post(`products/${id}`, editOf(hidden, { status: 'archived' }))).json<AdminProductReply>().product;
    expect(ok(await get('products?search=BO-LINEN')).json<AdminProductsReply>().products).toEqual([]);
    expect(ok(await get('products?search=BO-LINEN&status=archived')).json<AdminProductsReply>().products).toHaveLength(1);

    ok(await post(`products/${id}`, editOf(archived, { status: 'published' })));
    expect(ok(await productPage('back-office-linen-dress')).json<{ product: { sku: string } }>().product.sku).toBe('BO-LINEN-1');
    expect(await listed()).toBe(true);
  });
});

describe('photos', () => {
  it('uploads photos checked by their bytes, then orders them and gives them alt texts the product page says', async () => {
    const id = await idOf('BO-LINEN-1');
    const uploaded = ok(await upload(id, [await png(800, 1200), await png(600, 900)])).json<AdminProductReply>().product;
    expect(uploaded.photos.map((photo) => photo.drawn)).toEqual([true, true, false, false]);
    const real = uploaded.photos.filter((photo) => !photo.drawn);
    const image = await t.app.inject({ method: 'GET', url: `/api/media/product/${real[0]!.id}-400.webp` });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(400);

    const photos = [{ id: real[1]!.id, alts: { 'en-gb': 'The dress from the back', 'ru-ru': 'Платье со спины', 'ka-ge': ' ' } }, { id: real[0]!.id, alts: {} }];
    const saved = ok(await post(`products/${id}`, editOf(uploaded, { photos }))).json<AdminProductReply>().product;
    expect(saved.photos).toEqual([{ id: real[1]!.id, alts: { 'en-gb': 'The dress from the back', 'ru-ru': 'Платье со спины' }, drawn: false }, { id: real[0]!.id, alts: {}, drawn: false }]);
    const page = ok(await productPage('back-office-linen-dress')).json<{ product: { images: Array<{ id: number; alt?: string }> } }>();
    expect(page.product.images).toEqual([expect.objectContaining({ id: real[1]!.id, alt: 'The dress from the back' }), expect.not.objectContaining({ alt: expect.anything() })]);
    expect(refusal(await post(`products/${id}`, editOf(saved, { photos: [{ id: 1, alts: {} }] })))).toEqual([400, 'unknown_photo']);
  });

  it('refuses what is not a photo, a photo too small, too many and an empty upload, each under the photo field', async () => {
    const id = await idOf('BO-LINEN-1');
    const cases: Array<[Buffer[], string]> = [
      [[Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'.repeat(3)), Buffer.from('not an image')].slice(1), 'not_an_image'],
      [[await png(300, 300)], 'photo_too_small'],
      [await Promise.all(Array.from({ length: 7 }, () => png(400, 600))), 'too_many_photos'],
      [[], 'no_photo'],
    ];
    for (const [files, error] of cases) {
      const response = await upload(id, files);
      expect([response.statusCode, response.json()]).toEqual([400, expect.objectContaining({ error, field: 'photo' })]);
    }
    const json = await t.app.inject({ method: 'POST', url: `/api/admin/products/${id}/photos`, payload: {}, headers: headers() });
    expect(refusal(json)).toEqual([400, 'no_photo']);
  });
});

async function idOf(sku: string): Promise<number> {
  return Number((await rowsIn<{ id: number }>(t, sql`SELECT id FROM products WHERE sku = ${sku}`))[0]!.id);
}
