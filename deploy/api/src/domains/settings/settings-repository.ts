import type { CurrencyCode, LanguageCode, Settings } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/**
 * The settings of one language, or undefined before the database is seeded. The row's `homepage`
 * group is left out: the home endpoints serve it (domains/home), and every page carries these.
 */
export async function getSettings(db: Db, language: LanguageCode): Promise<Settings | undefined> {
  const [row] = await db.orm.select({ data: sql<Settings>`${settings.data} - 'homepage'` }).from(settings).where(eq(settings.language, language));
  return row?.data;
}

/** The currency prices are shown in for a language (settings `currency`; USD, spec §1, when unset). */
export async function shopCurrency(db: Db, language: LanguageCode): Promise<CurrencyCode> {
  const [row] = await db.orm.select({ currency: sql<CurrencyCode | null>`${settings.data} ->> 'currency'` }).from(settings).where(eq(settings.language, language));
  return row?.currency ?? 'USD';
}
