import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CurrencyCode, LanguageCode, Ok } from './envelope';
import { Address } from './account';
import { LOYALTY_STATUSES, SEX_VALUES } from './account-codes';
import {
  ADMIN_CONFLICT, ADMIN_IMPORT_RUNNING, ADMIN_ORDERS_COUNT_LIMIT, CATALOG_IMPORT_SHOWN_ERRORS, CATALOG_IMPORT_SHOWN_ROWS, CATALOG_IMPORT_VALUE_CHARS, IMPORT_JOB_STATUSES,
  INBOX_KINDS, INBOX_STATES, ORDER_MESSAGE_KINDS, ORDER_STEPS, REVIEW_STATUSES, STAFF_ROLES, WAITING_STATUSES,
} from './admin-codes';
import { Total } from './cart';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_METHOD_CODES } from './checkout-codes';
import { REMOTES } from './remotes';

// The admin API (`/api/admin/*`): what the shop's staff and their scripts call, `pnpm ops` first.
// Who: a staff customer's session (logged in with a one-time code, POSTs with X-XSRF-TOKEN) or an
// API token (`Authorization: Bearer shop_…`, no cookie, no XSRF). No credentials: 401; a shopper,
// or staff whose role lacks the route's permission (STAFF_PERMISSIONS): 403. Every change writes an audit row (GET /admin/audit).
//
//   POST /admin/setup                    the first admin, with the code a shop without one prints at start
//   GET  /admin/me                       who is calling, with which role
//   GET  /admin/dashboard                today's and this week's sales, what waits for staff
//   GET  /admin/staff, POST /admin/staff (admin) staff list; a role given to or taken from a customer
//   GET  /admin/tokens, POST /admin/tokens, POST /admin/tokens/{id}/revoke (admin) API tokens
//   GET  /admin/audit                    (admin) the audit log, newest first
//   GET  /admin/orders, GET /admin/orders/{id}, POST /admin/orders/{id}/status (409 when stale)   orders, their messages and steps
//   POST /admin/stock, GET /admin/stock/low    a size's units set or adjusted; sizes running out
//   GET  /admin/promo-codes, POST /admin/promo-codes, POST /admin/promo-codes/{id} (an edit, 409 when stale),
//        POST /admin/promo-codes/{id}/disable, POST /admin/promo-codes/{id}/enable
//   GET  /admin/categories                  every category by path, named in the x-language
//   GET  /admin/giftcards, GET /admin/giftcards/{id}, POST /admin/giftcards/{id}/void, POST /admin/giftcards/{id}/resend
//   POST /admin/giftcards (a card issued by hand), POST /admin/giftcards/{id}/adjust (its balance, with a reason)
//   GET  /admin/customers, GET /admin/customers/{id}        found by e-mail, phone, name or id; a customer's page
//   POST /admin/customers/{id}/block|unblock, GET /admin/customers/{id}/export, POST /admin/customers/{id}/erase
//   GET  /admin/customers/{id}/points, POST /admin/customers/{id}/points   a customer's ledger; points adjusted
//   GET  /admin/reviews, POST /admin/reviews/{id}/status                     reviews to check; published or hidden
//   GET  /admin/inbox, POST /admin/inbox/{kind}/{id}/answer|assign|close      questions and one-click orders
//   POST /admin/catalog/import (a dry run's diff, or a job), GET /admin/catalog/imports, GET /admin/catalog/imports/{id}   the catalogue file
//   GET  /admin/catalog/export.csv, GET /admin/catalog/export.json                   the catalogue as that file

const StaffRoleSchema = Type.Union(STAFF_ROLES.map((role) => Type.Literal(role)));

/** The 409 of a stale save: who changed the record last, and when, so the screen can say so. */
export const ConflictReply = Type.Object({
  status: Type.Literal(409),
  error: Type.Literal(ADMIN_CONFLICT),
  message: Type.String(),
  changed_by: Type.Union([Type.String({ description: 'As the audit log names them: customer:12 owner@example.com' }), Type.Null()]),
  changed_at: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
});
export type ConflictReply = Static<typeof ConflictReply>;

const identifier = Type.String({ minLength: 3, maxLength: 254, description: 'A phone number or an e-mail address', examples: ['owner@example.com'] });
const reason = Type.String({ maxLength: 500, description: 'Why: kept in the audit log' });
/** The reason of a change that must say why (a block, an erasure, money given by hand): something more than spaces. */
const requiredReason = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', description: 'Why: required, kept in the audit log' });
const timestamp = Type.String({ description: 'ISO 8601' });
const id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const date = Type.String({ format: 'date', pattern: '^(19|20)\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD (UTC)', examples: ['2026-11-01'] });

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
export const AuditQuery = Type.Object({
  target: Type.Optional(Type.String({ maxLength: 120, description: 'Only this target, e.g. order:42' })),
  actor: Type.Optional(Type.String({ minLength: 1, maxLength: 254, description: "Who: a part of the actor's name, e.g. an e-mail address or `token:3`" })),
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z_.]+$', description: 'What: an action (`order.shipped`) or its kind (`order`)' })),
  from: Type.Optional(date),
  to: Type.Optional(date),
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Entries older than this id (the next page)' })),
});
export type AuditQuery = Static<typeof AuditQuery>;
export const AuditReply = Ok({ entries: Type.Array(AuditEntry) });
export type AuditReply = Static<typeof AuditReply>;

const OrderStatusSchema = Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status)));
const PaymentMethodSchema = Type.Union(PAYMENT_METHOD_CODES.map((method) => Type.Literal(method)));

const OrderStepSchema = Type.Union(ORDER_STEPS.map((step) => Type.Literal(step)));

const cursor = (description: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

/** The list's filters, and where its page starts: newest first, `before` an order for the next page, `after` one for the previous. */
export const AdminOrdersQuery = Type.Object({
  status: Type.Optional(OrderStatusSchema),
  payment: Type.Optional(PaymentMethodSchema),
  /** A customer's id, phone or e-mail address (exactly). */
  customer: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
  currency: Type.Optional(CurrencyCode),
  from: Type.Optional(date),
  to: Type.Optional(date),
  before: Type.Optional(cursor('Orders older than this one: the reply\'s `older` gives the next page')),
  after: Type.Optional(cursor('Orders newer than this one: the reply\'s `newer` gives the previous page')),
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
export const AdminOrdersReply = Ok({
  orders: Type.Array(AdminOrderSummary),
  total: Type.Integer({ description: `The orders the filters find, counted up to ${ADMIN_ORDERS_COUNT_LIMIT}` }),
  total_capped: Type.Boolean({ description: `true: there are more than \`total\` (${ADMIN_ORDERS_COUNT_LIMIT})` }),
  limit: Type.Integer(),
  older: Type.Union([id, Type.Null()], { description: 'The `before` of the next page (older orders); null on the last' }),
  newer: Type.Union([id, Type.Null()], { description: 'The `after` of the previous page (newer orders); null on the first' }),
});
export type AdminOrdersReply = Static<typeof AdminOrdersReply>;

/** A message the order sent (an outbox row that names it): what, how, to whom, in which language, and whether a transport delivered it. */
export const AdminOrderMessage = Type.Object({
  id,
  kind: Type.Union(ORDER_MESSAGE_KINDS.map((kind) => Type.Literal(kind))),
  channel: Type.String({ description: 'email, sms…' }),
  recipient: Type.String(),
  language: Type.Union([LanguageCode, Type.Null()]),
  subject: Type.String(),
  written_at: timestamp,
  sent_at: Type.Union([timestamp, Type.Null()], { description: 'null: in the outbox, not delivered by a gateway (yet)' }),
});
export type AdminOrderMessage = Static<typeof AdminOrderMessage>;

export const AdminOrder = Type.Intersect([AdminOrderSummary, Type.Object({
  language: LanguageCode,
  address: Type.String({ description: 'City, street, house, apartment and postcode as one line; or the pickup point' }),
  shipping_method: Type.Union([Type.String(), Type.Null()]),
  comment: Type.String(),
  tracking_number: Type.Union([Type.String(), Type.Null()]),
  tracking_link: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Array(Type.Object({ sku: Type.String(), name: Type.String(), size: Type.String(), price: Type.Integer(), quantity: Type.Integer() })),
  /** The order's totals lines as checkout priced them (subtotal, discounts, delivery, total). */
  totals: Type.Array(Total),
  payments: Type.Array(Type.Object({ attempt: Type.Integer(), result: Type.String(), card_last4: Type.Union([Type.String(), Type.Null()]), at: timestamp })),
  /** The steps operators took on it, oldest first (from the audit log). */
  history: Type.Array(AuditEntry),
  /** The messages it sent, oldest first. */
  messages: Type.Array(AdminOrderMessage),
  /** The steps it may take now (POST orders/{id}/status refuses the others with wrong_status). */
  moves: Type.Array(OrderStepSchema),
  /** Sent back with a move: one made from an older version is refused (409). */
  version: Type.Integer(),
  changed_by: Type.Union([Type.String({ description: 'Who changed it last, as the audit log names them' }), Type.Null()]),
  changed_at: Type.Union([timestamp, Type.Null()]),
})]);
export type AdminOrder = Static<typeof AdminOrder>;
export const AdminOrderReply = Ok({ order: AdminOrder });
export type AdminOrderReply = Static<typeof AdminOrderReply>;

export const AdminOrderStatusRequest = Type.Object({
  status: OrderStepSchema,
  tracking_number: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  tracking_link: Type.Optional(Type.String({ maxLength: 500, pattern: '^https?://[^\\s]+$', description: 'http(s) URL of the carrier\'s tracking page' })),
  reason: Type.Optional(reason),
  version: Type.Optional(Type.Integer({ minimum: 1, description: 'The order\'s `version` the move was decided on: 409 when someone changed it since. A script may leave it out.' })),
}, { additionalProperties: false });
export type AdminOrderStatusRequest = Static<typeof AdminOrderStatusRequest>;

const STOCK_STATUSES = ['inStock', 'preOrder', 'outOfStock', 'twoToThreeDays'] as const;
const StockStatusSchema = Type.Union(STOCK_STATUSES.map((status) => Type.Literal(status)));
const sku = Type.String({ minLength: 1, maxLength: 32, examples: ['W-DRS-0001'] });
const size = Type.String({ minLength: 1, maxLength: 32, description: "The size's code or English label: m, M, w30, eu38, one-size", examples: ['m'] });
const units = Type.Integer({ minimum: -100_000, maximum: 100_000 });

/** Exactly one of `set` (the units now) and `adjust` (units added, or taken with a minus). */
export const StockChangeRequest = Type.Object({
  sku,
  size,
  set: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  adjust: Type.Optional(units),
  reason: Type.Optional(reason),
}, { additionalProperties: false });
export type StockChangeRequest = Static<typeof StockChangeRequest>;
export const StockLine = Type.Object({
  sku: Type.String(),
  size: Type.String(),
  name: Type.String(),
  units: Type.Integer(),
  stock_status: StockStatusSchema,
  /** Shoppers waiting to hear that the size is back ("notify me"). */
  waiting: Type.Integer(),
});
export type StockLine = Static<typeof StockLine>;
export const StockChangeReply = Ok({ stock: StockLine, notified: Type.Integer({ description: 'Shoppers told the size is back' }) });
export type StockChangeReply = Static<typeof StockChangeReply>;
export const LowStockQuery = Type.Object({ below: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'Sizes with fewer units than this (default 3)' })) });
export type LowStockQuery = Static<typeof LowStockQuery>;
export const LowStockReply = Ok({ stock: Type.Array(StockLine) });
export type LowStockReply = Static<typeof LowStockReply>;

/** Orders placed in a period and what they took, in one currency (orders that failed, or were cancelled or refunded, left out). */
export const SalesFigure = Type.Object({
  period: Type.Union([Type.Literal('today'), Type.Literal('week')], { description: 'today: since 00:00 UTC; week: since Monday 00:00 UTC' }),
  currency: CurrencyCode,
  orders: Type.Integer(),
  revenue: Type.Integer({ description: 'Grand totals in minor units' }),
});
export type SalesFigure = Static<typeof SalesFigure>;
const RemoteNameSchema = Type.Union(REMOTES.map((remote) => Type.Literal(remote)));

/** A canary running: a share of the shop's visitors gets `version` of a remote instead of its live one. */
export const RunningCanary = Type.Object({
  remote: RemoteNameSchema,
  live: Type.Union([Type.String(), Type.Null()]),
  version: Type.String(),
  percent: Type.Integer({ description: 'The share of visitors it gets' }),
  since: timestamp,
  /** The canary analysis's verdict on the figures so far: worse (it is rolled back), holds, or too few samples to say. */
  verdict: Type.Union([Type.Literal('worse'), Type.Literal('holds'), Type.Literal('too few samples')]),
  reason: Type.String(),
});
export type RunningCanary = Static<typeof RunningCanary>;

/** What the canary analysis last did to a remote: rolled a canary back, moved it to its next share, or promoted it. */
export const CanaryDecision = Type.Object({
  remote: RemoteNameSchema,
  at: timestamp,
  action: Type.Union([Type.Literal('rolled back'), Type.Literal('stepped'), Type.Literal('promoted')]),
  version: Type.String({ description: 'The canary it was about' }),
  percent: Type.Union([Type.Integer(), Type.Null()], { description: 'stepped: the share it moved to' }),
  reason: Type.String(),
});
export type CanaryDecision = Static<typeof CanaryDecision>;

/** The releases the shop runs in its environment: the canaries and the analysis's last decisions (newest first). */
export const DashboardReleases = Type.Object({ canaries: Type.Array(RunningCanary), decisions: Type.Array(CanaryDecision) });
export type DashboardReleases = Static<typeof DashboardReleases>;

export const AdminDashboardReply = Ok({
  sales: Type.Array(SalesFigure),
  waiting: Type.Array(Type.Object({ status: Type.Union(WAITING_STATUSES.map((status) => Type.Literal(status))), orders: Type.Integer() })),
  /** Sizes running out that shoppers wait for ("notify me"), the most awaited first; at most 10. */
  low_stock: Type.Array(StockLine),
  open_questions: Type.Integer({ description: 'Questions to the manager not closed yet' }),
  open_requests: Type.Integer({ description: 'One-click orders not closed yet' }),
  releases: Type.Union([DashboardReleases, Type.Null()], { description: 'null: this API runs without the release registry (its own dev server), or could not read it' }),
});
export type AdminDashboardReply = Static<typeof AdminDashboardReply>;

const amountLimits = { minimum: 1, maximum: 100_000_000 };
/** A promo code as operators see it: its rules and how often it was used. */
export const AdminPromoCode = Type.Object({
  id,
  code: Type.String(),
  kind: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
  value: Type.Integer(),
  currency: Type.Union([CurrencyCode, Type.Null()]),
  min_total: Type.Union([Type.Integer(), Type.Null()]),
  starts_at: Type.Union([timestamp, Type.Null()]),
  ends_at: Type.Union([timestamp, Type.Null()]),
  requires_login: Type.Boolean(),
  customer_groups: Type.Union([Type.Array(Type.String()), Type.Null()]),
  category_ids: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
  max_uses: Type.Union([Type.Integer(), Type.Null()]),
  max_uses_per_client: Type.Union([Type.Integer(), Type.Null()]),
  uses: Type.Integer(),
  /** Sent back with an edit: a save from an older copy is refused (409). */
  version: Type.Integer(),
});
export type AdminPromoCode = Static<typeof AdminPromoCode>;
export const PromoCodeListReply = Ok({ codes: Type.Array(AdminPromoCode) });
export type PromoCodeListReply = Static<typeof PromoCodeListReply>;
export const PromoCodeReply = Ok({ code: AdminPromoCode });
export type PromoCodeReply = Static<typeof PromoCodeReply>;
/**
 * A new code: `percent` (value 1-100) or `amount` (value in minor units of `currency`). `min_total`:
 * the least the cart's goods must cost, in minor units of `currency`. A code with an amount or a
 * minimum needs its currency, and applies to carts in that currency only (as the shop's codes do).
 */
export const PromoCodeCreateRequest = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
  kind: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
  value: Type.Integer(amountLimits),
  currency: Type.Optional(CurrencyCode),
  min_total: Type.Optional(Type.Integer(amountLimits)),
  starts_at: Type.Optional(Type.String({ format: 'date-time' })),
  ends_at: Type.Optional(Type.String({ format: 'date-time' })),
  requires_login: Type.Optional(Type.Boolean()),
  customer_groups: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 20 })),
  category_ids: Type.Optional(Type.Array(id, { maxItems: 200 })),
  max_uses: Type.Optional(Type.Integer(amountLimits)),
  max_uses_per_client: Type.Optional(Type.Integer(amountLimits)),
  reason: Type.Optional(reason),
}, { additionalProperties: false });
export type PromoCodeCreateRequest = Static<typeof PromoCodeCreateRequest>;

/**
 * An edit of a code's rules: all of them, as the form shows them (a rule left out is none), with the
 * `version` the form was filled from. The code itself never changes: shoppers may have it already.
 */
export const PromoCodeUpdateRequest = Type.Composite([
  Type.Omit(PromoCodeCreateRequest, ['code']),
  Type.Object({ version: Type.Integer({ minimum: 1 }) }),
], { additionalProperties: false });
export type PromoCodeUpdateRequest = Static<typeof PromoCodeUpdateRequest>;

/** A code that ended (by its date, or ended now by staff) applies again: until `ends_at`, or with no end. */
export const PromoCodeEnableRequest = Type.Object({
  ends_at: Type.Optional(Type.String({ format: 'date-time' })),
  reason: Type.Optional(reason),
}, { additionalProperties: false });
export type PromoCodeEnableRequest = Static<typeof PromoCodeEnableRequest>;

/** A category as staff pick it (a promo code's categories): its path and its name in the x-language. */
export const AdminCategory = Type.Object({ id, path: Type.String(), name: Type.String() });
export type AdminCategory = Static<typeof AdminCategory>;
export const AdminCategoriesReply = Ok({ categories: Type.Array(AdminCategory) });
export type AdminCategoriesReply = Static<typeof AdminCategoriesReply>;

export const AdminGiftcard = Type.Object({
  id,
  /** The last four digits: the whole number and the PIN are the holder's. */
  number_last4: Type.String(),
  currency: CurrencyCode,
  initial_amount: Type.Integer(),
  balance: Type.Integer(),
  customer_id: Type.Union([id, Type.Null()]),
  /** The gift card order that bought it; null for a card staff issued by hand. */
  purchase_order_id: Type.Union([id, Type.Null()]),
  recipient: Type.String({ description: "Where its link went: the buyer's or the recipient's e-mail or phone ('' once that person's data is erased)" }),
  expires_at: timestamp,
  created_at: timestamp,
});
export type AdminGiftcard = Static<typeof AdminGiftcard>;
export const GiftcardListQuery = Type.Object({
  /** The card's last digits, or the buyer's or recipient's e-mail or phone. */
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});
export type GiftcardListQuery = Static<typeof GiftcardListQuery>;
export const GiftcardListReply = Ok({ giftcards: Type.Array(AdminGiftcard), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() });
export type GiftcardListReply = Static<typeof GiftcardListReply>;
export const AdminGiftcardReply = Ok({
  giftcard: AdminGiftcard,
  ledger: Type.Array(Type.Object({ action: Type.String(), amount: Type.Integer(), order_id: Type.Union([id, Type.Null()]), at: timestamp })),
});
export type AdminGiftcardReply = Static<typeof AdminGiftcardReply>;
export const ResendReply = Ok({ sent_to: Type.String() });
export type ResendReply = Static<typeof ResendReply>;
const cardAmount = { minimum: 1, maximum: 100_000_000 };
/**
 * A card issued by hand (goodwill): its amount in minor units of `currency`, whom it goes to (an
 * e-mail address; the letter greets them by `recipient_name`) in `language`, with a message, and why.
 */
export const GiftcardIssueRequest = Type.Object({
  amount: Type.Integer({ ...cardAmount, description: 'Minor units of currency' }),
  currency: CurrencyCode,
  recipient_email: Type.String({ minLength: 3, maxLength: 254 }),
  recipient_name: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S', description: "The recipient's first name" }),
  message: Type.Optional(Type.String({ maxLength: 500 })),
  language: LanguageCode,
  reason: requiredReason,
}, { additionalProperties: false });
export type GiftcardIssueRequest = Static<typeof GiftcardIssueRequest>;
/** An amount added to a card's balance, or taken with a minus: never below zero, never above what the card was issued for. */
export const GiftcardAdjustRequest = Type.Object({
  amount: Type.Integer({ minimum: -100_000_000, maximum: 100_000_000, not: { const: 0 }, description: 'Minor units of the card\'s currency' }),
  reason: requiredReason,
}, { additionalProperties: false });
export type GiftcardAdjustRequest = Static<typeof GiftcardAdjustRequest>;

export const PointsEntry = Type.Object({ id, action: Type.String(), points: Type.Integer(), order_id: Type.Union([id, Type.Null()]), at: timestamp });
export type PointsEntry = Static<typeof PointsEntry>;
export const PointsReply = Ok({ customer_id: id, balance: Type.Integer(), ledger: Type.Array(PointsEntry) });
export type PointsReply = Static<typeof PointsReply>;
/** Points added (or taken with a minus): the balance never goes below zero. */
export const PointsAdjustRequest = Type.Object({
  points: Type.Integer({ minimum: -10_000_000, maximum: 10_000_000, not: { const: 0 } }),
  reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why: required, the customer may ask' }),
}, { additionalProperties: false });
export type PointsAdjustRequest = Static<typeof PointsAdjustRequest>;

// Customers: found, shown with what the shop holds of them, blocked and unblocked, their data
// exported and erased on request (personal-data law), orders and money records kept.

export const CustomerListQuery = Type.Object({
  search: Type.Optional(Type.String({
    minLength: 1, maxLength: 254, description: 'An id, an e-mail address or phone number (written any way the login takes it), or a part of a name or e-mail address',
  })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});
export type CustomerListQuery = Static<typeof CustomerListQuery>;
export const AdminCustomerSummary = Type.Object({
  id,
  email: Type.String(),
  telephone: Type.String(),
  name: Type.String(),
  role: Type.Union([StaffRoleSchema, Type.Null()]),
  blocked: Type.Boolean(),
  erased: Type.Boolean(),
  created_at: timestamp,
});
export type AdminCustomerSummary = Static<typeof AdminCustomerSummary>;
export const CustomerListReply = Ok({ customers: Type.Array(AdminCustomerSummary), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() });
export type CustomerListReply = Static<typeof CustomerListReply>;

/** When a customer was blocked or erased, by whom and why (the audit log's row of it; null fields when it has none). */
export const CustomerMark = Type.Object({
  at: Type.Union([timestamp, Type.Null()]),
  by: Type.Union([Type.String({ description: 'As the audit log names them' }), Type.Null()]),
  reason: Type.String(),
});
export type CustomerMark = Static<typeof CustomerMark>;
export const AdminCustomerOrder = Type.Object({
  id,
  status: OrderStatusSchema,
  kind: Type.Union(ORDER_KINDS.map((kind) => Type.Literal(kind))),
  placed_at: timestamp,
  grand_total: Type.Integer(),
  currency: CurrencyCode,
});
export type AdminCustomerOrder = Static<typeof AdminCustomerOrder>;
export const AdminCustomer = Type.Object({
  id,
  email: Type.String(),
  telephone: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  date_of_birth: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
  sex: Type.Union(SEX_VALUES.map((value) => Type.Literal(value)), { description: "Spec §3: '0' not given, '1' man, '2' woman" }),
  group: Type.String({ description: 'The customer group promo codes may be limited to' }),
  role: Type.Union([StaffRoleSchema, Type.Null()]),
  created_at: timestamp,
  address: Address,
  invited_by: Type.Union([id, Type.Null()]),
  blocked: Type.Union([CustomerMark, Type.Null()]),
  erased: Type.Union([CustomerMark, Type.Null()]),
  loyalty: Type.Object({
    status: Type.Union(LOYALTY_STATUSES.map((status) => Type.Literal(status))),
    level: Type.Union([Type.String({ description: "The level's name in the x-language" }), Type.Null()]),
    balance: Type.Integer(),
    earned: Type.Integer({ description: 'Points earned in all: what the level is measured by' }),
  }),
  /** The newest orders (CUSTOMER_PAGE_ROWS) placed with the account, or as a guest with its e-mail or phone. */
  orders: Type.Array(AdminCustomerOrder),
  giftcards: Type.Object({
    /** Bought with the customer's orders. */
    bought: Type.Array(AdminGiftcard),
    /** Sent to the customer's e-mail or phone, or connected to the account. */
    received: Type.Array(AdminGiftcard),
  }),
  counts: Type.Object({ orders: Type.Integer(), reviews: Type.Integer(), wishlist: Type.Integer() }),
});
export type AdminCustomer = Static<typeof AdminCustomer>;
export const CustomerReply = Ok({ customer: AdminCustomer });
export type CustomerReply = Static<typeof CustomerReply>;
export const CustomerBlockRequest = Type.Object({ reason: requiredReason }, { additionalProperties: false });
export type CustomerBlockRequest = Static<typeof CustomerBlockRequest>;
export const CustomerEraseRequest = Type.Object({ reason: requiredReason }, { additionalProperties: false });
export type CustomerEraseRequest = Static<typeof CustomerEraseRequest>;

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/**
 * Everything the shop holds about a person, as one file (GET /admin/customers/{id}/export): the
 * account, its addresses, orders with their lines and payments, the points ledger, the wishlist,
 * reviews, newsletter subscriptions, gift cards (by their last four digits: a number is a card's key),
 * and what they asked the manager or ordered in one click. Their orders as a guest (the account's
 * e-mail or phone) are theirs too.
 */
export const CustomerExportReply = Ok({
  exported_at: timestamp,
  customer: Type.Object({
    id, email: Type.String(), telephone: Type.String(), firstname: Type.String(), lastname: Type.String(), date_of_birth: nullable(Type.String()),
    sex: Type.String(), customer_group: Type.String(), staff_role: nullable(StaffRoleSchema), loyalty_status: Type.String(), invite_code: Type.String(),
    invited_by: nullable(id), blocked: Type.Boolean(), created_at: timestamp,
  }),
  addresses: Type.Array(Type.Object({
    /** The account's own address, or the one an order was delivered to. */
    source: Type.Union([Type.Literal('account'), Type.Literal('order')]),
    order_id: nullable(id),
    city: Type.String(), street: Type.String(), house: Type.String(), apartment: Type.String(), postcode: Type.String(), comment: Type.String(),
  })),
  orders: Type.Array(Type.Object({
    id, status: OrderStatusSchema, kind: Type.String(), created_at: timestamp, placed_at: nullable(timestamp), language: LanguageCode, currency: CurrencyCode,
    firstname: Type.String(), lastname: Type.String(), email: Type.String(), telephone: Type.String(), payment_method: nullable(Type.String()),
    shipping_method: nullable(Type.String()), grand_total: nullable(Type.Integer()), tracking_number: nullable(Type.String()),
    lines: Type.Array(Type.Object({ sku: Type.String(), name: Type.String(), size: Type.String(), price: Type.Integer(), quantity: Type.Integer() })),
    payments: Type.Array(Type.Object({ attempt: Type.Integer(), result: Type.String(), card_last4: nullable(Type.String()), at: timestamp })),
  })),
  points: Type.Array(Type.Object({ action: Type.String(), points: Type.Integer(), order_id: nullable(id), at: timestamp })),
  wishlist: Type.Array(Type.Object({ sku: Type.String(), added_at: timestamp })),
  reviews: Type.Array(Type.Object({
    id, sku: Type.String(), author: Type.String(), language: LanguageCode, score: Type.Integer(), title: Type.String(), text: Type.String(), status: Type.String(), created_at: timestamp,
  })),
  subscriptions: Type.Array(Type.Object({ email: Type.String(), language: Type.String(), created_at: timestamp })),
  giftcards: Type.Array(Type.Object({
    id, relation: Type.Union([Type.Literal('bought'), Type.Literal('received')]), number_last4: Type.String(), currency: CurrencyCode,
    initial_amount: Type.Integer(), balance: Type.Integer(), message: Type.String(), expires_at: timestamp, created_at: timestamp,
  })),
  questions: Type.Array(Type.Object({
    id, created_at: timestamp, name: Type.String(), phone: Type.String(), email: Type.String(), language: Type.String(), question: Type.String(), answer: nullable(Type.String()),
  })),
  requests: Type.Array(Type.Object({
    id, created_at: timestamp, name: Type.String(), phone: Type.String(), email: Type.String(), language: Type.String(), sku: Type.String(), size: Type.String(),
    /** A "tell me when it is back" request, not a one-click order. */
    restock: Type.Boolean(),
  })),
});
export type CustomerExportReply = Static<typeof CustomerExportReply>;

const ReviewStatusSchema = Type.Union(REVIEW_STATUSES.map((status) => Type.Literal(status)));
export const AdminReview = Type.Object({
  id,
  product_id: id,
  sku: Type.String(),
  author: Type.String(),
  customer_id: Type.Union([id, Type.Null()]),
  language: LanguageCode,
  score: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  status: ReviewStatusSchema,
  created_at: timestamp,
});
export type AdminReview = Static<typeof AdminReview>;
export const ReviewListQuery = Type.Object({
  status: Type.Optional(ReviewStatusSchema),
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Reviews older than this id (the next page)' })),
});
export type ReviewListQuery = Static<typeof ReviewListQuery>;
export const ReviewListReply = Ok({ reviews: Type.Array(AdminReview) });
export type ReviewListReply = Static<typeof ReviewListReply>;
export const ReviewStatusRequest = Type.Object({
  status: Type.Union([Type.Literal('published'), Type.Literal('hidden')]),
  reason: Type.Optional(reason),
}, { additionalProperties: false });
export type ReviewStatusRequest = Static<typeof ReviewStatusRequest>;
export const AdminReviewReply = Ok({ review: AdminReview });
export type AdminReviewReply = Static<typeof AdminReviewReply>;

export const CATALOG_FORMATS = ['csv', 'json'] as const;
const CatalogFormat = Type.Union(CATALOG_FORMATS.map((format) => Type.Literal(format)));
export const CatalogRowError = Type.Object({
  line: Type.Integer({ description: "The file's line (CSV, the header is line 1) or the item's number (JSON, from 1)" }),
  column: Type.String(),
  reason: Type.String(),
});
export type CatalogRowError = Static<typeof CatalogRowError>;
/** The catalogue file (README "Operating the shop" lists its columns), as text. */
export const CatalogImportRequest = Type.Object({
  format: CatalogFormat,
  content: Type.String({ maxLength: 64 * 1024 * 1024 }),
  dry_run: Type.Boolean({ description: 'Only say what would be created, updated and left alone, and every bad row' }),
  reason: Type.Optional(reason),
}, { additionalProperties: false });
export type CatalogImportRequest = Static<typeof CatalogImportRequest>;

/** A column a row changes, in the file's own words: the product's value (null for a new product) and the file's. */
export const CatalogFieldChange = Type.Object({
  column: Type.String(),
  before: Type.Union([Type.String({ maxLength: CATALOG_IMPORT_VALUE_CHARS }), Type.Null()]),
  after: Type.String({ maxLength: CATALOG_IMPORT_VALUE_CHARS }),
});
export type CatalogFieldChange = Static<typeof CatalogFieldChange>;
/** A row that creates a product (every column it gives) or updates one (the columns whose value changes). */
export const CatalogRowChange = Type.Object({
  line: Type.Integer(),
  sku: Type.String(),
  action: Type.Union([Type.Literal('create'), Type.Literal('update')]),
  fields: Type.Array(CatalogFieldChange),
});
export type CatalogRowChange = Static<typeof CatalogRowChange>;

const ImportJobStatusSchema = Type.Union(IMPORT_JOB_STATUSES.map((status) => Type.Literal(status)));
/**
 * A real import, applied in short transactions after its file was checked whole: `rows_done` of
 * `rows_total` (the file's rows, unchanged ones too) are in the shop. `failed` stops with the rows
 * done so far and the `error`; the same file again finishes it (the rows done are unchanged then).
 */
export const CatalogImportJob = Type.Object({
  id,
  status: ImportJobStatusSchema,
  actor: Type.String({ description: 'Who started it, as the audit log names them' }),
  reason: Type.String(),
  rows_total: Type.Integer(),
  rows_done: Type.Integer(),
  /** What the file does, as its check found: products created, updated and left unchanged. */
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  started_at: timestamp,
  finished_at: Type.Union([timestamp, Type.Null()]),
});
export type CatalogImportJob = Static<typeof CatalogImportJob>;

export const CatalogImportReply = Ok({
  dry_run: Type.Boolean(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  /** The bad rows' problems, by line, at most CATALOG_IMPORT_SHOWN_ERRORS; a real run with any writes nothing (and is a 400). */
  errors: Type.Array(CatalogRowError, { maxItems: CATALOG_IMPORT_SHOWN_ERRORS }),
  error_count: Type.Integer({ description: 'Every problem of the file, also those past the list' }),
  /** The first CATALOG_IMPORT_SHOWN_ROWS rows that create or update a product, in the file's order; unchanged rows are only counted. */
  changes: Type.Array(CatalogRowChange, { maxItems: CATALOG_IMPORT_SHOWN_ROWS }),
  changes_left_out: Type.Integer({ description: 'Rows that create or update a product past `changes`' }),
  /** A real run's job, running when this answers: GET /admin/catalog/imports/{id} follows it. */
  job: Type.Optional(CatalogImportJob),
});
export type CatalogImportReply = Static<typeof CatalogImportReply>;
/** 400 invalid_rows of a real import: nothing was written. */
export const CatalogImportRefusal = Type.Object({
  status: Type.Literal(400),
  error: Type.String(),
  message: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(CatalogRowError, { maxItems: CATALOG_IMPORT_SHOWN_ERRORS })),
  error_count: Type.Optional(Type.Integer()),
});
export type CatalogImportRefusal = Static<typeof CatalogImportRefusal>;
/** 409 import_running: one import runs at a time; this is the one running. */
export const CatalogImportBusy = Type.Object({
  status: Type.Literal(409),
  error: Type.Literal(ADMIN_IMPORT_RUNNING),
  message: Type.String(),
  job: CatalogImportJob,
});
export type CatalogImportBusy = Static<typeof CatalogImportBusy>;
export const CatalogImportJobReply = Ok({ job: CatalogImportJob });
export type CatalogImportJobReply = Static<typeof CatalogImportJobReply>;
export const CatalogImportJobsReply = Ok({ jobs: Type.Array(CatalogImportJob) });
export type CatalogImportJobsReply = Static<typeof CatalogImportJobsReply>;
/** GET /admin/catalog/export.json: the catalogue as JSON rows (the import takes the reply's `products`, or the reply itself). */
export const CatalogExportReply = Ok({ products: Type.Array(Type.Record(Type.String(), Type.String())) });
export type CatalogExportReply = Static<typeof CatalogExportReply>;

// The inbox: what shoppers asked the shop's manager (the contact popup's questions) and the
// one-click orders, to answer, take and close. Restock requests are stock's ("notify me").


export const InboxQuery = Type.Object({
  kind: Type.Optional(Type.Union(INBOX_KINDS.map((kind) => Type.Literal(kind)), { description: 'question (default) or request (a one-click order)' })),
  state: Type.Optional(Type.Union(INBOX_STATES.map((state) => Type.Literal(state)), { description: 'open (default) or closed' })),
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Items older than this id (the next page)' })),
});
export type InboxQuery = Static<typeof InboxQuery>;
export const InboxParams = Type.Object({ kind: Type.Union(INBOX_KINDS.map((kind) => Type.Literal(kind))), id });
export type InboxParams = Static<typeof InboxParams>;

export const InboxItem = Type.Object({
  kind: Type.Union(INBOX_KINDS.map((kind) => Type.Literal(kind))),
  id,
  created_at: timestamp,
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  language: LanguageCode,
  /** A question's text; a one-click order's product, as "name (SKU), size". */
  text: Type.String(),
  /** The product it was asked about or ordered, when there is one. */
  product: Type.Union([Type.Object({ id, name: Type.String(), sku: Type.String(), url_path: Type.String() }), Type.Null()]),
  assigned_to: Type.Union([Type.Object({ customer_id: id, name: Type.String() }), Type.Null()]),
  answer: Type.Union([Type.String(), Type.Null()]),
  answered_at: Type.Union([timestamp, Type.Null()]),
  closed_at: Type.Union([timestamp, Type.Null()]),
});
export type InboxItem = Static<typeof InboxItem>;
export const InboxReply = Ok({ items: Type.Array(InboxItem) });
export type InboxReply = Static<typeof InboxReply>;
export const InboxItemReply = Ok({ item: InboxItem });
export type InboxItemReply = Static<typeof InboxItemReply>;

/** An answer by e-mail to a question, in the language it was asked in; the question is closed with it. */
export const InboxAnswerRequest = Type.Object({
  text: Type.String({ minLength: 1, maxLength: 5000 }),
}, { additionalProperties: false });
export type InboxAnswerRequest = Static<typeof InboxAnswerRequest>;
/** Taking an item (`mine`: the staff member calling) or giving it back (`nobody`). */
export const InboxAssignRequest = Type.Object({
  to: Type.Union([Type.Literal('me'), Type.Literal('nobody')]),
}, { additionalProperties: false });
export type InboxAssignRequest = Static<typeof InboxAssignRequest>;
