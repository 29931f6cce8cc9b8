/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Db } from './client';

// What a PostgreSQL restart does to the pool, made at will: the server ends a connection
// (pg_terminate_backend, as a restart ends every one). npm test runs this on its PostgreSQL
// server; on PGlite, one connection in this process, there is nothing to end.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('a connection the server ends', () => {
  let db: Db;
  /** Another pool, for the ending: a query through `db` could be given the very connection it ends. */
  let other: Db;
  beforeAll(async () => { [db, other] = await Promise.all([openDatabase(), openDatabase()]); });
  afterAll(async () => { await Promise.all([db.close(), other.close()]); });

  it('while a transaction holds it between statements: the transaction fails, the process goes on, the next query works', async () => {
    let held!: () => void;
    const waiting = new Promise<void>((resolve) => (held = resolve));
    let pidOf!: (pid: number) => void;
    const backend = new Promise<number>((resolve) => (pidOf = resolve));
    const transaction = db.orm.transaction(async (tx) => {
      const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`SELECT pg_backend_pid() AS pid`));
      pidOf(row!.pid);
      await waiting;
      await tx.execute(sql`SELECT 1`);
    });
    const ended = transaction.then(() => 'committed', (error: Error) => `failed: ${error.message}`);

    await other.orm.execute(sql`SELECT pg_terminate_backend(${await backend})`);
    // The ended connection reports its error while no statement of it runs: unheard, that event ends the process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    held();

    expect(await ended).toMatch(/^failed/);
    expect(rowsOf<{ one: number }>(await db.orm.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
  });

  it('while idle in the pool: the next query gets a new connection', async () => {
    const [row] = rowsOf<{ pid: number }>(await db.orm.execute(sql`SELECT pg_backend_pid() AS pid`));
    await other.orm.execute(sql`SELECT pg_terminate_backend(${row!.pid})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all(Array.from({ length: 12 }, () => db.orm.execute(sql`SELECT 1 AS one`)));
    expect(answers.map((answer) => rowsOf<{ one: number }>(answer))).toEqual(Array(12).fill([{ one: 1 }]));
  });
});
