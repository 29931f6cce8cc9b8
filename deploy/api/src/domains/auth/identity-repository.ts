import { isInviteCode, type AuthType } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Orm } from '../../db/client';
import { newInviteCode } from './code-rules';

// The customers behind login identifiers: found, registered by a first login, changed by a confirmed code.

type Executor = Pick<Orm, 'execute'>;

export interface LoginCustomer { id: number; approved: boolean; /** Created by this login. */ registered: boolean }

/** The session key where an invitation link's code waits for the visitor to register (POST /loyalty/send-visit writes it). */
export const INVITE_CODE_KEY = 'inviteCode';

/** The invitation code the visitor came by, if any (read in the login's transaction, before the session is replaced). */
export async function sessionInviteCode(tx: Executor, sessionId: string): Promise<string | undefined> {
  const [row] = rowsOf<{ code: string | null }>(await tx.execute(sql`SELECT data->>${INVITE_CODE_KEY} AS code FROM sessions WHERE id = ${sessionId}`));
  return row?.code && isInviteCode(row.code) ? row.code : undefined;
}

const columnOf = (type: AuthType) => sql.raw(type === 'phone' ? 'telephone' : 'email');

/**
 * The customer of a login identifier, created when nobody has it: a login is a registration. A
 * new customer gets an invitation code of their own and, when they came by someone's invitation
 * link, that referrer (who sees an `invitee_registered` entry in their history).
 */
export async function findOrRegister(tx: Executor, { type, identifier, inviteCode }: { type: AuthType; identifier: string; inviteCode?: string }): Promise<LoginCustomer> {
  const found = await customerWith(tx, type, identifier);
  if (found) return { ...found, registered: false };

  const [referrer] = inviteCode
    ? rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM customers WHERE invite_code = ${inviteCode}`))
    : [];
  // ON CONFLICT DO NOTHING: when another customer took the identifier meanwhile (a change of
  // theirs confirmed with its own code) that account is the one; an invitation code already taken
  // (one chance in 10^17) is drawn again.
  for (let draw = 0; draw < 3; draw += 1) {
    const [created] = rowsOf<{ id: number }>(await tx.execute(sql`
      INSERT INTO customers (${columnOf(type)}, invite_code, referred_by) VALUES (${identifier}, ${newInviteCode()}, ${referrer?.id ?? null})
      ON CONFLICT DO NOTHING RETURNING id`));
    if (created) {
      if (referrer) await tx.execute(sql`INSERT INTO loyalty_ledger (customer_id, action, points) VALUES (${referrer.id}, 'invitee_registered', 0)`);
      return { id: Number(created.id), approved: true, registered: true };
    }
    const raced = await customerWith(tx, type, identifier);
    if (raced) return { ...raced, registered: false };
  }
  throw new Error('could not draw a free invitation code');
}

/** The customer who has the phone or e-mail address, if anyone has. */
export async function customerWith(tx: Executor, type: AuthType, identifier: string): Promise<Omit<LoginCustomer, 'registered'> | undefined> {
  const [row] = rowsOf<{ id: number; approved: boolean }>(await tx.execute(sql`
    SELECT id, approved FROM customers WHERE ${columnOf(type)} = ${identifier}`));
  return row && { id: Number(row.id), approved: row.approved };
}

/**
 * Gives the customer a new phone or e-mail address. The unique index is the last word: another
 * customer taking it at the same moment makes this throw a unique violation (isUniqueViolation).
 */
export async function setIdentifier(tx: Executor, customerId: number, type: AuthType, identifier: string): Promise<void> {
  await tx.execute(sql`UPDATE customers SET ${columnOf(type)} = ${identifier} WHERE id = ${customerId}`);
}

/** Whether a database error is a unique constraint's (SQLSTATE 23505), however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && cause instanceof Object; depth += 1) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
