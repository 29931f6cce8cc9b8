import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

export const SESSION_TTL_DAYS = 30;

/** How stale `last_seen_at` may get: most POSTs (a listing, a product page) then write nothing. */
export const SESSION_TOUCH_INTERVAL_MINUTES = 10;

/**
 * Creates the session's row on first use, or extends it when it was last seen more than ten
 * minutes ago: extending on every POST would make each read-only POST a write.
 */
export async function touchSession(db: Db, id: string): Promise<void> {
  const expiresAt = sql`now() + make_interval(days => ${SESSION_TTL_DAYS})`;
  await db.orm
    .insert(sessions)
    .values({ id, expiresAt })
    .onConflictDoUpdate({
      target: sessions.id,
      // An expired session comes back empty: extending it must not log its customer in again.
      set: {
        lastSeenAt: sql`now()`,
        expiresAt,
        data: sql`CASE WHEN ${sessions.expiresAt} <= now() THEN '{}'::jsonb ELSE ${sessions.data} END`,
        customerId: sql`CASE WHEN ${sessions.expiresAt} <= now() THEN NULL ELSE ${sessions.customerId} END`,
      },
      setWhere: sql`${sessions.lastSeenAt} < now() - make_interval(mins => ${SESSION_TOUCH_INTERVAL_MINUTES})`,
    });
}

/**
 * Moves a visitor to the session `nextId` (login and logout rotate the id: whoever knew the old one
 * gets nothing from it): a new row naming `customerId`, with the old row's `data` when `keepData`
 * (less the keys in `dropKeys`). The old session ends: its guest cart (one not taken over by then)
 * is deleted, and its row is emptied and expired, which is what a deleted row would mean to every
 * reader. The row itself stays, because an API process that touched the old id lately skips
 * writing it again (registerSessions), and a guest cart made under the old id needs the row.
 */
export async function replaceSession(
  tx: Pick<Db['orm'], 'execute'>,
  { oldId, nextId, customerId, keepData, dropKeys = [] }: { oldId: string; nextId: string; customerId: number | null; keepData: boolean; dropKeys?: string[] },
): Promise<void> {
  const kept = dropKeys.reduce((data, key) => sql`(${data} - ${key}::text)`, sql`data`);
  const data = keepData ? sql`coalesce((SELECT ${kept} FROM sessions WHERE id = ${oldId} AND expires_at > now()), '{}'::jsonb)` : sql`'{}'::jsonb`;
  await tx.execute(sql`
    INSERT INTO sessions (id, customer_id, data, expires_at)
    VALUES (${nextId}, ${customerId}, ${data}, now() + make_interval(days => ${SESSION_TTL_DAYS}))`);
  await tx.execute(sql`DELETE FROM carts WHERE session_id = ${oldId}`);
  await tx.execute(sql`UPDATE sessions SET customer_id = NULL, data = '{}'::jsonb, expires_at = now() WHERE id = ${oldId}`);
}

/**
 * Ends every session a customer is logged in on (staff blocked them, or erased their data): each
 * row is emptied and expired as replaceSession ends one, so the next request of any of their
 * browsers is a guest's. In the caller's transaction.
 */
export async function endCustomerSessions(tx: Pick<Db['orm'], 'execute'>, customerId: number): Promise<void> {
  await tx.execute(sql`UPDATE sessions SET customer_id = NULL, data = '{}'::jsonb, expires_at = now() WHERE customer_id = ${customerId}`);
}
