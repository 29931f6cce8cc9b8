import { join } from 'node:path';
import type { LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { IMPORTED_IMAGES } from '../media/image-cache';
import { CATALOG_COLUMNS, type CatalogColumn } from './catalog-rows';
import { csvLine } from './csv';

const money = (minor: number | null): string => (minor === null ? '' : (minor / 100).toFixed(2));

/**
 * The whole catalogue as the import's rows, SKU order: what an import of the same file leaves
 * unchanged. Photos are the imported files' paths; drawn ones are left blank (the import keeps a
 * product's photos when none are given).
 */
export async function catalogueRecords(db: Db, mediaDir: string): Promise<Array<Record<CatalogColumn, string>>> {
  const rows = rowsOf<{
    sku: string; url_path: string; category: string; kind: string;
    texts: Record<LanguageCode, { name: string; description: string }>; prices: Record<string, { price: number; old_price: number | null }>;
    sizes: string; color: string | null; material: string | null; season: string | null; sources: Array<string | null>;
  }>(await db.orm.execute(sql`
    SELECT p.sku, p.url_path, c.url_path AS category, p.kind,
      (SELECT json_object_agg(t.language, json_build_object('name', t.name, 'description', t.description)) FROM product_translations t WHERE t.product_id = p.id) AS texts,
      (SELECT json_object_agg(pp.currency, json_build_object('price', pp.price, 'old_price', pp.old_price)) FROM product_prices pp WHERE pp.product_id = p.id) AS prices,
      (SELECT string_agg(v.code || ':' || o.stock_quantity, '|' ORDER BY o.position, o.id) FROM product_options o JOIN attribute_values v ON v.id = o.value_id WHERE o.product_id = p.id) AS sizes,
      (SELECT v.code FROM product_attribute_values a JOIN attribute_values v ON v.id = a.value_id WHERE a.product_id = p.id AND v.attribute_code = 'color' LIMIT 1) AS color,
      (SELECT v.code FROM product_attribute_values a JOIN attribute_values v ON v.id = a.value_id WHERE a.product_id = p.id AND v.attribute_code = 'material' LIMIT 1) AS material,
      (SELECT v.code FROM product_attribute_values a JOIN attribute_values v ON v.id = a.value_id WHERE a.product_id = p.id AND v.attribute_code = 'season' LIMIT 1) AS season,
      (SELECT json_agg(i.source ORDER BY i.position) FROM product_images i WHERE i.product_id = p.id) AS sources
    FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.sku`));
  return rows.map((row): Record<CatalogColumn, string> => {
    const text = (language: LanguageCode) => row.texts?.[language] ?? { name: '', description: '' };
    const price = (currency: string) => row.prices?.[currency];
    const imported = (row.sources ?? []).every((source) => source !== null) ? (row.sources ?? []) as string[] : [];
    return {
      sku: row.sku, url_path: row.url_path, category: row.category, kind: row.kind,
      name_ru: text('ru-ru').name, name_en: text('en-gb').name, name_ka: text('ka-ge').name,
      description_ru: text('ru-ru').description, description_en: text('en-gb').description, description_ka: text('ka-ge').description,
      price_usd: money(price('USD')?.price ?? null), price_rub: money(price('RUB')?.price ?? null), price_gel: money(price('GEL')?.price ?? null),
      old_price_usd: money(price('USD')?.old_price ?? null), old_price_rub: money(price('RUB')?.old_price ?? null), old_price_gel: money(price('GEL')?.old_price ?? null),
      sizes: row.sizes ?? '', color: row.color ?? '', material: row.material ?? '', season: row.season ?? '',
      images: imported.map((source) => join(mediaDir, IMPORTED_IMAGES, source)).join('|'),
    };
  });
}

/** The records as the CSV file: the header, then a line each (CRLF, as spreadsheets write it). */
export const catalogueCsv = (records: ReadonlyArray<Record<CatalogColumn, string>>): string =>
  [csvLine(CATALOG_COLUMNS), ...records.map((record) => csvLine(CATALOG_COLUMNS.map((column) => record[column])))].join('\r\n') + '\r\n';
