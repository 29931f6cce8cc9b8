import { LANGUAGE_CODES } from '@shop/contracts';
import type { Tx } from './seed-catalog';
import { loyaltyLevels, loyaltyLevelTranslations } from './schema';
import { LOYALTY_LEVELS } from './seed-data/loyalty';

/** The loyalty levels in three languages (seed version 9); the rules are the settings' loyalty group. */
export async function seedLoyalty(tx: Tx): Promise<void> {
  const ids = await tx
    .insert(loyaltyLevels)
    .values(LOYALTY_LEVELS.map(({ threshold, discountPercent, cashbackPercent }) => ({ threshold, discountPercent, cashbackPercent })))
    .returning({ id: loyaltyLevels.id, threshold: loyaltyLevels.threshold });
  const idOf = new Map(ids.map((row) => [row.threshold, row.id]));
  await tx.insert(loyaltyLevelTranslations).values(LOYALTY_LEVELS.flatMap((level) =>
    LANGUAGE_CODES.map((language) => ({ levelId: idOf.get(level.threshold)!, language, name: level.name[language] }))));
}
