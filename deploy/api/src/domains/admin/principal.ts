import { ADMIN_FORBIDDEN, ADMIN_UNAUTHORIZED, mayStaff, STAFF_PERMISSIONS, type StaffPermission, type StaffRole } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rowsOf, type Db } from '../../db/client';
import { countHit } from '../../infra/rate-limit';
import { hasXsrfToken, readSessionId, refuseXsrf, SAFE_METHODS } from '../../infra/session';
import { sessionAccount } from '../../infra/session-customer';
import { secretHash } from './secrets';

/** Who calls the admin API: a staff customer (their session) or an API token, with the role it has. */
export interface Principal {
  role: StaffRole;
  /** How the audit log names them: `customer:12 owner@example.com`, `token:3 nightly import`. */
  actor: string;
  customerId: number | null;
  tokenId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every admin route by the admin scope's onRequest hook. */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** What an admin route does, in STAFF_PERMISSIONS' words: the roles it allows may call it. */
    permission?: StaffPermission;
  }
}

/** Failed credentials an IP address may present in a quarter of an hour before it gets 429. */
export const FAILED_AUTH_LIMIT = 20;
const FAILED_AUTH_WINDOW_MS = 15 * 60_000;

/**
 * The admin scope's onRequest: finds the principal, or answers 401 (no credentials, an unknown or
 * revoked token, a session nobody is logged in on), 403 (a POST of a session without its XSRF
 * token, or a customer who is not staff) or 429 (too many failed tokens from one address).
 * A token needs no XSRF token: it is sent by a script, never by a browser on its own.
 */
export async function authenticate(db: Db, secret: string, request: FastifyRequest, reply: FastifyReply): Promise<Principal | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer !== undefined) {
    const principal = await tokenPrincipal(db, bearer);
    if (principal) return principal;
    const { current } = await countHit(db, `admin-auth:ip:${request.ip}`, FAILED_AUTH_WINDOW_MS);
    if (current > FAILED_AUTH_LIMIT) {
      void reply.code(429).header('retry-after', String(FAILED_AUTH_WINDOW_MS / 1000)).send({ status: 429, error: 'too_many_requests' });
    } else unauthorized(reply, 'Unknown or revoked API token');
    return null;
  }
  const sessionId = readSessionId(request);
  if (!sessionId) return unauthorized(reply, 'Log in as staff, or send Authorization: Bearer <API token>');
  if (!SAFE_METHODS.has(request.method) && !hasXsrfToken(request, secret, sessionId)) {
    void refuseXsrf(reply);
    return null;
  }
  const account = await sessionAccount(db, sessionId);
  if (!account) return unauthorized(reply, 'Nobody is logged in on this session');
  if (!account.staffRole) {
    void reply.code(403).send({ status: 403, error: ADMIN_FORBIDDEN, message: 'Only the shop\'s staff may use the admin API' });
    return null;
  }
  return { role: account.staffRole, actor: customerActor(account), customerId: account.id, tokenId: null };
}

/** How the audit log names a customer. */
export const customerActor = (row: { id: number; email: string | null; telephone: string | null }): string =>
  `customer:${row.id} ${row.email || row.telephone || ''}`.trim();
export const tokenActor = (row: { id: number; name: string }): string => `token:${row.id} ${row.name}`;

async function tokenPrincipal(db: Db, token: string): Promise<Principal | null> {
  if (token.length > 200) return null;
  const [row] = rowsOf<{ id: number; name: string; role: StaffRole; stale: boolean }>(await db.orm.execute(sql`
    SELECT id, name, role, (last_used_at IS NULL OR last_used_at < now() - interval '1 minute') AS stale
    FROM api_tokens WHERE token_hash = ${secretHash(token)} AND revoked_at IS NULL`));
  // Written at most once a minute: a script's burst of calls costs one write.
  if (row?.stale) await db.orm.execute(sql`UPDATE api_tokens SET last_used_at = now() WHERE id = ${row.id}`);
  return row ? { role: row.role, actor: tokenActor({ id: Number(row.id), name: row.name }), customerId: null, tokenId: Number(row.id) } : null;
}

function unauthorized(reply: FastifyReply, message: string): null {
  void reply.code(401).header('www-authenticate', 'Bearer').send({ status: 401, error: ADMIN_UNAUTHORIZED, message });
  return null;
}

/** `Permission: orders.move (admin, operator).`, as each admin route's description ends. */
export const permissionNote = (permission: StaffPermission | undefined): string =>
  permission ? `Permission: ${permission} (${STAFF_PERMISSIONS[permission].join(', ')}).` : 'Permission: none declared (nobody may call it).';

/** The 403 of a principal whose role lacks the route's permission (a route that names none is nobody's). */
export function forbidden(reply: FastifyReply, needed: StaffPermission | undefined): FastifyReply {
  const roles = needed ? STAFF_PERMISSIONS[needed].join(', ') : 'none';
  return reply.code(403).send({ status: 403, error: ADMIN_FORBIDDEN, message: `This needs the ${needed ?? 'undeclared'} permission (roles: ${roles})` });
}

/**
 * Makes `scope` a staff scope: each of its routes finds its principal first (401 without one) and
 * then checks the permission its config names against the principal's role (403 when the role
 * lacks it, before the request is read any further: a caller without the right learns nothing of
 * the route's input rules). Each domain with admin routes registers them in such a scope of its
 * own (the admin domain's, rum's vitals).
 */
export function guardForStaff(scope: FastifyInstance, db: Db, secret: string): void {
  scope.decorateRequest('principal', null);
  // The OpenAPI document says of each route what it needs, from the route's own config.
  scope.addHook('onRoute', (route) => {
    const note = permissionNote(route.config?.permission);
    if (route.schema && !route.schema.description?.includes(note)) route.schema.description = [route.schema.description, note].filter(Boolean).join(' ');
  });
  scope.addHook('onRequest', async (request, reply) => {
    const principal = await authenticate(db, secret, request, reply);
    if (!principal) return reply;
    const needed = request.routeOptions.config?.permission;
    if (!needed || !mayStaff(principal.role, needed)) return forbidden(reply, needed);
    request.principal = principal;
  });
}
