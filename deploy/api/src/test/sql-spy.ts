import pg from 'pg';
import type { Db } from '../db/client';

/**
 * The SQL statements the API runs while `action` runs, on either driver, leaving out the listing
 * index's catalogue check (it runs behind requests every 250 ms, whatever they are).
 */
export async function statementsDuring(db: Db, action: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const record = (query: unknown) => {
    const text = typeof query === 'string' ? query : (query as { text?: string } | undefined)?.text ?? String(query);
    if (!text.includes('catalog_version')) statements.push(text.replace(/\s+/g, ' ').trim());
  };
  // Spies call through. Every pg query, pooled or not, goes through a Client; PGlite has query and exec.
  const spies = db.pglite
    ? [jest.spyOn(db.pglite, 'query'), jest.spyOn(db.pglite, 'exec')]
    : [jest.spyOn(pg.Client.prototype, 'query')];
  try {
    await action();
  } finally {
    for (const spy of spies) {
      for (const [query] of (spy as jest.SpyInstance).mock.calls) record(query);
      spy.mockRestore();
    }
  }
  return statements;
}
