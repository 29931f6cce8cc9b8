import type { LanguageCode } from '@shop/contracts';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema';

/** Adds the address; false when it was already subscribed (the unique index decides, race-free). */
export async function addSubscriber(db: Db, email: string, language: LanguageCode): Promise<boolean> {
  const inserted = await db.orm
    .insert(subscribers)
    .values({ email, language })
    .onConflictDoNothing({ target: subscribers.email })
    .returning({ id: subscribers.id });
  return inserted.length > 0;
}
