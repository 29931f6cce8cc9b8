import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { customers, sessions } from '../db/schema';
import { buildApi, type ApiOptions } from '../app';
import { createPglite, openDatabase, wrapPglite, type Db } from '../db/client';
import { SNAPSHOT_ENV, TEMPLATE_DB, TEST_SECRET, withDatabase } from './test-env';

/** A fresh, seeded database for one test file (see global-setup). */
export async function createTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `shop_api_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`).finally(() => admin.end());
    const db = await openDatabase({ url: withDatabase(url, name) });
    return {
      ...db,
      close: async () => {
        await db.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name}`).finally(() => dropper.end());
      },
    };
  }
  const snapshot = process.env[SNAPSHOT_ENV];
  if (!snapshot) throw new Error(`${SNAPSHOT_ENV} is not set: run the API tests through jest (global-setup builds the snapshot)`);
  const client = await createPglite({ loadDataDir: new Blob([await readFile(snapshot)]) });
  return wrapPglite(client);
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  mediaDir: string;
  close(): Promise<void>;
}

/** The API on a fresh database; `options` adds what an edge would hand in (the release registry's canaries). */
export async function createTestApp(options: Pick<ApiOptions, 'releases'> = {}): Promise<TestApp> {
  const db = await createTestDb();
  const mediaDir = await mkdtemp(join(tmpdir(), 'shop-api-media-'));
  const app = await buildApi({ db, mediaDir, sessionSecret: TEST_SECRET, ...options }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  return {
    app,
    db,
    mediaDir,
    close: async () => {
      await app.close();
      await db.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** The cookies a response sets, as name → value. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** Starts a session the way the api-client does (GET /api/session) and returns what a POST must send. */
export async function startSession(app: FastifyInstance): Promise<{ cookie: string; token: string }> {
  const response = await app.inject({ method: 'GET', url: '/api/session' });
  const cookies = cookiesOf(response);
  const sid = cookies.sid;
  const token = cookies['XSRF-TOKEN'];
  if (!sid || !token) throw new Error('GET /api/session did not set sid and XSRF-TOKEN');
  return { cookie: `sid=${sid}; XSRF-TOKEN=${token}`, token };
}

/** The session id inside the signed `sid` cookie (`<id>.<signature>`; ids are base64url, without dots). */
export function sessionIdOf(cookie: string): string {
  const signed = /(?:^|; )sid=([^;]+)/.exec(cookie)?.[1];
  if (!signed) throw new Error('no sid cookie');
  return decodeURIComponent(signed).split('.')[0]!;
}

export interface TestCustomer {
  telephone?: string | null;
  email?: string | null;
  firstname?: string;
  lastname?: string;
  customerGroup?: string;
  approved?: boolean;
  loyaltyStatus?: 'none' | 'active';
}

/** A new customer row (a unique phone unless given), as the first login makes one. */
export async function createCustomer({ db }: Pick<TestApp, 'db'>, fields: TestCustomer = {}): Promise<number> {
  const [row] = await db.orm
    .insert(customers)
    .values({ telephone: `+79${randomInt(100_000_000, 999_999_999)}`, inviteCode: `T${randomBytes(6).toString('hex')}`, ...fields })
    .returning({ id: customers.id });
  return row!.id;
}

/**
 * A new session logged in as a customer the way the login flow leaves it: the session row names
 * the customer. `customer` is an existing customer's id, or the fields of a new one.
 */
export async function logInSession(
  { app, db }: Pick<TestApp, 'app' | 'db'>,
  customer: number | TestCustomer = {},
): Promise<{ cookie: string; token: string; id: string; customerId: number }> {
  const session = await startSession(app);
  const id = sessionIdOf(session.cookie);
  const customerId = typeof customer === 'number' ? customer : await createCustomer({ db }, customer);
  await db.orm
    .insert(sessions)
    .values({ id, customerId, expiresAt: sql`now() + interval '1 day'` })
    .onConflictDoUpdate({ target: sessions.id, set: { customerId } });
  return { ...session, id, customerId };
}

export interface Session { cookie: string; token: string }

/** A test file's fresh app with one browser session, and a POST that sends the session's cookie and XSRF header. */
export interface SessionApp {
  readonly t: TestApp;
  readonly session: Session;
  post(url: string, payload: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** Made before the file's tests (beforeAll) and closed after them (afterAll); read its fields inside tests. */
export function testAppWithSession(): SessionApp {
  let t: TestApp | undefined;
  let session: Session | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    session = await startSession(t.app);
  });
  afterAll(async () => { await t?.close(); });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('testAppWithSession: used outside a test');
    return value;
  };
  return {
    get t() { return ready(t); },
    get session() { return ready(session); },
    post: (url, payload, headers = {}) => ready(t).app.inject({
      method: 'POST', url, payload: payload as object, headers: { cookie: ready(session).cookie, 'x-xsrf-token': ready(session).token, ...headers },
    }),
  };
}
