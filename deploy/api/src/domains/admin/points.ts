import { ADMIN_ERRORS, type PointsEntry } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { audit } from './audit';
import type { Principal } from './principal';

/** Ledger rows shown at most: the newest. */
const LEDGER_SHOWN = 200;

async function balanceOf(tx: Pick<Orm, 'execute'>, customerId: number): Promise<number> {
  const [row] = rowsOf<{ balance: number | string }>(await tx.execute(sql`SELECT coalesce(sum(points), 0) AS balance FROM loyalty_ledger WHERE customer_id = ${customerId}`));
  return Number(row!.balance);
}

/** A customer's points: the balance (the ledger's sum) and the newest 200 rows, newest first; undefined for no such customer. */
export async function customerPoints(db: Db, customerId: number): Promise<{ balance: number; ledger: PointsEntry[] } | undefined> {
  const [customer] = rowsOf(await db.orm.execute(sql`SELECT id FROM customers WHERE id = ${customerId}`));
  if (!customer) return undefined;
  const rows = rowsOf<{ id: number; action: string; points: number; order_id: number | null; created_at: Date | string }>(await db.orm.execute(sql`
    SELECT id, action, points, order_id, created_at FROM loyalty_ledger WHERE customer_id = ${customerId} ORDER BY id DESC LIMIT ${LEDGER_SHOWN}`));
  return {
    balance: await balanceOf(db.orm, customerId),
    ledger: rows.map((row) => ({ id: Number(row.id), action: row.action, points: Number(row.points), order_id: row.order_id === null ? null : Number(row.order_id), at: new Date(row.created_at).toISOString() })),
  };
}

/**
 * Adds points to a customer's balance or takes them (an 'adjusted' ledger row), with the customer
 * row locked as spending at checkout locks it: the balance never goes below zero, however the two race.
 */
export async function adjustPoints(db: Db, principal: Principal, customerId: number, points: number, reason: string): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const [customer] = rowsOf(await tx.execute(sql`SELECT id FROM customers WHERE id = ${customerId} FOR UPDATE`));
    if (!customer) throw new ApiError('not_found');
    const balance = await balanceOf(tx, customerId);
    if (balance + points < 0) throw new ApiError(ADMIN_ERRORS.belowZero, `The balance is ${balance}: it cannot lose ${-points}`);
    await tx.execute(sql`INSERT INTO loyalty_ledger (customer_id, action, points) VALUES (${customerId}, 'adjusted', ${points})`);
    await audit(tx, principal, { action: 'points.adjusted', target: `customer:${customerId}`, before: { balance }, after: { balance: balance + points }, reason });
  });
}
