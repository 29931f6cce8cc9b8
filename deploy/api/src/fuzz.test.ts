/** @jest-environment node */
import { describeReport, fuzzApi } from './test/fuzz/fuzz-api';
import { fuzzSeed } from './test/fuzz/seed';
import { createTestApp, type TestApp } from './test/test-app';

// Every operation of the OpenAPI document, with generated valid and hostile requests on a fresh
// database (test/fuzz/README.md). A longer run: `pnpm --filter @shop/api fuzz -- 100000`.
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const seed = fuzzSeed();

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

it(`survives hostile input on every route (seed ${seed})`, async () => {
  const report = await fuzzApi({ app: t.app, db: t.db, requests: REQUESTS, seed });
  console.info(describeReport(report, seed));
  expect(report.operations.length).toBeGreaterThan(10);
  expect(report.failures).toEqual([]);
}, 120_000);
