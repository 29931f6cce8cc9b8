import type { CurrencyCode, LanguageCode, ProductSize, ProductSpec, StockStatus } from '@shop/contracts';
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
  review_count: number;
  review_score_sum: number;
  /** In their order; `stock` is one of the statuses (a CHECK constraint keeps the column to them). */
  sizes: ProductSize[];
  /** Photos in their order. */
  /** The photos in their order, with the alt text staff wrote in the language (null: none). */
  images: Array<{ id: number; alt: string | null }>;
  /** Its stories in their order, each titled in the page's language. */
  stories: Array<{ id: number; image_id: number; title: string }>;
  /** The product's attribute values (colour, material, season), in the filters' order. */
  specs: ProductSpec[];
}

/**
 * A product by url_path with its price in `currency`, its sizes, photos, stories and specs, in one statement
 * (with PGlite every statement waits its turn in one queue); undefined when unknown or not sold in it.
 */
export async function findProduct(db: Db, language: LanguageCode, currency: CurrencyCode, urlPath: string): Promise<ProductRow | undefined> {
  const [row] = rowsOf<ProductRow>(await db.orm.execute(sql`
    SELECT p.id, p.sku, p.url_path, t.name, t.description, pr.price, pr.old_price, c.path AS category_path, c.id AS category_id,
      ct.meta_title, p.review_count, p.review_score_sum,
      (SELECT coalesce(json_agg(json_build_object('option_value_id', o.id, 'code', v.code, 'label', vt.label, 'stock', o.stock_status) ORDER BY o.position, o.id), '[]')
        FROM product_options o
        JOIN attribute_values v ON v.id = o.value_id
        JOIN attribute_value_translations vt ON vt.value_id = v.id AND vt.language = ${language}
        WHERE o.product_id = p.id) AS sizes,
      (SELECT coalesce(json_agg(json_build_object('id', i.id, 'alt', i.alts->>${language}) ORDER BY i.position), '[]') FROM product_images i WHERE i.product_id = p.id) AS images,
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'image_id', s.image_id, 'title', s.titles->>${language}) ORDER BY s.position), '[]')
        FROM product_stories s WHERE s.product_id = p.id) AS stories,
      (SELECT coalesce(json_agg(json_build_object('name', a.code, 'label', at.label, 'value', vt.label) ORDER BY a.position, v.position), '[]')
        FROM product_attribute_values pav
        JOIN attribute_values v ON v.id = pav.value_id
        JOIN attributes a ON a.code = v.attribute_code
        JOIN attribute_translations at ON at.attribute_code = a.code AND at.language = ${language}
        JOIN attribute_value_translations vt ON vt.value_id = v.id AND vt.language = ${language}
        WHERE pav.product_id = p.id) AS specs
    FROM products p
    JOIN product_translations t ON t.product_id = p.id AND t.language = ${language}
    JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = ${currency}
    JOIN categories c ON c.id = p.category_id
    JOIN category_translations ct ON ct.category_id = c.id AND ct.language = ${language}
    WHERE p.url_path = ${urlPath} AND p.status = 'published'`));
  return row;
}

export async function productExists(db: Db, productId: number): Promise<boolean> {
  return rowsOf(await db.orm.execute(sql`SELECT 1 FROM products WHERE id = ${productId}`)).length > 0;
}

/** The sizes of each product, in their order, labelled in `language` (the cart's lines change size in place). */
export async function productSizes(db: Db, language: LanguageCode, productIds: readonly number[]): Promise<Map<number, ProductSize[]>> {
  const bySize = new Map<number, ProductSize[]>();
  if (productIds.length === 0) return bySize;
  const rows = rowsOf<ProductSize & { product_id: number }>(await db.orm.execute(sql`
    SELECT o.product_id, o.id AS option_value_id, v.code, vt.label,
      -- A product taken off the shop cannot be bought: a cart that holds it shows it sold out.
      CASE WHEN p.status = 'published' THEN o.stock_status ELSE 'outOfStock' END AS stock
    FROM product_options o
    JOIN products p ON p.id = o.product_id
    JOIN attribute_values v ON v.id = o.value_id
    JOIN attribute_value_translations vt ON vt.value_id = v.id AND vt.language = ${language}
    WHERE o.product_id IN (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})
    ORDER BY o.product_id, o.position, o.id`));
  for (const { product_id: productId, ...size } of rows) {
    const id = Number(productId);
    bySize.set(id, [...(bySize.get(id) ?? []), { ...size, option_value_id: Number(size.option_value_id) }]);
  }
  return bySize;
}

export interface OptionRow { product_id: number; sku: string; name: string; size: string; stock: StockStatus }

/**
 * The size `optionId` of product `productId` (with the names a manager's note shows), for the cart
 * and the product requests; undefined when they do not belong together.
 */
export async function findOption(db: Db, productId: number, optionId: number): Promise<OptionRow | undefined> {
  const result = await db.orm.execute(sql`
    SELECT p.id AS product_id, p.sku, t.name, vt.label AS size, o.stock_status AS stock
    FROM product_options o
    JOIN products p ON p.id = o.product_id
    JOIN product_translations t ON t.product_id = p.id AND t.language = 'ru-ru'
    JOIN attribute_value_translations vt ON vt.value_id = o.value_id AND vt.language = 'ru-ru'
    WHERE o.id = ${optionId} AND o.product_id = ${productId} AND p.status = 'published'`);
  return rowsOf<OptionRow>(result)[0];
}

