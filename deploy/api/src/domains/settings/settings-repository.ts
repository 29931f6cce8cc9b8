import type { CurrencyCode, LanguageCode, Settings } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/** The settings of one language, or undefined before the database is seeded. */
export async function getSettings(db: Db, language: LanguageCode): Promise<Settings | undefined> {
  const [row] = await db.orm.select({ data: settings.data }).from(settings).where(eq(settings.language, language));
  return row?.data as Settings | undefined;
}

/** The currency prices are shown in for a language (settings `currency`; USD, spec §1, when unset). */
export async function shopCurrency(db: Db, language: LanguageCode): Promise<CurrencyCode> {
  return (await getSettings(db, language))?.currency ?? 'USD';
}
