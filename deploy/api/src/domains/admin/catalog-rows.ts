import type { CurrencyCode, LanguageCode } from '@shop/contracts';
import { isSafeText } from '../../infra/input-guard';

// The catalogue file (`pnpm ops catalog import`/`export`): one product per row, keyed by SKU.
// Pure: what a row says and what is wrong with it; catalog-import.ts compares and writes.

/** The columns, in the order export writes them. */
export const CATALOG_COLUMNS = [
  'sku', 'url_path', 'category', 'kind',
  'name_ru', 'name_en', 'name_ka', 'description_ru', 'description_en', 'description_ka',
  'price_usd', 'price_rub', 'price_gel', 'old_price_usd', 'old_price_rub', 'old_price_gel',
  'sizes', 'color', 'material', 'season', 'images',
] as const;
export type CatalogColumn = (typeof CATALOG_COLUMNS)[number];
const REQUIRED: readonly CatalogColumn[] = ['sku', 'url_path', 'category', 'name_ru', 'name_en', 'name_ka', 'price_usd', 'price_rub', 'price_gel', 'sizes'];

const LANGUAGES: Record<'ru' | 'en' | 'ka', LanguageCode> = { ru: 'ru-ru', en: 'en-gb', ka: 'ka-ge' };
const CURRENCIES: Record<'usd' | 'rub' | 'gel', CurrencyCode> = { usd: 'USD', rub: 'RUB', gel: 'GEL' };
/** Attributes a product may name one value of (the listing filters). */
export const PRODUCT_ATTRIBUTES = ['color', 'material', 'season'] as const;
export type ProductAttribute = (typeof PRODUCT_ATTRIBUTES)[number];

/** A product as a file row states it, checked. */
export interface ProductInput {
  sku: string;
  urlPath: string;
  categoryId: number;
  kind: string;
  names: Record<LanguageCode, string>;
  descriptions: Record<LanguageCode, string>;
  /** Minor units; oldPrice (the crossed-out one) above the price, or null. */
  prices: Array<{ currency: CurrencyCode; price: number; oldPrice: number | null }>;
  /** In the file's order: the size's value id and its units. */
  sizes: Array<{ valueId: number; units: number }>;
  /** Value ids of color, material and season, those given. */
  attributes: number[];
  /** Image files on this machine, absolute paths; empty: keep a product's photos (a new one gets drawn ones). */
  images: string[];
}

export interface RowError {
  /** The file's line (CSV) or the item's number from 1 (JSON). */
  line: number;
  column: string;
  reason: string;
}

/** What a row is checked against: the shop's categories and attribute values. */
export interface CatalogLookups {
  categoryId: (urlPath: string) => number | undefined;
  /** A value of the attribute by its code or English label, either case. */
  valueId: (attribute: 'size' | ProductAttribute, codeOrLabel: string) => number | undefined;
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;
const URL_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const MONEY = /^\d{1,9}(?:\.\d{1,2})?$/;
const MAX_TEXT = { name: 200, description: 5000 };
export const MAX_IMAGES = 8;

/** "45.99" → 4599: prices are written in major units with at most two decimals. */
const minorUnits = (text: string): number => Math.round(Number(text) * 100);

/**
 * A row's product, or every error it has (each with its column and a reason a person can act on).
 * `fields` maps column names to the row's text (blank: not given).
 */
export function productOfRow(line: number, fields: Partial<Record<CatalogColumn, string>>, lookups: CatalogLookups): { product: ProductInput } | { errors: RowError[] } {
  const errors: RowError[] = [];
  const fail = (column: string, reason: string) => { errors.push({ line, column, reason }); };
  const text = (column: CatalogColumn) => (fields[column] ?? '').trim();
  for (const column of REQUIRED) if (!text(column)) fail(column, 'required');

  const sku = text('sku');
  if (sku && !SKU.test(sku)) fail('sku', 'letters, digits, dots, dashes and underscores, at most 32, starting with a letter or digit');
  const urlPath = text('url_path').replace(/^\/+|\/+$/g, '');
  if (urlPath && (!URL_PATH.test(urlPath) || urlPath.length > 300)) fail('url_path', 'lower-case letters, digits and dashes, in segments separated by /, at most 300');
  const categoryId = text('category') ? lookups.categoryId(text('category').replace(/^\/+|\/+$/g, '')) : undefined;
  if (text('category') && categoryId === undefined) fail('category', `no category ${text('category')}`);
  const kind = text('kind') || 'item';
  if (kind.length > 32) fail('kind', 'at most 32 characters');

  const names = {} as Record<LanguageCode, string>;
  const descriptions = {} as Record<LanguageCode, string>;
  for (const [suffix, language] of Object.entries(LANGUAGES)) {
    names[language] = text(`name_${suffix}` as CatalogColumn);
    descriptions[language] = text(`description_${suffix}` as CatalogColumn);
    if (names[language].length > MAX_TEXT.name) fail(`name_${suffix}`, `at most ${MAX_TEXT.name} characters`);
    if (descriptions[language].length > MAX_TEXT.description) fail(`description_${suffix}`, `at most ${MAX_TEXT.description} characters`);
  }

  const prices: ProductInput['prices'] = [];
  for (const [suffix, currency] of Object.entries(CURRENCIES)) {
    const price = text(`price_${suffix}` as CatalogColumn);
    const old = text(`old_price_${suffix}` as CatalogColumn);
    if (price && (!MONEY.test(price) || minorUnits(price) === 0)) fail(`price_${suffix}`, 'an amount above 0 such as 45.99');
    if (old && !MONEY.test(old)) fail(`old_price_${suffix}`, 'an amount such as 59.99, or blank');
    else if (old && price && MONEY.test(price) && minorUnits(old) <= minorUnits(price)) fail(`old_price_${suffix}`, 'the crossed-out price must be above the price');
    if (price && MONEY.test(price)) prices.push({ currency, price: minorUnits(price), oldPrice: old && MONEY.test(old) ? minorUnits(old) : null });
  }

  const sizes: ProductInput['sizes'] = [];
  if (text('sizes')) {
    for (const entry of text('sizes').split('|').map((part) => part.trim())) {
      const match = /^(.+?):(\d{1,6})$/.exec(entry);
      const valueId = match && lookups.valueId('size', match[1]!.trim());
      if (!match) fail('sizes', `"${entry}" is not SIZE:UNITS (sizes separated by |, e.g. s:3|m:0)`);
      else if (valueId === undefined) fail('sizes', `no size ${match[1]}`);
      else if (sizes.some((size) => size.valueId === valueId)) fail('sizes', `size ${match[1]} twice`);
      else sizes.push({ valueId: valueId!, units: Number(match[2]) });
    }
  }

  const attributes: number[] = [];
  for (const attribute of PRODUCT_ATTRIBUTES) {
    if (!text(attribute)) continue;
    const valueId = lookups.valueId(attribute, text(attribute));
    if (valueId === undefined) fail(attribute, `no ${attribute} ${text(attribute)}`);
    else attributes.push(valueId);
  }

  const images = text('images') ? text('images').split('|').map((part) => part.trim()).filter(Boolean).map(imagePath) : [];
  images.forEach((path, n) => { if (path === null) fail('images', `image ${n + 1}: an absolute path or a file:// URL of a file on this machine`); });
  if (images.length > MAX_IMAGES) fail('images', `at most ${MAX_IMAGES} images`);

  if (errors.length) return { errors };
  return { product: { sku, urlPath, categoryId: categoryId!, kind, names, descriptions, prices, sizes, attributes, images: images as string[] } };
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
