import type { LanguageCode } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Orm } from '../../db/client';
import { insertRowsStatement } from '../../db/insert-rows';
import { stockStatusFor } from '../order/stock';
import { PRODUCT_ATTRIBUTES, type CatalogColumn, type ProductInput } from './catalog-rows';

// A catalogue import's writing (catalog-import.ts plans it, catalog-job.ts runs these a chunk at a
// time, in one transaction): the statements that create products and, of those it updates, write
// the parts whose columns change, so a file of prices rewrites prices and nothing else.

/**
 * A file row as the plan has it: what it does, the product whole, its id (a new product's given by
 * productIds first), its photos
 * (content names), an updated product's category before (its old category's chain leaves with it)
 * and the columns it changes.
 */
export interface Written {
  action: 'create' | 'update';
  product: ProductInput;
  id: number | undefined;
  sources: string[];
  categoryBefore: number | undefined;
  changes: ReadonlyArray<{ column: CatalogColumn }>;
}

/** Which part of a product a column is written in. */
const PARTS = {
  place: (column: CatalogColumn) => column === 'url_path' || column === 'category' || column === 'kind',
  texts: (column: CatalogColumn) => column.startsWith('name_') || column.startsWith('description_'),
  prices: (column: CatalogColumn) => column.startsWith('price_') || column.startsWith('old_price_'),
  attributes: (column: CatalogColumn) => (PRODUCT_ATTRIBUTES as readonly string[]).includes(column),
  sizes: (column: CatalogColumn) => column === 'sizes',
  images: (column: CatalogColumn) => column === 'images',
};

/** JSON of the ids, for `IN (SELECT … jsonb_array_elements_text(…))`. */
const idList = (rows: Written[]) => JSON.stringify(rows.map((row) => row.id));

/** Ids for new products, from the products' sequence: the statements that write them name them before they run. */
export async function productIds(orm: Pick<Orm, 'execute'>, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = rowsOf<{ id: number }>(await orm.execute(sql`SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id FROM generate_series(1, ${count})`));
  return rows.map((row) => Number(row.id));
}

/** The statements that write the created and updated products (every one with its id), in batches of SQL over JSON as the seed writes them. */
export function productStatements(rows: Written[], categoryPath: Map<number, number[]>): SQL[] {
  const statements: Array<SQL | undefined> = [];
  const created = rows.filter((row) => row.action === 'create');
  /** The updated rows that change a part, and the created ones, which have every part. */
  const writing = (part: keyof typeof PARTS) => ({
    updated: rows.filter((row) => row.action === 'update' && row.changes.some((change) => PARTS[part](change.column))),
    all: rows.filter((row) => row.action === 'create' || row.changes.some((change) => PARTS[part](change.column))),
  });
  if (created.length) {
    statements.push(insertRowsStatement('products', { id: 'int', sku: 'varchar', url_path: 'varchar', category_id: 'int', kind: 'varchar' },
      created.map(({ product, id }) => ({ id, sku: product.sku, url_path: product.urlPath, category_id: product.categoryId, kind: product.kind }))));
    statements.push(insertRowsStatement('url_rewrites', { path: 'varchar', type: 'varchar', url_path: 'varchar', entity_id: 'int' },
      created.map(({ product, id }) => ({ path: product.urlPath, type: 'product', url_path: product.urlPath, entity_id: id }))));
  }

  // A back-office edit begun before the import is refused, not laid over it (two staff, one record).
  const updated = rows.filter((row) => row.action === 'update');
  if (updated.length) statements.push(sql`UPDATE products SET version = version + 1 WHERE id IN (SELECT value::int FROM jsonb_array_elements_text(${idList(updated)}::jsonb))`);

  const place = writing('place');
  if (place.updated.length) {
    const changes = JSON.stringify(place.updated.map(({ product, id }) => ({ id, url_path: product.urlPath, category_id: product.categoryId, kind: product.kind })));
    // A product's old path keeps leading to it: its rewrite now names the new path, which gets its own.
    statements.push(sql`
      UPDATE url_rewrites r SET url_path = x.url_path FROM json_to_recordset(${changes}::json) AS x(id int, url_path varchar, category_id int, kind varchar)
      WHERE r.type = 'product' AND r.entity_id = x.id AND r.url_path <> x.url_path`);
    statements.push(sql`
      INSERT INTO url_rewrites (path, type, url_path, entity_id)
      SELECT x.url_path, 'product', x.url_path, x.id FROM json_to_recordset(${changes}::json) AS x(id int, url_path varchar, category_id int, kind varchar)
      ON CONFLICT (path) DO NOTHING`);
    // The old category's chain leaves with it; other listings (collections) stay.
    const moved = place.updated.filter((row) => row.categoryBefore !== undefined && row.categoryBefore !== row.product.categoryId);
    if (moved.length) {
      statements.push(sql`
        DELETE FROM product_categories pc USING categories c, json_to_recordset(${JSON.stringify(moved.map((row) => ({ id: row.id, before: row.categoryBefore })))}::json) AS x(id int, before int)
        WHERE c.id = x.before AND pc.product_id = x.id AND pc.category_id IN (SELECT unnest(string_to_array(c.path, '/'))::int)`);
    }
    statements.push(sql`
      UPDATE products p SET url_path = x.url_path, category_id = x.category_id, kind = x.kind
      FROM json_to_recordset(${changes}::json) AS x(id int, url_path varchar, category_id int, kind varchar)
      WHERE p.id = x.id AND (p.url_path, p.category_id, p.kind) IS DISTINCT FROM (x.url_path, x.category_id, x.kind)`);
  }
  if (place.all.length) {
    statements.push(sql`
      INSERT INTO product_categories (category_id, product_id, position)
      SELECT x.category_id, x.product_id, x.product_id FROM json_to_recordset(${JSON.stringify(place.all.flatMap(({ product, id }) =>
        (categoryPath.get(product.categoryId) ?? [product.categoryId]).map((categoryId) => ({ category_id: categoryId, product_id: id }))))}::json) AS x(category_id int, product_id int)
      ON CONFLICT DO NOTHING`);
  }

  // Names and descriptions, prices, filter values: an updated product's are replaced whole by the merged ones.
  const texts = writing('texts');
  if (texts.updated.length) statements.push(sql`DELETE FROM product_translations WHERE product_id IN (SELECT value::int FROM jsonb_array_elements_text(${idList(texts.updated)}::jsonb))`);
  statements.push(insertRowsStatement('product_translations', { product_id: 'int', language: 'varchar', name: 'text', description: 'text' },
    texts.all.flatMap(({ product, id }) => (Object.keys(product.names) as LanguageCode[]).map((language) => ({
      product_id: id, language, name: product.names[language], description: product.descriptions[language],
    })))));
  const prices = writing('prices');
  if (prices.updated.length) statements.push(sql`DELETE FROM product_prices WHERE product_id IN (SELECT value::int FROM jsonb_array_elements_text(${idList(prices.updated)}::jsonb))`);
  statements.push(insertRowsStatement('product_prices', { product_id: 'int', currency: 'varchar', price: 'int', old_price: 'int' },
    prices.all.flatMap(({ product, id }) => product.prices.map((price) => ({ product_id: id, currency: price.currency, price: price.price, old_price: price.oldPrice })))));
  const attributes = writing('attributes');
  if (attributes.updated.length) {
    statements.push(sql`
      DELETE FROM product_attribute_values a USING attribute_values v
      WHERE a.value_id = v.id AND v.attribute_code IN ('color', 'material', 'season') AND a.product_id IN (SELECT value::int FROM jsonb_array_elements_text(${idList(attributes.updated)}::jsonb))`);
  }
  statements.push(insertRowsStatement('product_attribute_values', { product_id: 'int', value_id: 'int' },
    attributes.all.flatMap(({ product, id }) => product.attributes.map((valueId) => ({ product_id: id, value_id: valueId })))));

  // Sizes: the listed ones set (a new one after the others); unlisted ones are kept as they are.
  const sizes = writing('sizes');
  if (sizes.all.length) {
    statements.push(sql`
      INSERT INTO product_options (product_id, value_id, position, stock_status, stock_quantity)
      SELECT x.product_id, x.value_id, x.position, ${stockStatusFor(sql`x.units`, sql`'outOfStock'`)}, x.units
      FROM json_to_recordset(${JSON.stringify(sizes.all.flatMap(({ product, id }) => product.sizes.map((size, position) => ({
        product_id: id, value_id: size.valueId, position, units: size.units,
      }))))}::json) AS x(product_id int, value_id int, position int, units int)
      ON CONFLICT (product_id, value_id) DO UPDATE SET stock_quantity = excluded.stock_quantity,
        stock_status = ${stockStatusFor(sql`excluded.stock_quantity`, sql`product_options.stock_status`)}
      WHERE product_options.stock_quantity <> excluded.stock_quantity`);
  }

  // Photos: the given files in order; a new product without any gets two drawn ones.
  const images = writing('images');
  if (images.updated.length) statements.push(sql`DELETE FROM product_images WHERE product_id IN (SELECT value::int FROM jsonb_array_elements_text(${idList(images.updated)}::jsonb))`);
  statements.push(insertRowsStatement('product_images', { product_id: 'int', position: 'int', source: 'varchar' },
    images.all.flatMap(({ action, id, sources }): Array<{ product_id: number | undefined; position: number; source: string | null }> => (sources.length
      ? sources.map((source, position) => ({ product_id: id, position, source }))
      : action === 'create' ? [0, 1].map((position) => ({ product_id: id, position, source: null })) : []))));
  return statements.filter((statement): statement is SQL => statement !== undefined);
}

/**
 * Writes rows in the caller's transaction, statement by statement: one product made or edited in
 * the back office (a new one's id drawn first). An import runs the same statements a chunk at a time (catalog-job.ts).
 */
export async function writeProducts(tx: Pick<Orm, 'execute'>, rows: Written[], categoryPath: Map<number, number[]>): Promise<void> {
  const unnamed = rows.filter((row) => row.id === undefined);
  (await productIds(tx, unnamed.length)).forEach((id, i) => { unnamed[i]!.id = id; });
  for (const statement of productStatements(rows, categoryPath)) await tx.execute(statement);
}
