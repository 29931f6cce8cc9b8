import { HISTORY_PAGE_SIZE, type LoyaltyAction, type LoyaltyHistoryEntry, type LoyaltyStatus } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { EARNING_ACTIONS, POINTS_ACTIONS } from './loyalty-rules';

// The loyalty ledger (loyalty_ledger): append-only, a balance is the sum of a customer's rows.
// Whatever takes points away (spendPoints, revokePoints) first locks the customer's row, so two
// of them for one customer run one after the other and the second sees the first's row: the sum
// never goes below zero, whichever API process serves them.

/** A customer's place in the programme. */
export interface Standing {
  status: LoyaltyStatus;
  /** Points to spend: the sum of the customer's rows. */
  balance: number;
  /** Points earned in all (EARNING_ACTIONS): what the level is measured by. */
  earned: number;
}

const inList = (actions: readonly LoyaltyAction[]) => sql.join(actions.map((action) => sql`${action}`), sql`, `);

/** A customer's standing, read now; undefined for an unknown customer. */
export async function loyaltyStanding(ex: Orm, customerId: number): Promise<Standing | undefined> {
  const [row] = rowsOf<{ status: LoyaltyStatus; balance: string; earned: string }>(await ex.execute(sql`
    SELECT c.loyalty_status AS status,
      coalesce(sum(l.points), 0)::bigint AS balance,
      coalesce(sum(l.points) FILTER (WHERE l.action IN (${inList(EARNING_ACTIONS)})), 0)::bigint AS earned
    FROM customers c LEFT JOIN loyalty_ledger l ON l.customer_id = c.id
    WHERE c.id = ${customerId}
    GROUP BY c.id`));
  return row && { status: row.status, balance: Number(row.balance), earned: Number(row.earned) };
}

/**
 * Locks the customer's row until the transaction ends, then reads their standing. Two statements
 * on purpose: a statement that waits for the lock keeps the snapshot it started with, so a sum in
 * it would miss the rows of the transaction it waited for; the next statement sees them.
 */
export async function lockStanding(tx: Orm, customerId: number): Promise<Standing | undefined> {
  const locked = rowsOf(await tx.execute(sql`SELECT id FROM customers WHERE id = ${customerId} FOR UPDATE`));
  return locked.length === 0 ? undefined : loyaltyStanding(tx, customerId);
}

export interface Entry {
  customerId: number;
  action: LoyaltyAction;
  /** Signed; 0 for the actions without points. */
  points?: number;
  orderId?: number | null;
  /** The visiting session of a `visit`. */
  sessionId?: string | null;
}

/**
 * Appends a row; false when the ledger has it already (an order's action for a customer, a
 * session's visit of a link: the unique indexes), which makes every caller's retry harmless.
 */
export async function appendEntry(ex: Orm, { customerId, action, points = 0, orderId = null, sessionId = null }: Entry): Promise<boolean> {
  const inserted = rowsOf(await ex.execute(sql`
    INSERT INTO loyalty_ledger (customer_id, action, points, order_id, session_id)
    VALUES (${customerId}, ${action}, ${points}, ${orderId}, ${sessionId})
    ON CONFLICT DO NOTHING
    RETURNING id`));
  return inserted.length > 0;
}

/**
 * Spends `points` (> 0) of the customer's balance on an order, or refuses (false, nothing
 * written) when the balance is short. The only way points go down besides revokePoints.
 */
export async function spendPoints(tx: Orm, customerId: number, points: number, orderId: number): Promise<boolean> {
  if (!Number.isInteger(points) || points <= 0) throw new Error(`points to spend must be a positive integer (got ${points})`);
  const standing = await lockStanding(tx, customerId);
  if (!standing || standing.balance < points) return false;
  return appendEntry(tx, { customerId, action: 'spent', points: -points, orderId });
}

/**
 * Takes back what an order gave a customer (`action`: its cashback, or a referral reward), capped
 * at the balance: points already spent stay spent. Answers the points revoked.
 */
export async function revokePoints(tx: Orm, customerId: number, orderId: number, action: 'earned' | 'referral_reward'): Promise<number> {
  const standing = await lockStanding(tx, customerId);
  const [given] = rowsOf<{ points: number }>(await tx.execute(sql`
    SELECT points FROM loyalty_ledger WHERE customer_id = ${customerId} AND order_id = ${orderId} AND action = ${action}`));
  const points = Math.min(Number(given?.points ?? 0), standing?.balance ?? 0);
  if (points <= 0) return 0;
  return (await appendEntry(tx, { customerId, action: 'revoked', points: -points, orderId })) ? points : 0;
}

/** Gives back the points an order spent (its cancellation), once. */
export async function returnSpentPoints(tx: Orm, orderId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO loyalty_ledger (customer_id, action, points, order_id)
    SELECT customer_id, 'returned', -points, order_id FROM loyalty_ledger WHERE order_id = ${orderId} AND action = 'spent'
    ON CONFLICT DO NOTHING`);
}

/** The customers an order gave points to, with what (cashback first, then a referral reward). */
export async function pointsGivenFor(tx: Orm, orderId: number): Promise<Array<{ customerId: number; action: 'earned' | 'referral_reward' }>> {
  return rowsOf<{ customer_id: number; action: 'earned' | 'referral_reward' }>(await tx.execute(sql`
    SELECT customer_id, action FROM loyalty_ledger WHERE order_id = ${orderId} AND action IN ('earned', 'referral_reward') ORDER BY id`))
    .map((row) => ({ customerId: Number(row.customer_id), action: row.action }));
}

/**
 * A page of the customer's history, newest first (HISTORY_PAGE_SIZE a page): every action, or
 * with `pointsOnly` the rows that changed the balance.
 */
export async function ledgerHistory(db: Pick<Db, 'orm'>, customerId: number, { page, pointsOnly }: { page: number; pointsOnly: boolean }): Promise<{ history: LoyaltyHistoryEntry[]; total: number }> {
  const which = pointsOnly ? sql`AND action IN (${inList(POINTS_ACTIONS)})` : sql``;
  const [rows, [counted]] = await Promise.all([
    db.orm.execute(sql`
      SELECT id, created_at, action, points, order_id FROM loyalty_ledger
      WHERE customer_id = ${customerId} ${which}
      ORDER BY id DESC LIMIT ${HISTORY_PAGE_SIZE} OFFSET ${(page - 1) * HISTORY_PAGE_SIZE}`),
    db.orm.execute(sql`SELECT count(*)::int AS n FROM loyalty_ledger WHERE customer_id = ${customerId} ${which}`).then((result) => rowsOf<{ n: number }>(result)),
  ]);
  const history = rowsOf<{ id: number; created_at: string; action: LoyaltyAction; points: number; order_id: number | null }>(rows).map((row) => ({
    id: Number(row.id),
    created_at: new Date(row.created_at).toISOString(),
    action: row.action,
    points: Number(row.points),
    order_id: row.order_id === null ? null : Number(row.order_id),
  }));
  return { history, total: Number(counted?.n ?? 0) };
}
