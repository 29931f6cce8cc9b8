import { LANGUAGE_CODES } from '@shop/contracts';
import { giftCardDesigns, giftCardDesignTranslations } from './schema';
import { GIFTCARD_ARTS } from './seed-data/giftcards';
import type { Tx } from './client';

/** The gift card designs, named in three languages (seed version 11); none when there are designs already. */
export async function seedGiftcardDesigns(tx: Tx): Promise<void> {
  if ((await tx.select({ id: giftCardDesigns.id }).from(giftCardDesigns).limit(1)).length > 0) return;
  const ids = await tx
    .insert(giftCardDesigns)
    .values(GIFTCARD_ARTS.map((art, position) => ({ imageNo: art.imageNo, position })))
    .returning({ id: giftCardDesigns.id, imageNo: giftCardDesigns.imageNo });
  const idOf = new Map(ids.map((row) => [row.imageNo, row.id]));
  await tx.insert(giftCardDesignTranslations).values(GIFTCARD_ARTS.flatMap((art) =>
    LANGUAGE_CODES.map((language) => ({ designId: idOf.get(art.imageNo)!, language, name: art.name[language] }))));
}
