import { XSRF_COOKIE, XSRF_HEADER } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { SESSION_TTL_DAYS, touchSession } from './session-repository';
import { isValidXsrfToken, newSessionId, xsrfToken } from './xsrf';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session id from the signed `sid` cookie (a new one when the request had none). */
    sessionId: string;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_AGE = SESSION_TTL_DAYS * 24 * 3600;

/**
 * Sessions and the XSRF rule for every route of the scope it is called on.
 * - Any request without a valid signed `sid` cookie gets a new id in `sid` (HttpOnly) and its
 *   token in `XSRF-TOKEN` (readable by the page's JS).
 * - A POST (any unsafe method) must echo the token in `X-XSRF-TOKEN`, else 403 before the body is
 *   even validated, so nothing changes.
 * - The session row is written on the first accepted POST, not on every GET: anonymous browsing
 *   (and the edge rendering settings into HTML) costs no database write.
 */
export function registerSessions(app: FastifyInstance, { db, secret }: { db: Db; secret: string }): void {
  app.decorateRequest('sessionId', '');

  app.addHook('onRequest', async (request, reply) => {
    const sessionId = readSessionId(request) ?? issueSession(request, reply);
    request.sessionId = sessionId;
    const token = xsrfToken(secret, sessionId);
    if (request.cookies[XSRF_COOKIE] !== token) setXsrfCookie(request, reply, token);

    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (!isValidXsrfToken(secret, sessionId, Array.isArray(header) ? header[0] : header)) {
      return reply.code(403).send({ status: 403, error: 'xsrf', message: 'Missing or invalid X-XSRF-TOKEN header' });
    }
    await touchSession(db, sessionId);
  });
}

function readSessionId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

function issueSession(request: FastifyRequest, reply: FastifyReply): string {
  const id = newSessionId();
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/', httpOnly: true, sameSite: 'lax', signed: true, maxAge: MAX_AGE, secure: request.protocol === 'https',
  });
  return id;
}

function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(XSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'lax', maxAge: MAX_AGE, secure: request.protocol === 'https' });
}
