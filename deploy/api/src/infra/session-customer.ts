import { NOT_LOGGED_IN, type CustomerSummary, type StaffRole } from '@shop/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, sessions } from '../db/schema';
import { ApiError } from './errors';

/**
 * Who is logged in on a session: the customer its row names, while the session lives and the
 * account is not blocked (blocking a customer logs them out everywhere), with their staff role
 * (domains/admin). Undefined for a guest.
 */
export async function sessionAccount(db: Pick<Db, 'orm'>, sessionId: string): Promise<(CustomerSummary & { staffRole: StaffRole | null }) | undefined> {
  const [row] = await db.orm
    .select({ id: customers.id, firstname: customers.firstname, lastname: customers.lastname, email: customers.email, telephone: customers.telephone, staffRole: customers.staffRole })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`), eq(customers.approved, true)));
  return row && { ...row, email: row.email ?? '', telephone: row.telephone ?? '', staffRole: row.staffRole as StaffRole | null };
}

/** The session's customer as the account pages show them; null for a guest. */
export async function sessionCustomer(db: Pick<Db, 'orm'>, sessionId: string): Promise<CustomerSummary | null> {
  const account = await sessionAccount(db, sessionId);
  if (!account) return null;
  const { staffRole: _staffRole, ...customer } = account;
  return customer;
}

/** The session's customer, or the 400 not_logged_in that every account and loyalty call answers a guest. */
export async function loggedInCustomer(db: Pick<Db, 'orm'>, sessionId: string): Promise<CustomerSummary> {
  const customer = await sessionCustomer(db, sessionId);
  if (!customer) throw new ApiError(NOT_LOGGED_IN);
  return customer;
}

