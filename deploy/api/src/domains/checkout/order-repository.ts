import type { CurrencyCode, LanguageCode, PaymentMethodCode, ShippingMethodCode } from '@shop/contracts';
import type { ContactData } from '../order/contact';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { idempotencyKeys, orders } from '../../db/schema';

// The checkout order of a session: the one order in status `new` (a partial unique index keeps it
// one), which create-order makes and the set-* calls fill until payment/get places it.


/** The order an Idempotency-Key of the session made, whatever has become of it since (placed, paid, cancelled). */
export async function orderOfKey(orm: Pick<Orm, 'select'>, sessionId: string, key: string): Promise<number | undefined> {
  const [known] = await orm.select({ orderId: idempotencyKeys.orderId }).from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.sessionId, sessionId), eq(idempotencyKeys.key, key)));
  return known?.orderId;
}

/**
 * The order for this checkout attempt: the one its Idempotency-Key made before, else the session's
 * checkout order with the new contact data, else a new one. One transaction, so two requests with
 * the same key (a double click) answer one order.
 */
export async function createCheckoutOrder(
  db: Db,
  { sessionId, key, language, currency, contact }: { sessionId: string; key: string; language: LanguageCode; currency: CurrencyCode; contact: ContactData },
): Promise<number> {
  return db.orm.transaction(async (tx) => {
    const known = await orderOfKey(tx, sessionId, key);
    if (known !== undefined) return known;
    const [order] = rowsOf<{ id: number }>(await tx.execute(sql`
      INSERT INTO orders (session_id, language, currency, firstname, lastname, telephone, email)
      VALUES (${sessionId}, ${language}, ${currency}, ${contact.firstname}, ${contact.lastname}, ${contact.telephone}, ${contact.email})
      ON CONFLICT (session_id) WHERE status = 'new' DO UPDATE SET
        firstname = excluded.firstname, lastname = excluded.lastname, telephone = excluded.telephone, email = excluded.email,
        language = excluded.language, currency = excluded.currency
      RETURNING id`));
    const orderId = Number(order!.id);
    await tx.insert(idempotencyKeys).values({ sessionId, key, orderId }).onConflictDoNothing();
    return orderId;
  });
}

const isCheckoutOrder = (sessionId: string) => and(eq(orders.sessionId, sessionId), eq(orders.status, 'new'));

type OrderChange = Partial<typeof orders.$inferInsert>;

/** Changes the session's checkout order; false when it has none (nothing changed). */
async function updateCheckoutOrder(db: Db, sessionId: string, change: OrderChange, orderId?: number): Promise<boolean> {
  const where = orderId === undefined ? isCheckoutOrder(sessionId) : and(isCheckoutOrder(sessionId), eq(orders.id, orderId));
  const updated = await db.orm.update(orders).set(change).where(where).returning({ id: orders.id });
  return updated.length > 0;
}

export interface ShippingChoice { method: ShippingMethodCode; cityId: number; pickupPointId: number | null }

/**
 * Whether `choice` is one the city offers: its method has a rate there and the point (for
 * pickup_point) is one of the city's. One statement.
 */
export async function isOffered(db: Db, choice: ShippingChoice): Promise<boolean> {
  const [row] = rowsOf<{ offered: boolean }>(await db.orm.execute(sql`
    SELECT EXISTS (SELECT 1 FROM shipping_rates WHERE city_id = ${choice.cityId} AND method_code = ${choice.method})
      AND (${choice.pickupPointId}::int IS NULL OR EXISTS (SELECT 1 FROM pickup_points WHERE id = ${choice.pickupPointId}::int AND city_id = ${choice.cityId})) AS offered`));
  return Boolean(row?.offered);
}

export const setShipping = (db: Db, sessionId: string, choice: ShippingChoice) =>
  updateCheckoutOrder(db, sessionId, { shippingMethod: choice.method, cityId: choice.cityId, pickupPointId: choice.pickupPointId });

export interface AddressData { address: string; postcode: string; house: string; apartment: string; comment: string }

export const setAddress = (db: Db, sessionId: string, address: AddressData) => updateCheckoutOrder(db, sessionId, address);

export const setPaymentMethod = (db: Db, sessionId: string, method: PaymentMethodCode) => updateCheckoutOrder(db, sessionId, { paymentMethod: method });

export const setContact = (db: Db, sessionId: string, orderId: number, contact: ContactData) => updateCheckoutOrder(db, sessionId, contact, orderId);

/** The checkout order's shipping method, for the courier address rule; undefined without an order. */
export async function checkoutShippingMethod(db: Db, sessionId: string): Promise<{ method: ShippingMethodCode | null } | undefined> {
  const [row] = await db.orm.select({ method: orders.shippingMethod }).from(orders).where(isCheckoutOrder(sessionId));
  return row && { method: row.method as ShippingMethodCode | null };
}

