import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessionCustomer } from './session-customer';

// Whose cart a request works on, below every domain that reads or changes a cart (the cart
// itself, promo codes, loyalty points, gift cards, checkout), so none of them imports another for it.

/**
 * Whose cart a request works on. A guest's cart belongs to the session; a logged-in customer's to
 * the customer, so every device they log in on shows the same cart (login merges the guest's into it).
 */
export type CartOwner = { customerId: number } | { sessionId: string };

/** The cart owner of a session with this logged-in customer (null: a guest). */
export const cartOwner = (sessionId: string, customer: { id: number } | null): CartOwner =>
  customer ? { customerId: customer.id } : { sessionId };

/**
 * The owner of the session's cart: its customer while logged in (sessionCustomer's rules: a live
 * session, an account not blocked), else the session. One query: resolve it once per request.
 */
export async function cartOwnerOf(db: Pick<Db, 'orm'>, sessionId: string): Promise<CartOwner> {
  return cartOwner(sessionId, await sessionCustomer(db, sessionId));
}

/** The logged-in customer a cart owner is, for the promo rules; null for a guest. */
export const ownerCustomer = (owner: CartOwner): { id: number } | null => ('customerId' in owner ? { id: owner.customerId } : null);

/** The carts column that keys the owner's one cart (each has a unique index), and its value. */
export function ownerKey(owner: CartOwner): { column: SQL; value: number | string } {
  return 'customerId' in owner
    ? { column: sql.raw('customer_id'), value: owner.customerId }
    : { column: sql.raw('session_id'), value: owner.sessionId };
}

/** "The owner's cart": a condition on the carts table, named `carts` in the query (not aliased). */
export function isOwnersCart(owner: CartOwner): SQL {
  const { column, value } = ownerKey(owner);
  return sql`carts.${column} = ${value}`;
}
