import { LANGUAGE_CODES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from './seed-catalog';
import { loyaltyLevels, loyaltyLevelTranslations } from './schema';
import { LOYALTY_LEVELS } from './seed-data/loyalty';

/**
 * The loyalty levels in three languages (seed version 9); the rules are the settings' loyalty group.
 * Written over levels of the same thresholds, so an upgrade that meets them (a shop that made its
 * own) keeps one level per threshold and its translations.
 */
export async function seedLoyalty(tx: Tx): Promise<void> {
  const ids = await tx
    .insert(loyaltyLevels)
    .values(LOYALTY_LEVELS.map(({ threshold, discountPercent, cashbackPercent }) => ({ threshold, discountPercent, cashbackPercent })))
    .onConflictDoUpdate({ target: loyaltyLevels.threshold, set: { threshold: sql`excluded.threshold` } })
    .returning({ id: loyaltyLevels.id, threshold: loyaltyLevels.threshold });
  const idOf = new Map(ids.map((row) => [row.threshold, row.id]));
  await tx.insert(loyaltyLevelTranslations).values(LOYALTY_LEVELS.flatMap((level) =>
    LANGUAGE_CODES.map((language) => ({ levelId: idOf.get(level.threshold)!, language, name: level.name[language] })))).onConflictDoNothing();
}
