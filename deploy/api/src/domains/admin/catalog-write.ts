import type { LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { insertRows } from '../../db/insert-rows';
import { stockStatusFor } from '../order/stock';
import type { ProductInput } from './catalog-rows';

// A catalogue import's writing (catalog-import.ts plans it, catalog-job.ts calls this a chunk at a
// time): the products it creates and updates.

/** A file row as the plan has it: what it does, the product whole, its id once it has one, its photos (content names). */
export interface Written { action: 'create' | 'update'; product: ProductInput; id: number | undefined; sources: string[] }

/** Writes the created and updated products, in batches of SQL over JSON (as the seed writes them); a created one's `id` is set. */
export async function writeProducts(tx: Tx, rows: Written[], categoryPath: Map<number, number[]>): Promise<void> {
  const created = rows.filter((row) => row.action === 'create');
  if (created.length) {
    const ids = rowsOf<{ id: number; sku: string }>(await tx.execute(sql`
      INSERT INTO products (sku, url_path, category_id, kind)
      SELECT sku, url_path, category_id, kind FROM json_to_recordset(${JSON.stringify(created.map(({ product }) => ({
        sku: product.sku, url_path: product.urlPath, category_id: product.categoryId, kind: product.kind,
      })))}::json) AS x(sku varchar, url_path varchar, category_id int, kind varchar)
      RETURNING id, sku`));
    const idOf = new Map(ids.map((row) => [row.sku, Number(row.id)]));
    for (const row of created) row.id = idOf.get(row.product.sku);
    await insertRows(tx, 'url_rewrites', { path: 'varchar', type: 'varchar', url_path: 'varchar', entity_id: 'int' },
      created.map(({ product, id }) => ({ path: product.urlPath, type: 'product', url_path: product.urlPath, entity_id: id })));
  }
  const updated = rows.filter((row) => row.action === 'update');
  if (updated.length) {
    const changes = JSON.stringify(updated.map(({ product, id }) => ({ id, url_path: product.urlPath, category_id: product.categoryId, kind: product.kind })));
    // A product's old path keeps leading to it: its rewrite now names the new path, which gets its own.
    await tx.execute(sql`
      UPDATE url_rewrites r SET url_path = x.url_path FROM json_to_recordset(${changes}::json) AS x(id int, url_path varchar, category_id int, kind varchar)
      WHERE r.type = 'product' AND r.entity_id = x.id AND r.url_path <> x.url_path`);
    await tx.execute(sql`
      INSERT INTO url_rewrites (path, type, url_path, entity_id)
      SELECT x.url_path, 'product', x.url_path, x.id FROM json_to_recordset(${changes}::json) AS x(id int, url_path varchar, category_id int, kind varchar)
      ON CONFLICT (path) DO NOTHING`);
    // The old category's chain leaves with it; other listings (collections) stay.
    await tx.execute(sql`
      DELETE FROM product_categories pc USING products p, categories c, json_to_recordset(${changes}::json) AS x(id int, url_path varchar, category_id int, kind varchar)
      WHERE p.id = x.id AND p.category_id <> x.category_id AND pc.product_id = p.id AND c.id = p.category_id
        AND pc.category_id IN (SELECT unnest(string_to_array(c.path, '/'))::int)`);
    await tx.execute(sql`
      UPDATE products p SET url_path = x.url_path, category_id = x.category_id, kind = x.kind
      FROM json_to_recordset(${changes}::json) AS x(id int, url_path varchar, category_id int, kind varchar)
      WHERE p.id = x.id AND (p.url_path, p.category_id, p.kind) IS DISTINCT FROM (x.url_path, x.category_id, x.kind)`);
    const ids = JSON.stringify(updated.map((row) => row.id));
    await tx.execute(sql`DELETE FROM product_translations WHERE product_id IN (SELECT value::int FROM jsonb_array_elements_text(${ids}::jsonb))`);
    await tx.execute(sql`DELETE FROM product_prices WHERE product_id IN (SELECT value::int FROM jsonb_array_elements_text(${ids}::jsonb))`);
    await tx.execute(sql`
      DELETE FROM product_attribute_values a USING attribute_values v
      WHERE a.value_id = v.id AND v.attribute_code IN ('color', 'material', 'season') AND a.product_id IN (SELECT value::int FROM jsonb_array_elements_text(${ids}::jsonb))`);
    const replacing = JSON.stringify(updated.filter((row) => row.sources.length).map((row) => row.id));
    await tx.execute(sql`DELETE FROM product_images WHERE product_id IN (SELECT value::int FROM jsonb_array_elements_text(${replacing}::jsonb))`);
  }

  await insertRows(tx, 'product_translations', { product_id: 'int', language: 'varchar', name: 'text', description: 'text' },
    rows.flatMap(({ product, id }) => (Object.keys(product.names) as LanguageCode[]).map((language) => ({
      product_id: id, language, name: product.names[language], description: product.descriptions[language],
    }))));
  await insertRows(tx, 'product_prices', { product_id: 'int', currency: 'varchar', price: 'int', old_price: 'int' },
    rows.flatMap(({ product, id }) => product.prices.map((price) => ({ product_id: id, currency: price.currency, price: price.price, old_price: price.oldPrice }))));
  await insertRows(tx, 'product_attribute_values', { product_id: 'int', value_id: 'int' },
    rows.flatMap(({ product, id }) => product.attributes.map((valueId) => ({ product_id: id, value_id: valueId }))));
  await tx.execute(sql`
    INSERT INTO product_categories (category_id, product_id, position)
    SELECT x.category_id, x.product_id, x.product_id FROM json_to_recordset(${JSON.stringify(rows.flatMap(({ product, id }) =>
      (categoryPath.get(product.categoryId) ?? [product.categoryId]).map((categoryId) => ({ category_id: categoryId, product_id: id }))))}::json) AS x(category_id int, product_id int)
    ON CONFLICT DO NOTHING`);
  // Sizes: the listed ones set (a new one after the others); unlisted ones are kept as they are.
  await tx.execute(sql`
    INSERT INTO product_options (product_id, value_id, position, stock_status, stock_quantity)
    SELECT x.product_id, x.value_id, x.position, ${stockStatusFor(sql`x.units`, sql`'outOfStock'`)}, x.units
    FROM json_to_recordset(${JSON.stringify(rows.flatMap(({ product, id }) => product.sizes.map((size, position) => ({
      product_id: id, value_id: size.valueId, position, units: size.units,
    }))))}::json) AS x(product_id int, value_id int, position int, units int)
    ON CONFLICT (product_id, value_id) DO UPDATE SET stock_quantity = excluded.stock_quantity,
      stock_status = ${stockStatusFor(sql`excluded.stock_quantity`, sql`product_options.stock_status`)}
    WHERE product_options.stock_quantity <> excluded.stock_quantity`);
  // Photos: the given files in order; a new product without any gets two drawn ones.
  await insertRows(tx, 'product_images', { product_id: 'int', position: 'int', source: 'varchar' },
    rows.flatMap(({ action, id, sources }): Array<{ product_id: number | undefined; position: number; source: string | null }> => (sources.length
      ? sources.map((source, position) => ({ product_id: id, position, source }))
      : action === 'create' ? [0, 1].map((position) => ({ product_id: id, position, source: null })) : [])));
}
