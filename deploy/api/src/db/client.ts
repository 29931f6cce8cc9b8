import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { env } from '../env';
import { migrationsDir } from '../paths';
import * as schema from './schema';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction a `transaction(async (tx) => …)` callback gets. */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** The rows of a raw `execute`: both drivers answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** One open database: the Drizzle handle plus what it takes to close it. */
export interface Db {
  orm: Orm;
  driver: 'pglite' | 'pg';
  /** The PGlite instance (tests snapshot it); undefined on `pg`. */
  pglite?: PGlite;
  /** The PostgreSQL pool; undefined on `pglite`. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL URL; defaults to env DATABASE_URL. When neither is set, PGlite is used. */
  url?: string;
  /** Root data folder for PGlite (files in `<dataDir>/pglite`); defaults to env DATA_DIR. */
  dataDir?: string;
}

/** Opens the database (PGlite by default, PostgreSQL when a URL is given) and runs pending migrations. */
export async function openDatabase(opts: OpenOptions = {}): Promise<Db> {
  const url = opts.url ?? env().databaseUrl;
  const db = url ? openPg(url) : await openPgliteDir(join(opts.dataDir ?? env().dataDir, 'pglite'));
  try {
    await migrateDatabase(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

export async function closeDatabase(db: Db): Promise<void> {
  await db.close();
}

/** How long a request waits for a connection when the server is away (restarting, say) before it fails. */
const CONNECT_TIMEOUT_MS = 5000;

function openPg(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection the server closes (a restart, a failover) reports an error event: on the pool
  // while idle, on the connection itself while a request holds it between two statements of a
  // transaction. Unheard, either would end the process. The pool then drops the connection and
  // makes new ones on demand; the request's next statement fails, and the API answers 503.
  const dropped = (error: Error) => console.warn(`PostgreSQL closed a connection (${error.message}); new ones are made as needed`);
  pool.on('error', dropped);
  pool.on('connect', (client) => client.on('error', dropped));
  return { orm: drizzlePg(pool, { schema }) as unknown as Orm, driver: 'pg', pool, close: () => pool.end() };
}

async function openPgliteDir(dir: string): Promise<Db> {
  // PGlite does not create the parent folders of its data dir.
  await mkdir(dir, { recursive: true });
  return wrapPglite(await createPglite({ dataDir: dir }));
}

/**
 * A PGlite with the extensions the migrations create (pg_trgm for search). Every PGlite of the
 * API (data dir, in-memory, restored test snapshot) must be made here, or `CREATE EXTENSION` fails.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** Wraps an already created PGlite (in-memory or restored from a snapshot in tests). */
export function wrapPglite(client: PGlite): Db {
  return {
    orm: drizzlePglite(client, { schema }) as unknown as Orm,
    driver: 'pglite',
    pglite: client,
    close: () => client.close(),
  };
}

/** The advisory lock that lets one process at a time migrate a PostgreSQL database ("shop" in ASCII). */
const MIGRATION_LOCK = 0x73686f70;

/**
 * Runs the pending migrations. On PostgreSQL, several edges starting together on one database
 * take turns under an advisory lock: Drizzle reads the last applied migration outside its
 * transaction, so two at once would both run the same DDL, and the loser would fail to start.
 */
export async function migrateDatabase(db: Db): Promise<void> {
  const config = { migrationsFolder: migrationsDir() };
  if (!db.pool) return migratePglite(db.orm as never, config);
  const lockHolder = await db.pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db.orm as never, config);
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockHolder.release();
  }
}
