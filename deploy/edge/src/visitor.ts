import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from './cookies';

/** The visitor id cookie: set by the edge only while a canary runs, so it can keep a visitor on one side. */
export const VISITOR_COOKIE = 'shop_visitor';
const ONE_YEAR_S = 365 * 24 * 3600;
// Our own ids are UUIDs; anything else in the cookie (edited, or from another app) is replaced.
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The visitor's id from their cookie, or a new one set on the reply. HttpOnly (no script needs
 * it) and SameSite=Lax; Secure when the request came over https.
 */
export function visitorId(request: FastifyRequest, reply: FastifyReply): string {
  const known = cookieValue(request.headers.cookie, VISITOR_COOKIE);
  if (known !== undefined && VISITOR_ID.test(known)) return known;
  const id = randomUUID();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure}`);
  return id;
}
