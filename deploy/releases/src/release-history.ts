import { ReleaseError } from './errors';
import { git, gitOrUndefined, shortCommit } from './git';
import { LOCK_PATH, parseLockText, sameLock, type RemotesLock } from './lock-file';

/**
 * The release commits, newest first: the commits of HEAD's first-parent line that changed the
 * lock. First parent is main's own line: a release merged from a branch counts once, as the merge.
 */
export function releaseCommits(root: string): string[] {
  if (git(root, 'rev-parse', '--is-shallow-repository') === 'true') {
    throw new ReleaseError(
      'This clone is shallow, so the releases before it are not in it. Clone without --depth, or run `git fetch --unshallow`.',
    );
  }
  const log = git(root, 'log', '--first-parent', '--format=%H', 'HEAD', '--', LOCK_PATH);
  return log === '' ? [] : log.split('\n');
}

/** The lock as a commit has it; undefined where the commit has none (before the first release, or deleted). */
export function lockAt(root: string, commit: string): RemotesLock | undefined {
  const text = gitOrUndefined(root, 'show', `${commit}:${LOCK_PATH}`);
  return text === undefined ? undefined : parseLockText(text, `${LOCK_PATH} at ${shortCommit(commit)}`);
}

export interface Release {
  /** The commit that wrote this lock: its shell is the shell of that release. */
  commit: string;
  lock: RemotesLock;
}

/**
 * The release before `current`: the newest release commit whose lock differs from it. `current` is
 * the lock under test (HEAD's, or the working tree's while a release is being written), so the
 * answer is the same whether or not HEAD itself is a release commit. Undefined before a second release.
 */
export function previousRelease(root: string, current: RemotesLock): Release | undefined {
  for (const commit of releaseCommits(root)) {
    let lock: RemotesLock | undefined;
    try {
      lock = lockAt(root, commit);
    } catch (error) {
      // A lock that never parsed released nothing: look further back.
      if (error instanceof ReleaseError) continue;
      throw error;
    }
    if (lock === undefined) return undefined;
    if (!sameLock(lock, current)) return { commit, lock };
  }
  return undefined;
}
