import { type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// A transaction of several statements that must hold the embedded database as briefly as it can.

const dialect = new PgDialect();

/** A parameter written as an SQL literal (standard_conforming_strings, the default: a quote is doubled, nothing else is special). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a number an SQL literal can hold: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** A statement with its parameters written in, for a script (which takes none). */
export function inlined(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/**
 * Runs the statements as one transaction. On the embedded database as one script, in one call: sent
 * one at a time, the event loop serves other work between two of them while every other query
 * waits for the transaction, so its hold on the only connection grows with the shop's load; sent
 * whole, it lasts what the database takes to run them. On PostgreSQL (a connection per request)
 * they go one at a time, as usual.
 */
export async function runInOneTransaction(db: Db, statements: readonly SQL[]): Promise<void> {
  if (db.pglite) {
    const script = statements.map(inlined).join(';\n');
    await db.pglite.transaction(async (tx) => { await tx.exec(script); });
    return;
  }
  await db.orm.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(statement);
  });
}
