import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };

/**
 * Every table's row count and a hash of its content: equal before and after a batch of requests
 * means they changed nothing, whatever tables later domains add.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (await db.orm.execute(sql`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name
  `)) as unknown as Rows<{ name: string }>;
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = (await db.orm.execute(sql`
      SELECT count(*)::text || ':' || md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS print
      FROM ${sql.identifier(name)} t
    `)) as unknown as Rows<{ print: string }>;
    fingerprint[name] = result.rows[0]!.print;
  }
  return fingerprint;
}
