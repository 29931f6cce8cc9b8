import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

export const SESSION_TTL_DAYS = 30;

/** Creates the session's row on first use, or extends it. */
export async function touchSession(db: Db, id: string): Promise<void> {
  const expiresAt = sql`now() + make_interval(days => ${SESSION_TTL_DAYS})`;
  await db.orm
    .insert(sessions)
    .values({ id, expiresAt })
    .onConflictDoUpdate({ target: sessions.id, set: { lastSeenAt: sql`now()`, expiresAt } });
}
