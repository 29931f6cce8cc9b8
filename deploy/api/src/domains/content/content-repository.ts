import type { InfoPage, LanguageCode, PageType } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { infoPages, infoPageTranslations, urlRewrites } from '../../db/schema';

export interface Resolved { type: PageType; url_path: string }

/** The page type of a normalized path (see paths.ts), or undefined. */
export async function resolvePath(db: Db, path: string): Promise<Resolved | undefined> {
  const [row] = await db.orm
    .select({ type: urlRewrites.type, url_path: urlRewrites.urlPath })
    .from(urlRewrites)
    .where(eq(urlRewrites.path, path));
  return row as Resolved | undefined;
}

export async function findInfoPage(db: Db, urlPath: string, language: LanguageCode): Promise<InfoPage | undefined> {
  const [row] = await db.orm
    .select({
      url_path: infoPages.urlPath,
      title: infoPageTranslations.title,
      content: infoPageTranslations.content,
      meta_title: infoPageTranslations.metaTitle,
      meta_description: infoPageTranslations.metaDescription,
    })
    .from(infoPages)
    .innerJoin(infoPageTranslations, and(eq(infoPageTranslations.pageId, infoPages.id), eq(infoPageTranslations.language, language)))
    .where(eq(infoPages.urlPath, urlPath));
  return row;
}
