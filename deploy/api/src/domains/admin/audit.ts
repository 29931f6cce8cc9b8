import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditQuery } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Orm } from '../../db/client';
import { insertRowsStatement } from '../../db/insert-rows';
import { ConflictError } from '../../infra/errors';
import type { Principal } from './principal';

export interface AuditRecord {
  /** What was done, as `<thing>.<verb>`: `order.shipped`, `token.created`, `staff.role`. */
  action: string;
  /** What it was done to: `order:42`. */
  target: string;
  before: unknown;
  after: unknown;
  reason?: string;
}

/** Writes the audit row of a change, in the change's transaction: the row exists exactly when the change does. */
export const audit = (tx: Pick<Orm, 'execute'>, actor: Pick<Principal, 'actor'>, record: AuditRecord): Promise<void> => auditAll(tx, actor, [record]);

/** Writes the audit rows of several changes in one statement. */
export async function auditAll(tx: Pick<Orm, 'execute'>, actor: Pick<Principal, 'actor'>, records: readonly AuditRecord[]): Promise<void> {
  const statement = auditStatement(actor, records);
  if (statement) await tx.execute(statement);
}

/** auditAll's statement, to run with the change's own (a catalogue import's chunk); undefined without records. */
export const auditStatement = (actor: Pick<Principal, 'actor'>, records: readonly AuditRecord[]): SQL | undefined =>
  insertRowsStatement('audit_log', { actor: 'varchar', action: 'varchar', target: 'varchar', before: 'jsonb', after: 'jsonb', reason: 'varchar' },
    records.map((record) => ({ actor: actor.actor, action: record.action, target: record.target, before: record.before ?? null, after: record.after ?? null, reason: record.reason ?? '' })));

type AuditRow = { id: number; at: Date | string; actor: string; action: string; target: string; before: unknown; after: unknown; reason: string };

const entryOf = (row: AuditRow): AuditEntry => ({
  id: Number(row.id), at: new Date(row.at).toISOString(), actor: row.actor, action: row.action, target: row.target,
  before: row.before ?? null, after: row.after ?? null, reason: row.reason,
});

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The log newest first, a page of AUDIT_PAGE_SIZE older than `before`: of one target, of an actor
 * (a part of their name), of an action or its kind (`order` is every `order.*`), between two days (UTC).
 */
export async function auditEntries(orm: Pick<Orm, 'execute'>, query: AuditQuery): Promise<AuditEntry[]> {
  const where: SQL[] = [sql`TRUE`];
  if (query.target !== undefined) where.push(sql`target = ${query.target}`);
  if (query.actor !== undefined) where.push(sql`actor ILIKE ${containing(query.actor)}`);
  if (query.action !== undefined) where.push(query.action.includes('.') ? sql`action = ${query.action}` : sql`action LIKE ${`${query.action}.%`}`);
  if (query.from !== undefined) where.push(sql`at >= ${query.from}::date`);
  if (query.to !== undefined) where.push(sql`at < ${query.to}::date + 1`);
  if (query.before !== undefined) where.push(sql`id < ${query.before}`);
  const rows = rowsOf<AuditRow>(await orm.execute(sql`
    SELECT id, at, actor, action, target, before, after, reason FROM audit_log
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY id DESC LIMIT ${AUDIT_PAGE_SIZE}`));
  return rows.map(entryOf);
}

/**
 * Refuses a save made from `version` when the record is at `current` (409): the message and the
 * reply name who changed it last and when, from the audit log.
 */
export async function refuseStale(orm: Pick<Orm, 'execute'>, target: string, version: number, current: number): Promise<void> {
  if (version === current) return;
  const { by, at } = await lastChange(orm, target);
  throw new ConflictError(`${target} was changed${by ? ` by ${by} at ${at}` : ''} after this copy was read (version ${version}, now ${current})`, by, at);
}

/** Who changed a record last and when (ISO), from the audit log; nulls before anyone did. */
export async function lastChange(orm: Pick<Orm, 'execute'>, target: string): Promise<{ by: string | null; at: string | null }> {
  const [last] = rowsOf<{ actor: string; at: Date | string }>(await orm.execute(sql`
    SELECT actor, at FROM audit_log WHERE target = ${target} ORDER BY id DESC LIMIT 1`));
  return { by: last?.actor ?? null, at: last ? new Date(last.at).toISOString() : null };
}

/** Everything done to one target, oldest first (an order's history). */
export async function targetHistory(orm: Pick<Orm, 'execute'>, target: string): Promise<AuditEntry[]> {
  const rows = rowsOf<AuditRow>(await orm.execute(sql`
    SELECT id, at, actor, action, target, before, after, reason FROM audit_log WHERE target = ${target} ORDER BY id`));
  return rows.map(entryOf);
}
