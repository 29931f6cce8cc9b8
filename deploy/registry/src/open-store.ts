import pg from 'pg';
import type { EventStore } from './event-store';
import { FileEventStore } from './file-event-store';
import { SqlEventStore } from './sql-event-store';

/**
 * The history store for this process: PostgreSQL when DATABASE_URL is set (the API's database,
 * so every edge agrees), else the file beside the published builds.
 */
export function openEventStore(registryRoot: string, env: NodeJS.ProcessEnv = process.env): EventStore {
  const url = env.DATABASE_URL?.trim();
  if (!url) return new FileEventStore(registryRoot);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // A connection the server dropped (restart, failover), idle in the pool or held by an append, is
  // replaced on next use; unhandled, its error event would end the process.
  const lost = (error: Error) => console.warn(`registry: a PostgreSQL connection was lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return new SqlEventStore(pool, () => pool.end());
}
