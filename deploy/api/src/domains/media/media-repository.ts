import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attributeValues, blogPosts, productAttributeValues, productImages, products } from '../../db/schema';

/** Only images some post uses are rendered: the disk cache cannot be filled with arbitrary numbers. */
export async function blogImageExists(db: Db, n: number): Promise<boolean> {
  const [row] = await db.orm.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.imageNo, n)).limit(1);
  return Boolean(row);
}

/** What a product photo is made from: an imported file (`source`), or else its position, the product's kind and its colour swatch. */
export async function productImageInfo(db: Db, imageId: number): Promise<{ position: number; kind: string; colour: string; source: string | null } | undefined> {
  const colour = sql<string | null>`(
    SELECT v.swatch FROM ${productAttributeValues} pav
    JOIN ${attributeValues} v ON v.id = pav.value_id AND v.attribute_code = 'color'
    WHERE pav.product_id = ${products.id} LIMIT 1)`;
  const [row] = await db.orm
    .select({ position: productImages.position, kind: products.kind, colour, source: productImages.source })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(eq(productImages.id, imageId));
  // A product without a colour value is drawn grey.
  return row ? { position: row.position, kind: row.kind, colour: row.colour ?? '#8d8f93', source: row.source } : undefined;
}
