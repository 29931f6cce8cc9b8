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
  // An idle connection the server dropped (restart, failover) is replaced on next use; unhandled, it would end the process.
  pool.on('error', (error) => console.warn(`registry: a PostgreSQL connection was lost: ${error.message}`));
  return new SqlEventStore(pool, () => pool.end());
}
