import type { CurrencyCode, LanguageCode, StockStatus } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';


export interface ProductRow {
  id: number;
  sku: string;
  url_path: string;
  name: string;
  description: string;
  price: number;
  old_price: number | null;
  category_path: string;
  category_id: number;
  meta_title: string;
  meta_description: string;
  review_count: number;
  review_score_sum: number;
}

/** A product by url_path with its price in `currency`; undefined when unknown or not sold in it. */
export async function findProduct(db: Db, language: LanguageCode, currency: CurrencyCode, urlPath: string): Promise<ProductRow | undefined> {
  const [row] = rowsOf<ProductRow>(await db.orm.execute(sql`
    SELECT p.id, p.sku, p.url_path, t.name, t.description, pr.price, pr.old_price, c.path AS category_path, c.id AS category_id,
      ct.meta_title, ct.meta_description, p.review_count, p.review_score_sum
    FROM products p
    JOIN product_translations t ON t.product_id = p.id AND t.language = ${language}
    JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = ${currency}
    JOIN categories c ON c.id = p.category_id
    JOIN category_translations ct ON ct.category_id = c.id AND ct.language = ${language}
    WHERE p.url_path = ${urlPath}`));
  return row;
}

/** `stock` is one of the statuses: a CHECK constraint keeps the column to them. */
export interface SizeRow { option_value_id: number; code: string; label: string; stock: StockStatus }

export async function productSizes(db: Db, language: LanguageCode, productId: number): Promise<SizeRow[]> {
  return rowsOf<SizeRow>(await db.orm.execute(sql`
    SELECT o.id AS option_value_id, v.code, vt.label, o.stock_status AS stock
    FROM product_options o
    JOIN attribute_values v ON v.id = o.value_id
    JOIN attribute_value_translations vt ON vt.value_id = v.id AND vt.language = ${language}
    WHERE o.product_id = ${productId}
    ORDER BY o.position, o.id`));
}

export async function productImageIds(db: Db, productId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(await db.orm.execute(sql`SELECT id FROM product_images WHERE product_id = ${productId} ORDER BY position`));
  return rows.map((row) => Number(row.id));
}

export interface SpecRow { name: string; label: string; value: string }

/** The product's attribute values (colour, material, season), in the filters' order. */
export async function productSpecs(db: Db, language: LanguageCode, productId: number): Promise<SpecRow[]> {
  return rowsOf<SpecRow>(await db.orm.execute(sql`
    SELECT a.code AS name, at.label, vt.label AS value
    FROM product_attribute_values pav
    JOIN attribute_values v ON v.id = pav.value_id
    JOIN attributes a ON a.code = v.attribute_code
    JOIN attribute_translations at ON at.attribute_code = a.code AND at.language = ${language}
    JOIN attribute_value_translations vt ON vt.value_id = v.id AND vt.language = ${language}
    WHERE pav.product_id = ${productId}
    ORDER BY a.position, v.position`));
}

export async function productExists(db: Db, productId: number): Promise<boolean> {
  return rowsOf(await db.orm.execute(sql`SELECT 1 FROM products WHERE id = ${productId}`)).length > 0;
}
