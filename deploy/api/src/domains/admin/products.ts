import {
  ADMIN_PRODUCTS_PAGE_SIZE, CURRENCY_CODES, LANGUAGE_CODES, PRODUCT_ERRORS,
  type AdminProduct, type AdminProductChoicesReply, type AdminProductCreateRequest, type AdminProductsQuery, type AdminProductSummary,
  type AdminProductsReply, type AdminProductUpdateRequest, type CurrencyCode, type LanguageCode,
} from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Orm, type Tx } from '../../db/client';
import { productNameWords } from '../../db/search-words';
import { ApiError } from '../../infra/errors';
import { catchUpListingIndex } from '../catalog/listing-index';
import { audit, lastChange, refuseStale } from './audit';
import { CATALOG_COLUMNS, type ProductInput } from './catalog-rows';
import { writeProducts, type Written } from './catalog-write';
import type { Principal } from './principal';
import { notifyWaiting } from './stock';

// The catalogue area: products found, read, made and edited one at a time from the back office.
// Writing goes through the catalogue file's writer (catalog-write.ts), so a product saved here
// and one imported end up the same rows; the edit adds its version, status and photos.

type ProductUrl = (language: LanguageCode, urlPath: string) => string;

/** Words of a search as the name index has them: letters and digits, lower case, at most five. */
const wordsOf = (text: string): string[] => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 5);

/** A LIKE pattern for what starts with `text`, its own % and _ taken literally. */
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Looks like a SKU (W-DRS-0001, w-drs): no spaces, a digit or a dash in it. */
const looksLikeSku = (text: string) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(text) && /[\d-]/.test(text);

/** Products a list counts from its page's first, at most: "more than 200" tells staff to narrow the search as well as a number would, and costs far less. */
export const PRODUCTS_COUNTED = 200;

/** Words of a name search as a tsquery: each a word's start, as typed, in any language (the names' search vectors hold them). */
const nameQuery = (words: string[]) => sql.join(words.map((word) => sql`to_tsquery('simple'::regconfig, ${`'${word}':*`})`), sql` && `);

/**
 * The conditions of a products list's query, each one an index answers: the SKU's start (its
 * pattern index), the names' words (their GIN index), a category's products (product_categories),
 * off-shop products (a partial index). A search that looks like a SKU looks at SKUs only.
 */
function listConditions({ category, status, stock }: AdminProductsQuery, search: { sku: string } | { words: string[] } | undefined): SQL[] {
  const where: SQL[] = [status ? sql`p.status = ${status}` : sql`p.status <> 'archived'`];
  if (category !== undefined) where.push(sql`p.id IN (SELECT c.product_id FROM product_categories c WHERE c.category_id = ${category})`);
  // Sold out: no size can be bought (the triggers of migration 0024 keep the column).
  if (stock === 'out') where.push(sql`p.sold_out`);
  if (stock === 'in') where.push(sql`NOT p.sold_out`);
  if (search && 'sku' in search) where.push(sql`(p.sku LIKE ${startingWith(search.sku)} OR p.sku LIKE ${startingWith(search.sku.toUpperCase())})`);
  if (search && 'words' in search) where.push(sql`p.id IN (SELECT t.product_id FROM product_translations t WHERE t.search @@ (${nameQuery(search.words)}))`);
  return where;
}

/**
 * A page of the products a query asks for, with their count up to PRODUCTS_COUNTED from the
 * page's first: one walk of the matches newest first gives both (the ids up to the count's end), then
 * the page's 50 rows are read whole.
 */
async function productsPage(db: Db, language: LanguageCode, where: SQL, page: number): Promise<{ rows: AdminProductSummary[]; counted: number }> {
  const offset = (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE;
  const [found] = rowsOf<{ ids: number[] | null }>(await db.orm.execute(sql`
    SELECT json_agg(id) AS ids FROM (SELECT p.id FROM products p WHERE ${where} ORDER BY p.id DESC LIMIT ${offset + PRODUCTS_COUNTED + 1}) found`));
  const ids = found?.ids ?? [];
  const pageIds = ids.slice(offset, offset + ADMIN_PRODUCTS_PAGE_SIZE);
  if (pageIds.length === 0) return { rows: [], counted: ids.length };
  const rows = rowsOf<Omit<AdminProductSummary, 'prices'> & { prices: AdminProductSummary['prices'] | null }>(await db.orm.execute(sql`
    SELECT p.id, p.sku, p.url_path, p.status, coalesce(t.name, ru.name, '') AS name, coalesce(ct.name, '') AS category,
      (SELECT json_agg(json_build_object('currency', pr.currency, 'price', pr.price, 'old_price', pr.old_price) ORDER BY pr.currency) FROM product_prices pr WHERE pr.product_id = p.id) AS prices,
      (SELECT coalesce(sum(o.stock_quantity), 0)::int FROM product_options o WHERE o.product_id = p.id) AS units,
      (SELECT i.id FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_id
    FROM products p
    LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = ${language}
    LEFT JOIN product_translations ru ON ru.product_id = p.id AND ru.language = 'ru-ru'
    LEFT JOIN category_translations ct ON ct.category_id = p.category_id AND ct.language = ${language}
    WHERE p.id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(pageIds)}::jsonb))
    ORDER BY p.id DESC`));
  return {
    counted: ids.length,
    rows: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      units: Number(row.units),
      image_id: row.image_id === null ? null : Number(row.image_id),
      prices: (row.prices ?? []).map((price) => ({ currency: price.currency, price: Number(price.price), old_price: price.old_price === null ? null : Number(price.old_price) })),
    })),
  };
}

/**
 * A page of products, newest first, and how many there are (up to PRODUCTS_COUNTED from the page's first:
 * `total_capped` says there are more). A search that looks like a SKU and finds none is tried as words of a name.
 */
export async function listProducts(db: Db, language: LanguageCode, query: AdminProductsQuery): Promise<Omit<AdminProductsReply, 'status'>> {
  const page = query.page ?? 1;
  const text = query.search?.trim() ?? '';
  const words = wordsOf(text);
  const searches: Array<{ sku: string } | { words: string[] } | undefined> = !text ? [undefined] : looksLikeSku(text) ? [{ sku: text }, ...(words.length ? [{ words }] : [])] : words.length ? [{ words }] : [];
  let found = { rows: [] as AdminProductSummary[], counted: 0 };
  for (const search of searches) {
    found = await productsPage(db, language, sql.join(listConditions(query, search), sql` AND `), page);
    if (found.counted > 0) break;
  }
  const capped = found.counted > (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE + PRODUCTS_COUNTED;
  return { products: found.rows, total: capped ? found.counted - 1 : found.counted, total_capped: capped, page, limit: ADMIN_PRODUCTS_PAGE_SIZE };
}

/** What a product picks from, labelled in `language`: categories (by path) and the attributes' values. */
export async function productChoices(db: Db, language: LanguageCode): Promise<Omit<AdminProductChoicesReply, 'status'>> {
  const categories = rowsOf<{ id: number; path: string; name: string }>(await db.orm.execute(sql`
    SELECT c.id, c.url_path AS path, coalesce(t.name, c.url_path) AS name FROM categories c
    LEFT JOIN category_translations t ON t.category_id = c.id AND t.language = ${language} ORDER BY c.url_path`));
  const values = rowsOf<{ id: number; attribute_code: string; code: string; label: string }>(await db.orm.execute(sql`
    SELECT v.id, v.attribute_code, v.code, coalesce(t.label, v.code) AS label FROM attribute_values v
    LEFT JOIN attribute_value_translations t ON t.value_id = v.id AND t.language = ${language}
    ORDER BY v.attribute_code, v.position, v.id`));
  const of = (attribute: string) => values.filter((value) => value.attribute_code === attribute).map(({ id, code, label }) => ({ id: Number(id), code, label }));
  return {
    categories: categories.map((category) => ({ ...category, id: Number(category.id) })),
    sizes: of('size'), colors: of('color'), materials: of('material'), seasons: of('season'),
  };
}

type ProductRecord = Omit<AdminProduct, 'changed_by' | 'changed_at'>;

/** A product as the back office edits it (and as its audit rows keep it); undefined for no such product. */
async function productRecord(orm: Pick<Orm, 'execute'>, id: number): Promise<ProductRecord | undefined> {
  const [row] = rowsOf<ProductRecord & { translations: Array<{ language: LanguageCode; name: string; description: string }>; attributes: Array<{ attribute: string; id: number }> }>(await orm.execute(sql`
    SELECT p.id, p.sku, p.url_path, p.category_id, p.kind, p.status, p.version, p.created_at,
      (SELECT coalesce(json_agg(json_build_object('language', t.language, 'name', t.name, 'description', t.description)), '[]') FROM product_translations t WHERE t.product_id = p.id) AS translations,
      (SELECT coalesce(json_agg(json_build_object('currency', c.currency, 'price', c.price, 'old_price', c.old_price) ORDER BY c.currency), '[]') FROM product_prices c WHERE c.product_id = p.id) AS prices,
      (SELECT coalesce(json_agg(json_build_object('value_id', o.value_id, 'label', coalesce(vt.label, v.code), 'units', o.stock_quantity, 'stock_status', o.stock_status) ORDER BY o.position, o.id), '[]')
        FROM product_options o JOIN attribute_values v ON v.id = o.value_id
        LEFT JOIN attribute_value_translations vt ON vt.value_id = v.id AND vt.language = 'en-gb' WHERE o.product_id = p.id) AS sizes,
      (SELECT coalesce(json_agg(json_build_object('attribute', v.attribute_code, 'id', v.id)), '[]') FROM product_attribute_values a JOIN attribute_values v ON v.id = a.value_id
        WHERE a.product_id = p.id AND v.attribute_code IN ('color', 'material', 'season')) AS attributes,
      (SELECT coalesce(json_agg(json_build_object('id', i.id, 'alts', i.alts, 'drawn', i.source IS NULL) ORDER BY i.position), '[]') FROM product_images i WHERE i.product_id = p.id) AS photos
    FROM products p WHERE p.id = ${id}`));
  if (!row) return undefined;
  const text = (key: 'name' | 'description') => Object.fromEntries(LANGUAGE_CODES.map((language) => [language, row.translations.find((t) => t.language === language)?.[key] ?? ''])) as AdminProduct['names'];
  const attribute = (code: string) => { const found = row.attributes.find((a) => a.attribute === code); return found ? Number(found.id) : null; };
  return {
    id: Number(row.id), sku: row.sku, url_path: row.url_path, category_id: Number(row.category_id), kind: row.kind, status: row.status, version: Number(row.version),
    created_at: new Date(row.created_at).toISOString(),
    names: text('name'), descriptions: text('description'),
    prices: row.prices.map((price) => ({ currency: price.currency, price: Number(price.price), old_price: price.old_price === null ? null : Number(price.old_price) })),
    sizes: row.sizes.map((size) => ({ ...size, value_id: Number(size.value_id), units: Number(size.units) })),
    color: attribute('color'), material: attribute('material'), season: attribute('season'),
    photos: row.photos.map((photo) => ({ id: Number(photo.id), alts: photo.alts ?? {}, drawn: Boolean(photo.drawn) })),
  };
}

/** A product with who saved it last and when; undefined for no such product. */
export async function findAdminProduct(db: Db, id: number): Promise<AdminProduct | undefined> {
  const product = await productRecord(db.orm, id);
  if (!product) return undefined;
  const { by, at } = await lastChange(db.orm, `product:${product.sku}`);
  return { ...product, changed_by: by, changed_at: at };
}

type ProductFields = Omit<AdminProductCreateRequest, 'sku'>;

/** What a save from the product's form writes: every column of the catalogue file but the SKU (it stays) and the photos (placed apart). */
const EDITED = CATALOG_COLUMNS.filter((column) => column !== 'sku' && column !== 'images').map((column) => ({ column }));

/**
 * The request's fields checked against the shop (its categories and attribute values, prices one
 * per currency, sizes once each), as the catalogue writer's input; refused with the field they
 * belong under.
 */
async function productInput(tx: Pick<Orm, 'execute'>, sku: string, fields: ProductFields, kind: string): Promise<{ product: ProductInput; categoryPath: Map<number, number[]> }> {
  const [category] = rowsOf<{ path: string }>(await tx.execute(sql`SELECT path FROM categories WHERE id = ${fields.category_id}`));
  if (!category) throw new ApiError(PRODUCT_ERRORS.unknownChoice, `No category ${fields.category_id}`, { field: 'category_id' });
  const chosen = [...fields.sizes.map((size) => size.value_id), fields.color, fields.material, fields.season].filter((value): value is number => value !== null);
  const known = new Map(rowsOf<{ id: number; attribute_code: string }>(await tx.execute(sql`
    SELECT id, attribute_code FROM attribute_values WHERE id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(chosen)}::jsonb))`))
    .map((row) => [Number(row.id), row.attribute_code]));
  fields.sizes.forEach((size, i) => {
    if (known.get(size.value_id) !== 'size') throw new ApiError(PRODUCT_ERRORS.unknownChoice, `No size ${size.value_id}`, { field: `sizes.${i}.value_id` });
    if (fields.sizes.findIndex((other) => other.value_id === size.value_id) !== i) throw new ApiError(PRODUCT_ERRORS.sizeTwice, 'A size is listed twice', { field: `sizes.${i}.value_id` });
  });
  for (const attribute of ['color', 'material', 'season'] as const) {
    const value = fields[attribute];
    if (value !== null && known.get(value) !== attribute) throw new ApiError(PRODUCT_ERRORS.unknownChoice, `No ${attribute} ${value}`, { field: attribute });
  }
  const currencies = new Set(fields.prices.map((price) => price.currency));
  for (const currency of CURRENCY_CODES) {
    if (!currencies.has(currency)) throw new ApiError('validation', `A price in ${currency} is required`, { field: `prices.${currency}` });
  }
  fields.prices.forEach((price) => {
    if (price.old_price !== null && price.old_price <= price.price) {
      throw new ApiError(PRODUCT_ERRORS.oldPriceNotAbove, 'The crossed-out price must be above the price', { field: `prices.${price.currency}.old_price` });
    }
  });
  const trimmed = (texts: AdminProduct['names']) => Object.fromEntries(LANGUAGE_CODES.map((language) => [language, texts[language].trim()])) as Record<LanguageCode, string>;
  const names = trimmed(fields.names);
  for (const language of LANGUAGE_CODES) if (!names[language]) throw new ApiError('validation', 'A name in every language', { field: `names.${language}` });
  const path = category.path.split('/').map(Number);
  return {
    categoryPath: new Map([[fields.category_id, path]]),
    product: {
      sku, urlPath: fields.url_path, categoryId: fields.category_id, kind, names, descriptions: trimmed(fields.descriptions),
      prices: fields.prices.map((price) => ({ currency: price.currency as CurrencyCode, price: price.price, oldPrice: price.old_price })),
      sizes: fields.sizes.map((size) => ({ valueId: size.value_id, units: size.units })),
      attributes: [fields.color, fields.material, fields.season].filter((value): value is number => value !== null),
      images: [],
    },
  };
}

/** Refuses a path another product, a category or a page has (a product's own old paths are its). */
async function refuseTakenPath(tx: Pick<Orm, 'execute'>, urlPath: string, productId: number | undefined): Promise<void> {
  const [owner] = rowsOf<{ type: string; entity_id: number | null }>(await tx.execute(sql`SELECT type, entity_id FROM url_rewrites WHERE path = ${urlPath}`));
  if (owner && !(owner.type === 'product' && productId !== undefined && Number(owner.entity_id) === productId)) {
    throw new ApiError(PRODUCT_ERRORS.pathTaken, `/${urlPath} is taken by a ${owner.type}`, { field: 'url_path' });
  }
}

/** Tells the shoppers waiting for a size that is back (0 units before, some now), as a stock change does. */
async function notifyBackInStock(tx: Tx, productId: number, before: ProductRecord['sizes'], after: ProductInput['sizes'], productUrl: ProductUrl): Promise<void> {
  const was = new Map(before.map((size) => [size.value_id, size.units]));
  const back = after.filter((size) => was.get(size.valueId) === 0 && size.units > 0).map((size) => size.valueId);
  if (back.length === 0) return;
  const options = rowsOf<{ id: number }>(await tx.execute(sql`
    SELECT id FROM product_options WHERE product_id = ${productId} AND value_id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(back)}::jsonb))`));
  for (const option of options) await notifyWaiting(tx, Number(option.id), productUrl);
}

/** A new product, as the catalogue file would make it (two drawn photos until real ones are uploaded); its id. */
export async function createProduct(db: Db, principal: Principal, request: AdminProductCreateRequest): Promise<number> {
  const { sku, reason, ...fields } = request;
  const id = await db.orm.transaction(async (tx) => {
    const [taken] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM products WHERE lower(sku) = lower(${sku})`));
    if (taken) throw new ApiError(PRODUCT_ERRORS.skuTaken, `${sku} is another product's`, { field: 'sku' });
    await refuseTakenPath(tx, fields.url_path, undefined);
    const { product, categoryPath } = await productInput(tx, sku, fields, fields.kind ?? 'item');
    const planned: Written = { action: 'create', product, id: undefined, sources: [], categoryBefore: undefined, changes: EDITED };
    await writeProducts(tx, [planned], categoryPath);
    await tx.execute(sql`UPDATE products SET status = ${fields.status} WHERE id = ${planned.id!}`);
    await addNameWords(tx, planned.id!);
    await audit(tx, principal, { action: 'product.created', target: `product:${sku}`, before: null, after: await productRecord(tx, planned.id!), reason });
    return planned.id!;
  });
  // The reply means the shop shows it: this process's listings, search and pages at once.
  await catchUpListingIndex(db);
  return id;
}

/**
 * An edit made from `version` of the product (409 when another save came first): its fields,
 * status and photos (their order, alt texts, those left out removed) in one transaction with its
 * audit row; shoppers waiting for a size back in stock are told.
 */
export async function updateProduct(db: Db, principal: Principal, id: number, request: AdminProductUpdateRequest, productUrl: ProductUrl): Promise<void> {
  const { version, photos, reason, ...fields } = request;
  await db.orm.transaction(async (tx) => {
    const [locked] = rowsOf<{ sku: string; version: number }>(await tx.execute(sql`SELECT sku, version FROM products WHERE id = ${id} FOR UPDATE`));
    if (!locked) throw new ApiError('not_found');
    await refuseStale(tx, `product:${locked.sku}`, version, Number(locked.version));
    const before = (await productRecord(tx, id))!;
    await refuseTakenPath(tx, fields.url_path, id);
    const { product, categoryPath } = await productInput(tx, locked.sku, fields, fields.kind ?? before.kind);
    const own = new Set(before.photos.map((photo) => photo.id));
    photos.forEach((photo, i) => {
      if (!own.has(photo.id) || photos.findIndex((other) => other.id === photo.id) !== i) throw new ApiError(PRODUCT_ERRORS.unknownPhoto, `Photo ${photo.id} is not this product's`, { field: `photos.${i}` });
    });
    await writeProducts(tx, [{ action: 'update', product, id, sources: [], categoryBefore: before.category_id, changes: EDITED }], categoryPath);
    await placePhotos(tx, id, photos);
    await addNameWords(tx, id);
    await tx.execute(sql`UPDATE products SET status = ${fields.status}, version = ${Number(locked.version) + 1} WHERE id = ${id}`);
    await notifyBackInStock(tx, id, before.sizes, product.sizes, productUrl);
    await audit(tx, principal, { action: 'product.updated', target: `product:${locked.sku}`, before, after: await productRecord(tx, id), reason });
  });
  await catchUpListingIndex(db);
}

/** The words of the product's names join the list search corrects typos against. */
async function addNameWords(tx: Pick<Orm, 'execute'>, productId: number): Promise<void> {
  const statement = productNameWords([productId]);
  if (statement) await tx.execute(statement);
}

/** The product's photos as the edit lists them: in its order, with its alt texts; the others removed. */
async function placePhotos(tx: Tx, productId: number, photos: AdminProductUpdateRequest['photos']): Promise<void> {
  // Blank alt texts are left out: the shop then says the product's name.
  const kept = JSON.stringify(photos.map((photo, position) => ({
    id: photo.id, position, alts: Object.fromEntries(Object.entries(photo.alts).map(([language, text]) => [language, text?.trim()]).filter(([, text]) => text)),
  })));
  await tx.execute(sql`
    DELETE FROM product_images WHERE product_id = ${productId} AND id NOT IN (SELECT (x->>'id')::int FROM jsonb_array_elements(${kept}::jsonb) x)`);
  // Out of the way first: (product_id, position) is unique, and two photos may swap places.
  await tx.execute(sql`UPDATE product_images SET position = -1 - position WHERE product_id = ${productId}`);
  await tx.execute(sql`
    UPDATE product_images i SET position = x.position, alts = x.alts
    FROM jsonb_to_recordset(${kept}::jsonb) AS x(id int, position int, alts jsonb)
    WHERE i.id = x.id AND i.product_id = ${productId}`);
}
