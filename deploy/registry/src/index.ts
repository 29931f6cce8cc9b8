// What other packages use: the edge (serving, precompressed files, canary maps), the releases tool
// and the e2e suite. The CLI (src/cli.ts) and the tests reach everything else by path.
export { dataDir, defaultRegistryRoot, repoRoot } from './paths';
export { isCompressible, MIN_PRECOMPRESS_BYTES, precompressDirectory, siblingSource } from './precompress';
export { defaultEnvironment, type Environment } from './environment';
export { FileEventStore } from './file-event-store';
export { openEventStore } from './open-store';
export { hasCanary, registryMapFor, visitorBucket } from './canary';
export { baseVersion } from './versions';
export { RemoteRegistry } from './registry';
export type { Deployments } from './state';
export { CanaryWatch, type VitalsSource } from './canary-watch';
export { releaseOverview } from './release-overview';
