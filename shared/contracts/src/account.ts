import { Type, type Static } from '@sinclair/typebox';
import { AUTH_METHODS, AUTH_TYPES, CODE_LENGTH, CODE_TARGETS, LOGIN_RESULTS, SEX_VALUES, WISHLIST_MAX_ITEMS } from './account-codes';
import { CurrencyCode, Ok } from './envelope';
import { OrderDisplay } from './checkout';
import { ORDER_KINDS, ORDER_STATUSES } from './checkout-codes';

// The account area (spec §2 Login popup and Account, §3 Account/customer and Address, §4 login flow
// and logout, §5 email/phone change, §7 Account calls, §8 Login and Account verification). Every
// call but the login flow's needs a logged-in session: 400 not_logged_in otherwise, and a customer
// only ever sees their own rows (another customer's order is the same not_found as a missing one).
//
// The login flow, in the spec's order:
//   GET  /account/auth-methods/{type}    the code methods of a phone or an e-mail address
//   GET  /recaptcha/public-key           a proof-of-work challenge, and whether send-code needs it now
//   POST /account/send-code              a code to the identifier by the method (same reply whether or not an account exists)
//   POST /account/verify-code            the code: logs in (a new identifier registers), rotates the session,
//                                        merges the guest's cart and wishlist into the customer's
// The plain values (types, methods, error codes) are in account-codes.ts.

const text40 = (examples: string[]) => Type.String({ maxLength: 40, examples });

/** What the page knows of the logged-in customer (header, menus, greetings); '' for a field not given yet. */
export const CustomerSummary = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  telephone: Type.String({ description: 'International form, +79123456789' }),
});
export type CustomerSummary = Static<typeof CustomerSummary>;

/** Spec §3 Address: the customer's default shipping address. `street` is what checkout calls `address`. */
export const Address = Type.Object({
  street: text40(['Тверская']),
  postcode: text40(['125009']),
  house: text40(['7']),
  apartment: text40(['12']),
  comment: Type.String({ maxLength: 200 }),
});
export type Address = Static<typeof Address>;

/**
 * Spec §3 Account / customer, as GET /account/me answers it: the summary, personal data, the
 * default address (`addresses` holds it too, the one address a customer keeps), and the loyalty
 * card's figures (the full programme is GET /loyalty/info).
 */
export const Customer = Type.Object({
  ...CustomerSummary.properties,
  /** 'YYYY-MM-DD', or '' when not given. */
  date_of_birth: Type.String(),
  sex: Type.Union(SEX_VALUES.map((value) => Type.Literal(value))),
  address: Address,
  addresses: Type.Array(Address),
  /** The points balance (the ledger's sum). */
  points: Type.Integer({ minimum: 0 }),
  /** The loyalty level's name, '' for a customer outside the programme. */
  level: Type.String(),
  /** Points earned in all (cashback and rewards): what the level is measured by. */
  total_points: Type.Integer({ minimum: 0 }),
});
export type Customer = Static<typeof Customer>;

/** GET /api/account/me. A guest gets HTTP 400 `{status:400, error:'not_logged_in'}` (the client then drops its logged-in flag). */
export const MeReply = Ok({ customer: Customer });
export type MeReply = Static<typeof MeReply>;

/** GET /api/session: `{status:200}`, with the session and XSRF cookies set when they were missing or invalid. */
export const SessionReply = Ok({});
export type SessionReply = Static<typeof SessionReply>;

/** POST /api/account/logout (any body, spec §7 sends none): always `{status:200}`, also for a guest; the session id is rotated. */
export const LogoutReply = Ok({});
export type LogoutReply = Static<typeof LogoutReply>;

// ---------------------------------------------------------------------------------------------
// Login (spec §4 login flow).

const authType = Type.Union(AUTH_TYPES.map((type) => Type.Literal(type)));
const allMethods = [...new Set(Object.values(AUTH_METHODS).flat())];

/** GET /api/account/auth-methods/{type}: the path parameter. */
export const AuthMethodsParams = Type.Object({ type: authType });

/** The methods the shop can send a code by for that type, in the order offered; `default` is preselected. */
export const AuthMethodsReply = Ok({
  methods: Type.Array(Type.Union(allMethods.map((method) => Type.Literal(method)))),
  default: Type.Union(allMethods.map((method) => Type.Literal(method))),
});
export type AuthMethodsReply = Static<typeof AuthMethodsReply>;

/**
 * GET /api/recaptcha/public-key: an ALTCHA proof-of-work challenge (altcha-lib), signed by the
 * server and valid a few minutes. `required` says whether the next send-code from this visitor
 * needs it solved (once a phone or IP passes the send threshold); the widget solves it and
 * send-code's `token` carries the solution.
 */
export const CaptchaReply = Ok({
  required: Type.Boolean(),
  challenge: Type.Object({
    algorithm: Type.String(),
    challenge: Type.String(),
    maxnumber: Type.Integer(),
    salt: Type.String(),
    signature: Type.String(),
  }),
});
export type CaptchaReply = Static<typeof CaptchaReply>;

/** A phone as typed (the server keeps its international form) or an e-mail address. */
const identifier = Type.String({ minLength: 1, maxLength: 40, examples: ['+7 (912) 345-6789'] });
const target = Type.Union(CODE_TARGETS.map((value) => Type.Literal(value)));

/**
 * POST /api/account/send-code. `token`: the solved captcha (base64 ALTCHA payload), '' or absent
 * while none is required. `targetType` defaults to login; `change` needs a logged-in session and
 * sends to the customer's new phone or e-mail.
 * 200 (also for an identifier without an account): `resend_in` seconds until another code may be asked for.
 * 400: error_attempts, error_approved, wrong_captcha (with `captcha_required`), method_not_found,
 * daily_limit (with `attempts`), invalid_phone, invalid_email, identifier_taken (change), not_logged_in (change).
 * 429 (too_many_requests) when asked again within the resend cooldown or past the limits per session and IP.
 */
export const SendCodeRequest = Type.Object({
  type: authType,
  identifier,
  method: Type.String({ minLength: 1, maxLength: 20, examples: ['sms'] }),
  token: Type.Optional(Type.String({ maxLength: 4000 })),
  targetType: Type.Optional(target),
});
export type SendCodeRequest = Static<typeof SendCodeRequest>;

export const SendCodeReply = Ok({ resend_in: Type.Integer({ minimum: 0 }), code_length: Type.Integer({ minimum: 1 }) });
export type SendCodeReply = Static<typeof SendCodeReply>;

/**
 * POST /api/account/verify-code. A login also brings the guest's local wishlist skus (`wishlist`),
 * merged into the customer's with the guest's cart in the same transaction.
 * login 200: `customer` and `result.code` (registered when the code created the account); the reply
 * sets a new session cookie and XSRF token (the session id is rotated).
 * change 200: `customer` with the new phone or e-mail.
 * 400 (login): error_login (wrong or no code), error_attempts (the code is spent: too many wrong tries), error_approved.
 * 400 (change): invalid_code, max_attempts, identifier_taken, not_logged_in.
 */
export const VerifyCodeRequest = Type.Object({
  type: authType,
  identifier,
  code: Type.String({ minLength: 1, maxLength: 12, examples: ['0'.repeat(CODE_LENGTH)] }),
  targetType: Type.Optional(target),
  wishlist: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: WISHLIST_MAX_ITEMS })),
});
export type VerifyCodeRequest = Static<typeof VerifyCodeRequest>;

export const VerifyCodeReply = Ok({
  customer: Customer,
  result: Type.Object({ code: Type.Union(LOGIN_RESULTS.map((code) => Type.Literal(code))) }),
});
export type VerifyCodeReply = Static<typeof VerifyCodeReply>;

/** A login error reply: daily_limit carries `attempts` (the limit), wrong_captcha `captcha_required`. */
export const LoginErrorReply = Type.Object({
  status: Type.Literal(400),
  error: Type.String(),
  message: Type.Optional(Type.String()),
  attempts: Type.Optional(Type.Integer()),
  captcha_required: Type.Optional(Type.Boolean()),
});
export type LoginErrorReply = Static<typeof LoginErrorReply>;

/**
 * POST /api/account/is-registered {customer_phone}: whether a phone has an account (one-click
 * ordering offers login then). It tells who is a customer, so it is limited hard per session and IP.
 */
export const IsRegisteredRequest = Type.Object({ customer_phone: identifier });
export const IsRegisteredReply = Ok({ registered: Type.Boolean() });
export type IsRegisteredReply = Static<typeof IsRegisteredReply>;

// ---------------------------------------------------------------------------------------------
// Profile (spec §2 Account, §5). Phone and e-mail change only through a `change` code.

/** POST /api/account/save-me: personal data (names trimmed). Reply: MeReply. 400: invalid_date (INVALID_DATE: a date of birth that is no date, in the future or before 1900). */
export const SaveMeRequest = Type.Object({
  firstname: text40(['Анна']),
  lastname: text40(['Петрова']),
  date_of_birth: Type.String({ maxLength: 10, description: "'YYYY-MM-DD' or ''", examples: ['1990-04-21'] }),
  sex: Type.Union(SEX_VALUES.map((value) => Type.Literal(value))),
});
export type SaveMeRequest = Static<typeof SaveMeRequest>;

/** POST /api/account/save-me-address: the default shipping address. Reply: MeReply. */
export const SaveMeAddressRequest = Address;
export type SaveMeAddressRequest = Static<typeof SaveMeAddressRequest>;

// ---------------------------------------------------------------------------------------------
// Orders (spec §2 /account/orders and /account/order/{orderId}).

/** One line of the order list. A gift card order (`kind` giftcard) has no items: its count is 0 and it has no images. */
export const OrderSummary = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** order (goods) or giftcard; absent in replies older than gift cards, which were all goods orders. */
  kind: Type.Optional(Type.Union(ORDER_KINDS.map((kind) => Type.Literal(kind)))),
  created_at: Type.String({ description: 'ISO 8601' }),
  status: Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status))),
  grand_total: Type.Integer({ minimum: 0 }),
  currency: CurrencyCode,
  items_count: Type.Integer({ minimum: 0 }),
  /** Up to four of its items' images. */
  images: Type.Array(Type.String()),
});
export type OrderSummary = Static<typeof OrderSummary>;

/** GET /api/account/orders-history?page=: the customer's placed orders, newest first, 20 a page. */
export const OrdersHistoryQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) });
export const OrdersHistoryReply = Ok({ orders: Type.Array(OrderSummary), total: Type.Integer({ minimum: 0 }) });
export type OrdersHistoryReply = Static<typeof OrdersHistoryReply>;

/** GET /api/account/order/{id}: one of the customer's orders (spec §3 Order display). 400: not_found (unknown or not theirs). */
export const AccountOrderReply = Ok({ order: OrderDisplay });
export type AccountOrderReply = Static<typeof AccountOrderReply>;

/**
 * POST /api/account/repeat-order {order_id}: puts the order's products back in the cart (sizes
 * still sold, quantities capped by stock). Reply: the cart (CartReply). 400: not_found,
 * not_repeatable (NOT_REPEATABLE: a gift card order, which has no products).
 */
export const RepeatOrderRequest = Type.Object({ order_id: Type.Integer({ minimum: 1 }) });
export type RepeatOrderRequest = Static<typeof RepeatOrderRequest>;
