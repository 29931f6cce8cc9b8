/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { rowsOf } from './client';
import { inlined, runInOneTransaction } from './one-call';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('one call', () => {
  it('writes parameters in as literals that read back as they were', async () => {
    const tricky = `O'Brien \\ "quoted" $1 ;DROP TABLE products; -- ☃`;
    expect(inlined(sql`SELECT ${tricky}::text AS a, ${42} AS b, ${null}::int AS c, ${true} AS d`)).toBe(
      `SELECT 'O''Brien \\ "quoted" $1 ;DROP TABLE products; -- ☃'::text AS a, 42 AS b, NULL::int AS c, TRUE AS d`,
    );
    await runInOneTransaction(t.db, [sql`CREATE TEMP TABLE one_call (a text, b int)`, sql`INSERT INTO one_call VALUES (${tricky}, ${42})`]);
    expect(rowsOf(await t.db.orm.execute(sql`SELECT a, b FROM one_call`))).toEqual([{ a: tricky, b: 42 }]);
  });

  it('keeps nothing of a transaction that fails, and the database answers the next query', async () => {
    // PostgreSQL's driver wraps the server's error ("Failed query: …") with it as the cause; PGlite's is the error itself.
    const failure = await runInOneTransaction(t.db, [sql`INSERT INTO one_call VALUES ('kept?', 1)`, sql`SELECT 1 / 0`]).then(() => undefined, (error: Error) => error);
    expect(`${failure?.message} ${(failure?.cause as Error | undefined)?.message ?? ''}`).toMatch(/division by zero/);
    expect(rowsOf(await t.db.orm.execute(sql`SELECT count(*)::int AS n FROM one_call`))).toEqual([{ n: 1 }]);
  });
});
