import { ADMIN_ERRORS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Orm } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { endCustomerSessions } from '../../infra/session-repository';
import { audit } from './audit';
import { customerRow, isContactOf, personOrders, type CustomerRow } from './customers';
import type { Principal } from './principal';

// Erasing a customer's personal data on their request (personal-data law's right to erasure):
// the orders, payments, points and gift card ledgers stay, as the shop's accounts need them, with
// every personal field emptied wherever it was copied; what only served the person goes.

type Executor = Pick<Orm, 'execute'>;

/** Every copy of the person's data emptied or deleted, in the order of the tables that hold them. */
async function emptyCopies(tx: Executor, row: CustomerRow): Promise<void> {
  // Orders and their money stay, nameless: placed with the account, or as a guest with its e-mail or phone.
  await tx.execute(sql`
    UPDATE orders o SET firstname = '', lastname = '', telephone = '', email = '', address = '', postcode = '', house = '', apartment = '', comment = ''
    WHERE ${personOrders(row)}`);
  // Cards sent to them keep their balance and ledger; whom they went to is gone.
  await tx.execute(sql`
    UPDATE gift_card_purchases SET recipient_firstname = '', recipient_lastname = '', recipient_contact = '' WHERE ${isContactOf(sql`recipient_contact`, row)}`);
  await tx.execute(sql`UPDATE gift_card_grants SET recipient_firstname = '', recipient_contact = '' WHERE ${isContactOf(sql`recipient_contact`, row)}`);
  // Reviews stay on their products, by nobody.
  await tx.execute(sql`UPDATE product_reviews SET author_name = '' WHERE customer_id = ${row.id}`);
  // What they asked the manager and ordered in one click stays answered and counted, from nobody.
  await tx.execute(sql`
    UPDATE contact_questions SET customer_name = '', customer_phone = NULL, customer_email = NULL
    WHERE ${isContactOf(sql`lower(customer_email)`, row)} OR ${isContactOf(sql`customer_phone`, row)}`);
  await tx.execute(sql`
    UPDATE product_requests SET customer_name = '', customer_phone = '', customer_email = NULL
    WHERE ${isContactOf(sql`lower(customer_email)`, row)} OR ${isContactOf(sql`customer_phone`, row)}`);
  // What served only them goes: the newsletter, their cart and wishlist, login codes, the messages sent to them, their sessions.
  await tx.execute(sql`DELETE FROM subscribers WHERE ${isContactOf(sql`email`, row)}`);
  await tx.execute(sql`DELETE FROM carts WHERE customer_id = ${row.id}`);
  await tx.execute(sql`DELETE FROM wishlist_items WHERE customer_id = ${row.id}`);
  await tx.execute(sql`DELETE FROM login_codes WHERE customer_id = ${row.id} OR ${isContactOf(sql`identifier`, row)}`);
  await tx.execute(sql`DELETE FROM outbox WHERE ${isContactOf(sql`recipient`, row)}`);
  await endCustomerSessions(tx, row.id);
  // The row stays for the orders and ledgers that name it: no identifier (a login with the old
  // e-mail or phone would be a new customer), no name, no address, blocked.
  await tx.execute(sql`
    UPDATE customers SET email = NULL, telephone = NULL, firstname = '', lastname = '', date_of_birth = NULL, sex = '0',
      street = '', postcode = '', house = '', apartment = '', comment = '', approved = false, erased_at = now()
    WHERE id = ${row.id}`);
}

/**
 * Erases a customer's personal data (erasure above), in one transaction with its audit row, which
 * names the customer by number only. A staff member's data is kept while they have a role (is_staff:
 * take it first); erasing again is already_erased.
 */
export async function eraseCustomer(db: Db, principal: Principal, id: number, reason: string): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const row = await customerRow(tx, id, { forUpdate: true });
    if (!row) throw new ApiError('not_found');
    if (row.erased_at !== null) throw new ApiError(ADMIN_ERRORS.alreadyErased, `Customer ${id}'s personal data was erased already`);
    if (row.staff_role !== null) throw new ApiError(ADMIN_ERRORS.isStaff, `Customer ${id} is ${row.staff_role}: take the role first`);
    await emptyCopies(tx, row);
    await audit(tx, principal, { action: 'customer.erased', target: `customer:${id}`, before: null, after: { erased: true }, reason });
  });
}
