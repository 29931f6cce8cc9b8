import { ADMIN_ERRORS, type ApiTokenInfo, type StaffMember, type StaffRole } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { invalidIdentifierError, normalizeIdentifier } from '../auth/code-rules';
import { findOrRegister } from '../auth/identity-repository';
import { audit } from './audit';
import { customerActor, type Principal } from './principal';
import { newApiToken, newSetupCode, secretHash, setupCodeHash } from './secrets';

type Tx = Pick<Orm, 'execute'>;

/**
 * The customer a phone number or e-mail address names, made as their first login would make them
 * when nobody has it yet (an operator logs in with the same one-time codes as shoppers).
 */
async function customerByIdentifier(tx: Tx, raw: string): Promise<{ id: number; email: string | null; telephone: string | null; staff_role: StaffRole | null }> {
  const type = raw.includes('@') ? 'email' : 'phone';
  const identifier = normalizeIdentifier(type, raw);
  if (!identifier) throw new ApiError(invalidIdentifierError(type));
  const { id } = await findOrRegister(tx, { type, identifier });
  const [row] = rowsOf<{ id: number; email: string | null; telephone: string | null; staff_role: StaffRole | null }>(await tx.execute(sql`
    SELECT id, email, telephone, staff_role FROM customers WHERE id = ${id} FOR UPDATE`));
  return { ...row!, id: Number(row!.id) };
}

/** Whether the shop has an admin: a staff customer, or an API token, with the role. */
export async function hasAdmin(tx: Tx): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(await tx.execute(sql`
    SELECT EXISTS (SELECT 1 FROM customers WHERE staff_role = 'admin' AND approved)
        OR EXISTS (SELECT 1 FROM api_tokens WHERE role = 'admin' AND revoked_at IS NULL) AS found`));
  return Boolean(row?.found);
}

/**
 * At start: a shop without an admin gets a new setup code (or `preset`, a deployment script's),
 * which the caller prints (the code is kept hashed, so it cannot be read back). Null when the
 * shop has an admin.
 */
export async function prepareAdminSetup(db: Db, preset?: string): Promise<string | null> {
  if (await hasAdmin(db.orm)) return null;
  const code = preset ?? newSetupCode();
  await db.orm.execute(sql`INSERT INTO admin_setup_codes (code_hash) VALUES (${setupCodeHash(code)}) ON CONFLICT DO NOTHING`);
  return code;
}

export interface TokenCreated { id: number; name: string; role: StaffRole; token: string }

/**
 * The first admin: the customer the identifier names (made if new) becomes admin, and gets an API
 * token for `pnpm ops`. Every setup code goes in the same transaction, the one used and the
 * others: a second setup, even racing this one with another printed code, is refused.
 */
export async function makeFirstAdmin(db: Db, code: string, identifier: string): Promise<{ customerId: number; token: TokenCreated }> {
  return db.orm.transaction(async (tx) => {
    // Deleting every code locks them all: a concurrent setup waits here, then finds none.
    const deleted = rowsOf<{ code_hash: string }>(await tx.execute(sql`DELETE FROM admin_setup_codes RETURNING code_hash`));
    if (!deleted.some((row) => row.code_hash === setupCodeHash(code)) || await hasAdmin(tx)) {
      throw new ApiError(ADMIN_ERRORS.setupRefused, 'Not a setup code this shop printed, or the shop has an admin already');
    }
    const customer = await customerByIdentifier(tx, identifier);
    await tx.execute(sql`UPDATE customers SET staff_role = 'admin' WHERE id = ${customer.id}`);
    const actor = { actor: `setup ${customerActor(customer)}` };
    await audit(tx, actor, { action: 'staff.role', target: `customer:${customer.id}`, before: { role: customer.staff_role }, after: { role: 'admin' }, reason: 'first admin' });
    const token = await createToken(tx, actor, { name: 'setup', role: 'admin', createdBy: customer.id, reason: 'first admin' });
    return { customerId: customer.id, token };
  });
}

/** The staff: every customer with a role, admins first. */
export async function staffList(db: Db): Promise<StaffMember[]> {
  const rows = rowsOf<{ id: number; email: string | null; telephone: string | null; firstname: string; lastname: string; staff_role: StaffRole }>(await db.orm.execute(sql`
    SELECT id, email, telephone, firstname, lastname, staff_role FROM customers WHERE staff_role IS NOT NULL ORDER BY staff_role, id`));
  return rows.map((row) => ({
    customer_id: Number(row.id), email: row.email ?? '', telephone: row.telephone ?? '', name: `${row.firstname} ${row.lastname}`.trim(), role: row.staff_role,
  }));
}

/**
 * Gives a customer a role, or takes it (`role` null). The last admin customer keeps theirs: a shop
 * whose admins are all gone could only be set up again by hand in the database.
 */
export async function changeStaffRole(db: Db, principal: Principal, change: { identifier: string; role: StaffRole | null; reason?: string }): Promise<{ customerId: number; role: StaffRole | null }> {
  return db.orm.transaction(async (tx) => {
    // Admins are locked in id order first, so two admins demoting each other at once cannot both pass the check.
    const admins = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM customers WHERE staff_role = 'admin' AND approved ORDER BY id FOR UPDATE`)).map((row) => Number(row.id));
    const customer = await customerByIdentifier(tx, change.identifier);
    if (customer.staff_role === 'admin' && change.role !== 'admin' && admins.filter((id) => id !== customer.id).length === 0) {
      throw new ApiError(ADMIN_ERRORS.lastAdmin, 'The shop\'s last admin keeps the role: make another admin first');
    }
    if (customer.staff_role !== change.role) {
      await tx.execute(sql`UPDATE customers SET staff_role = ${change.role} WHERE id = ${customer.id}`);
      await audit(tx, principal, { action: 'staff.role', target: `customer:${customer.id}`, before: { role: customer.staff_role }, after: { role: change.role }, reason: change.reason });
    }
    return { customerId: customer.id, role: change.role };
  });
}

/** Makes an API token; the token itself is answered once and only its hash is kept. */
export async function createToken(
  tx: Tx,
  actor: Pick<Principal, 'actor'>,
  { name, role, createdBy, reason }: { name: string; role: StaffRole; createdBy: number | null; reason?: string },
): Promise<TokenCreated> {
  const token = newApiToken();
  const [row] = rowsOf<{ id: number }>(await tx.execute(sql`
    INSERT INTO api_tokens (name, role, token_hash, created_by) VALUES (${name}, ${role}, ${secretHash(token)}, ${createdBy}) RETURNING id`));
  const id = Number(row!.id);
  await audit(tx, actor, { action: 'token.created', target: `token:${id}`, before: null, after: { name, role }, reason });
  return { id, name, role, token };
}

type TokenRow = { id: number; name: string; role: StaffRole; created_at: Date | string; last_used_at: Date | string | null; revoked_at: Date | string | null };
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const tokenInfo = (row: TokenRow): ApiTokenInfo => ({
  id: Number(row.id), name: row.name, role: row.role, created_at: iso(row.created_at)!, last_used_at: iso(row.last_used_at), revoked_at: iso(row.revoked_at),
});

export async function tokenList(db: Db): Promise<ApiTokenInfo[]> {
  return rowsOf<TokenRow>(await db.orm.execute(sql`SELECT id, name, role, created_at, last_used_at, revoked_at FROM api_tokens ORDER BY id`)).map(tokenInfo);
}

/** Revokes a token (its next request gets 401); a revoked or unknown one is not_found. */
export async function revokeToken(db: Db, principal: Principal, id: number, reason?: string): Promise<ApiTokenInfo> {
  return db.orm.transaction(async (tx) => {
    const [row] = rowsOf<TokenRow>(await tx.execute(sql`
      UPDATE api_tokens SET revoked_at = now() WHERE id = ${id} AND revoked_at IS NULL
      RETURNING id, name, role, created_at, last_used_at, revoked_at`));
    if (!row) throw new ApiError('not_found');
    await audit(tx, principal, { action: 'token.revoked', target: `token:${id}`, before: { revoked: false }, after: { revoked: true }, reason });
    return tokenInfo(row);
  });
}
