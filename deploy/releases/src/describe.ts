import { REMOTES } from '@shop/contracts';
import { uncommittedInputs } from './build-inputs';
import type { Checkout } from './checkouts';
import { git, shortCommit } from './git';
import type { RemotesLock } from './lock-file';

/** The shell a checkout serves, for the matrix: its commit, and "+ changes" for a working tree that changes it. */
export function describeShell(root: string, checkout: Checkout): string {
  if (checkout.commit) return shortCommit(checkout.commit);
  const head = shortCommit(git(root, 'rev-parse', 'HEAD'));
  return uncommittedInputs(root, 'shell').length > 0 ? `${head} + changes` : head;
}

/** A lock as lines a person reads: "catalog  1.0.0  from 3f9c2a1", "backoffice  not released then". */
export function describeLock(lock: RemotesLock): string[] {
  const width = Math.max(...REMOTES.map((remote) => remote.length));
  return REMOTES.map((remote) => {
    const entry = lock.remotes[remote];
    return `${remote.padEnd(width)}  ${entry ? `${entry.version}  from ${shortCommit(entry.commit)}` : 'not released then'}`;
  });
}
