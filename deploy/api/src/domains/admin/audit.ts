import { AUDIT_PAGE_SIZE, type AuditEntry } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Orm } from '../../db/client';
import { insertRows } from '../../db/insert-rows';
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

/** Writes the audit rows of several changes (a catalogue import's products) in one statement. */
export async function auditAll(tx: Pick<Orm, 'execute'>, actor: Pick<Principal, 'actor'>, records: readonly AuditRecord[]): Promise<void> {
  await insertRows(tx, 'audit_log', { actor: 'varchar', action: 'varchar', target: 'varchar', before: 'jsonb', after: 'jsonb', reason: 'varchar' },
    records.map((record) => ({ actor: actor.actor, action: record.action, target: record.target, before: record.before ?? null, after: record.after ?? null, reason: record.reason ?? '' })));
}

type AuditRow = { id: number; at: Date | string; actor: string; action: string; target: string; before: unknown; after: unknown; reason: string };

const entryOf = (row: AuditRow): AuditEntry => ({
  id: Number(row.id), at: new Date(row.at).toISOString(), actor: row.actor, action: row.action, target: row.target,
  before: row.before ?? null, after: row.after ?? null, reason: row.reason,
});

/** The log newest first, a page of AUDIT_PAGE_SIZE older than `before`, of one target or all. */
export async function auditEntries(orm: Pick<Orm, 'execute'>, { target, before }: { target?: string; before?: number }): Promise<AuditEntry[]> {
  const rows = rowsOf<AuditRow>(await orm.execute(sql`
    SELECT id, at, actor, action, target, before, after, reason FROM audit_log
    WHERE TRUE ${target === undefined ? sql`` : sql`AND target = ${target}`} ${before === undefined ? sql`` : sql`AND id < ${before}`}
    ORDER BY id DESC LIMIT ${AUDIT_PAGE_SIZE}`));
  return rows.map(entryOf);
}

/**
 * Refuses a save made from `version` when the record is at `current` (409): the message and the
 * reply name who changed it last and when, from the audit log.
 */
export async function refuseStale(orm: Pick<Orm, 'execute'>, target: string, version: number, current: number): Promise<void> {
  if (version === current) return;
  const [last] = rowsOf<{ actor: string; at: Date | string }>(await orm.execute(sql`
    SELECT actor, at FROM audit_log WHERE target = ${target} ORDER BY id DESC LIMIT 1`));
  const at = last ? new Date(last.at).toISOString() : null;
  throw new ConflictError(`${target} was changed${last ? ` by ${last.actor} at ${at}` : ''} after this copy was read (version ${version}, now ${current})`, last?.actor ?? null, at);
}

/** Everything done to one target, oldest first (an order's history). */
export async function targetHistory(orm: Pick<Orm, 'execute'>, target: string): Promise<AuditEntry[]> {
  const rows = rowsOf<AuditRow>(await orm.execute(sql`
    SELECT id, at, actor, action, target, before, after, reason FROM audit_log WHERE target = ${target} ORDER BY id`));
  return rows.map(entryOf);
}
