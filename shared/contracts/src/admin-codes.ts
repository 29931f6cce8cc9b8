// The admin API's plain words and numbers (roles, error codes, steps, statuses, page sizes): what
// the back office and `pnpm ops` read at run time, kept apart from the schemas (admin.ts) so an app
// that needs a list of statuses does not bundle TypeBox with it.

/** Staff roles: what each may do is STAFF_PERMISSIONS' (staff-permissions.ts). */
export const STAFF_ROLES = ['admin', 'operator', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Failures of the admin API outside the §8 envelope: 401 unauthorized (no or unknown credentials), 403 forbidden (the role it needs). */
export const ADMIN_UNAUTHORIZED = 'unauthorized';
export const ADMIN_FORBIDDEN = 'forbidden';
/** 409: a save made from a stale copy of a record (its `version` is not the record's any more). */
export const ADMIN_CONFLICT = 'conflict';
/** 409: a catalogue import asked for while another one runs (the reply names the running one). */
export const ADMIN_IMPORT_RUNNING = 'import_running';

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
  /** A stock change that would leave fewer than 0 units, or a points or gift card adjustment below a zero balance. */
  belowZero: 'below_zero',
  /** A gift card adjustment above the amount the card was issued for: more is a new card. */
  aboveInitial: 'above_initial',
  /** A promo code that exists already. */
  codeTaken: 'code_taken',
  /** A gift card voided already (nothing left to void). */
  alreadyVoided: 'already_voided',
  /** A question to answer by e-mail left no address: call back by phone, then close it. */
  noEmail: 'no_email',
  /** An inbox item closed already (answered, or closed by someone else). */
  alreadyClosed: 'already_closed',
  /** Taking an inbox item needs a staff member's session: an API token is nobody. */
  notAPerson: 'not_a_person',
  /** Blocking a customer who is blocked already, or unblocking one who is not. */
  alreadyBlocked: 'already_blocked',
  notBlocked: 'not_blocked',
  /** Staff cannot block their own account. */
  ownAccount: 'own_account',
  /** A staff member's data is not erased while they have a role: take the role first. */
  isStaff: 'is_staff',
  /** A customer whose personal data was erased already: nothing is left to block, export or erase. */
  alreadyErased: 'already_erased',
  /** A customer search by a part of a name or e-mail shorter than MIN_CUSTOMER_SEARCH characters: it would read every customer. */
  shortSearch: 'short_search',
  /** A catalogue file with bad rows: the reply lists them (line, column, reason); nothing was imported. */
  invalidRows: 'invalid_rows',
} as const;

/** The steps an operator takes on an order (the rest come from checkout and payment). */
export const ORDER_STEPS = ['paid', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** Orders a page of GET /admin/orders holds. */
export const ADMIN_ORDERS_PAGE_SIZE = 50;
/**
 * GET /admin/orders counts the orders its filters find up to this many, and says "more" beyond:
 * counting 50,000 rows would cost each page more than the page itself.
 */
export const ADMIN_ORDERS_COUNT_LIMIT = 1000;

/** What a message an order sent tells of: its placing, each step staff took, a gift card's link. */
export const ORDER_MESSAGE_KINDS = [
  'order.placed', 'order.paid', 'order.packed', 'order.shipped', 'order.delivered', 'order.cancelled', 'order.refunded', 'giftcard.link',
] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

/** The statuses where an order waits for staff (or for its money), in the order it goes through them. */
export const WAITING_STATUSES = ['new', 'awaiting_payment', 'paid', 'packed', 'shipped'] as const;

/** Customers a page of GET /admin/customers holds. */
export const ADMIN_CUSTOMERS_PAGE_SIZE = 50;
/** The shortest part of a name or e-mail a customer search takes: three letters make a trigram, which the search's index is made of. */
export const MIN_CUSTOMER_SEARCH = 3;
/** Whether a customer search is a part of a name or e-mail (it has a letter or an @): not an id, nor a phone. */
export const isCustomerTextSearch = (term: string): boolean => /[^\d\s()+#.-]/.test(term);
/** A part of a name or e-mail too short for the search (the API's short_search). */
export const isShortCustomerSearch = (term: string): boolean => isCustomerTextSearch(term.trim()) && term.trim().length < MIN_CUSTOMER_SEARCH;
/** The orders and gift cards of each kind a customer's page shows: the newest this many (the orders list has them all). */
export const CUSTOMER_PAGE_ROWS = 20;

/** Entries a page of GET /admin/audit holds. */
export const AUDIT_PAGE_SIZE = 50;

export const REVIEW_STATUSES = ['new', 'published', 'hidden'] as const;
/** Reviews a page of GET /admin/reviews holds; the next page is `before` the last one's id. */
export const ADMIN_REVIEWS_PAGE_SIZE = 50;

/** The inbox's kinds: the contact popup's questions and the one-click orders (restock requests are stock's). */
export const INBOX_KINDS = ['question', 'request'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATES = ['open', 'closed'] as const;
export type InboxState = (typeof INBOX_STATES)[number];
export const INBOX_PAGE_SIZE = 50;

// The catalogue import (POST /admin/catalog/import): its dry run's diff is bounded, and a real run
// is a job whose progress GET /admin/catalog/imports/{id} answers.

/** The rows of a file a dry run details (the first ones that create or update a product); the rest are counted. */
export const CATALOG_IMPORT_SHOWN_ROWS = 100;
/** The bad rows' problems a reply lists (the first, by line); `error_count` counts them all. */
export const CATALOG_IMPORT_SHOWN_ERRORS = 1000;
/** A value in the diff is cut to this many characters (descriptions are long). */
export const CATALOG_IMPORT_VALUE_CHARS = 80;
/** An import job's life: running, then done or failed (stopped with the rows done so far). */
export const IMPORT_JOB_STATUSES = ['running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
/** Imports GET /admin/catalog/imports lists, newest first. */
export const CATALOG_IMPORTS_LISTED = 20;
