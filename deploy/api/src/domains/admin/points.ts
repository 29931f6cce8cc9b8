import { ADMIN_ERRORS, type PointsEntry } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { appendEntry, lockStanding, loyaltyStanding } from '../loyalty/ledger-repository';
import { audit } from './audit';
import type { Principal } from './principal';

/** Ledger rows shown at most: the newest. */
const LEDGER_SHOWN = 200;

/** A customer's points: the balance (the ledger's sum) and the newest 200 rows, newest first; undefined for no such customer. */
export async function customerPoints(db: Db, customerId: number): Promise<{ balance: number; ledger: PointsEntry[] } | undefined> {
  const standing = await loyaltyStanding(db.orm, customerId);
  if (!standing) return undefined;
  const rows = rowsOf<{ id: number; action: string; points: number; order_id: number | null; created_at: Date | string }>(await db.orm.execute(sql`
    SELECT id, action, points, order_id, created_at FROM loyalty_ledger WHERE customer_id = ${customerId} ORDER BY id DESC LIMIT ${LEDGER_SHOWN}`));
  return {
    balance: standing.balance,
    ledger: rows.map((row) => ({ id: Number(row.id), action: row.action, points: Number(row.points), order_id: row.order_id === null ? null : Number(row.order_id), at: new Date(row.created_at).toISOString() })),
  };
}

/**
 * Adds points to a customer's balance or takes them (an 'adjusted' ledger row), with the customer
 * row locked as spending at checkout locks it (lockStanding): the balance never goes below zero,
 * however the two race.
 */
export async function adjustPoints(db: Db, principal: Principal, customerId: number, points: number, reason: string): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const standing = await lockStanding(tx, customerId);
    if (!standing) throw new ApiError('not_found');
    if (standing.balance + points < 0) throw new ApiError(ADMIN_ERRORS.belowZero, `The balance is ${standing.balance}: it cannot lose ${-points}`);
    await appendEntry(tx, { customerId, action: 'adjusted', points });
    await audit(tx, principal, { action: 'points.adjusted', target: `customer:${customerId}`, before: { balance: standing.balance }, after: { balance: standing.balance + points }, reason });
  });
}
