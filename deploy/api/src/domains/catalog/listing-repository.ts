import type { Breadcrumb, LanguageCode } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { AttributeValue } from './listing-rules';


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
