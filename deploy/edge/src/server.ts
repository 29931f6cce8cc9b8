import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiPlugin, closeDatabase, listingDataVersion, openDatabase, prepareAdminSetup, seed, vitalsByVersion, type ApiOptions } from '@shop/api';
import { CanaryWatch, dataDir, defaultRegistryRoot, openEventStore, precompressDirectory, releaseOverview, RemoteRegistry, repoRoot } from '@shop/registry';
import { buildEdge, type ApiMount } from './edge';
import { devOrigins, devRegistry } from './dev-registry';
import { readEdgeEnv } from './env';

// The one-port server `npm start` runs. `--seed` also seeds the demo shop (idempotent) before
// listening, so start-up opens the embedded database once instead of twice.
const config = readEdgeEnv(process.env);
const shouldSeed = process.argv.includes('--seed');

// The history where every edge and registry command of this deployment reads it: PostgreSQL when
// DATABASE_URL is set, else the file beside the published builds.
const registryRoot = defaultRegistryRoot();
const registry = new RemoteRegistry(registryRoot, openEventStore(registryRoot));

let db: Awaited<ReturnType<typeof openDatabase>> | undefined;
let api: ApiMount<ApiOptions>;
if (config.apiUrl) {
  api = { upstream: config.apiUrl };
} else {
  const database = await openDatabase({ dataDir: dataDir() });
  db = database;
  if (shouldSeed) await seed(database);
  // The back office's dashboard shows the canaries this edge serves, judged on this API's vitals.
  const releases = () => releaseOverview(registry, config.registryEnv, (query) => vitalsByVersion(database, query));
  api = { plugin: apiPlugin, options: { db: database, releaseEnvironment: config.registryEnv, releases } };
}

// The shell's build is served from its dist folder, which is not published like a remote's: its
// precompressed siblings are made here, once per build (a start that finds them current only reads).
// A folder the edge may not write to is still served, as it is.
const shellDir = join(repoRoot(), 'shell', 'dist');
try {
  if (existsSync(shellDir)) precompressDirectory(shellDir);
} catch (error) {
  console.warn(`The shell's files are served uncompressed: ${(error as Error).message}`);
}

const edge = await buildEdge({
  shellDir,
  registryRoot,
  registry,
  environment: config.registryEnv,
  api,
  publicUrl: config.publicUrl,
  devRegistry: config.devRemotes ? devRegistry() : undefined,
  devOrigins: config.devRemotes ? devOrigins() : undefined,
  remoteOverrides: !config.production,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  dataVersion: pageDataVersion(db),
});

/** The in-process API's data version for the page cache's key; none when the API is elsewhere. */
function pageDataVersion(database: typeof db): (() => string | undefined) | undefined {
  return database && (() => listingDataVersion(database));
}

// The canary analysis runs where the vitals are: beside the in-process API (every edge of an
// environment may run it; a decision is recorded once). With the API elsewhere, that API's edge does.
const stopWatching = db
  ? new CanaryWatch(registry, config.registryEnv, (query) => vitalsByVersion(db!, query), edge.log).start()
  : () => {};

const stop = async (): Promise<void> => {
  stopWatching();
  await edge.close();
  await registry.close();
  if (db) await closeDatabase(db);
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

try {
  await edge.listen({ port: config.port, host: config.host });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(`Port ${config.port} is already in use: stop what runs there, or start with PORT=<another port>.`);
  stopWatching();
  await edge.close();
  await registry.close();
  if (db) await closeDatabase(db);
  process.exit(1);
}
console.log(`Storefront ready at http://localhost:${config.port}`);

// A shop without an admin prints how to make the first (README "Operating the shop"). With an API
// elsewhere (API_URL), that API's own start prints it.
const setupCode = db ? await prepareAdminSetup(db, config.adminSetupCode) : null;
if (setupCode && !config.adminSetupCode) {
  console.log(`No admin yet. Make yourself the first (an API token for \`pnpm ops\` comes with it):
  pnpm ops setup --code ${setupCode} --email you@example.com --url http://localhost:${config.port}`);
}
