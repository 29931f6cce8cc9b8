import type { LanguageCode } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, categoryTranslations as tr } from '../../db/schema';
import type { CategoryRow } from './category-tree';

/** Every category with its name in `language` (categories without that translation are left out). */
export async function listCategories(db: Db, language: LanguageCode): Promise<CategoryRow[]> {
  return db.orm
    .select({
      id: categories.id,
      parent_id: categories.parentId,
      level: categories.level,
      path: categories.path,
      url_path: categories.urlPath,
      position: categories.position,
      show_in_menu: categories.showInMenu,
      name: tr.name,
    })
    .from(categories)
    .innerJoin(tr, and(eq(tr.categoryId, categories.id), eq(tr.language, language)))
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
}
