import { ADMIN_ERRORS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { endCustomerSessions } from '../../infra/session-repository';
import { audit } from './audit';
import { customerRow, type CustomerRow } from './customers';
import type { Principal } from './principal';

// Blocking a customer: they cannot log in (send-code and verify-code answer error_approved), and
// every session they are logged in on ends at once. `customers.approved` false is a block.

/** The customer's row locked for a change, or 400 not_found; an erased customer has nothing left to change. */
async function changeableCustomer(tx: Pick<Orm, 'execute'>, id: number): Promise<CustomerRow> {
  const row = await customerRow(tx, id, { forUpdate: true });
  if (!row) throw new ApiError('not_found');
  if (row.erased_at !== null) throw new ApiError(ADMIN_ERRORS.alreadyErased, `Customer ${id}'s personal data was erased: they cannot log in`);
  return row;
}

/**
 * Blocks a customer, with the reason in the log. Staff cannot block themselves, nor the shop's
 * last admin: a shop whose admins cannot log in could only be set up again in the database.
 */
export async function blockCustomer(db: Db, principal: Principal, id: number, reason: string): Promise<void> {
  if (principal.customerId === id) throw new ApiError(ADMIN_ERRORS.ownAccount, 'Staff cannot block their own account');
  await db.orm.transaction(async (tx) => {
    // Admins are locked in id order first, as a role change locks them: two admins blocking each other at once cannot both pass.
    const admins = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM customers WHERE staff_role = 'admin' AND approved ORDER BY id FOR UPDATE`))
      .map((row) => Number(row.id));
    const customer = await changeableCustomer(tx, id);
    if (!customer.approved) throw new ApiError(ADMIN_ERRORS.alreadyBlocked, `Customer ${id} is blocked already`);
    if (customer.staff_role === 'admin' && admins.every((admin) => admin === id)) {
      throw new ApiError(ADMIN_ERRORS.lastAdmin, "The shop's last admin cannot be blocked: make another admin first");
    }
    await tx.execute(sql`UPDATE customers SET approved = false WHERE id = ${id}`);
    await endCustomerSessions(tx, id);
    await audit(tx, principal, { action: 'customer.blocked', target: `customer:${id}`, before: { blocked: false }, after: { blocked: true }, reason });
  });
}

/** Lets a blocked customer log in again. */
export async function unblockCustomer(db: Db, principal: Principal, id: number, reason: string | undefined): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const customer = await changeableCustomer(tx, id);
    if (customer.approved) throw new ApiError(ADMIN_ERRORS.notBlocked, `Customer ${id} is not blocked`);
    await tx.execute(sql`UPDATE customers SET approved = true WHERE id = ${id}`);
    await audit(tx, principal, { action: 'customer.unblocked', target: `customer:${id}`, before: { blocked: true }, after: { blocked: false }, reason });
  });
}
