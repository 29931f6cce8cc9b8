import { Type, type Static } from '@sinclair/typebox';
import { CurrencyCode, LanguageCode, Ok } from './envelope';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_METHOD_CODES } from './checkout-codes';

// The admin API (`/api/admin/*`): what the shop's staff and their scripts call, `pnpm ops` first.
// Who: a staff customer's session (logged in with a one-time code, POSTs with X-XSRF-TOKEN) or an
// API token (`Authorization: Bearer shop_…`, no cookie, no XSRF). No credentials: 401; a shopper,
// or staff without the route's role: 403. Every change writes an audit row (GET /admin/audit).
//
//   POST /admin/setup                    the first admin, with the code a shop without one prints at start
//   GET  /admin/me                       who is calling, with which role
//   GET  /admin/staff, POST /admin/staff (admin) staff list; a role given to or taken from a customer
//   GET  /admin/tokens, POST /admin/tokens, POST /admin/tokens/{id}/revoke (admin) API tokens
//   GET  /admin/audit                    (admin) the audit log, newest first
//   GET  /admin/orders, GET /admin/orders/{id}, POST /admin/orders/{id}/status   orders and their steps

export const STAFF_ROLES = ['admin', 'operator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
const StaffRoleSchema = Type.Union(STAFF_ROLES.map((role) => Type.Literal(role)));

/** Failures of the admin API outside the §8 envelope: 401 unauthorized (no or unknown credentials), 403 forbidden (the role it needs). */
export const ADMIN_UNAUTHORIZED = 'unauthorized';
export const ADMIN_FORBIDDEN = 'forbidden';
/** 400 codes of the admin API. */
export const ADMIN_ERRORS = {
  /** POST /admin/setup: the code is not one the shop printed, or an admin exists already. */
  setupRefused: 'setup_refused',
  /** The order's status does not allow the step (shipped after cancelled, two operators at once). */
  wrongStatus: 'wrong_status',
  /** shipped needs a tracking number. */
  trackingRequired: 'tracking_required',
  /** A staff change would leave the shop without an admin. */
  lastAdmin: 'last_admin',
} as const;

const identifier = Type.String({ minLength: 3, maxLength: 254, description: 'A phone number or an e-mail address', examples: ['owner@example.com'] });
const reason = Type.String({ maxLength: 500, description: 'Why: kept in the audit log' });
const timestamp = Type.String({ description: 'ISO 8601' });
const id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const AdminIdParams = Type.Object({ id });
export type AdminIdParams = Static<typeof AdminIdParams>;

export const AdminSetupRequest = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
  identifier,
}, { additionalProperties: false });
export type AdminSetupRequest = Static<typeof AdminSetupRequest>;

export const AdminTokenCreated = Type.Object({
  id,
  name: Type.String(),
  role: StaffRoleSchema,
  /** Shown once: only its hash is kept. */
  token: Type.String(),
});
export const AdminSetupReply = Ok({ customer_id: id, token: AdminTokenCreated });
export type AdminSetupReply = Static<typeof AdminSetupReply>;

export const AdminMeReply = Ok({ role: StaffRoleSchema, actor: Type.String({ description: 'customer:12 owner@example.com, or token:3 nightly import' }) });
export type AdminMeReply = Static<typeof AdminMeReply>;

export const StaffMember = Type.Object({
  customer_id: id,
  email: Type.String(),
  telephone: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
});
export type StaffMember = Static<typeof StaffMember>;
export const StaffListReply = Ok({ staff: Type.Array(StaffMember) });
export type StaffListReply = Static<typeof StaffListReply>;

/** A role given to a customer (one who never logged in is created, as their first login would), or taken away with `role: null`. */
export const StaffChangeRequest = Type.Object({
  identifier,
  role: Type.Union([StaffRoleSchema, Type.Null()]),
  reason: Type.Optional(reason),
}, { additionalProperties: false });
export type StaffChangeRequest = Static<typeof StaffChangeRequest>;
export const StaffChangeReply = Ok({ customer_id: id, role: Type.Union([StaffRoleSchema, Type.Null()]) });
export type StaffChangeReply = Static<typeof StaffChangeReply>;

export const ApiTokenInfo = Type.Object({
  id,
  name: Type.String(),
  role: StaffRoleSchema,
  created_at: timestamp,
  last_used_at: Type.Union([timestamp, Type.Null()]),
  revoked_at: Type.Union([timestamp, Type.Null()]),
});
export type ApiTokenInfo = Static<typeof ApiTokenInfo>;
export const ApiTokenListReply = Ok({ tokens: Type.Array(ApiTokenInfo) });
export type ApiTokenListReply = Static<typeof ApiTokenListReply>;
export const ApiTokenCreateRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  role: StaffRoleSchema,
  reason: Type.Optional(reason),
}, { additionalProperties: false });
export type ApiTokenCreateRequest = Static<typeof ApiTokenCreateRequest>;
export const ApiTokenCreateReply = Ok({ token: AdminTokenCreated });
export type ApiTokenCreateReply = Static<typeof ApiTokenCreateReply>;
export const ReasonRequest = Type.Object({ reason: Type.Optional(reason) }, { additionalProperties: false });
export type ReasonRequest = Static<typeof ReasonRequest>;
export const ApiTokenReply = Ok({ token: ApiTokenInfo });
export type ApiTokenReply = Static<typeof ApiTokenReply>;

export const AuditEntry = Type.Object({
  id,
  at: timestamp,
  actor: Type.String(),
  action: Type.String(),
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AUDIT_PAGE_SIZE = 50;
export const AuditQuery = Type.Object({
  target: Type.Optional(Type.String({ maxLength: 120, description: 'Only this target, e.g. order:42' })),
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Entries older than this id (the next page)' })),
});
export type AuditQuery = Static<typeof AuditQuery>;
export const AuditReply = Ok({ entries: Type.Array(AuditEntry) });
export type AuditReply = Static<typeof AuditReply>;

const OrderStatusSchema = Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status)));
const PaymentMethodSchema = Type.Union(PAYMENT_METHOD_CODES.map((method) => Type.Literal(method)));
const date = Type.String({ format: 'date', pattern: '^(19|20)\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD (UTC)', examples: ['2026-11-01'] });

export const ADMIN_ORDERS_PAGE_SIZE = 50;
export const AdminOrdersQuery = Type.Object({
  status: Type.Optional(OrderStatusSchema),
  payment: Type.Optional(PaymentMethodSchema),
  /** A customer's id, phone or e-mail address (exactly). */
  customer: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
  from: Type.Optional(date),
  to: Type.Optional(date),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});
export type AdminOrdersQuery = Static<typeof AdminOrdersQuery>;

export const AdminOrderSummary = Type.Object({
  id,
  status: OrderStatusSchema,
  kind: Type.Union(ORDER_KINDS.map((kind) => Type.Literal(kind))),
  placed_at: timestamp,
  customer_id: Type.Union([id, Type.Null()]),
  name: Type.String(),
  email: Type.String(),
  telephone: Type.String(),
  payment_method: PaymentMethodSchema,
  grand_total: Type.Integer(),
  currency: CurrencyCode,
  units: Type.Integer(),
});
export type AdminOrderSummary = Static<typeof AdminOrderSummary>;
export const AdminOrdersReply = Ok({ orders: Type.Array(AdminOrderSummary), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() });
export type AdminOrdersReply = Static<typeof AdminOrdersReply>;

export const AdminOrder = Type.Intersect([AdminOrderSummary, Type.Object({
  language: LanguageCode,
  address: Type.String({ description: 'City, street, house, apartment and postcode as one line; or the pickup point' }),
  shipping_method: Type.Union([Type.String(), Type.Null()]),
  comment: Type.String(),
  tracking_number: Type.Union([Type.String(), Type.Null()]),
  tracking_link: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Array(Type.Object({ sku: Type.String(), name: Type.String(), size: Type.String(), price: Type.Integer(), quantity: Type.Integer() })),
  totals: Type.Unknown(),
  payments: Type.Array(Type.Object({ attempt: Type.Integer(), result: Type.String(), card_last4: Type.Union([Type.String(), Type.Null()]), at: timestamp })),
  /** The steps operators took on it, oldest first (from the audit log). */
  history: Type.Array(AuditEntry),
})]);
export type AdminOrder = Static<typeof AdminOrder>;
export const AdminOrderReply = Ok({ order: AdminOrder });
export type AdminOrderReply = Static<typeof AdminOrderReply>;

/** The steps an operator takes on an order (the rest come from checkout and payment). */
export const ORDER_STEPS = ['paid', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];
export const AdminOrderStatusRequest = Type.Object({
  status: Type.Union(ORDER_STEPS.map((step) => Type.Literal(step))),
  tracking_number: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  tracking_link: Type.Optional(Type.String({ maxLength: 500, pattern: '^https?://[^\\s]+$', description: 'http(s) URL of the carrier\'s tracking page' })),
  reason: Type.Optional(reason),
}, { additionalProperties: false });
export type AdminOrderStatusRequest = Static<typeof AdminOrderStatusRequest>;
