import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type HistoryAction = 'publish' | 'promote' | 'rollback';

export interface HistoryEntry {
  at: string;
  remote: string;
  action: HistoryAction;
  version: string;
  /** The version that was live before a promote or rollback. */
  from?: string | null;
  /** Content hash of a published build. */
  hash?: string;
}

export interface PublishedVersion {
  hash: string;
  publishedAt: string;
}

/** registry.json: what is live now, what has been published, and the append-only history. */
export interface RegistryState {
  live: Record<string, string>;
  versions: Record<string, Record<string, PublishedVersion>>;
  history: HistoryEntry[];
}

export const REGISTRY_FILE = 'registry.json';

export function readState(root: string): RegistryState {
  const file = join(root, REGISTRY_FILE);
  if (!existsSync(file)) return { live: {}, versions: {}, history: [] };
  const state = JSON.parse(readFileSync(file, 'utf8')) as Partial<RegistryState>;
  return { live: state.live ?? {}, versions: state.versions ?? {}, history: state.history ?? [] };
}

/**
 * Write temp + rename: the edge reads registry.json on every page load, and rename is atomic,
 * so a reader sees the old file or the new one, never half of one.
 */
export function writeState(root: string, state: RegistryState): void {
  mkdirSync(root, { recursive: true });
  const file = join(root, REGISTRY_FILE);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(temp, file);
}
