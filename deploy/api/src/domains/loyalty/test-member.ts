import type { CurrencyCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { loyaltyLedger } from '../../db/schema';
import type { TestApp, TestCustomer } from '../../test/test-app';
import { Shopper } from '../../test/test-shopper';

// Loyalty members for the API tests: logged-in shoppers with a history that gives them a balance
// and an earned total (the levels of seed-data/loyalty.ts: Bronze 0, Silver 1,000, Gold 5,000).

export type Member = Shopper & { customerId: number };

/** A logged-in member who earned `earned` points and spent `earned - balance` of them (rows without an order). */
export async function member(
  t: TestApp,
  { earned = 0, balance = earned, currency, ...fields }: { earned?: number; balance?: number; currency?: CurrencyCode } & TestCustomer = {},
): Promise<Member> {
  const shopper = await Shopper.loggedIn(t, { loyaltyStatus: 'active', ...fields }, currency);
  const rows = [
    { action: 'joined', points: 0 },
    ...(earned > 0 ? [{ action: 'earned', points: earned }] : []),
    ...(earned > balance ? [{ action: 'spent', points: balance - earned }] : []),
  ];
  await t.db.orm.insert(loyaltyLedger).values(rows.map((row) => ({ customerId: shopper.customerId, ...row })));
  return shopper;
}

/** A customer's balance: the ledger's sum. */
export async function balanceOf(t: TestApp, customerId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await t.db.orm.execute(sql`SELECT coalesce(sum(points), 0)::int AS n FROM loyalty_ledger WHERE customer_id = ${customerId}`));
  return Number(row!.n);
}

export interface LedgerRow { action: string; points: number; order_id: number | null }

/** A customer's ledger rows of an order, oldest first. */
export async function orderEntries(t: TestApp, customerId: number, orderId: number): Promise<LedgerRow[]> {
  return rowsOf<LedgerRow>(await t.db.orm.execute(sql`
    SELECT action, points, order_id FROM loyalty_ledger WHERE customer_id = ${customerId} AND order_id = ${orderId} ORDER BY id`))
    .map((row) => ({ action: row.action, points: Number(row.points), order_id: Number(row.order_id) }));
}
