import { CATEGORY_PAGE_SIZE, DEFAULT_CURRENCY, DEFAULT_LANGUAGE, type CurrencyCode, type LanguageCode, type Settings } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { currencyHeader, pickCurrency } from '../../infra/currency';
import { namesAmounts, textsIn } from './text-amounts';

/**
 * How old the settings a request gets may be. Nothing in the API writes them (the seed does, and
 * an operator may edit the row by hand), yet every listing, search and product page needs the
 * shop currency: they are read from the database at most this often per language and process.
 */
export const SETTINGS_MAX_AGE_MS = 10_000;

/**
 * A language's settings row: the Settings contract but for the currency, which each reply states
 * (settingsIn): `currency` is the default, `currencies` what a shopper may choose, and the minimum
 * order is set per currency.
 */
export type StoredSettings = Omit<Settings, 'order'> & { order: { minimum_total: Partial<Record<CurrencyCode, number>> } };

interface Remembered { settings: StoredSettings; readAt: number; reading?: Promise<unknown> }

const remembered = new WeakMap<Db, Map<LanguageCode, Remembered>>();

/**
 * The settings of one language, or undefined before the database is seeded. Older than the max
 * age, they are still answered at once while a fresh copy is read for the next caller. The row's
 * `homepage` and `giftcard` groups are left out: the home and gift card endpoints serve them
 * (domains/home, domains/giftcard), and every page carries these.
 */
export async function getSettings(db: Db, language: LanguageCode): Promise<StoredSettings | undefined> {
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

async function readAndRemember(db: Db, byLanguage: Map<LanguageCode, Remembered>, language: LanguageCode): Promise<StoredSettings | undefined> {
  const [row] = await db.orm.select({ data: sql<StoredSettings>`${settings.data} - 'homepage' - 'giftcard'` }).from(settings).where(eq(settings.language, language));
  const found = row?.data as StoredSettings | undefined;
  if (found) byLanguage.set(language, { settings: found, readAt: Date.now() });
  else byLanguage.delete(language);
  return found;
}

/** Drops the remembered settings: whatever writes the settings rows calls it (tests that edit them by hand, an admin one day). */
export function forgetSettings(db: Db): void {
  remembered.delete(db);
}

/** The currencies a shopper may choose, the default first (spec §1: USD when the settings name none). */
export const offeredCurrencies = (stored: Pick<StoredSettings, 'currency' | 'currencies'> | undefined): readonly CurrencyCode[] =>
  stored?.currencies?.length ? stored.currencies : [stored?.currency ?? DEFAULT_CURRENCY];

/**
 * Products per category or search page: the settings' categorySettings.page_size (spec §9, the
 * listing's `limit`), shop-wide as the default language's row states it.
 */
export async function categoryPageSize(db: Db): Promise<number> {
  return (await getSettings(db, DEFAULT_LANGUAGE))?.categorySettings?.page_size ?? CATEGORY_PAGE_SIZE;
}

/**
 * The currency a request's prices are in: the x-currency header's when the shop offers it, else
 * the default. The currencies are the shop's, whatever the language: the default language's row
 * states them. A public reply that calls this varies by the header (infra/http-cache.ts).
 */
export async function requestCurrency(db: Db, request: FastifyRequest): Promise<CurrencyCode> {
  return pickCurrency(currencyHeader(request), offeredCurrencies(await getSettings(db, DEFAULT_LANGUAGE)));
}

/**
 * A reply's texts with their amounts in the request's currency (text-amounts.ts). Only a reply that
 * names an amount reads the currency, so only that one varies by it (infra/http-cache.ts).
 */
export async function withAmounts<T>(db: Db, request: FastifyRequest, value: T): Promise<T> {
  return namesAmounts(value) ? textsIn(value, await requestCurrency(db, request)) : value;
}

/** What a reply shows products in: a language and a currency. */
export interface ShopView { language: LanguageCode; currency: CurrencyCode }

/** The least an order's goods may cost in `currency` (minor units; 0: no minimum in it). */
export const minimumTotal = (stored: StoredSettings | undefined, currency: CurrencyCode): number => stored?.order.minimum_total[currency] ?? 0;

/**
 * The page groups of seed version 13, as a row without them reads (written by an older seed, or
 * edited by hand without them): no notes, the spec's page size, no home-city note, no menu; and
 * every page load reporting its vitals until the row sets `vitals.sample_rate`. Every page carries
 * the settings, so a missing group must never fail the reply.
 */
const PAGE_GROUP_DEFAULTS: Pick<Settings, 'product' | 'categorySettings' | 'inSPBSettings' | 'infoPage' | 'vitals'> = {
  product: { notes: [] },
  categorySettings: { page_size: CATEGORY_PAGE_SIZE },
  inSPBSettings: { status: false, city_id: 0, text: '' },
  infoPage: { title: '', links: [] },
  vitals: { sample_rate: 1 },
};

/** The settings as a reply states them for a shopper seeing prices in `currency`. */
export const settingsIn = (stored: StoredSettings, currency: CurrencyCode): Settings => textsIn({
  ...PAGE_GROUP_DEFAULTS,
  ...stored,
  currency,
  currencies: [...offeredCurrencies(stored)],
  order: { minimum_total: minimumTotal(stored, currency) },
}, currency);
