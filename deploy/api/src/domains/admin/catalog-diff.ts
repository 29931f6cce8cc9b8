import { CATALOG_IMPORT_VALUE_CHARS, type CatalogFieldChange, type CatalogRowChange, type CurrencyCode, type LanguageCode } from '@shop/contracts';
import { CURRENCY_COLUMNS, LANGUAGE_COLUMNS, type CatalogColumn, type CatalogLookups, type ProductInput, type ProductRow } from './catalog-rows';

// What a row changes, in the file's own words (the export's: "189.00", "s:3|m:5", a category's
// path, a colour's code), so a dry run shows it as the file has it and the audit log keeps it so.
// Pure: the import's plan hands in the product before and after the row.

/** A product as its photos are too: the content names of its imported files, in order. */
export interface Pictured { product: ProductInput; sources: readonly string[] }

/** A column's value, changed: `before` is null for a new product. */
export interface ColumnChange { column: CatalogColumn; before: string | null; after: string }

const money = (minor: number | null | undefined): string => (minor === null || minor === undefined ? '' : (minor / 100).toFixed(2));

/** One column of a product as the file writes it. `listed`: the sizes a row lists (their units only; a product's others are kept). */
function columnText(column: CatalogColumn, { product, sources }: Pictured, listed: ReadonlyArray<number>, lookups: Pick<CatalogLookups, 'categoryUrl' | 'value'>): string {
  const suffix = column.slice(column.lastIndexOf('_') + 1);
  const language = LANGUAGE_COLUMNS[suffix as keyof typeof LANGUAGE_COLUMNS] as LanguageCode | undefined;
  const currency = CURRENCY_COLUMNS[suffix as keyof typeof CURRENCY_COLUMNS] as CurrencyCode | undefined;
  const price = product.prices.find((entry) => entry.currency === currency);
  switch (column) {
    case 'sku': return product.sku;
    case 'url_path': return product.urlPath;
    case 'category': return lookups.categoryUrl(product.categoryId);
    case 'kind': return product.kind;
    case 'sizes': {
      const units = new Map(product.sizes.map((size) => [size.valueId, size.units]));
      return listed.filter((id) => units.has(id)).map((id) => `${lookups.value(id)?.code ?? id}:${units.get(id)}`).join('|');
    }
    case 'color': case 'material': case 'season':
      return product.attributes.map((id) => lookups.value(id)).find((value) => value?.attribute === column)?.code ?? '';
    case 'images': return sources.join('|');
    default:
      if (column.startsWith('name_')) return product.names[language!] ?? '';
      if (column.startsWith('description_')) return product.descriptions[language!] ?? '';
      return money(column.startsWith('old_price_') ? price?.oldPrice : price?.price);
  }
}

/**
 * The columns a row changes: of a new product (`before` undefined) every column it gives that is
 * not blank; of one the shop has, those it gives whose value differs. None: the row is unchanged.
 */
export function columnChanges(row: ProductRow, before: Pictured | undefined, after: Pictured, lookups: Pick<CatalogLookups, 'categoryUrl' | 'value'>): ColumnChange[] {
  const listed = (row.sizes ?? []).map((size) => size.valueId);
  const changes: ColumnChange[] = [];
  for (const column of row.columns) {
    // Photos not given keep the product's: nothing to compare.
    if (column === 'images' && !row.images) continue;
    const next = columnText(column, after, listed, lookups);
    const now = before ? columnText(column, before, listed, lookups) : null;
    if (now === null ? next !== '' : now !== next) changes.push({ column, before: now, after: next });
  }
  return changes;
}

/** A value cut for a reply, marked where it was cut. */
export const shortened = (text: string): string =>
  (text.length <= CATALOG_IMPORT_VALUE_CHARS ? text : `${text.slice(0, CATALOG_IMPORT_VALUE_CHARS - 1)}…`);

/** A row's change as a dry run shows it. */
export const rowChange = (line: number, sku: string, action: 'create' | 'update', changes: readonly ColumnChange[]): CatalogRowChange => ({
  line, sku, action,
  fields: changes.map((change): CatalogFieldChange => ({ column: change.column, before: change.before === null ? null : shortened(change.before), after: shortened(change.after) })),
});

/** A product's audit row: the columns before and after, whole (a new product: before is null). */
export function auditValues(changes: readonly ColumnChange[], created: boolean): { before: Record<string, string> | null; after: Record<string, string> } {
  return {
    before: created ? null : Object.fromEntries(changes.map((change) => [change.column, change.before ?? ''])),
    after: Object.fromEntries(changes.map((change) => [change.column, change.after])),
  };
}
