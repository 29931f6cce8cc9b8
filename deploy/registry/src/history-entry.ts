import type { RemoteName } from '@shop/contracts';
import type { AnalysisSettings } from './analysis-settings';
import type { Environment } from './environment';

/**
 * publish: a build became available (every environment). promote: it became live in `env`.
 * rollback: back to the previously live version, or the end of a running canary. canary: a share
 * of `env`'s visitors gets `version`. canary-stop: the canary ended, everyone on the live version.
 * settings: what the canary analysis holds the remote's canaries in `env` to changed.
 */
export type HistoryAction = 'publish' | 'promote' | 'rollback' | 'canary' | 'canary-stop' | 'settings';

/**
 * One line of the append-only history, the registry's only record: what is published, live and
 * in canary is replayed from it (state.ts), so the two can never disagree.
 */
export interface HistoryEntry {
  /** 1, 2, 3...: the order, and the optimistic lock that keeps concurrent writers from both appending. */
  seq: number;
  /** ISO time of the change. */
  at: string;
  /** Who: REGISTRY_USER or the OS user. */
  actor: string;
  action: HistoryAction;
  remote: RemoteName;
  /** Unset for publish, which every environment sees. */
  env?: Environment;
  /** The version the change is about: published, now live, now in canary (settings: the live one). */
  version: string;
  /** What it replaced: the previously live version (promote, canary), or the canary ended (rollback, canary-stop). */
  from?: string | null;
  /** canary: the share of visitors, 1-99. */
  percent?: number;
  /** canary --ramp: the shares still to come, in order (100: promote), each after `holdMs` without regression. */
  ramp?: number[];
  holdMs?: number;
  /** settings: the values changed (the others stay as they were). */
  settings?: Partial<AnalysisSettings>;
  /** publish: the build's content hash. */
  hash?: string;
  /** --reason, when given. */
  reason?: string;
}

/** An entry before the store gives it its place. */
export type NewHistoryEntry = Omit<HistoryEntry, 'seq'>;
