import type { EventStore } from './event-store';
import type { HistoryEntry } from './history-entry';

/** What the store needs of a connection: `pg`'s Pool and PGlite both answer `query` with `{ rows }`. */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The registry's own table, created on first use rather than by the API's migrations: the registry
 * runs without the API (a CI job publishing), and the API never reads it. Columns beside the
 * entry are there for a person querying it.
 */
const CREATE_TABLE = `
  CREATE TABLE IF NOT EXISTS registry_history (
    seq integer PRIMARY KEY,
    at timestamptz NOT NULL,
    env text,
    remote text NOT NULL,
    action text NOT NULL,
    entry jsonb NOT NULL
  )`;

/** unique_violation: another writer took the seq (or created the table) first. */
const UNIQUE_VIOLATION = '23505';

const codeOf = (error: unknown): unknown => (error as { code?: unknown }).code;

/**
 * The history in PostgreSQL, so every edge process and CLI shares one registry. The seq primary
 * key is the lock: of two writers appending the same seq, the second fails and re-reads.
 */
export class SqlEventStore implements EventStore {
  private ready: Promise<void> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {}

  async since(seq: number): Promise<HistoryEntry[]> {
    await this.init();
    const { rows } = await this.db.query('SELECT entry FROM registry_history WHERE seq > $1 ORDER BY seq', [seq]);
    return rows.map((row) => (row as { entry: HistoryEntry }).entry);
  }

  async append(entry: HistoryEntry): Promise<boolean> {
    await this.init();
    try {
      // Only the next seq: no gap, and no row at all when someone appended since the caller read.
      const { rows } = await this.db.query(
        `INSERT INTO registry_history (seq, at, env, remote, action, entry)
         SELECT $1::integer, $2, $3, $4, $5, $6
         WHERE (SELECT coalesce(max(seq), 0) FROM registry_history) = $1::integer - 1
         RETURNING seq`,
        [entry.seq, entry.at, entry.env ?? null, entry.remote, entry.action, JSON.stringify(entry)],
      );
      return rows.length === 1;
    } catch (error) {
      if (codeOf(error) === UNIQUE_VIOLATION) return false;
      throw error;
    }
  }

  close(): Promise<void> {
    return this.onClose();
  }

  private init(): Promise<void> {
    this.ready ??= this.db.query(CREATE_TABLE).then(
      () => undefined,
      (error: unknown) => {
        // Two processes creating the table at once: the loser's catalogue insert collides; the table is there.
        if (codeOf(error) !== UNIQUE_VIOLATION) {
          this.ready = undefined;
          throw error;
        }
      },
    );
    return this.ready;
  }
}
