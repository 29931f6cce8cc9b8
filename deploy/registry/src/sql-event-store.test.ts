/** @jest-environment node */
import { PGlite } from '@electric-sql/pglite';
import { describeEventStore } from './event-store-suite';
import { SqlEventStore } from './sql-event-store';

// On PGlite (the same SQL, in process); sql-event-store.pg.test.ts runs the suite on a real
// PostgreSQL server (`pnpm --filter @shop/registry test:pg`). One PGlite for the file (it takes
// seconds to start); each test starts from a dropped table.
let pglite: Promise<PGlite> | undefined;
afterAll(async () => (await pglite)?.close());
describeEventStore('SqlEventStore on PGlite', async () => {
  const db = await (pglite ??= PGlite.create());
  await db.query('DROP TABLE IF EXISTS registry_history');
  return { store: new SqlEventStore(db), other: () => new SqlEventStore(db), done: async () => {} };
});
