import { rm } from 'node:fs/promises';
import pg from 'pg';
import { SNAPSHOT_ENV, TEMPLATE_DB } from './test-env';

export default async function globalTeardown(): Promise<void> {
  const snapshot = process.env[SNAPSHOT_ENV];
  if (snapshot) await rm(snapshot, { force: true });
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`).finally(() => admin.end());
  }
}
