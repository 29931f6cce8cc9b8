import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { CatalogImportReply, CurrencyCode, LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { isSafeText } from '../../infra/input-guard';
import { catchUpListingIndex } from '../catalog/listing-index';
import { IMPORTED_IMAGES, placeWhole } from '../media/image-cache';
import { CATALOG_COLUMNS, productOfRow, type CatalogColumn, type CatalogLookups, type ProductInput, type RowError } from './catalog-rows';
import { CsvError, parseCsv } from './csv';
import { auditAll } from './audit';
import { writeProducts, type Action, type Planned } from './catalog-write';
import type { Principal } from './principal';
import { notifyWaiting } from './stock';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff']);
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;


/** The shop's categories and attribute values, to check rows against. */
async function readLookups(orm: Pick<Orm, 'execute'>): Promise<CatalogLookups & { categoryPath: Map<number, number[]> }> {
  const categories = rowsOf<{ id: number; url_path: string; path: string }>(await orm.execute(sql`SELECT id, url_path, path FROM categories`));
  const values = rowsOf<{ id: number; attribute_code: string; code: string; label: string | null }>(await orm.execute(sql`
    SELECT v.id, v.attribute_code, v.code, t.label FROM attribute_values v LEFT JOIN attribute_value_translations t ON t.value_id = v.id AND t.language = 'en-gb'`));
  const byUrl = new Map(categories.map((category) => [category.url_path, Number(category.id)]));
  const byValue = new Map<string, number>();
  for (const value of values) {
    byValue.set(`${value.attribute_code}:${value.code.toLowerCase()}`, Number(value.id));
    if (value.label) byValue.set(`${value.attribute_code}:${value.label.toLowerCase()}`, Number(value.id));
  }
  return {
    categoryId: (urlPath) => byUrl.get(urlPath),
    valueId: (attribute, codeOrLabel) => byValue.get(`${attribute}:${codeOrLabel.toLowerCase()}`),
    categoryPath: new Map(categories.map((category) => [Number(category.id), category.path.split('/').map(Number)])),
  };
}

/** The file's rows as column → text, each with its line; or what makes the file unreadable. */
export function recordsOf(format: 'csv' | 'json', content: string): { records: Array<{ line: number; fields: Partial<Record<CatalogColumn, string>> }>; errors: RowError[] } {
  if (format === 'json') {
    let items: unknown;
    try {
      items = JSON.parse(content);
    } catch (error) {
      return { records: [], errors: [{ line: 1, column: '', reason: `not JSON: ${(error as Error).message}` }] };
    }
    // The export's reply imports as it is: its `products`.
    if (items && typeof items === 'object' && !Array.isArray(items) && Array.isArray((items as { products?: unknown }).products)) items = (items as { products: unknown[] }).products;
    if (!Array.isArray(items)) return { records: [], errors: [{ line: 1, column: '', reason: 'a JSON array of products (or the export\'s reply)' }] };
    const records = [];
    const errors: RowError[] = [];
    for (const [index, item] of items.entries()) {
      if (!item || typeof item !== 'object' || Array.isArray(item)) {
        errors.push({ line: index + 1, column: '', reason: 'an object with the catalogue columns' });
        continue;
      }
      const unknown = Object.keys(item).filter((key) => !(CATALOG_COLUMNS as readonly string[]).includes(key));
      for (const key of unknown) errors.push({ line: index + 1, column: key, reason: 'not a column of the catalogue' });
      const fields = Object.fromEntries(Object.entries(item as Record<string, unknown>)
        .filter(([key, value]) => (CATALOG_COLUMNS as readonly string[]).includes(key) && value !== null && value !== undefined)
        .map(([key, value]) => [key, typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value)]));
      // The request's guard saw `\u0000` as six harmless characters: parsed here, it is the NUL byte no column can hold.
      for (const [key, value] of Object.entries(fields)) {
        if (!isSafeText(value)) errors.push({ line: index + 1, column: key, reason: 'a NUL byte or invalid Unicode' });
      }
      records.push({ line: index + 1, fields });
    }
    return { records, errors };
  }
  let rows;
  try {
    rows = parseCsv(content);
  } catch (error) {
    if (error instanceof CsvError) return { records: [], errors: [{ line: error.line, column: '', reason: error.message }] };
    throw error;
  }
  const [header, ...body] = rows;
  if (!header) return { records: [], errors: [{ line: 1, column: '', reason: 'the file is empty: a header line of columns first' }] };
  const names = header.fields.map((name) => name.trim());
  const errors: RowError[] = names
    .filter((name) => !(CATALOG_COLUMNS as readonly string[]).includes(name))
    .map((name) => ({ line: 1, column: name, reason: 'not a column of the catalogue' }));
  const records = body.map((row) => {
    if (row.fields.length !== names.length) errors.push({ line: row.line, column: '', reason: `${row.fields.length} fields where the header has ${names.length}` });
    return { line: row.line, fields: Object.fromEntries(names.map((name, i) => [name, row.fields[i] ?? ''])) as Partial<Record<CatalogColumn, string>> };
  });
  return { records, errors };
}

interface Current {
  id: number; url_path: string; category_id: number; kind: string;
  names: Record<LanguageCode, string>; descriptions: Record<LanguageCode, string>;
  prices: Array<{ currency: CurrencyCode; price: number; old_price: number | null }>;
  sizes: Array<{ value_id: number; units: number }>; attributes: number[]; sources: Array<string | null>;
}

/** The products the file names, as the database has them now. */
async function currentProducts(orm: Pick<Orm, 'execute'>, skus: string[]): Promise<Map<string, Current>> {
  if (skus.length === 0) return new Map();
  const rows = rowsOf<Current & { sku: string; translations: Array<{ language: LanguageCode; name: string; description: string }> }>(await orm.execute(sql`
    SELECT p.id, p.sku, p.url_path, p.category_id, p.kind,
      (SELECT coalesce(json_agg(json_build_object('language', t.language, 'name', t.name, 'description', t.description)), '[]') FROM product_translations t WHERE t.product_id = p.id) AS translations,
      (SELECT coalesce(json_agg(json_build_object('currency', c.currency, 'price', c.price, 'old_price', c.old_price)), '[]') FROM product_prices c WHERE c.product_id = p.id) AS prices,
      (SELECT coalesce(json_agg(json_build_object('value_id', o.value_id, 'units', o.stock_quantity) ORDER BY o.position), '[]') FROM product_options o WHERE o.product_id = p.id) AS sizes,
      (SELECT coalesce(json_agg(a.value_id), '[]') FROM product_attribute_values a JOIN attribute_values v ON v.id = a.value_id
        WHERE a.product_id = p.id AND v.attribute_code IN ('color', 'material', 'season')) AS attributes,
      (SELECT coalesce(json_agg(i.source ORDER BY i.position), '[]') FROM product_images i WHERE i.product_id = p.id) AS sources
    FROM products p WHERE p.sku IN (SELECT jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`));
  return new Map(rows.map((row) => [row.sku, {
    ...row,
    id: Number(row.id),
    category_id: Number(row.category_id),
    names: Object.fromEntries(row.translations.map((t) => [t.language, t.name])) as Record<LanguageCode, string>,
    descriptions: Object.fromEntries(row.translations.map((t) => [t.language, t.description])) as Record<LanguageCode, string>,
  }]));
}

const sameSet = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item) => b.includes(item));

/** Whether the file's row changes nothing of the product: sizes it does not list and photos it does not give are kept, so they are not compared. */
function unchanged(product: ProductInput, sources: string[], current: Current): boolean {
  const units = new Map(current.sizes.map((size) => [Number(size.value_id), Number(size.units)]));
  return product.urlPath === current.url_path && product.categoryId === current.category_id && product.kind === current.kind
    && (Object.keys(product.names) as LanguageCode[]).every((language) => product.names[language] === current.names[language] && product.descriptions[language] === current.descriptions[language])
    && product.prices.length === current.prices.length
    && product.prices.every((price) => current.prices.some((now) => now.currency === price.currency && Number(now.price) === price.price && (now.old_price === null ? null : Number(now.old_price)) === price.oldPrice))
    && product.sizes.every((size) => units.get(size.valueId) === size.units)
    && sameSet(product.attributes, current.attributes.map(Number))
    && (sources.length === 0 || (sources.length === current.sources.length && sources.every((source, i) => source === current.sources[i])));
}

/** An image file checked (exists, an image, at most 20 MB) and named by its content; or why not. */
async function imageSource(path: string): Promise<{ source: string } | { reason: string }> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return { reason: `${path} is not a file` };
    if (info.size > MAX_IMAGE_BYTES) return { reason: `${path} is over 20 MB` };
    const bytes = await readFile(path);
    const { format } = await sharp(bytes).metadata();
    if (!format || !IMAGE_FORMATS.has(format)) return { reason: `${path} is not a JPEG, PNG, WebP, AVIF, GIF or TIFF image` };
    return { source: `${createHash('sha256').update(bytes).digest('hex')}.${format}` };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { reason: code === 'ENOENT' ? `${path} does not exist` : code === 'EACCES' ? `${path} cannot be read` : `${path} is not an image` };
  }
}

/**
 * What the file would do: each valid row's product created, updated or left alone, and every
 * error with its line, column and reason. Nothing is written.
 */
async function planImport(orm: Pick<Orm, 'execute'>, format: 'csv' | 'json', content: string) {
  const { records, errors } = recordsOf(format, content);
  if (records.length > MAX_IMPORT_ROWS) errors.push({ line: 1, column: '', reason: `at most ${MAX_IMPORT_ROWS} products a file` });
  const lookups = await readLookups(orm);
  const valid: Array<{ line: number; product: ProductInput }> = [];
  const seen = new Map<string, number>();
  const paths = new Map<string, number>();
  for (const { line, fields } of records) {
    const result = productOfRow(line, fields, lookups);
    if ('errors' in result) {
      errors.push(...result.errors);
      continue;
    }
    const { product } = result;
    if (seen.has(product.sku)) errors.push({ line, column: 'sku', reason: `${product.sku} is on line ${seen.get(product.sku)} too` });
    else if (paths.has(product.urlPath)) errors.push({ line, column: 'url_path', reason: `line ${paths.get(product.urlPath)} has this path too` });
    else valid.push({ line, product });
    seen.set(product.sku, seen.get(product.sku) ?? line);
    paths.set(product.urlPath, paths.get(product.urlPath) ?? line);
  }

  const current = await currentProducts(orm, valid.map((row) => row.product.sku));
  // A path is the product's own, or free: not another product's or a category's, nor a page's.
  const owners = new Map(rowsOf<{ path: string; type: string; entity_id: number | null }>(await orm.execute(sql`
    SELECT path, type, entity_id FROM url_rewrites WHERE path IN (SELECT jsonb_array_elements_text(${JSON.stringify(valid.map((row) => row.product.urlPath))}::jsonb))`))
    .map((row) => [row.path, row]));
  const planned: Planned[] = [];
  const imageCache = new Map<string, Promise<{ source: string } | { reason: string }>>();
  for (const { line, product } of valid) {
    const existing = current.get(product.sku);
    const owner = owners.get(product.urlPath);
    if (owner && !(owner.type === 'product' && existing && Number(owner.entity_id) === existing.id)) {
      errors.push({ line, column: 'url_path', reason: `/${product.urlPath} is taken by a ${owner.type}` });
      continue;
    }
    const sources: string[] = [];
    for (const [n, path] of product.images.entries()) {
      if (!imageCache.has(path)) imageCache.set(path, imageSource(path));
      const checked = await imageCache.get(path)!;
      if ('reason' in checked) errors.push({ line, column: 'images', reason: `image ${n + 1}: ${checked.reason}` });
      else sources.push(checked.source);
    }
    if (sources.length !== product.images.length) continue;
    const action: Action = !existing ? 'create' : unchanged(product, sources, existing) ? 'unchanged' : 'update';
    planned.push({ line, action, product, id: existing?.id, sources });
  }
  errors.sort((a, b) => a.line - b.line);
  return { planned, errors, categoryPath: lookups.categoryPath, current };
}

/**
 * Imports a catalogue file: `dryRun` answers what would be created, updated and left alone and
 * every bad row, writing nothing. A real run writes nothing either when any row is bad; else all of
 * it in one transaction (photos are copied first, named by their content), with one audit row per
 * product changed, before and after. The listing index, search and sitemaps follow the catalogue
 * version the triggers move; the typo dictionary is refreshed in the transaction.
 */
export async function importCatalogue(
  db: Db,
  principal: Principal,
  { format, content, dryRun, reason }: { format: 'csv' | 'json'; content: string; dryRun: boolean; reason?: string },
  { mediaDir, productUrl }: { mediaDir: string; productUrl: (language: LanguageCode, urlPath: string) => string },
): Promise<Omit<CatalogImportReply, 'status'>> {
  const { planned, errors, categoryPath, current } = await planImport(db.orm, format, content);
  const count = (action: Action) => planned.filter((row) => row.action === action).length;
  const report = {
    dry_run: dryRun,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    errors,
    products: planned.map((row) => ({ line: row.line, sku: row.product.sku, action: row.action })),
  };
  if (dryRun || errors.length) return report;

  const imagesDir = join(mediaDir, IMPORTED_IMAGES);
  await mkdir(imagesDir, { recursive: true });
  for (const row of planned) {
    for (const [n, path] of row.product.images.entries()) await placeWhole(join(imagesDir, row.sources[n]!), (temp) => copyFile(path, temp));
  }
  const changed = planned.filter((row) => row.action !== 'unchanged');
  await db.orm.transaction(async (tx) => {
    await writeProducts(tx, changed, categoryPath);
    // A size back in stock tells the shoppers waiting for it, as `stock` does.
    const back = changed.flatMap((row) => {
      const before = new Map((current.get(row.product.sku)?.sizes ?? []).map((size) => [Number(size.value_id), Number(size.units)]));
      return row.product.sizes.filter((size) => before.get(size.valueId) === 0 && size.units > 0).map((size) => ({ product_id: row.id, value_id: size.valueId }));
    });
    const options = back.length ? rowsOf<{ id: number }>(await tx.execute(sql`
      SELECT o.id FROM product_options o JOIN json_to_recordset(${JSON.stringify(back)}::json) AS x(product_id int, value_id int)
        ON o.product_id = x.product_id AND o.value_id = x.value_id`)) : [];
    for (const option of options) await notifyWaiting(tx, Number(option.id), productUrl);
    await auditAll(tx, principal, changed.map((row) => {
      const before = current.get(row.product.sku);
      return {
        action: row.action === 'create' ? 'product.created' : 'product.updated',
        target: `product:${row.product.sku}`,
        before: before ? { ...before, sources: undefined } : null,
        after: { ...row.product, images: row.sources.length ? row.sources : undefined },
        reason,
      };
    }));
    if (changed.length) await tx.execute(sql`REFRESH MATERIALIZED VIEW search_words`);
  });
  // The reply means the shop shows it: this process's listings, search and product pages at once.
  await catchUpListingIndex(db);
  return report;
}

