import { buildApi } from './app';
import { prepareAdminSetup } from './domains/admin/staff';
import { closeDatabase, openDatabase } from './db/client';
import { seed } from './db/seed';
import { env, EnvError } from './env';

// Standalone API for `pnpm --filter @shop/api dev`; the edge mounts the same plugin in-process.
async function main(): Promise<void> {
  const config = env();
  const db = await openDatabase();
  await seed(db);
  const app = await buildApi({ db, logger: { level: 'info' } });

  const stop = async (): Promise<void> => {
    await app.close();
    await closeDatabase(db);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: config.apiPort, host: '0.0.0.0' });
  const setupCode = await prepareAdminSetup(db);
  if (setupCode) console.log(`No admin yet. Make yourself the first: pnpm ops setup --code ${setupCode} --email you@example.com --url http://localhost:${config.apiPort}`);
}

main().catch((error: unknown) => {
  // A wrong setting is the operator's to fix: print the message, not a stack trace.
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
