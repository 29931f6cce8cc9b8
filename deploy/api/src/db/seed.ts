import { LANGUAGE_CODES, type LanguageCode } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { CATALOG_TABLES, seedCatalog } from './seed-catalog';
import { seedCheckout } from './seed-checkout';
import { seedDelivery } from './seed-delivery';
import { seedDrawnArt } from './seed-drawn-art';
import { seedGiftcardDesigns } from './seed-giftcards';
import { seedDemoCustomer, seedLoyalty } from './seed-loyalty';
import { seedPromoCodes } from './seed-promo-codes';
import { seedReviews } from './seed-reviews';
import { seedStories } from './seed-stories';
import { appMeta, blogPosts, blogPostTranslations, infoPages, infoPageTranslations, settings, urlRewrites } from './schema';
import { blogPosts as demoPosts } from './seed-data/blog';
import { GIFTCARD_TERMS } from './seed-data/giftcards';
import { homepageFor } from './seed-data/home';
import { INFO_PAGES, PAYMENT_PAGE_PATH, type SeedInfoPage } from './seed-data/info-pages';
import { CURRENCIES, LOYALTY_SETTINGS, ORDER_SETTINGS, pageSettingsFor, seoFor, settingsFor } from './seed-data/settings';

export interface SeedOptions {
  /** Scale of the demo shop: the number of catalogue products. */
  size?: number;
}

export interface SeedResult { seeded: boolean; size: number }

export const DEFAULT_SEED_SIZE = 2000;

/**
 * Version 1 had the content only (settings, blog, info pages); 2 adds the catalogue, 3 its
 * reviews, 4 the delivery data (countries, cities, shipping rates), 5 the home page, 6 the
 * settings' seo group, 7 the demo promo codes, 8 checkout (the settings' order group, stock quantities, pickup points,
 * free-delivery thresholds), 9 the loyalty programme (the settings' loyalty group, the levels), 10 the
 * demo customer with their orders and points (README "Loyalty programme"), 11 gift cards (the designs, the settings'
 * giftcard group: denominations per currency and validity), 12 currencies (the settings' currencies, the minimum order per currency, codes in roubles and lari,
 * the free-delivery threshold named in each currency by the texts), 13 product stories, the settings' product,
 * categorySettings, inSPBSettings and infoPage groups, the bonus popup in Georgian, the /info page and the payment page's address,
 * 14 the drawn pictures' art in the database (the media domain read it from the seed's files before).
 */
export const SEED_VERSION = 14;

/**
 * Fills an empty database with the deterministic demo shop, in one transaction. A database that
 * was already seeded is left as it is, so every `npm start` can call this cheaply; one seeded by
 * an older version gets what that version lacked.
 */
export async function seed(db: Db, { size = DEFAULT_SEED_SIZE }: SeedOptions = {}): Promise<SeedResult> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`seed size must be a positive integer (got ${size})`);

  const result = await db.orm.transaction(async (tx): Promise<SeedResult> => {
    // The marker row is inserted first: a concurrent seed waits on it and then finds it present.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: 'seed', value: { size, version: SEED_VERSION } })
      .onConflictDoNothing({ target: appMeta.key })
      .returning({ key: appMeta.key });
    if (claimed.length === 0) {
      // The row lock makes a concurrent upgrade wait, then find the version already raised.
      const [marker] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'seed')).for('update');
      const from = Number((marker?.value as { version?: number } | undefined)?.version ?? 1);
      if (from >= SEED_VERSION) return { seeded: false, size };
      await tx.update(appMeta).set({ value: { size, version: SEED_VERSION }, updatedAt: sql`now()` }).where(eq(appMeta.key, 'seed'));
      if (from < 2) await seedCatalog(tx, size, { embedded: db.driver === 'pglite' });
      if (from < 3) await seedReviews(tx);
      if (from < 4) await seedDelivery(tx);
      if (from < 5) await seedHomepage(tx);
      if (from < 6) await seedSettingsGroup(tx, 'seo', seoFor);
      if (from < 7) await seedPromoCodes(tx);
      if (from < 8) {
        await seedSettingsGroup(tx, 'order', () => ORDER_SETTINGS);
        await seedCheckout(tx);
      }
      if (from < 9) {
        await seedSettingsGroup(tx, 'loyalty', () => LOYALTY_SETTINGS);
        await seedLoyalty(tx);
      }
      if (from < 10) {
        // The home page's bonus card promotion and the bonus card page now state the programme's own numbers.
        await seedHomepage(tx);
        await rewriteInfoPage(tx, 'bonus-card');
        await seedDemoCustomer(tx);
      }
      if (from < 11) await seedGiftcards(tx);
      if (from < 12) {
        await seedPromoCodes(tx);
        await seedSettingsGroup(tx, 'currencies', () => CURRENCIES);
        await seedSettingsGroup(tx, 'order', () => ORDER_SETTINGS);
        // The texts that name the free-delivery threshold name it in every currency now.
        await seedSettingsGroup(tx, 'header', (language) => settingsFor(language).header);
        await seedHomepage(tx);
        await rewriteInfoPage(tx, 'delivery');
        await rewriteBlogPosts(tx);
      }
      if (from < 13) {
        await seedStories(tx);
        for (const group of ['product', 'categorySettings', 'inSPBSettings', 'infoPage'] as const) {
          await seedSettingsGroup(tx, group, (language) => pageSettingsFor(language)[group]);
        }
        await seedSettingsGroup(tx, 'content', (language) => settingsFor(language).content);
        await seedSettingsGroup(tx, 'footer', (language) => settingsFor(language).footer);
        await seedInfoIndex(tx);
      }
      if (from < 14) await seedDrawnArt(tx);
      return { seeded: true, size };
    }

    await tx.insert(settings).values(LANGUAGE_CODES.map((language) => ({ language, data: settingsFor(language) })));
    await seedHomepage(tx);

    const posts = demoPosts();
    const postIds = await tx
      .insert(blogPosts)
      .values(posts.map(({ slug, imageNo, publishedAt }) => ({ slug, imageNo, publishedAt })))
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    const postIdBySlug = new Map(postIds.map((row) => [row.slug, row.id]));
    await tx.insert(blogPostTranslations).values(posts.flatMap((post) =>
      LANGUAGE_CODES.map((language) => ({ postId: postIdBySlug.get(post.slug)!, language, ...post.translations[language] }))));

    await insertInfoPages(tx, INFO_PAGES);
    await tx.insert(urlRewrites).values([{ path: '', type: 'home', urlPath: '' }, PAYMENT_PAGE_REWRITE]);
    await seedCatalog(tx, size, { embedded: db.driver === 'pglite' });
    await seedStories(tx);
    await seedReviews(tx);
    await seedDelivery(tx);
    await seedPromoCodes(tx);
    await seedCheckout(tx);
    await seedLoyalty(tx);
    await seedDemoCustomer(tx);
    await seedGiftcards(tx);
    await seedDrawnArt(tx);
    return { seeded: true, size };
  });
  if (result.seeded) {
    // Right after a bulk load every page is new to the database: VACUUM marks them visible (so
    // searches read the popularity index alone), merges the full-text index's pending list
    // (PGlite has no autovacuum; a search read through it costs 17 ms instead of 2.5 at 100,000
    // products) and ANALYZE gives the planner the row counts. It cannot run inside the transaction.
    await db.orm.execute(sql.raw(`VACUUM (ANALYZE) ${CATALOG_TABLES.join(', ')}`));
  }
  return result;
}

/** The payment page under an address of the shop's own (the resolver's page type payment). */
const PAYMENT_PAGE_REWRITE = { path: PAYMENT_PAGE_PATH, type: 'payment', urlPath: PAYMENT_PAGE_PATH };

/** Info pages with their texts in every language and the addresses the resolver knows them by. */
async function insertInfoPages(tx: Tx, pages: readonly SeedInfoPage[]): Promise<void> {
  if (pages.length === 0) return;
  const sortOrderOf = (page: SeedInfoPage) => INFO_PAGES.indexOf(page);
  const pageIds = await tx
    .insert(infoPages)
    .values(pages.map((page) => ({ urlPath: page.urlPath, sortOrder: sortOrderOf(page) })))
    .returning({ id: infoPages.id, urlPath: infoPages.urlPath });
  const pageIdByPath = new Map(pageIds.map((row) => [row.urlPath, row.id]));
  await tx.insert(infoPageTranslations).values(pages.flatMap((page) =>
    LANGUAGE_CODES.map((language) => {
      const { title, content, description } = page.translations[language];
      return { pageId: pageIdByPath.get(page.urlPath)!, language, title, content, ...pageMeta(title, description) };
    })));
  await tx.insert(urlRewrites).values(pages.map((page) => ({ path: page.urlPath, type: page.type ?? 'infopage', urlPath: page.urlPath, entityId: pageIdByPath.get(page.urlPath)! })));
}

/** Version 13: the /info page (page type 'page') and the payment page's address, where a database lacks them. */
async function seedInfoIndex(tx: Tx): Promise<void> {
  const known = new Set((await tx.select({ urlPath: infoPages.urlPath }).from(infoPages)).map((row) => row.urlPath));
  await insertInfoPages(tx, INFO_PAGES.filter((page) => page.type === 'page' && !known.has(page.urlPath)));
  await tx.insert(urlRewrites).values(PAYMENT_PAGE_REWRITE).onConflictDoNothing();
}

/** An info page's meta title and description. */
const pageMeta = (title: string, description: string) => ({ metaTitle: `${title} | Mira`, metaDescription: description });

/** An info page's texts in every language, written over (so an upgrade sets them too). */
async function rewriteInfoPage(tx: Tx, urlPath: string): Promise<void> {
  const page = INFO_PAGES.find((candidate) => candidate.urlPath === urlPath)!;
  const [row] = await tx.select({ id: infoPages.id }).from(infoPages).where(eq(infoPages.urlPath, urlPath));
  if (!row) return;
  for (const language of LANGUAGE_CODES) {
    const { title, content, description } = page.translations[language];
    await tx.update(infoPageTranslations).set({ title, content, ...pageMeta(title, description) })
      .where(and(eq(infoPageTranslations.pageId, row.id), eq(infoPageTranslations.language, language)));
  }
}

/** The demo posts' texts in every language, written over by slug (so an upgrade sets them too). */
async function rewriteBlogPosts(tx: Tx): Promise<void> {
  for (const post of demoPosts()) {
    const [row] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, post.slug));
    if (!row) continue;
    for (const language of LANGUAGE_CODES) {
      await tx.update(blogPostTranslations).set(post.translations[language])
        .where(and(eq(blogPostTranslations.postId, row.id), eq(blogPostTranslations.language, language)));
    }
  }
}

/** Gift cards: the designs, and the terms in the `giftcard` group of each language's settings (domains/giftcard reads it). */
async function seedGiftcards(tx: Tx): Promise<void> {
  await seedSettingsGroup(tx, 'giftcard', () => GIFTCARD_TERMS);
  await seedGiftcardDesigns(tx);
}

/** The home page's content: the `homepage` group of each language's settings. */
const seedHomepage = (tx: Tx) => seedSettingsGroup(tx, 'homepage', homepageFor);

/** One group of each language's settings, written over (so an upgrade sets it too). */
async function seedSettingsGroup(tx: Tx, group: string, valueFor: (language: LanguageCode) => unknown): Promise<void> {
  for (const language of LANGUAGE_CODES) {
    const value = JSON.stringify(valueFor(language));
    await tx.update(settings).set({ data: sql`${settings.data} || jsonb_build_object(${group}::text, ${value}::jsonb)` }).where(eq(settings.language, language));
  }
}
