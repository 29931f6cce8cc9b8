import type { CurrencyCode, LanguageCode } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { settings } from '../../db/schema';
import type { HomepageSettings } from './homepage-settings';

/** The `homepage` group of a language's settings; undefined before the database is seeded. */
export async function findHomepage(db: Db, language: LanguageCode): Promise<HomepageSettings | undefined> {
  const [row] = await db.orm
    .select({ homepage: sql<HomepageSettings | null>`${settings.data} -> 'homepage'` })
    .from(settings)
    .where(eq(settings.language, language));
  return row?.homepage ?? undefined;
}

// "Best rated" weighs an average by how many gave it (a Bayesian average): a product starts as if
// PRIOR_WEIGHT reviewers had given it PRIOR_SCORE, so one 5-star review does not outrank forty
// reviews averaging 4.8, and a much-reviewed product still has to be liked to rise.
export const PRIOR_SCORE = 4;
export const PRIOR_WEIGHT = 5;

/** Reviewed products with a price in the currency, best rated first (ties: more reviews, then id). */
export async function bestRatedProductIds(db: Db, currency: CurrencyCode, limit: number): Promise<number[]> {
  const result = await db.orm.execute(sql`
    SELECT p.id FROM products p
    JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = ${currency}
    WHERE p.review_count > 0 AND p.status = 'published'
    ORDER BY (p.review_score_sum + ${PRIOR_SCORE * PRIOR_WEIGHT})::float8 / (p.review_count + ${PRIOR_WEIGHT}) DESC, p.review_count DESC, p.id
    LIMIT ${limit}`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}
