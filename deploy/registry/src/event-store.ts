import type { HistoryEntry } from './history-entry';

/**
 * Where the history lives: a JSON-lines file (default) or a PostgreSQL table (DATABASE_URL), so
 * several edges and CLIs agree. Append-only; both are tested against the same suite
 * (event-store.contract.ts).
 */
export interface EventStore {
  /** Entries with a seq above `seq`, oldest first. */
  since(seq: number): Promise<HistoryEntry[]>;
  /**
   * Appends `entry` if its seq is the next one, i.e. nobody appended since the caller read:
   * false when someone did (the caller re-reads, re-checks and tries again).
   */
  append(entry: HistoryEntry): Promise<boolean>;
  close(): Promise<void>;
}
