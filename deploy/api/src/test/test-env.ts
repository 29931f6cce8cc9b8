import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where global-setup leaves the PGlite snapshot for the test files of this run. */
export const SNAPSHOT_ENV = 'SHOP_API_TEST_SNAPSHOT';
/** The PostgreSQL database every test database is cloned from (DATABASE_URL runs). */
export const TEMPLATE_DB = 'shop_api_test_template';
export const TEST_SECRET = 'test-session-secret-at-least-32-characters';
/** Products in the test catalogue: more than one round of every garment kind (seed-data/products.ts). */
export const TEST_SEED_SIZE = 300;

export const snapshotPath = (): string => join(tmpdir(), `shop-api-test-${process.pid}.tar.gz`);

/** The same server with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
