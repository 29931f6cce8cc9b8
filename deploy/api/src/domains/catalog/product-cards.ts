import type { CurrencyCode, LanguageCode, ProductCard } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { productImageUrl } from '../media/product-image';
import { bestStock } from './listing-rules';

interface CardRow {
  id: number;
  sku: string;
  url_path: string;
  name: string;
  price: number;
  old_price: number | null;
  image_id: number | null;
  stock: string[];
}

/**
 * The cards of these products in this order (spec §3 grid items), read from the database now: for
 * a cart, whose totals are money and must not lag a price change by a rebuild of the listing index.
 * The grids shoppers browse (category, search, recommendations) take the index's cards instead
 * (product-card-store.ts). A product without a price in the currency is left out.
 */
export async function productCards(
  db: Db,
  { language, currency }: { language: LanguageCode; currency: CurrencyCode },
  ids: readonly number[],
  page = 1,
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const result = await db.orm.execute(sql`
    SELECT p.id, p.sku, p.url_path, t.name, pr.price, pr.old_price,
      (SELECT i.id FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_id,
      (SELECT coalesce(json_agg(DISTINCT o.stock_status), '[]') FROM product_options o WHERE o.product_id = p.id) AS stock
    FROM products p
    JOIN product_translations t ON t.product_id = p.id AND t.language = ${language}
    JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = ${currency}
    WHERE p.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const byId = new Map(rowsOf<CardRow>(result).map((row) => [Number(row.id), row]));
  return ids.flatMap((id): ProductCard[] => {
    const row = byId.get(id);
    if (!row) return [];
    const imageId = row.image_id === null ? null : Number(row.image_id);
    return [{
      type: 'product',
      id,
      sku: row.sku,
      name: row.name,
      url_path: row.url_path,
      page,
      image: imageId === null ? null : productImageUrl(imageId, 400),
      image_id: imageId,
      price: Number(row.price),
      old_price: row.old_price === null ? null : Number(row.old_price),
      currency,
      stock: bestStock(row.stock),
    }];
  });
}
