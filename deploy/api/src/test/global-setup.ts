import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { createPglite, migrateDatabase, openDatabase, wrapPglite } from '../db/client';
import { seed } from '../db/seed';
import { SNAPSHOT_ENV, TEMPLATE_DB, TEST_SEED_SIZE, snapshotPath, withDatabase } from './test-env';

export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
      await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    } finally {
      await admin.end();
    }
    const db = await openDatabase({ url: withDatabase(url, TEMPLATE_DB) });
    await seed(db, { size: TEST_SEED_SIZE });
    await db.close();
    return;
  }
  const db = wrapPglite(await createPglite());
  await migrateDatabase(db);
  await seed(db, { size: TEST_SEED_SIZE });
  const dump = await db.pglite!.dumpDataDir('gzip');
  const file = snapshotPath();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  process.env[SNAPSHOT_ENV] = file;
}
