import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTES, type RemoteName } from '@shop/contracts';
import { lastChangeOf, sourceId, uncommittedInputs, worktreeSourceId } from './build-inputs';
import { buildApps, type Log } from './checkouts';
import { ReleaseError } from './errors';
import { shortCommit } from './git';
import { LOCK_PATH, readLock, writeLock, type LockEntry, type RemotesLock } from './lock-file';
import { RegistryCli } from './registry-cli';

export interface ReleaseOptions {
  root: string;
  /** The remotes to release; the others keep their lock entries. */
  remotes: readonly RemoteName[];
  /** DATA_DIR of the registry released to (the CLI's default: `<root>/.data`). */
  dataDir: string;
  log: Log;
}

/**
 * Releases remotes from committed sources: builds each, publishes and promotes it with the
 * registry's `release` (which names the version), and writes the lock entry: that version and
 * the newest commit that changed what the remote is built from. Committing the lock is the
 * release's record; CI's N-1 runs compare each release with the one before.
 */
export function releaseRemotes({ root, remotes, dataDir, log }: ReleaseOptions): RemotesLock {
  const lockFile = join(root, LOCK_PATH);
  const before = existsSync(lockFile) ? readLock(lockFile) : undefined;
  if (!before && remotes.length < REMOTES.length) {
    throw new ReleaseError(`${LOCK_PATH} does not exist yet: the first release names every remote (\`pnpm release\` with no names).`);
  }
  const neverReleased = REMOTES.filter((remote) => !before?.remotes[remote] && !remotes.includes(remote));
  if (before && neverReleased.length > 0) {
    throw new ReleaseError(`${neverReleased.join(', ')} has no release yet: release it too (\`pnpm release ${[...remotes, ...neverReleased].join(' ')}\`).`);
  }
  for (const remote of remotes) {
    const changed = uncommittedInputs(root, remote);
    if (changed.length > 0) {
      throw new ReleaseError(`A release names a commit, and ${remote} is built from uncommitted changes (${changed.slice(0, 5).join(', ')}): commit them first.`);
    }
  }
  // The shell too: the registry holds each remote to the shell's shared singletons (its contract check).
  buildApps({ dir: root }, [...remotes, 'shell'], log);
  const registry = new RegistryCli(root, resolve(root, dataDir));
  const released: Partial<Record<RemoteName, LockEntry>> = {};
  for (const remote of remotes) {
    released[remote] = { version: registry.release(remote), commit: lastChangeOf(root, remote) };
    log(`  ${remote} ${released[remote]!.version} from ${shortCommit(released[remote]!.commit)}`);
  }
  const lock = { remotes: { ...before?.remotes, ...released } } as RemotesLock;
  writeLock(lockFile, lock);
  return lock;
}

/**
 * The remotes whose sources in the working tree are not the ones their lock entry was built from:
 * changes no release carries yet, which a run against the lock does not test.
 */
export function unreleasedRemotes(root: string, lock: RemotesLock): RemoteName[] {
  return REMOTES.filter((remote) => {
    const entry = lock.remotes[remote];
    return !entry || worktreeSourceId(root, remote) !== sourceId(root, entry.commit, remote);
  });
}
