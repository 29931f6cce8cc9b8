import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { appendEntry } from './ledger-repository';

// Invitation links (/invite/{code}, spec §2): each customer has one code. A visit is remembered in
// the referrer's history and in the visitor's session, where registration finds who invited them.

/** The customer whose invitation code this is (codes are case-sensitive); undefined for none. */
export async function referrerOf(db: Pick<Db, 'orm'>, code: string): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(await db.orm.execute(sql`SELECT id FROM customers WHERE invite_code = ${code}`));
  return row && Number(row.id);
}

/** The customer's invitation code. */
export async function inviteCodeOf(db: Pick<Db, 'orm'>, customerId: number): Promise<string | undefined> {
  const [row] = rowsOf<{ invite_code: string }>(await db.orm.execute(sql`SELECT invite_code FROM customers WHERE id = ${customerId}`));
  return row?.invite_code;
}

/**
 * A session opened the referrer's link: a `visit` row in the referrer's history (once per session
 * and referrer: the ledger's unique index) and the code in the session's `data.inviteCode`, which
 * registration reads to set referred_by (the last link opened wins). The referrer's own session
 * records neither: nobody invites themselves.
 */
export async function recordVisit(db: Pick<Db, 'orm'>, visit: { referrerId: number; code: string; sessionId: string; visitorId: number | null }): Promise<void> {
  if (visit.visitorId === visit.referrerId) return;
  await db.orm.transaction(async (tx) => {
    await appendEntry(tx, { customerId: visit.referrerId, action: 'visit', sessionId: visit.sessionId });
    await tx.execute(sql`UPDATE sessions SET data = data || jsonb_build_object('inviteCode', ${visit.code}::text) WHERE id = ${visit.sessionId}`);
  });
}
