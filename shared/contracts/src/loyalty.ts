import { Type, type Static } from '@sinclair/typebox';
import { INVITE_CODE_RULE, LOYALTY_ACTIONS, LOYALTY_STATUSES } from './account-codes';
import { Ok } from './envelope';

// The loyalty programme (spec §2 Loyalty, §3 Account loyaltyInfo/loyaltyLink/loyaltyHistory, §6, §7
// Loyalty). Points: one append-only ledger per customer, the balance its sum (never below zero).
// A customer joins (create-action-to-confirm {action:'join'}), then
//   - earns cashback points when an order is paid: the level's cashback percent of what the goods
//     cost after every discount, in points of settings.loyalty.point_value minor units each;
//   - gets the level's discount on every cart;
//   - spends points in the cart (apply-bonuses), up to settings.loyalty.max_spend_percent of the goods;
//   - gets settings.loyalty.referral_reward points when someone they invited pays a first order.
// The level is the highest whose threshold the customer's total earned points reach.
// Every call needs login (400 not_logged_in).

/** A level of the programme; `threshold` is the total earned points that reach it. */
export const LoyaltyLevel = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  threshold: Type.Integer({ minimum: 0 }),
  /** Discount on every cart, whole percent. */
  discount: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Cashback in points, whole percent of what the goods cost. */
  cashback: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type LoyaltyLevel = Static<typeof LoyaltyLevel>;

/** The programme's rules as the membership page states them (the settings the spec leaves open). */
export const LoyaltyRules = Type.Object({
  /** Minor units of the shop currency one point is worth (1: a point is a cent of a dollar). */
  point_value: Type.Integer({ minimum: 1 }),
  /** The most of the goods' cost points may pay, whole percent. */
  max_spend_percent: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Points for a referral: when an invited friend pays their first order. */
  referral_reward: Type.Integer({ minimum: 0 }),
});
export type LoyaltyRules = Static<typeof LoyaltyRules>;

/** Spec §3 loyaltyInfo: status, the level and progress, the level list, and the ways to earn (`actions`). */
export const LoyaltyInfo = Type.Object({
  status: Type.Union(LOYALTY_STATUSES.map((status) => Type.Literal(status))),
  points: Type.Integer({ minimum: 0 }),
  total_points: Type.Integer({ minimum: 0 }),
  level: Type.Union([LoyaltyLevel, Type.Null()]),
  next_level: Type.Union([LoyaltyLevel, Type.Null()]),
  /** Points still to earn for next_level (0 at the top). */
  points_to_next: Type.Integer({ minimum: 0 }),
  levels: Type.Array(LoyaltyLevel),
  rules: LoyaltyRules,
  /** How points are earned: `purchase` (value: the level's cashback percent) and `referral` (value: points). */
  actions: Type.Array(Type.Object({ code: Type.Union([Type.Literal('purchase'), Type.Literal('referral')]), value: Type.Integer({ minimum: 0 }) })),
});
export type LoyaltyInfo = Static<typeof LoyaltyInfo>;

/** GET /api/loyalty/info, and the reply of create-action-to-confirm. */
export const LoyaltyInfoReply = Ok({ loyaltyInfo: LoyaltyInfo });
export type LoyaltyInfoReply = Static<typeof LoyaltyInfoReply>;

/** POST /api/loyalty/create-action-to-confirm {action:'join'}: joins the programme (idempotent). Reply: LoyaltyInfoReply. */
export const CreateActionToConfirmRequest = Type.Object({ action: Type.Literal('join') });
export type CreateActionToConfirmRequest = Static<typeof CreateActionToConfirmRequest>;

/** GET /api/loyalty/link: the customer's invitation link (absolute, in the request's language) and its code. */
export const LoyaltyLinkReply = Ok({ link: Type.String(), code: Type.String() });
export type LoyaltyLinkReply = Static<typeof LoyaltyLinkReply>;

/** One history line (spec §2 "history (date and action)"); `points` is signed, 0 for actions without points. */
export const LoyaltyHistoryEntry = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  created_at: Type.String({ description: 'ISO 8601' }),
  action: Type.Union(LOYALTY_ACTIONS.map((action) => Type.Literal(action))),
  points: Type.Integer(),
  order_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
});
export type LoyaltyHistoryEntry = Static<typeof LoyaltyHistoryEntry>;

/**
 * GET /api/loyalty/history?page= (every action: points, joining, invitation visits and
 * registrations, level ups) and GET /api/account/rewards-history?page= (the points entries only),
 * newest first, 20 a page.
 */
export const HistoryQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) });
export const LoyaltyHistoryReply = Ok({ history: Type.Array(LoyaltyHistoryEntry), total: Type.Integer({ minimum: 0 }) });
export type LoyaltyHistoryReply = Static<typeof LoyaltyHistoryReply>;

/**
 * POST /api/loyalty/send-visit {invitionCode} (spec §7 spelling): records a visit of the /invite/{code}
 * page (once per session) in the referrer's history and remembers the code, so the visitor's
 * registration names its referrer. Any visitor may call it. 400: not_found (no such code).
 */
export const SendVisitRequest = Type.Object({ invitionCode: Type.String(INVITE_CODE_RULE) });
export type SendVisitRequest = Static<typeof SendVisitRequest>;
export const SendVisitReply = Ok({});

/**
 * POST /api/loyalty/apply-bonuses {state}: spend (true) or stop spending (false) points on this
 * cart. Reply: the cart (CartReply), its totals with the loyalty:bonuses line. 400: not_logged_in,
 * not_member (not in the programme).
 */
export const ApplyBonusesRequest = Type.Object({ state: Type.Boolean() });
export type ApplyBonusesRequest = Static<typeof ApplyBonusesRequest>;

/**
 * POST /api/cart/check-bonus/: what the customer's points can do for the cart now: the balance,
 * the points usable on it (capped by max_spend_percent), what they take off in minor units, and
 * whether they are being spent. A guest or non-member gets zeros (the cart shows no bonus block).
 */
export const CheckBonusReply = Ok({
  points: Type.Integer({ minimum: 0 }),
  available: Type.Integer({ minimum: 0 }),
  value: Type.Integer({ minimum: 0 }),
  use_bonuses: Type.Boolean(),
});
export type CheckBonusReply = Static<typeof CheckBonusReply>;
