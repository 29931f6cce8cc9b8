import { CustomerSummary } from '@shop/contracts';
import { Value } from '@sinclair/typebox/value';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

/**
 * Who is logged in on a session: the login flow writes the customer's summary into the session
 * row's `data.customer`; logout removes it. Until the account issue brings the customers table this
 * is the whole record; then `data.customer` can shrink to the id and `sessionCustomer` join the table.
 */
export async function sessionCustomer(db: Db, sessionId: string): Promise<CustomerSummary | null> {
  const [row] = await db.orm
    .select({ data: sessions.data })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)));
  const customer = (row?.data as { customer?: unknown } | undefined)?.customer;
  // Whatever the row holds is checked: a malformed entry means nobody is logged in.
  return Value.Check(CustomerSummary, customer) ? customer : null;
}

/** Logs the session's customer out (the session itself, and what else it holds, stays). */
export async function forgetSessionCustomer(db: Db, sessionId: string): Promise<void> {
  await db.orm
    .update(sessions)
    .set({ data: sql`${sessions.data} - 'customer'` })
    .where(eq(sessions.id, sessionId));
}
