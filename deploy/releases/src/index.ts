// What the e2e suite uses (pinning a run to a lock, the N-1 runs, the matrix); the CLI (src/cli.ts)
// and the tests reach everything else by path.
export { exportCommit, exportedCommit } from './checkouts';
export { describeLock, describeShell } from './describe';
export { ReleaseError } from './errors';
export { shortCommit } from './git';
export { LOCK_PATH, formatLock, readLock } from './lock-file';
export { appendRow, type MatrixRow, type RemoteCell } from './matrix';
export { checkoutHasRemote, promoteLockedVersions } from './pin';
export { previousRelease } from './release-history';
