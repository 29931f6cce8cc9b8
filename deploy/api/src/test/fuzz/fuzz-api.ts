import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newApiToken, secretHash } from '../../domains/admin/secrets';
import { startSession } from '../test-app';
import { databaseFingerprint } from './db-fingerprint';
import { operationName, operationsOf, readOpenApi, type Operation } from './openapi';
import { prototypePollution, replyProblem } from './reply-check';
import { escapedNulRequests, injectOptions, requestsFor, type FuzzRequest, type Session } from './requests';

export interface FuzzOptions {
  app: FastifyInstance;
  db: Db;
  /** Requests in all, spread evenly over the operations of the OpenAPI document. */
  requests: number;
  /** fast-check's seed: the same seed replays the same requests. */
  seed: number;
  /** The longest one answer may take (rendering a large product image takes a second or two on a busy machine). */
  boundMs?: number;
  /** Only the operations so named ('POST /api/email/subscribe'); every one when absent. */
  only?: readonly string[];
}

export interface FuzzReport {
  operations: string[];
  requests: number;
  statuses: Record<number, number>;
  /** Milliseconds spent on each operation. */
  timeMs: Record<string, number>;
  slowestMs: number;
  slowest: string;
  /** One line per operation whose property failed, with fast-check's shrunk counterexample and seed. */
  failures: string[];
}

/** Share of a POST operation's requests sent with a missing or forged XSRF token. */
const XSRF_SHARE = 0.25;

type Forgery = 'none' | 'empty' | 'other session' | 'tampered' | 'no cookie';
const FORGERIES: Forgery[] = ['none', 'empty', 'other session', 'tampered', 'no cookie'];

/** The request a cross-site page could make the browser send: the cookie, never an Authorization header, and the forgery's token. */
function forge(request: FuzzRequest, forgery: Forgery, other: Session): FuzzRequest {
  const { 'x-xsrf-token': token = '', authorization: _authorization, ...headers } = request.headers;
  switch (forgery) {
    case 'none': return { ...request, headers };
    case 'empty': return { ...request, headers: { ...headers, 'x-xsrf-token': '' } };
    case 'other session': return { ...request, headers: { ...headers, 'x-xsrf-token': other.token } };
    case 'tampered': return { ...request, headers: { ...headers, 'x-xsrf-token': `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` } };
    case 'no cookie': {
      const { cookie: _cookie, ...rest } = headers;
      return { ...request, headers: { ...rest, 'x-xsrf-token': token } };
    }
  }
}

/**
 * Fuzzes every operation of the API's OpenAPI document with generated requests (see requests.ts)
 * and checks each reply (reply-check.ts). POST operations also get requests without a valid XSRF
 * token: each must be refused with 403, and the database must be unchanged after them.
 */
/**
 * How much longer a generated image may take than any other answer: drawing a 1280 px product photo
 * is 1.5-2 s of CPU alone, and npm test runs this suite beside the other packages' on two cores,
 * where one took 6 s. The bound is there to catch a hang, which this still does.
 */
const IMAGE_BOUND_FACTOR = 3;

const boundOf = (operation: Operation, boundMs: number) =>
  (operation.replyTypes.get(200) ?? '').startsWith('image/') ? boundMs * IMAGE_BOUND_FACTOR : boundMs;

export async function fuzzApi({ app, db, requests, seed, boundMs = 5000, only }: FuzzOptions): Promise<FuzzReport> {
  const operations = operationsOf(await readOpenApi(app)).filter((operation) => !only || only.includes(operationName(operation)));
  const session = { ...await startSession(app), bearer: await adminToken(db) };
  const other = await startSession(app);
  const runs = Math.max(1, Math.ceil(requests / operations.length));
  const report: FuzzReport = { operations: operations.map(operationName), requests: 0, statuses: {}, timeMs: {}, slowestMs: 0, slowest: '', failures: [] };

  async function send(request: FuzzRequest) {
    const started = performance.now();
    const response = await app.inject(injectOptions(request));
    const elapsedMs = performance.now() - started;
    report.requests += 1;
    report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
    if (elapsedMs > report.slowestMs) Object.assign(report, { slowestMs: elapsedMs, slowest: `${request.method} ${request.url.slice(0, 120)}` });
    return { response, elapsedMs };
  }

  async function check(operation: Operation, what: string, property: fc.IAsyncProperty<[FuzzRequest]>, numRuns: number) {
    const started = performance.now();
    try {
      await fc.assert(property, { seed, numRuns });
    } catch (error) {
      // fast-check's message has the seed, path and shrunk counterexample; the cause says what was wrong.
      const cause = error instanceof Error && error.cause instanceof Error ? `\nCause: ${error.cause.message}` : '';
      report.failures.push(`${operationName(operation)} ${what}: ${error instanceof Error ? error.message : String(error)}${cause}`);
    }
    const name = operationName(operation);
    report.timeMs[name] = (report.timeMs[name] ?? 0) + performance.now() - started;
  }

  /** Every text of a correct request, one at a time, escaped once more than the request decodes it (requests.ts escapedNulRequests). */
  async function checkDecodedAgain(operation: Operation) {
    const started = performance.now();
    for (const { text, request } of escapedNulRequests(operation, session, seed)) {
      const { response, elapsedMs } = await send(request);
      const problem = replyProblem(operation, response, elapsedMs, boundOf(operation, boundMs));
      if (problem) report.failures.push(`${operationName(operation)} with ${text} a NUL byte once decoded again (${request.method} ${request.url.slice(0, 200)}): ${problem}`);
    }
    const name = operationName(operation);
    report.timeMs[name] = (report.timeMs[name] ?? 0) + performance.now() - started;
  }

  for (const operation of operations) {
    await checkDecodedAgain(operation);
    // A route open to anyone (a beacon) has no XSRF rule to break; every other POST must refuse without it.
    const xsrfRuns = operation.method === 'POST' && !operation.open ? Math.max(1, Math.round(runs * XSRF_SHARE)) : 0;
    await check(operation, 'answers in the envelope', fc.asyncProperty(requestsFor(operation, session), async (request) => {
      const { response, elapsedMs } = await send(request);
      const problem = replyProblem(operation, response, elapsedMs, boundOf(operation, boundMs)) ?? prototypePollution();
      if (problem) throw new Error(problem);
    }), runs - xsrfRuns);

    if (xsrfRuns === 0) continue;
    const before = await databaseFingerprint(db);
    const forged = fc
      .tuple(requestsFor(operation, session), fc.constantFrom(...FORGERIES))
      .map(([request, forgery]) => forge(request, forgery, other));
    await check(operation, 'refuses requests without XSRF', fc.asyncProperty(forged, async (request) => {
      const { response, elapsedMs } = await send(request);
      const problem = replyProblem(operation, response, elapsedMs, boundOf(operation, boundMs));
      if (problem) throw new Error(problem);
      // 403 from the XSRF check (401 from the admin API without a cookie); 400 or 404 only when the
      // URL cannot be decoded or routed at all.
      if (![401, 403, 400, 404].includes(response.statusCode)) throw new Error(`HTTP ${response.statusCode} without a valid XSRF token`);
    }), xsrfRuns);
    const after = await databaseFingerprint(db);
    const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
    if (changed.length) report.failures.push(`${operationName(operation)}: requests without a valid XSRF token changed ${changed.join(', ')}`);
  }
  return report;
}

/** An admin API token for the fuzz's requests to /api/admin (so they do their real work), written straight into the database. */
async function adminToken(db: Db): Promise<string> {
  const token = newApiToken();
  await db.orm.execute(sql`INSERT INTO api_tokens (name, role, token_hash) VALUES ('fuzz', 'admin', ${secretHash(token)})`);
  return token;
}

/** The report as a few lines for a person. */
export function describeReport(report: FuzzReport, seed: number): string {
  const statuses = Object.entries(report.statuses).map(([status, count]) => `${status}×${count}`).join(' ');
  return [
    `fuzz: seed ${seed} (replay with FUZZ_SEED=${seed}), ${report.operations.length} operations, ${report.requests} requests`,
    `  statuses ${statuses}; slowest ${Math.round(report.slowestMs)} ms (${report.slowest})`,
    `  time per operation: ${Object.entries(report.timeMs).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    ...report.failures.map((failure) => `  FAILED ${failure}`),
  ].join('\n');
}
