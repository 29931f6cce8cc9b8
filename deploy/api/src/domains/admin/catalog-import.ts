import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { CATALOG_IMPORT_SHOWN_ERRORS, CATALOG_IMPORT_SHOWN_ROWS, type CatalogImportReply, type CurrencyCode, type LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rowsOf, type Orm } from '../../db/client';
import { isSafeText } from '../../infra/input-guard';
import { columnChanges, rowChange, type ColumnChange } from './catalog-diff';
import { CATALOG_COLUMNS, productOf, rowOf, type CatalogColumn, type CatalogLookups, type ProductInput, type ProductRow, type RowError } from './catalog-rows';
import { pacer } from '../../infra/pace';
import { CsvError, csvRows } from './csv';

// A catalogue file's check (the dry run, and the first half of a real run): every row read,
// compared with the product the shop has and planned (create, update, unchanged), every problem
// named by line and column. Nothing is written here: catalog-job.ts applies a plan.

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff']);
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
/**
 * Rows checked between two rests (infra/pace.ts), the slice's products read in one query: with
 * PGlite every query waits in one queue on the event loop's thread, so a shopper's request waits
 * for one slice at most, and no query's parameters or rows grow with the file.
 */
const PLAN_SLICE = 20;

export type Lookups = CatalogLookups & { categoryPath: Map<number, number[]> };

/** The shop's categories and attribute values, to check rows against and to write them back in the file's words. */
async function readLookups(orm: Pick<Orm, 'execute'>): Promise<Lookups> {
  const categories = rowsOf<{ id: number; url_path: string; path: string }>(await orm.execute(sql`SELECT id, url_path, path FROM categories`));
  const values = rowsOf<{ id: number; attribute_code: string; code: string; label: string | null }>(await orm.execute(sql`
    SELECT v.id, v.attribute_code, v.code, t.label FROM attribute_values v LEFT JOIN attribute_value_translations t ON t.value_id = v.id AND t.language = 'en-gb'`));
  const byUrl = new Map(categories.map((category) => [category.url_path, Number(category.id)]));
  const urlOf = new Map(categories.map((category) => [Number(category.id), category.url_path]));
  const byValue = new Map<string, number>();
  const valueOf = new Map(values.map((value) => [Number(value.id), { attribute: value.attribute_code, code: value.code }]));
  for (const value of values) {
    byValue.set(`${value.attribute_code}:${value.code.toLowerCase()}`, Number(value.id));
    if (value.label) byValue.set(`${value.attribute_code}:${value.label.toLowerCase()}`, Number(value.id));
  }
  return {
    categoryId: (urlPath) => byUrl.get(urlPath),
    valueId: (attribute, codeOrLabel) => byValue.get(`${attribute}:${codeOrLabel.toLowerCase()}`),
    categoryUrl: (id) => urlOf.get(id) ?? String(id),
    value: (id) => valueOf.get(id),
    categoryPath: new Map(categories.map((category) => [Number(category.id), category.path.split('/').map(Number)])),
  };
}

type FileRecord = { line: number; fields: Partial<Record<CatalogColumn, string>> };

/**
 * The file's rows as column → text, each with its line, read as they are asked for; what makes
 * the file (or a row) unreadable goes to `errors`. A row's columns are its file's header, or its
 * JSON item's keys (null is blank): a column it does not have is left as the product has it.
 */
function* fileRecords(format: 'csv' | 'json', content: string, errors: RowError[]): Generator<FileRecord> {
  if (format === 'json') {
    let items: unknown;
    try {
      items = JSON.parse(content);
    } catch (error) {
      errors.push({ line: 1, column: '', reason: `not JSON: ${(error as Error).message}` });
      return;
    }
    // The export's reply imports as it is: its `products`.
    if (items && typeof items === 'object' && !Array.isArray(items) && Array.isArray((items as { products?: unknown }).products)) items = (items as { products: unknown[] }).products;
    if (!Array.isArray(items)) return void errors.push({ line: 1, column: '', reason: 'a JSON array of products (or the export\'s reply)' });
    for (const [index, item] of items.entries()) {
      if (!item || typeof item !== 'object' || Array.isArray(item)) {
        errors.push({ line: index + 1, column: '', reason: 'an object with the catalogue columns' });
        continue;
      }
      const unknown = Object.keys(item).filter((key) => !(CATALOG_COLUMNS as readonly string[]).includes(key));
      for (const key of unknown) errors.push({ line: index + 1, column: key, reason: 'not a column of the catalogue' });
      const fields = Object.fromEntries(Object.entries(item as Record<string, unknown>)
        .filter(([key, value]) => (CATALOG_COLUMNS as readonly string[]).includes(key) && value !== undefined)
        .map(([key, value]) => [key, value === null ? '' : typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value)]));
      // The request's guard saw `\u0000` as six harmless characters: parsed here, it is the NUL byte no column can hold.
      for (const [key, value] of Object.entries(fields)) {
        if (!isSafeText(value)) errors.push({ line: index + 1, column: key, reason: 'a NUL byte or invalid Unicode' });
      }
      yield { line: index + 1, fields };
    }
    return;
  }
  const rows = csvRows(content);
  try {
    const header = rows.next();
    if (header.done) return void errors.push({ line: 1, column: '', reason: 'the file is empty: a header line of columns first' });
    const names = header.value.fields.map((name) => name.trim());
    for (const name of names) if (!(CATALOG_COLUMNS as readonly string[]).includes(name)) errors.push({ line: 1, column: name, reason: 'not a column of the catalogue' });
    if (!names.includes('sku')) return void errors.push({ line: 1, column: 'sku', reason: 'the header needs the sku column: it names each row\'s product' });
    for (const row of rows) {
      if (row.fields.length !== names.length) errors.push({ line: row.line, column: '', reason: `${row.fields.length} fields where the header has ${names.length}` });
      yield { line: row.line, fields: Object.fromEntries(names.map((name, i) => [name, row.fields[i] ?? ''])) as Partial<Record<CatalogColumn, string>> };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    errors.push({ line: error.line, column: '', reason: error.message });
  }
}

/** The next `count` records, or fewer at the end. */
function nextRecords(records: Iterator<FileRecord>, count: number): FileRecord[] {
  const slice: FileRecord[] = [];
  while (slice.length < count) {
    const next = records.next();
    if (next.done) break;
    slice.push(next.value);
  }
  return slice;
}

/** A product as the database has it: what a plan compares a row with; `hash` is what a chunk checks again before writing. */
export interface Current {
  id: number; sku: string; url_path: string; category_id: number; kind: string;
  translations: Array<{ language: LanguageCode; name: string; description: string }>;
  prices: Array<{ currency: CurrencyCode; price: number; old_price: number | null }>;
  sizes: Array<{ value_id: number; units: number }>; attributes: number[]; sources: Array<string | null>;
  /** The md5 of PRODUCT_STATE's text. */
  hash: string;
}

/** A product `p` as one JSON value, every list in a fixed order: two reads of an unchanged product give the same text. */
export const PRODUCT_STATE = `json_build_object(
  'id', p.id, 'sku', p.sku, 'url_path', p.url_path, 'category_id', p.category_id, 'kind', p.kind,
  'translations', (SELECT coalesce(json_agg(json_build_object('language', t.language, 'name', t.name, 'description', t.description) ORDER BY t.language), '[]') FROM product_translations t WHERE t.product_id = p.id),
  'prices', (SELECT coalesce(json_agg(json_build_object('currency', c.currency, 'price', c.price, 'old_price', c.old_price) ORDER BY c.currency), '[]') FROM product_prices c WHERE c.product_id = p.id),
  'sizes', (SELECT coalesce(json_agg(json_build_object('value_id', o.value_id, 'units', o.stock_quantity) ORDER BY o.position, o.id), '[]') FROM product_options o WHERE o.product_id = p.id),
  'attributes', (SELECT coalesce(json_agg(a.value_id ORDER BY a.value_id), '[]') FROM product_attribute_values a JOIN attribute_values v ON v.id = a.value_id
    WHERE a.product_id = p.id AND v.attribute_code IN ('color', 'material', 'season')),
  'sources', (SELECT coalesce(json_agg(i.source ORDER BY i.position), '[]') FROM product_images i WHERE i.product_id = p.id))`;

/** The products of these SKUs as the database has them now. */
export async function currentProducts(orm: Pick<Orm, 'execute'>, skus: readonly string[]): Promise<Map<string, Current>> {
  if (skus.length === 0) return new Map();
  const rows = rowsOf<{ state: Omit<Current, 'hash'>; hash: string }>(await orm.execute(sql`
    SELECT state, md5(state::text) AS hash FROM (
      SELECT ${sql.raw(PRODUCT_STATE)} AS state FROM products p WHERE p.sku IN (SELECT jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))) s`));
  return new Map(rows.map(({ state, hash }) => [state.sku, { ...state, id: Number(state.id), category_id: Number(state.category_id), hash }]));
}

/** A product the database has, as a row would state it whole. */
function inputOf(current: Current): ProductInput {
  return {
    sku: current.sku,
    urlPath: current.url_path,
    categoryId: current.category_id,
    kind: current.kind,
    names: Object.fromEntries(current.translations.map((t) => [t.language, t.name])) as Record<LanguageCode, string>,
    descriptions: Object.fromEntries(current.translations.map((t) => [t.language, t.description])) as Record<LanguageCode, string>,
    prices: current.prices.map((price) => ({ currency: price.currency, price: Number(price.price), oldPrice: price.old_price === null ? null : Number(price.old_price) })),
    sizes: current.sizes.map((size) => ({ valueId: Number(size.value_id), units: Number(size.units) })),
    attributes: current.attributes.map(Number),
    images: [],
  };
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

/** A row that creates or updates a product, as the plan keeps it to write. */
export interface Planned {
  line: number;
  /** How many rows of the file come before it (unchanged ones too): a job's progress once it is written. */
  ordinal: number;
  action: 'create' | 'update';
  /** The product whole after the row; its id once it has one. */
  product: ProductInput;
  id: number | undefined;
  /** Its photos' content names (the row's images, in order); empty: kept as they are. */
  sources: string[];
  /** The product as the plan read it (undefined for a new one): a chunk refuses to write over a change made since. */
  current: Current | undefined;
  categoryBefore: number | undefined;
  changes: ColumnChange[];
}

/** What a file would do: the rows that change something, how many change nothing, every problem. */
export interface ImportPlan {
  /** The file's rows. */
  rows: number;
  planned: Planned[];
  unchanged: number;
  errors: RowError[];
  lookups: Lookups;
}

/**
 * Checks a file whole and plans it: each row's product created, updated or left alone, each
 * problem with its line, column and reason. Rows are read and checked a slice at a time, resting
 * after each as long as it took (see PLAN_SLICE). Nothing is written.
 */
export async function planImport(orm: Pick<Orm, 'execute'>, format: 'csv' | 'json', content: string): Promise<ImportPlan> {
  const rest = pacer();
  const errors: RowError[] = [];
  const records = fileRecords(format, content, errors);
  const lookups = await readLookups(orm);
  const planned: Planned[] = [];
  let unchanged = 0;
  let count = 0;
  const skuLines = new Map<string, number>();
  const pathLines = new Map<string, number>();
  const imageCache = new Map<string, Promise<{ source: string } | { reason: string }>>();
  for (let slice = nextRecords(records, PLAN_SLICE); slice.length; slice = nextRecords(records, PLAN_SLICE)) {
    const start = count;
    count += slice.length;
    if (count > MAX_IMPORT_ROWS) return { rows: count, planned: [], unchanged: 0, errors: [{ line: 1, column: '', reason: `at most ${MAX_IMPORT_ROWS} products a file` }], lookups };
    const rows: Array<{ line: number; ordinal: number; row: ProductRow }> = [];
    for (const [offset, { line, fields }] of slice.entries()) {
      const result = rowOf(line, fields, lookups);
      if ('errors' in result) {
        errors.push(...result.errors);
        continue;
      }
      const { row } = result;
      if (skuLines.has(row.sku)) errors.push({ line, column: 'sku', reason: `${row.sku} is on line ${skuLines.get(row.sku)} too` });
      else if (row.urlPath !== undefined && pathLines.has(row.urlPath)) errors.push({ line, column: 'url_path', reason: `line ${pathLines.get(row.urlPath)} has this path too` });
      else rows.push({ line, ordinal: start + offset, row });
      if (!skuLines.has(row.sku)) skuLines.set(row.sku, line);
      if (row.urlPath !== undefined && !pathLines.has(row.urlPath)) pathLines.set(row.urlPath, line);
    }
    const current = await currentProducts(orm, rows.map(({ row }) => row.sku));
    // A path is the product's own, or free: not another product's or a category's, nor a page's.
    const paths = rows.flatMap(({ row }) => (row.urlPath === undefined ? [] : [row.urlPath]));
    const owners = new Map(paths.length === 0 ? [] : rowsOf<{ path: string; type: string; entity_id: number | null }>(await orm.execute(sql`
      SELECT path, type, entity_id FROM url_rewrites WHERE path IN (SELECT jsonb_array_elements_text(${JSON.stringify(paths)}::jsonb))`))
      .map((owner) => [owner.path, owner]));
    for (const { line, ordinal, row } of rows) {
      const existing = current.get(row.sku);
      if (!existing && row.missing.length) {
        errors.push({ line, column: 'sku', reason: `${row.sku} is not in the catalogue: a new product needs the columns ${row.missing.join(', ')} too` });
        continue;
      }
      const owner = row.urlPath === undefined ? undefined : owners.get(row.urlPath);
      if (owner && !(owner.type === 'product' && existing && Number(owner.entity_id) === existing.id)) {
        errors.push({ line, column: 'url_path', reason: `/${row.urlPath} is taken by a ${owner.type}` });
        continue;
      }
      const sources: string[] = [];
      for (const [n, path] of (row.images ?? []).entries()) {
        if (!imageCache.has(path)) imageCache.set(path, imageSource(path));
        const checked = await imageCache.get(path)!;
        if ('reason' in checked) errors.push({ line, column: 'images', reason: `image ${n + 1}: ${checked.reason}` });
        else sources.push(checked.source);
      }
      if (sources.length !== (row.images?.length ?? 0)) continue;
      const before = existing && inputOf(existing);
      const made = productOf(line, row, before, lookups);
      if ('errors' in made) {
        errors.push(...made.errors);
        continue;
      }
      const changes = columnChanges(row, before && { product: before, sources: existing.sources.filter((source) => source !== null) }, { product: made.product, sources }, lookups);
      if (existing && changes.length === 0) unchanged++;
      else planned.push({ line, ordinal, action: existing ? 'update' : 'create', product: made.product, id: existing?.id, sources, current: existing, categoryBefore: existing?.category_id, changes });
    }
    await rest();
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows: count, planned, unchanged, errors, lookups };
}

/** What a plan answers: its counts, the first problems, the first rows' changes. */
export function planReport(plan: ImportPlan, dryRun: boolean): Omit<CatalogImportReply, 'status'> {
  const shown = plan.planned.slice(0, CATALOG_IMPORT_SHOWN_ROWS);
  return {
    dry_run: dryRun,
    created: plan.planned.filter((row) => row.action === 'create').length,
    updated: plan.planned.filter((row) => row.action === 'update').length,
    unchanged: plan.unchanged,
    errors: plan.errors.slice(0, CATALOG_IMPORT_SHOWN_ERRORS),
    error_count: plan.errors.length,
    changes: shown.map((row) => rowChange(row.line, row.product.sku, row.action, row.changes)),
    changes_left_out: plan.planned.length - shown.length,
  };
}
