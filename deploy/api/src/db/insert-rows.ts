import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from './client';

/**
 * Multi-row insert of plain objects through one JSON parameter (json_to_recordset): one round
 * trip per table and batch on both PGlite and node-postgres, with no limit on bind parameters.
 * `columns` maps column names (the objects' keys) to their SQL types.
 */
export async function insertRows(tx: Pick<Orm, 'execute'>, table: string, columns: Record<string, string>, rows: object[]): Promise<void> {
  const statement = insertRowsStatement(table, columns, rows);
  if (statement) await tx.execute(statement);
}

/** insertRows' statement, to run with others (undefined when there is no row). */
export function insertRowsStatement(table: string, columns: Record<string, string>, rows: object[]): SQL | undefined {
  if (rows.length === 0) return undefined;
  const names = Object.keys(columns).map((name) => `"${name}"`).join(', ');
  const types = Object.entries(columns).map(([name, type]) => `"${name}" ${type}`).join(', ');
  return sql`INSERT INTO ${sql.identifier(table)} (${sql.raw(names)})
    SELECT ${sql.raw(names)} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(${sql.raw(types)})`;
}
