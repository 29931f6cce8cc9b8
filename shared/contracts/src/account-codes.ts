// The account and loyalty plain values (no schemas): what pages and the API both name. A page that
// needs one of these does not carry TypeBox into its JavaScript (see constants.ts). The schemas are
// in account.ts and loyalty.ts.

/** Spec §7 auth-methods/{type}: a login identifier is a phone number or an e-mail address; phone is the default (spec §9). */
export const AUTH_TYPES = ['phone', 'email'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];
export const DEFAULT_AUTH_TYPE: AuthType = 'phone';

/** How a code reaches the shopper (spec §2 Login popup: messenger VK, SMS, voice call; e-mail for an address). */
export const AUTH_METHODS = { phone: ['vk', 'sms', 'call'], email: ['email'] } as const satisfies Record<AuthType, readonly string[]>;
export type AuthMethod = (typeof AUTH_METHODS)[AuthType][number];

/**
 * What a one-time code is for (send-code and verify-code `targetType`): `login` logs in (and
 * registers an identifier seen for the first time); `change` confirms a logged-in customer's new
 * phone or e-mail (spec §5 "Changing email or phone requires verification").
 */
export const CODE_TARGETS = ['login', 'change'] as const;
export type CodeTarget = (typeof CODE_TARGETS)[number];

/** Digits of a one-time code. */
export const CODE_LENGTH = 6;

/**
 * Spec §8 Login errors (400 `error` of send-code and verify-code), each with its own translated
 * message: error_attempts (too many wrong codes, or too many sends), error_approved (the account
 * is blocked by the shop), error_login (wrong phone or code), wrong_captcha, method_not_found, and
 * daily_limit ("you have exceeded the daily limit of {attempts} login attempts", the reply's `attempts`),
 * and not_delivered (the method's gateway failed; another method may work).
 */
export const LOGIN_ERRORS = {
  attempts: 'error_attempts',
  approved: 'error_approved',
  login: 'error_login',
  captcha: 'wrong_captcha',
  method: 'method_not_found',
  dailyLimit: 'daily_limit',
  notDelivered: 'not_delivered',
} as const;
export type LoginError = (typeof LOGIN_ERRORS)[keyof typeof LOGIN_ERRORS];

/**
 * Spec §8 Account verification errors of a `change` code: "Invalid code", "You reached maximum
 * attempts". An address or number another account has is `identifier_taken`.
 */
export const CHANGE_ERRORS = { invalidCode: 'invalid_code', maxAttempts: 'max_attempts', taken: 'identifier_taken' } as const;

/** verify-code `result.code` (spec §7, default "default"): `registered` when the code created the account. */
export const LOGIN_RESULTS = ['default', 'registered'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

/** save-me's 400 for a date of birth that is not a real 'YYYY-MM-DD' date, is in the future or before 1900. */
export const INVALID_DATE = 'invalid_date';

/** apply-bonuses' 400 for a customer who has not joined the loyalty programme. */
export const NOT_MEMBER = 'not_member';

/**
 * repeat-order's 400 for an order with no goods to put back in the cart: a gift card order (kind
 * giftcard) bought a card, which the cart cannot hold. Said rather than answering an unchanged cart.
 */
export const NOT_REPEATABLE = 'not_repeatable';

/** Spec §3 sex: "0" not specified (the default), "1" men, "2" woman. */
export const SEX_VALUES = ['0', '1', '2'] as const;
export type Sex = (typeof SEX_VALUES)[number];

/**
 * Loyalty history actions (spec §2 Loyalty "history (date and action)"). Points entries: earned
 * (cashback of a paid order), spent (on an order), returned (spent points of a cancelled order),
 * revoked (cashback of a paid order cancelled later), referral_reward (an invitee's first paid
 * order). Without points: joined (the programme), visit (someone opened the customer's invitation
 * link), invitee_registered (and registered), level_up.
 */
export const LOYALTY_ACTIONS = ['earned', 'spent', 'returned', 'revoked', 'referral_reward', 'joined', 'visit', 'invitee_registered', 'level_up', 'adjusted'] as const;
export type LoyaltyAction = (typeof LOYALTY_ACTIONS)[number];

/** loyaltyInfo.status: a customer earns and spends points once they have joined the programme. */
export const LOYALTY_STATUSES = ['none', 'active'] as const;
export type LoyaltyStatus = (typeof LOYALTY_STATUSES)[number];

/** An invitation code (the /invite/{code} path): 8–16 of [A-Za-z0-9]. */
export const INVITE_CODE_RULE = { minLength: 8, maxLength: 16, pattern: '^[A-Za-z0-9]+$' } as const;
const INVITE_CODE = new RegExp(INVITE_CODE_RULE.pattern);
export const isInviteCode = (value: string): boolean =>
  value.length >= INVITE_CODE_RULE.minLength && value.length <= INVITE_CODE_RULE.maxLength && INVITE_CODE.test(value);

/** Entries a page of the order list and of the loyalty histories holds (orders-history, loyalty/history, rewards-history). */
export const HISTORY_PAGE_SIZE = 20;

/** The most skus a wishlist keeps (a guest's merged at login included): adding past it is 400 wishlist_full. */
export const WISHLIST_MAX_ITEMS = 200;

/** The 400 error of /wishlist/add for a new sku in a wishlist of WISHLIST_MAX_ITEMS. */
export const WISHLIST_FULL = 'wishlist_full';
