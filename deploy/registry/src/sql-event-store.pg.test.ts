/** @jest-environment node */
import pg from 'pg';
import { describeEventStore } from './event-store-suite';
import { SqlEventStore } from './sql-event-store';

// The event store suite on a real PostgreSQL server: `pnpm --filter @shop/registry test:pg` starts
// one (deploy/api/scripts/test-pg.sh) and sets DATABASE_URL. Plain `jest` leaves this file out
// (jest.config.cjs); run without a server, it fails rather than pass by testing nothing.
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set: run this file with `pnpm --filter @shop/registry test:pg`.');

describeEventStore('SqlEventStore on PostgreSQL', async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // A database of its own per test: the table starts empty, and no other suite's rows are touched.
  const name = `registry_test_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const testUrl = new URL(url);
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
