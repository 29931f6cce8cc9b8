/** @jest-environment node */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describeEventStore } from './event-store-suite';
import { SqlEventStore } from './sql-event-store';

// Always on PGlite (the same SQL, in process); also on a real PostgreSQL server when DATABASE_URL
// is set, as `pnpm --filter @shop/registry test:pg` does (scripts/test-pg.sh starts one).
// One PGlite for the file (it takes seconds to start); each test starts from a dropped table.
let pglite: Promise<PGlite> | undefined;
afterAll(async () => (await pglite)?.close());
describeEventStore('SqlEventStore on PGlite', async () => {
  const db = await (pglite ??= PGlite.create());
  await db.query('DROP TABLE IF EXISTS registry_history');
  return { store: new SqlEventStore(db), other: () => new SqlEventStore(db), done: async () => {} };
});

const url = process.env.DATABASE_URL;
if (url) {
  describeEventStore('SqlEventStore on PostgreSQL', async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // A database of its own per test: the table starts empty, and no other suite's rows are touched.
  const name = `registry_test_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const testUrl = new URL(url!);
  testUrl.pathname = `/${name}`;
  const open = () => {
    const pool = new pg.Pool({ connectionString: testUrl.toString(), max: 2 });
    // DROP DATABASE ... WITH (FORCE) ends connections a closing pool may still hold: not a failure.
    pool.on('error', () => {});
    return new SqlEventStore(pool, () => pool.end());
  };
  return {
    store: open(),
    other: open,
    done: async () => {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
});
} else {
  it.skip('SqlEventStore on PostgreSQL: runs with DATABASE_URL (pnpm --filter @shop/registry test:pg)', () => {});
}
