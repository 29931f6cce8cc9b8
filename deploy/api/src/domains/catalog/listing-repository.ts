import type { Breadcrumb, CatalogSort, CurrencyCode, LanguageCode } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SORT_ORDER, type AttributeValue, type Selection } from './listing-rules';

/** `execute` answers `{ rows }` on both drivers. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const list = (ids: readonly number[]): SQL => sql.join(ids.map((id) => sql`${id}`), sql`, `);

export interface CategoryRow { id: number; url_path: string; path: string; name: string; meta_title: string; meta_description: string }

export async function findCategory(db: Db, language: LanguageCode, urlPath: string): Promise<CategoryRow | undefined> {
  const [row] = rowsOf<CategoryRow>(await db.orm.execute(sql`
    SELECT c.id, c.url_path, c.path, t.name, t.meta_title, t.meta_description
    FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.language = ${language}
    WHERE c.url_path = ${urlPath}`));
  return row;
}

/** The categories of a path ('1/5/23'), top first. */
export async function breadcrumbsOf(db: Db, language: LanguageCode, path: string): Promise<Breadcrumb[]> {
  const ids = path.split('/').map(Number);
  const rows = rowsOf<Breadcrumb & { id: number }>(await db.orm.execute(sql`
    SELECT c.id, t.name, c.url_path
    FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.language = ${language}
    WHERE c.id IN (${list(ids)})`));
  return ids.flatMap((id) => rows.filter((row) => row.id === id).map(({ name, url_path }) => ({ name, url_path })));
}

export interface AttributeValueRow extends AttributeValue { attribute_label: string; label: string; swatch: string | null }

/** Every filter value with its labels, filters in their order, values in theirs. */
export async function listAttributeValues(db: Db, language: LanguageCode): Promise<AttributeValueRow[]> {
  return rowsOf<AttributeValueRow>(await db.orm.execute(sql`
    SELECT v.id, v.attribute_code AS attribute, v.code, at.label AS attribute_label, vt.label, v.swatch
    FROM attribute_values v
    JOIN attributes a ON a.code = v.attribute_code
    JOIN attribute_translations at ON at.attribute_code = a.code AND at.language = ${language}
    JOIN attribute_value_translations vt ON vt.value_id = v.id AND vt.language = ${language}
    ORDER BY a.position, v.position, v.id`));
}

/**
 * A product's filter values: its attributes, and the sizes it can still be bought in (a sold-out
 * size is no reason to show a product under that size). Both halves are read by product id.
 */
const FILTER_VALUES = sql.raw(`(
  SELECT product_id, value_id FROM product_attribute_values
  UNION ALL SELECT product_id, value_id FROM product_options WHERE stock_status <> 'outOfStock'
)`);

export interface ListingQuery {
  categoryId: number;
  currency: CurrencyCode;
  selection: Selection;
  /** Every value id of each selected filter, to know which filter a counted value belongs to. */
  valuesOf: (attribute: string) => number[];
  sort: CatalogSort;
  limit: number;
  offset: number;
}

export interface ListingResult {
  total: number;
  ids: number[];
  /** value id → products shown if it were checked too (the other filters applied, not its own). */
  counts: Map<number, number>;
  /** Lowest and highest price with every filter but the price applied; null when nothing matches. */
  priceRange: { min: number; max: number } | null;
}

/**
 * One statement: the category's products in the shop currency, a flag per selected filter, then
 * the page, the total, each value's count and the price range, each from those flags.
 */
export async function queryListing(db: Db, q: ListingQuery): Promise<ListingResult> {
  const { values, price } = q.selection;
  const flags = values.map((selected, i) =>
    sql`EXISTS (SELECT 1 FROM ${FILTER_VALUES} f WHERE f.product_id = b.id AND f.value_id IN (${list(selected.valueIds)})) AS ${sql.raw(`m${i}`)}`);
  const priceFlag = price ? sql`b.price BETWEEN ${price.from ?? 0} AND ${price.to ?? 2_147_483_647} AS m_price` : sql`true AS m_price`;
  const flagNames = values.map((_, i) => `m${i}`);
  const allBut = (skip?: string): SQL => sql.raw(['m_price', ...flagNames].filter((name) => name !== skip).join(' AND ') || 'true');
  // A value counts the products the other filters select: its own filter is replaced by it.
  const countCondition = values.length === 0
    ? allBut('m_price')
    : sql.join([
      sql`CASE`,
      ...values.map((selected, i) => sql`WHEN f.value_id IN (${list(q.valuesOf(selected.attribute))}) THEN ${allBut(`m${i}`)}`),
      sql`ELSE ${allBut()} END`,
    ], sql` `);
  const order = sql.raw(SORT_ORDER[q.sort]);

  const [row] = rowsOf<{ total: number; ids: number[]; counts: Array<[number, number]>; price_range: [number | null, number | null] }>(await db.orm.execute(sql`
    WITH base AS MATERIALIZED (
      SELECT p.id, p.popularity, p.created_at, pr.price
      FROM product_categories pc
      JOIN products p ON p.id = pc.product_id
      JOIN product_prices pr ON pr.product_id = pc.product_id AND pr.currency = ${q.currency}
      WHERE pc.category_id = ${q.categoryId}
    ), matched AS MATERIALIZED (
      SELECT b.*, ${sql.join([...flags, priceFlag], sql`, `)} FROM base b
    )
    SELECT
      (SELECT count(*) FROM matched WHERE ${allBut()})::int AS total,
      (SELECT coalesce(json_agg(page.id ORDER BY page.n), '[]')
        FROM (SELECT id, row_number() OVER (ORDER BY ${order}) AS n FROM matched WHERE ${allBut()} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset}) page) AS ids,
      (SELECT coalesce(json_agg(json_build_array(c.value_id, c.n)), '[]')
        FROM (SELECT f.value_id, count(*) FILTER (WHERE ${countCondition}) AS n FROM matched m JOIN ${FILTER_VALUES} f ON f.product_id = m.id GROUP BY f.value_id) c) AS counts,
      (SELECT json_build_array(min(price), max(price)) FROM matched WHERE ${allBut('m_price')}) AS price_range`));
  const [min, max] = row!.price_range;
  return {
    total: Number(row!.total),
    ids: row!.ids.map(Number),
    counts: new Map(row!.counts.map(([id, n]) => [Number(id), Number(n)])),
    priceRange: min === null || max === null ? null : { min: Number(min), max: Number(max) },
  };
}
