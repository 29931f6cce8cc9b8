import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';

/** A limit hit: the 429 of spec-less "too many requests", answered in the API's envelope (errors.ts). */
export class TooManyRequests extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many requests: try again in ${retryAfterSeconds} s`);
    this.name = 'TooManyRequests';
  }
}

/**
 * Counts a hit on `key` in its fixed window: a new window starts when the last one is over. One
 * upsert, so concurrent requests (in any API process) each get their own count.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const result = (await db.orm.execute(sql`
    INSERT INTO rate_limits AS r (key, window_start, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_start <= now() - ${windowMs} * interval '1 millisecond' THEN 1 ELSE r.hits + 1 END,
      window_start = CASE WHEN r.window_start <= now() - ${windowMs} * interval '1 millisecond' THEN now() ELSE r.window_start END
    RETURNING hits, (extract(epoch FROM (r.window_start + ${windowMs} * interval '1 millisecond' - now())) * 1000)::int AS ttl`)) as unknown as {
    rows: Array<{ hits: number; ttl: number }>;
  };
  const row = result.rows[0]!;
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
}

/** The hits counted on `key` in its current window, without counting one (0 when the window is over). */
export async function peekHits(db: Db, key: string, windowMs: number): Promise<number> {
  const result = (await db.orm.execute(sql`
    SELECT hits FROM rate_limits WHERE key = ${key} AND window_start > now() - ${windowMs} * interval '1 millisecond'`)) as unknown as {
    rows: Array<{ hits: number }>;
  };
  return Number(result.rows[0]?.hits ?? 0);
}

/** @fastify/rate-limit's store over the database (the architecture keeps limits out of process memory). */
function databaseStore(db: Db) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(db, key, timeWindow).then((result) => callback(null, result), (error: Error) => callback(error));
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** Registers @fastify/rate-limit with the database store; routes opt in with `limitPerSessionAndIp`. */
export async function registerRateLimits(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, { global: false, store: databaseStore(db) });
}

export interface Limit {
  /** Names the counters: limits of different routes never share them unless they share a name. */
  name: string;
  /** Requests a session may make in the window; an IP address (many shoppers behind one) may make `perIp`. */
  perSession: number;
  perIp: number;
  windowMs: number;
}

/**
 * A preHandler that refuses with 429 once a session, or an IP address, has made its number of
 * requests in the window: a new session per request does not get around it, and one busy office
 * does not lock out everyone behind its address before the limit per IP.
 */
export function limitPerSessionAndIp(app: FastifyInstance, limit: Limit): preHandlerAsyncHookHandler {
  return limitBy(app, limit.windowMs, [
    { max: limit.perSession, key: (request) => `${limit.name}:session:${request.sessionId}` },
    { max: limit.perIp, key: (request) => `${limit.name}:ip:${request.ip}` },
  ]);
}

/** The same for a route without sessions (a beacon carries no cookie): per IP address only. */
export function limitPerIp(app: FastifyInstance, limit: Omit<Limit, 'perSession'>): preHandlerAsyncHookHandler {
  return limitBy(app, limit.windowMs, [{ max: limit.perIp, key: (request) => `${limit.name}:ip:${request.ip}` }]);
}

function limitBy(app: FastifyInstance, windowMs: number, counters: Array<{ max: number; key: (request: FastifyRequest) => string }>): preHandlerAsyncHookHandler {
  const limiters = counters.map(({ max, key }) => app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key }));
  return async (request, reply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      // isAllowed means an allow-listed request: never limited.
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new TooManyRequests(result.ttlInSeconds);
      }
    }
  };
}
