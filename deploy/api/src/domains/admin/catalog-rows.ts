import type { CurrencyCode, LanguageCode } from '@shop/contracts';
import { isSafeText } from '../../infra/input-guard';

// The catalogue file (`pnpm ops catalog import`/`export`): one product per row, keyed by SKU.
// Pure: what a row says and what is wrong with it, and the product it makes of the one the shop
// has; catalog-import.ts reads the shop and plans, catalog-job.ts writes.
//
// A row gives the columns of its file's header (a JSON item: its keys). A column it does not give
// is left as the product has it, so `sku,price_usd` reprices and changes nothing else; a new
// product must give every required column.

/** The columns, in the order export writes them. */
export const CATALOG_COLUMNS = [
  'sku', 'url_path', 'category', 'kind',
  'name_ru', 'name_en', 'name_ka', 'description_ru', 'description_en', 'description_ka',
  'price_usd', 'price_rub', 'price_gel', 'old_price_usd', 'old_price_rub', 'old_price_gel',
  'sizes', 'color', 'material', 'season', 'images',
] as const;
export type CatalogColumn = (typeof CATALOG_COLUMNS)[number];
/** What a new product cannot be without; given blank, each is an error on an update too. */
export const REQUIRED_COLUMNS: readonly CatalogColumn[] = ['sku', 'url_path', 'category', 'name_ru', 'name_en', 'name_ka', 'price_usd', 'price_rub', 'price_gel', 'sizes'];

export const LANGUAGE_COLUMNS: Record<'ru' | 'en' | 'ka', LanguageCode> = { ru: 'ru-ru', en: 'en-gb', ka: 'ka-ge' };
export const CURRENCY_COLUMNS: Record<'usd' | 'rub' | 'gel', CurrencyCode> = { usd: 'USD', rub: 'RUB', gel: 'GEL' };
/** Attributes a product may name one value of (the listing filters). */
export const PRODUCT_ATTRIBUTES = ['color', 'material', 'season'] as const;
export type ProductAttribute = (typeof PRODUCT_ATTRIBUTES)[number];

/** A product whole, as the shop has it or as a row makes it: what catalog-write.ts writes. */
export interface ProductInput {
  sku: string;
  urlPath: string;
  categoryId: number;
  kind: string;
  names: Record<LanguageCode, string>;
  descriptions: Record<LanguageCode, string>;
  /** Minor units; oldPrice (the crossed-out one) above the price, or null. */
  prices: Array<{ currency: CurrencyCode; price: number; oldPrice: number | null }>;
  /** Sizes whose units are set, in the file's order: the size's value id and its units. The product's other sizes are kept. */
  sizes: Array<{ valueId: number; units: number }>;
  /** Value ids of color, material and season, those it has. */
  attributes: number[];
  /** Image files on this machine, absolute paths; empty: keep a product's photos (a new one gets drawn ones). */
  images: string[];
}

/** A file row, checked: each column it gives as the product would have it. A column it leaves out is absent here. */
export interface ProductRow {
  sku: string;
  /** The columns the row gives (sku aside), in the file's order. */
  columns: CatalogColumn[];
  urlPath?: string;
  categoryId?: number;
  kind?: string;
  names: Partial<Record<LanguageCode, string>>;
  descriptions: Partial<Record<LanguageCode, string>>;
  prices: Partial<Record<CurrencyCode, number>>;
  oldPrices: Partial<Record<CurrencyCode, number | null>>;
  /** The sizes listed (`sizes` given), units set; the product's other sizes are kept. */
  sizes?: Array<{ valueId: number; units: number }>;
  /** null: the row gives the attribute blank (none). */
  attributes: Partial<Record<ProductAttribute, number | null>>;
  /** Photo files (`images` given, not blank): they replace the product's. */
  images?: string[];
  /** Required columns the row leaves out: fine for an update, an error for a new product. */
  missing: CatalogColumn[];
}

export interface RowError {
  /** The file's line (CSV) or the item's number from 1 (JSON). */
  line: number;
  column: string;
  reason: string;
}

/** What a row is checked against, and written back in: the shop's categories and attribute values. */
export interface CatalogLookups {
  categoryId: (urlPath: string) => number | undefined;
  /** A value of the attribute by its code or English label, either case. */
  valueId: (attribute: 'size' | ProductAttribute, codeOrLabel: string) => number | undefined;
  /** A category's path by its id. */
  categoryUrl: (id: number) => string;
  /** An attribute value by its id: which attribute, and its code. */
  value: (id: number) => { attribute: string; code: string } | undefined;
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;
const URL_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const MONEY = /^\d{1,9}(?:\.\d{1,2})?$/;
const MAX_TEXT = { name: 200, description: 5000 };
export const MAX_IMAGES = 8;

/** "45.99" → 4599: prices are written in major units with at most two decimals. */
const minorUnits = (text: string): number => Math.round(Number(text) * 100);

/**
 * A row's columns, or every error it has (each with its column and a reason a person can act on).
 * `fields` maps the columns the row gives to its text (blank: given empty).
 */
export function rowOf(line: number, fields: Partial<Record<CatalogColumn, string>>, lookups: CatalogLookups): { row: ProductRow } | { errors: RowError[] } {
  const errors: RowError[] = [];
  const fail = (column: string, reason: string) => { errors.push({ line, column, reason }); };
  const has = (column: CatalogColumn) => fields[column] !== undefined;
  const text = (column: CatalogColumn) => (fields[column] ?? '').trim();
  for (const column of REQUIRED_COLUMNS) if (has(column) && !text(column)) fail(column, 'required');
  if (!has('sku')) fail('sku', 'required: every row names its product by SKU');

  const sku = text('sku');
  if (sku && !SKU.test(sku)) fail('sku', 'letters, digits, dots, dashes and underscores, at most 32, starting with a letter or digit');
  const row: ProductRow = {
    sku,
    columns: CATALOG_COLUMNS.filter((column) => column !== 'sku' && has(column)),
    names: {}, descriptions: {}, prices: {}, oldPrices: {}, attributes: {},
    missing: REQUIRED_COLUMNS.filter((column) => !has(column)),
  };

  if (text('url_path')) {
    const urlPath = text('url_path').replace(/^\/+|\/+$/g, '');
    if (!URL_PATH.test(urlPath) || urlPath.length > 300) fail('url_path', 'lower-case letters, digits and dashes, in segments separated by /, at most 300');
    row.urlPath = urlPath;
  }
  if (text('category')) {
    row.categoryId = lookups.categoryId(text('category').replace(/^\/+|\/+$/g, ''));
    if (row.categoryId === undefined) fail('category', `no category ${text('category')}`);
  }
  if (has('kind')) {
    row.kind = text('kind') || 'item';
    if (row.kind.length > 32) fail('kind', 'at most 32 characters');
  }

  for (const [suffix, language] of Object.entries(LANGUAGE_COLUMNS)) {
    const name = `name_${suffix}` as CatalogColumn;
    const description = `description_${suffix}` as CatalogColumn;
    if (text(name)) row.names[language] = text(name);
    if (has(description)) row.descriptions[language] = text(description);
    if (text(name).length > MAX_TEXT.name) fail(name, `at most ${MAX_TEXT.name} characters`);
    if (text(description).length > MAX_TEXT.description) fail(description, `at most ${MAX_TEXT.description} characters`);
  }

  for (const [suffix, currency] of Object.entries(CURRENCY_COLUMNS)) {
    const price = text(`price_${suffix}` as CatalogColumn);
    const old = `old_price_${suffix}` as CatalogColumn;
    if (price && (!MONEY.test(price) || minorUnits(price) === 0)) fail(`price_${suffix}`, 'an amount above 0 such as 45.99');
    else if (price) row.prices[currency] = minorUnits(price);
    if (text(old) && !MONEY.test(text(old))) fail(old, 'an amount such as 59.99, or blank');
    else if (has(old)) row.oldPrices[currency] = text(old) ? minorUnits(text(old)) : null;
  }

  if (text('sizes')) {
    const sizes: NonNullable<ProductRow['sizes']> = [];
    for (const entry of text('sizes').split('|').map((part) => part.trim())) {
      const match = /^(.+?):(\d{1,6})$/.exec(entry);
      const valueId = match && lookups.valueId('size', match[1]!.trim());
      if (!match) fail('sizes', `"${entry}" is not SIZE:UNITS (sizes separated by |, e.g. s:3|m:0)`);
      else if (valueId === undefined) fail('sizes', `no size ${match[1]}`);
      else if (sizes.some((size) => size.valueId === valueId)) fail('sizes', `size ${match[1]} twice`);
      else sizes.push({ valueId: valueId!, units: Number(match[2]) });
    }
    row.sizes = sizes;
  }

  for (const attribute of PRODUCT_ATTRIBUTES) {
    if (!has(attribute)) continue;
    const valueId = text(attribute) ? lookups.valueId(attribute, text(attribute)) : null;
    if (valueId === undefined) fail(attribute, `no ${attribute} ${text(attribute)}`);
    else row.attributes[attribute] = valueId;
  }

  const images = text('images') ? text('images').split('|').map((part) => part.trim()).filter(Boolean).map(imagePath) : [];
  images.forEach((path, n) => { if (path === null) fail('images', `image ${n + 1}: an absolute path or a file:// URL of a file on this machine`); });
  if (images.length > MAX_IMAGES) fail('images', `at most ${MAX_IMAGES} images`);
  if (images.length) row.images = images as string[];

  return errors.length ? { errors } : { row };
}

/**
 * The product a row makes of `current` (as the shop has it; undefined for a new product, which the
 * caller has checked gives every required column): the row's columns over the product's. A
 * crossed-out price that is not above the price it ends up beside is an error of the row's line.
 */
export function productOf(line: number, row: ProductRow, current: ProductInput | undefined, lookups: Pick<CatalogLookups, 'value'>): { product: ProductInput } | { errors: RowError[] } {
  const errors: RowError[] = [];
  const prices: ProductInput['prices'] = [];
  for (const [suffix, currency] of Object.entries(CURRENCY_COLUMNS)) {
    const now = current?.prices.find((price) => price.currency === currency);
    const price = row.prices[currency] ?? now?.price;
    if (price === undefined) continue;
    const oldPrice = currency in row.oldPrices ? row.oldPrices[currency]! : (now?.oldPrice ?? null);
    const given = currency in row.prices || currency in row.oldPrices;
    if (given && oldPrice !== null && oldPrice <= price) errors.push({ line, column: `old_price_${suffix}`, reason: 'the crossed-out price must be above the price' });
    prices.push({ currency, price, oldPrice });
  }
  if (errors.length) return { errors };
  // The attributes the row gives replace the product's values of them; the others stay.
  const kept = (current?.attributes ?? []).filter((id) => !((lookups.value(id)?.attribute ?? '') in row.attributes));
  const given = Object.values(row.attributes).filter((id): id is number => id !== null);
  const descriptions = { 'ru-ru': '', 'en-gb': '', 'ka-ge': '', ...current?.descriptions, ...row.descriptions };
  return {
    product: {
      sku: row.sku,
      urlPath: row.urlPath ?? current!.urlPath,
      categoryId: row.categoryId ?? current!.categoryId,
      kind: row.kind ?? current?.kind ?? 'item',
      names: { ...current?.names, ...row.names } as Record<LanguageCode, string>,
      descriptions,
      prices,
      sizes: row.sizes ?? [],
      attributes: [...kept, ...given],
      images: row.images ?? [],
    },
  };
}

/** An image as a row names it: an absolute path, or a file:// URL; null for anything else (an http URL, a relative path). */
function imagePath(reference: string): string | null {
  if (reference.startsWith('file://')) {
    try {
      const path = decodeURIComponent(new URL(reference).pathname);
      return isSafeText(path) ? path : null;
    } catch {
      return null;
    }
  }
  return reference.startsWith('/') && !reference.includes('\0') ? reference : null;
}
