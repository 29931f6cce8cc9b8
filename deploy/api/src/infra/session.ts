import { XSRF_COOKIE, XSRF_HEADER } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { LruMap } from './lru-map';
import { replaceSession, SESSION_TOUCH_INTERVAL_MINUTES, SESSION_TTL_DAYS, touchSession } from './session-repository';
import { isSameToken, newSessionId, xsrfToken } from './xsrf';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The session id from the signed `sid` cookie, or `ANONYMOUS` on a safe request without a valid
     * one: an empty session that no row has, so a guest's cart is empty and nobody is logged in.
     */
    sessionId: string;
  }
}

/** The session of a GET without a valid `sid`: nothing is stored under it (no row has an empty id). */
export const ANONYMOUS = '';

export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_AGE = SESSION_TTL_DAYS * 24 * 3600;

/**
 * Sessions and the XSRF rule for every route of the scope it is called on.
 * - A safe request (GET, HEAD, OPTIONS) never gets a cookie: without a valid signed `sid` it runs
 *   as an anonymous, empty session. That keeps public GETs cacheable by a shared cache, which must
 *   never keep (and hand to the next visitor) a reply that sets someone's session cookie.
 * - `ensureSession` (the `GET /api/session` route) gives a visitor a new id in `sid` (HttpOnly)
 *   and its token in `XSRF-TOKEN` (readable by the page's JS); the api-client calls it before its
 *   first POST.
 * - A POST (any unsafe method) needs a valid `sid` and must echo its token in `X-XSRF-TOKEN`, else
 *   403 before the body is even validated, so nothing changes.
 * - The session row is written on the first accepted POST, not on `GET /api/session`: anonymous
 *   browsing costs no database write. After that it is extended at most every ten minutes, and
 *   this process remembers when it last did so: the read-only POSTs in between (listings, product
 *   pages) do not even ask the database.
 */
export function registerSessions(app: FastifyInstance, { db, secret }: { db: Db; secret: string }): void {
  app.decorateRequest('sessionId', ANONYMOUS);
  const touched = new RecentTouches(SESSION_TOUCH_INTERVAL_MINUTES * 60_000, MAX_REMEMBERED_SESSIONS);

  app.addHook('onRequest', async (request, reply) => {
    const sessionId = readSessionId(request);
    request.sessionId = sessionId ?? ANONYMOUS;
    if (SAFE_METHODS.has(request.method)) return;

    if (!sessionId || !hasXsrfToken(request, secret, sessionId)) return refuseXsrf(reply);
    if (touched.isRecent(sessionId)) return;
    await touchSession(db, sessionId);
    touched.add(sessionId);
  });
}

/**
 * Makes sure the visitor has a session: a new `sid` when the request has no valid one, and the
 * `XSRF-TOKEN` cookie when it is not the session's token. Sets no cookie when both are right, and
 * writes nothing: the row waits for the first POST.
 */
export function ensureSession(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  const sessionId = request.sessionId === ANONYMOUS ? issueSession(request, reply) : request.sessionId;
  request.sessionId = sessionId;
  const token = xsrfToken(secret, sessionId);
  if (request.cookies[XSRF_COOKIE] !== token) setXsrfCookie(request, reply, token);
}

/**
 * Login and logout (domains/auth) rotate the session, so an id someone planted or read before
 * gives them nothing after: in the caller's transaction, a new row (for `customerId`, with the old
 * row's data when `keepData`) replaces the old one, which ends (replaceSession). After the commit,
 * `setSession` hands the new id to the visitor.
 */
export async function rotateSession(
  tx: Pick<Db['orm'], 'execute'>,
  request: FastifyRequest,
  next: { customerId: number | null; keepData: boolean; dropKeys?: string[] },
): Promise<string> {
  const nextId = newSessionId();
  await replaceSession(tx, { oldId: request.sessionId, nextId, ...next });
  return nextId;
}

/** Gives the visitor the session `sessionId`: its signed `sid` and its XSRF-TOKEN cookies; the rest of the request runs under it. */
export function setSession(request: FastifyRequest, reply: FastifyReply, secret: string, sessionId: string): void {
  setSessionCookie(request, reply, sessionId);
  setXsrfCookie(request, reply, xsrfToken(secret, sessionId));
  request.sessionId = sessionId;
}

/** Whether the request echoes the session's XSRF token in its header. */
export function hasXsrfToken(request: FastifyRequest, secret: string, sessionId: string): boolean {
  const header = request.headers[XSRF_HEADER];
  return isSameToken(xsrfToken(secret, sessionId), Array.isArray(header) ? header[0] : header);
}

/** The 403 of a POST without its session's XSRF token: nothing has run. */
export function refuseXsrf(reply: FastifyReply): FastifyReply {
  return reply.code(403).send({ status: 403, error: 'xsrf', message: 'Missing or invalid X-XSRF-TOKEN header: GET /api/session first' });
}

/** The session id of the signed `sid` cookie, when the request has a valid one. */
export function readSessionId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

function issueSession(request: FastifyRequest, reply: FastifyReply): string {
  const id = newSessionId();
  setSessionCookie(request, reply, id);
  return id;
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/', httpOnly: true, sameSite: 'lax', signed: true, maxAge: MAX_AGE, secure: request.protocol === 'https',
  });
}

function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(XSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'lax', maxAge: MAX_AGE, secure: request.protocol === 'https' });
}

/** Sessions remembered as touched: beyond this the longest untouched are forgotten (and touched again when they come back). */
const MAX_REMEMBERED_SESSIONS = 100_000;

/** The sessions this process wrote lately. Forgetting one only costs a touch that changes nothing, so memory stays bounded. */
class RecentTouches {
  private readonly touchedAt: LruMap<string, number>;

  constructor(private readonly intervalMs: number, capacity: number) {
    this.touchedAt = new LruMap(capacity);
  }

  isRecent(sessionId: string): boolean {
    const at = this.touchedAt.get(sessionId);
    return at !== undefined && Date.now() - at < this.intervalMs;
  }

  add(sessionId: string): void {
    this.touchedAt.set(sessionId, Date.now());
  }
}
