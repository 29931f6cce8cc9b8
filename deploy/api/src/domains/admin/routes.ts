import {
  ADMIN_ERRORS, ADMIN_ORDERS_COUNT_LIMIT, AdminDashboardReply, AdminIdParams, AdminMeReply, AdminOrderReply, AdminOrdersQuery, AdminOrdersReply, AdminOrderStatusRequest, AdminSetupReply, AdminSetupRequest,
  ApiTokenCreateReply, ApiTokenCreateRequest, ApiTokenListReply, ApiTokenReply, AuditQuery, AuditReply, ReasonRequest,
  StaffChangeReply, StaffChangeRequest, StaffListReply,
} from '@shop/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import { limitPerSessionAndIp } from '../../infra/rate-limit';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { sharedOrderUrl } from '../settings/site-url';
import { auditEntries } from './audit';
import { registerCatalogRoutes } from './catalog-routes';
import { registerCustomerRoutes } from './customer-routes';
import { dashboard, releasesOf, type ReleaseSource } from './dashboard';
import { registerGiftcardRoutes } from './giftcard-routes';
import { registerInboxRoutes } from './inbox-routes';
import { registerOperationRoutes } from './operations-routes';
import { registerProductRoutes } from './product-routes';
import { registerPromoRoutes } from './promo-routes';
import { findOrder, listOrders, moveOrder } from './orders';
import { guardForStaff, type Principal } from './principal';
import { failures, ROLE_NOTE, savingFailures } from './route-notes';
import { changeStaffRole, createToken, makeFirstAdmin, staffList, tokenList, revokeToken } from './staff';

/** Setup tries a session or an IP address may make in an hour: enough for typos, far too few to guess a code. */
export const SETUP_LIMIT = { name: 'admin-setup', perSession: 10, perIp: 10, windowMs: 60 * 60_000 };

/**
 * The admin API under /api/admin (shared/contracts/src/admin.ts lists it), for staff and their
 * tokens only: staff and tokens (admins), the audit log (admins), orders, gift cards, customers and the rest (operators; support reads).
 * Registered beside the shoppers' routes, not among them: a token is sent without the session
 * cookie their XSRF rule wants. Replies are personal: never cached. The setup is adminSetupRoute.
 */
export const adminRoutes: FastifyPluginAsync<{ db: Db; secret: string; mediaDir: string; releases?: ReleaseSource }> = async (scope, { db, secret, mediaDir, releases }) => {
  guardForStaff(scope, db, secret);
  registerStaffRoutes(scope, db, releases);
  registerOrderRoutes(scope, db);
  registerOperationRoutes(scope, db);
  registerGiftcardRoutes(scope, db, secret);
  registerCustomerRoutes(scope, db);
  registerPromoRoutes(scope, db);
  registerInboxRoutes(scope, db);
  registerCatalogRoutes(scope, db, mediaDir);
  await registerProductRoutes(scope, db, mediaDir);
};

/**
 * POST /admin/setup: among the shoppers' routes (their session and XSRF rule), since whoever calls
 * it has no credentials yet; the code is the credential.
 */
export const adminSetupRoute: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  app.post('/setup', {
    schema: {
      tags: ['admin'],
      summary: 'Make the first admin with the code a shop without one prints at start',
      description: `Needs the X-XSRF-TOKEN header. No credentials: the code is the credential (${SETUP_LIMIT.perIp} tries an hour per IP). The customer the phone or e-mail names (made if new) `
        + `becomes admin and gets an API token, shown once. 400 ${ADMIN_ERRORS.setupRefused}: a code the shop did not print, or the shop has an admin; invalid_phone, invalid_email.`,
      body: AdminSetupRequest,
      response: { 200: AdminSetupReply, ...failures },
    },
    preHandler: limitPerSessionAndIp(app, SETUP_LIMIT),
  }, async (request) => {
    const { customerId, token } = await makeFirstAdmin(db, request.body.code, request.body.identifier);
    return { status: 200 as const, customer_id: customerId, token };
  });
};

function registerStaffRoutes(scope: FastifyInstance, db: Db, releases: ReleaseSource | undefined): void {
  const app = scope.withTypeProvider<TypeBoxProvider>();

  app.get('/me', {
    schema: { tags: ['admin'], summary: 'Who is calling, with which role', description: ROLE_NOTE, response: { 200: AdminMeReply, ...failures } },
    config: { cache: 'personal', permission: 'self.read' },
  }, async (request) => ({ status: 200 as const, role: request.principal!.role, actor: request.principal!.actor }));

  app.get('/dashboard', {
    schema: {
      tags: ['admin'],
      summary: "What staff see first: today's and this week's sales per currency, orders waiting at each step, sizes running out with shoppers waiting, open questions and one-click requests, "
        + 'the canaries running with their verdict',
      description: `Days and weeks in UTC, weeks from Monday. Product names in the x-language. ${ROLE_NOTE}`,
      response: { 200: AdminDashboardReply, ...failures },
    },
    config: { cache: 'personal', permission: 'dashboard.read' },
  }, async (request) => ({ status: 200 as const, ...await dashboard(db, requestLanguage(request)), releases: await releasesOf(releases, request.log) }));

  app.get('/staff', {
    schema: { tags: ['admin'], summary: 'The staff: customers with a role', description: `Admins only. ${ROLE_NOTE}`, response: { 200: StaffListReply, ...failures } },
    config: { cache: 'personal', permission: 'staff.read' },
  }, async () => ({ status: 200 as const, staff: await staffList(db) }));

  app.post('/staff', {
    schema: {
      tags: ['admin'],
      summary: "Give a customer a role, or take it (role: null)",
      description: `Admins only. A phone or e-mail nobody has yet is made a customer, as a first login would. 400 ${ADMIN_ERRORS.lastAdmin}: the last admin keeps the role. ${ROLE_NOTE}`,
      body: StaffChangeRequest,
      response: { 200: StaffChangeReply, ...failures },
    },
    config: { permission: 'staff.change' },
  }, async (request) => {
    const { customerId, role } = await changeStaffRole(db, request.principal!, request.body);
    return { status: 200 as const, customer_id: customerId, role };
  });

  app.get('/tokens', {
    schema: { tags: ['admin'], summary: 'API tokens, revoked ones too (never the tokens themselves)', description: `Admins only. ${ROLE_NOTE}`, response: { 200: ApiTokenListReply, ...failures } },
    config: { cache: 'personal', permission: 'tokens.read' },
  }, async () => ({ status: 200 as const, tokens: await tokenList(db) }));

  app.post('/tokens', {
    schema: {
      tags: ['admin'],
      summary: 'Make an API token for a script',
      description: `Admins only. The token is in this reply and nowhere else: only its hash is kept. ${ROLE_NOTE}`,
      body: ApiTokenCreateRequest,
      response: { 200: ApiTokenCreateReply, ...failures },
    },
    config: { permission: 'tokens.change' },
  }, async (request) => {
    const principal = request.principal!;
    const token = await db.orm.transaction((tx) => createToken(tx, principal, { ...request.body, createdBy: principal.customerId }));
    return { status: 200 as const, token };
  });

  app.post('/tokens/:id/revoke', {
    schema: {
      tags: ['admin'],
      summary: 'Revoke an API token: its next request gets 401',
      description: `Admins only. 400 not_found: no such token, or revoked already. ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: ReasonRequest,
      response: { 200: ApiTokenReply, ...failures },
    },
    config: { permission: 'tokens.change' },
  }, async (request) => ({ status: 200 as const, token: await revokeToken(db, request.principal!, request.params.id, request.body.reason) }));

  app.get('/audit', {
    schema: {
      tags: ['admin'],
      summary: 'The audit log, newest first',
      description: `Admins only. 50 a page; \`before\` (the last id seen) gives the next. Filters: \`target\`, \`actor\` (a part of the name), \`action\` (or its kind: \`order\`), \`from\` and \`to\` (UTC days). ${ROLE_NOTE}`,
      querystring: AuditQuery,
      response: { 200: AuditReply, ...failures },
    },
    config: { cache: 'personal', permission: 'audit.read' },
  }, async (request) => ({ status: 200 as const, entries: await auditEntries(db.orm, request.query) }));
}

function registerOrderRoutes(scope: FastifyInstance, db: Db): void {
  const app = scope.withTypeProvider<TypeBoxProvider>();

  app.get('/orders', {
    schema: {
      tags: ['admin'],
      summary: 'Placed orders, newest first, by status, payment method, currency, customer and date',
      description: `50 a page: \`before\` the reply's \`older\` is the next, \`after\` its \`newer\` the previous. \`total\` counts up to ${ADMIN_ORDERS_COUNT_LIMIT} (\`total_capped\` beyond). ${ROLE_NOTE}`,
      querystring: AdminOrdersQuery,
      response: { 200: AdminOrdersReply, ...failures },
    },
    config: { cache: 'personal', permission: 'orders.read' },
  }, async (request) => ({ status: 200 as const, ...await listOrders(db, request.query) }));

  app.get('/orders/:id', {
    schema: {
      tags: ['admin'],
      summary: 'One order: lines, totals, payments, the messages it sent, what staff did to it and its version',
      description: `400 not_found: no such placed order. ${ROLE_NOTE}`,
      params: AdminIdParams,
      response: { 200: AdminOrderReply, ...failures },
    },
    config: { cache: 'personal', permission: 'orders.read' },
  }, async (request) => {
    const order = await findOrder(db, request.params.id);
    if (!order) throw new ApiError('not_found');
    return { status: 200 as const, order };
  });

  app.post('/orders/:id/status', {
    schema: {
      tags: ['admin'],
      summary: 'Move an order: paid (cash), packed, shipped (with tracking), delivered, cancelled or refunded',
      description: 'Cancelling and refunding give back stock, the promo code use, points and gift card amounts; the shopper gets an e-mail in the order\'s language. '
        + 'With the `version` the step was decided on, 409 conflict (who changed the order, and when) when someone moved it since. '
        + `400 ${ADMIN_ERRORS.wrongStatus}: the step cannot follow the order's status (two operators at once: the second gets it), ${ADMIN_ERRORS.trackingRequired}, not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: AdminOrderStatusRequest,
      response: { 200: AdminOrderReply, ...savingFailures },
    },
    config: { permission: 'orders.move' },
  }, async (request) => {
    const { status, tracking_number: trackingNumber, tracking_link: trackingLink, reason, version } = request.body;
    await moveOrder(db, request.principal as Principal, request.params.id, { status, trackingNumber, trackingLink, reason, version }, await sharedOrderUrl(db, request));
    return { status: 200 as const, order: (await findOrder(db, request.params.id))! };
  });
}
