// The API fuzz suite (src/fuzz.test.ts) at any size, outside jest.
//
//   pnpm --filter @shop/api fuzz                        100,000 requests, a new seed
//   pnpm --filter @shop/api fuzz -- 5000 --seed 42      5,000 requests, replaying seed 42
//
// A fresh embedded database with the test catalogue; prints the seed, the statuses, the slowest
// answer and any failure with fast-check's shrunk counterexample. Exits 1 when something failed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi } from '../src/app';
import { createPglite, migrateDatabase, wrapPglite } from '../src/db/client';
import { seed as seedShop } from '../src/db/seed';
import { describeReport, fuzzApi } from '../src/test/fuzz/fuzz-api';
import { fuzzSeed } from '../src/test/fuzz/seed';
import { TEST_SECRET, TEST_SEED_SIZE } from '../src/test/test-env';
import { readCliArgs, usageError } from './cli';

const USAGE = `usage: fuzz [requests, default 100000] [--seed N] [--bound-ms MS]
  requests    how many requests in all, spread over every operation of the OpenAPI document
  --seed      replay a run (default: FUZZ_SEED, else a new seed)
  --bound-ms  the longest one answer may take (default 5000)`;

const fail: (message: string) => never = (message) => usageError(message, USAGE);
const { values, positionals } = readCliArgs({ seed: { type: 'string' }, 'bound-ms': { type: 'string', default: '5000' } }, USAGE);
const requests = Number(positionals[0] ?? 100_000);
const boundMs = Number(values['bound-ms']);
if (!Number.isSafeInteger(requests) || requests < 1) fail(`requests must be a positive integer (got "${positionals[0]}")`);
if (!Number.isFinite(boundMs) || boundMs <= 0) fail(`--bound-ms must be a positive number (got "${values['bound-ms']}")`);
let seed: number;
try {
  seed = fuzzSeed(values.seed === undefined ? process.env : { FUZZ_SEED: values.seed });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

console.log(`fuzz: seed ${seed}, ${requests} requests; seeding a fresh database…`);
const db = wrapPglite(await createPglite());
await migrateDatabase(db);
await seedShop(db, { size: TEST_SEED_SIZE });
const mediaDir = await mkdtemp(join(tmpdir(), 'shop-api-fuzz-media-'));
const app = await buildApi({ db, mediaDir, sessionSecret: TEST_SECRET });
const started = Date.now();
try {
  const report = await fuzzApi({ app, db, requests, seed, boundMs });
  console.log(describeReport(report, seed));
  console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exitCode = report.failures.length ? 1 : 0;
} finally {
  await app.close();
  await db.close();
  await rm(mediaDir, { recursive: true, force: true });
}
