import type { CurrencyCode, LanguageCode, Settings } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/**
 * How old the settings a request gets may be. Nothing in the API writes them (the seed does, and
 * an operator may edit the row by hand), yet every listing, search and product page needs the
 * shop currency: they are read from the database at most this often per language and process.
 */
export const SETTINGS_MAX_AGE_MS = 10_000;

interface Remembered { settings: Settings; readAt: number; reading?: Promise<unknown> }

const remembered = new WeakMap<Db, Map<LanguageCode, Remembered>>();

/**
 * The settings of one language, or undefined before the database is seeded. Older than the max
 * age, they are still answered at once while a fresh copy is read for the next caller. The row's
 * `homepage` and `giftcard` groups are left out: the home and gift card endpoints serve them
 * (domains/home, domains/giftcard), and every page carries these.
 */
export async function getSettings(db: Db, language: LanguageCode): Promise<Settings | undefined> {
  let byLanguage = remembered.get(db);
  if (!byLanguage) remembered.set(db, (byLanguage = new Map()));
  const known = byLanguage.get(language);
  if (!known) return readAndRemember(db, byLanguage, language);
  if (Date.now() - known.readAt >= SETTINGS_MAX_AGE_MS && !known.reading) {
    // A failed refresh keeps the copy in hand; the next caller tries again.
    known.reading = readAndRemember(db, byLanguage, language).catch(() => undefined).finally(() => { known.reading = undefined; });
  }
  return known.settings;
}

async function readAndRemember(db: Db, byLanguage: Map<LanguageCode, Remembered>, language: LanguageCode): Promise<Settings | undefined> {
  const [row] = await db.orm.select({ data: sql<Settings>`${settings.data} - 'homepage' - 'giftcard'` }).from(settings).where(eq(settings.language, language));
  const found = row?.data as Settings | undefined;
  if (found) byLanguage.set(language, { settings: found, readAt: Date.now() });
  else byLanguage.delete(language);
  return found;
}

/** Drops the remembered settings: whatever writes the settings rows calls it (tests that edit them by hand, an admin one day). */
export function forgetSettings(db: Db): void {
  remembered.delete(db);
}

/** The currency prices are shown in for a language (settings `currency`; USD, spec §1, when unset). */
export async function shopCurrency(db: Db, language: LanguageCode): Promise<CurrencyCode> {
  return (await getSettings(db, language))?.currency ?? 'USD';
}
