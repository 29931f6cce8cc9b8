export { appDir, buildInputs, sourceId, type AppName } from './build-inputs';
export { exportCommit, exportedCommit, type Checkout, type Log } from './checkouts';
export { describeLock, describeShell } from './describe';
export { ReleaseError } from './errors';
export { LOCK_PATH, formatLock, parseLock, readLock, sameLock, writeLock, type LockEntry, type RemotesLock } from './lock-file';
export { appendRow, formatMatrix, readRows, type MatrixRow, type RemoteCell } from './matrix';
export { promoteLockedVersions, publishUnservedBuilds, type PinOptions } from './pin';
export { previousRelease, releaseCommits, type Release } from './release-history';
