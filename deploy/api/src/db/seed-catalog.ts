import { LANGUAGE_CODES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from './client';
import { insertRows } from './insert-rows';
import { fillSearchWords } from './search-words';
import {
  ATTRIBUTES, CATEGORY_TREE, COLOURS, MATERIALS, SEASONS, SIZES, categoryMeta, type CategoryDef, type Text,
} from './seed-data/catalog';
import { generateProduct, type GeneratedProduct } from './seed-data/products';

/** Products generated and inserted per round: bounded memory at 100,000 products, few round trips. */
const BATCH = 2500;

interface FlatCategory { id: number; parentId: number | null; level: number; path: string; urlPath: string; position: number; showInMenu: boolean; name: Text }

/** The tree in depth-first order with ids 1…n, so every path of ancestor ids is known before insert. */
export function flattenCategories(tree: CategoryDef[] = CATEGORY_TREE): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (nodes: CategoryDef[], parent: FlatCategory | undefined) => {
    nodes.forEach((node, position) => {
      const id = out.length + 1;
      const flat: FlatCategory = {
        id,
        parentId: parent?.id ?? null,
        level: (parent?.level ?? 0) + 1,
        path: parent ? `${parent.path}/${id}` : String(id),
        urlPath: parent ? `${parent.urlPath}/${node.slug}` : node.slug,
        position,
        // A hidden category hides what is below it too.
        showInMenu: (parent?.showInMenu ?? true) && node.showInMenu !== false,
        name: node.name,
      };
      out.push(flat);
      walk(node.children ?? [], flat);
    });
  };
  walk(tree, undefined);
  return out;
}

async function seedAttributes(tx: Tx): Promise<Map<string, number>> {
  await insertRows(tx, 'attributes', { code: 'varchar', position: 'int' }, ATTRIBUTES.map(({ code }, position) => ({ code, position })));
  await insertRows(tx, 'attribute_translations', { attribute_code: 'varchar', language: 'varchar', label: 'text' },
    ATTRIBUTES.flatMap(({ code, label }) => LANGUAGE_CODES.map((language) => ({ attribute_code: code, language, label: label[language] }))));

  const values = [
    ...COLOURS.map((c) => ({ attribute: 'color', code: c.code, swatch: c.hex as string | null, label: { 'ru-ru': capital(c.ru.m), 'en-gb': capital(c.en), 'ka-ge': c.ka } })),
    ...SIZES.map((s) => ({ attribute: 'size', code: s.code, swatch: null, label: s.label })),
    ...MATERIALS.map((m) => ({ attribute: 'material', code: m.code, swatch: null, label: m.label })),
    ...SEASONS.map((s) => ({ attribute: 'season', code: s.code, swatch: null, label: s.label })),
  ].map((value, index) => ({ ...value, id: index + 1 }));
  const positionIn = new Map<string, number>();
  await insertRows(tx, 'attribute_values', { id: 'int', attribute_code: 'varchar', code: 'varchar', position: 'int', swatch: 'varchar' },
    values.map((value) => {
      const position = positionIn.get(value.attribute) ?? 0;
      positionIn.set(value.attribute, position + 1);
      return { id: value.id, attribute_code: value.attribute, code: value.code, position, swatch: value.swatch };
    }));
  await insertRows(tx, 'attribute_value_translations', { value_id: 'int', language: 'varchar', label: 'text' },
    values.flatMap((value) => LANGUAGE_CODES.map((language) => ({ value_id: value.id, language, label: value.label[language] }))));
  return new Map(values.map((value) => [`${value.attribute}:${value.code}`, value.id]));
}

const capital = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

interface Lookups { categoryByUrl: Map<string, FlatCategory>; valueId: Map<string, number> }

async function insertProducts(tx: Tx, products: GeneratedProduct[], { categoryByUrl, valueId }: Lookups): Promise<void> {
  const category = (urlPath: string): FlatCategory => {
    const found = categoryByUrl.get(urlPath);
    if (!found) throw new Error(`seed: unknown category ${urlPath}`);
    return found;
  };
  const value = (attribute: string, code: string): number => {
    const id = valueId.get(`${attribute}:${code}`);
    if (id === undefined) throw new Error(`seed: unknown ${attribute} value ${code}`);
    return id;
  };

  await insertRows(tx, 'products', { id: 'int', sku: 'varchar', url_path: 'varchar', category_id: 'int', kind: 'varchar', popularity: 'int', created_at: 'timestamptz' },
    products.map((p) => ({
      id: p.id, sku: p.sku, url_path: p.urlPath, category_id: category(p.kind.category).id, kind: p.kind.code, popularity: p.popularity, created_at: p.createdAt.toISOString(),
    })));
  await insertRows(tx, 'product_translations', { product_id: 'int', language: 'varchar', name: 'text', description: 'text' },
    products.flatMap((p) => LANGUAGE_CODES.map((language) => ({ product_id: p.id, language, ...p.translations[language] }))));
  await insertRows(tx, 'product_categories', { category_id: 'int', product_id: 'int', position: 'int' },
    products.flatMap((p) => {
      // Its own category and every ancestor, then each collection and its ancestors.
      const ids = new Set([p.kind.category, ...p.collections].flatMap((url) => category(url).path.split('/').map(Number)));
      return [...ids].map((categoryId) => ({ category_id: categoryId, product_id: p.id, position: p.id }));
    }));
  await insertRows(tx, 'product_attribute_values', { product_id: 'int', value_id: 'int' },
    products.flatMap((p) => [value('color', p.colour), value('material', p.material), value('season', p.season)]
      .map((valueId) => ({ product_id: p.id, value_id: valueId }))));
  await insertRows(tx, 'product_options', { product_id: 'int', value_id: 'int', position: 'int', stock_status: 'varchar' },
    products.flatMap((p) => p.sizes.map((size, position) => ({ product_id: p.id, value_id: value('size', size.size), position, stock_status: size.stockStatus }))));
  await insertRows(tx, 'product_prices', { product_id: 'int', currency: 'varchar', price: 'int', old_price: 'int' },
    products.flatMap((p) => p.prices.map((price) => ({ product_id: p.id, currency: price.currency, price: price.price, old_price: price.oldPrice }))));
  await insertRows(tx, 'product_images', { product_id: 'int', position: 'int' },
    products.flatMap((p) => Array.from({ length: p.imageCount }, (_, position) => ({ product_id: p.id, position }))));
}

/**
 * The demo catalogue: the category tree, attributes and `size` generated products with their
 * translations, sizes, prices and images, plus a url_rewrites row for every category and product.
 */
export async function seedCatalog(tx: Tx, size: number, { embedded }: { embedded: boolean }): Promise<void> {
  if (embedded) {
    // PGlite runs foreign-key checks as per-row triggers in WebAssembly: half the time of a large
    // seed. The rows reference only ids this function wrote (and the PostgreSQL test run, which
    // keeps the checks, proves it); the setting ends with the transaction. PGlite is superuser.
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
  }
  const flat = flattenCategories();
  await insertRows(tx, 'categories', { id: 'int', parent_id: 'int', level: 'int', path: 'varchar', url_path: 'varchar', position: 'int', show_in_menu: 'boolean' },
    flat.map((c) => ({ id: c.id, parent_id: c.parentId, level: c.level, path: c.path, url_path: c.urlPath, position: c.position, show_in_menu: c.showInMenu })));
  await insertRows(tx, 'category_translations', { category_id: 'int', language: 'varchar', name: 'text', meta_title: 'text', meta_description: 'text' },
    flat.flatMap((c) => LANGUAGE_CODES.map((language) => {
      const { metaTitle, metaDescription } = categoryMeta(c.name[language], language);
      return { category_id: c.id, language, name: c.name[language], meta_title: metaTitle, meta_description: metaDescription };
    })));
  const valueId = await seedAttributes(tx);

  const lookups: Lookups = { categoryByUrl: new Map(flat.map((c) => [c.urlPath, c])), valueId };
  for (let first = 1; first <= size; first += BATCH) {
    const count = Math.min(BATCH, size - first + 1);
    await insertProducts(tx, Array.from({ length: count }, (_, i) => generateProduct(first + i)), lookups);
  }

  await tx.execute(sql`INSERT INTO url_rewrites (path, type, url_path, entity_id)
    SELECT url_path, 'category', url_path, id FROM categories
    UNION ALL SELECT url_path, 'product', url_path, id FROM products`);
  // Ids were given explicitly: move the sequences past them for rows added later.
  for (const table of ['categories', 'products', 'attribute_values']) {
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.identifier(table)}))`);
  }
  await fillSearchWords(tx);
}

/** The catalogue tables, for the VACUUM after the seed. */
export const CATALOG_TABLES = [
  'categories', 'category_translations', 'products', 'product_translations', 'product_categories', 'product_attribute_values',
  'product_options', 'product_prices', 'product_images', 'product_stories', 'product_reviews', 'url_rewrites', 'search_words',
];
