export { RegistryError } from './errors';
export { dataDir, defaultRegistryRoot, repoRoot } from './paths';
export { hashDirectory } from './content-hash';
export { isCompressible, MIN_PRECOMPRESS_BYTES, precompressDirectory, siblingSource } from './precompress';
export type { HistoryEntry, RegistryState } from './registry-file';
export {
  MANIFEST_FILE,
  buildVersion,
  history,
  list,
  liveRegistry,
  promote,
  publish,
  release,
  rollback,
  type PromoteResult,
  type PublishOptions,
  type PublishResult,
  type ReleaseResult,
  type RemoteListing,
  type RollbackResult,
} from './registry';
export { runCli } from './cli-commands';
