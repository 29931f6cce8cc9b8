import type { StaffRole } from './admin-codes';

// What each staff role may do, per action: the API checks every admin route against this table
// (the route names its permission), and the back office offers an action only to a role that has
// it. README "Who may do what" prints it as a table.

/** Every role: an admin does everything; support reads all an operator reads and changes nothing. */
const ANY_STAFF = ['admin', 'operator', 'support'] as const;
/** Those who run the shop day to day: orders, catalogue, stock, promotions, gift cards, customers, reviews. */
const OPERATORS = ['admin', 'operator'] as const;
/** Staff, tokens and the audit log: who may do what, and what they did. */
const ADMINS = ['admin'] as const;

export const STAFF_PERMISSIONS = {
  'self.read': ANY_STAFF,
  'dashboard.read': ANY_STAFF,
  'orders.read': ANY_STAFF,
  'orders.move': OPERATORS,
  'catalogue.read': ANY_STAFF,
  // The catalogue is the operators': an import is checked whole before anything is written, then
  // applied in short transactions, each with an audit row per product.
  'catalogue.import': OPERATORS,
  // One product made or edited (its photos too), versioned: a stale save is refused.
  'catalogue.change': OPERATORS,
  'stock.read': ANY_STAFF,
  'stock.change': OPERATORS,
  'promotions.read': ANY_STAFF,
  'promotions.change': OPERATORS,
  'giftcards.read': ANY_STAFF,
  // A void or a resend changes a card or sends a message: not support's.
  'giftcards.change': OPERATORS,
  'customers.read': ANY_STAFF,
  'customers.change': OPERATORS,
  'reviews.read': ANY_STAFF,
  'reviews.change': OPERATORS,
  'inbox.read': ANY_STAFF,
  // Answering shoppers is support's own work: an answer, taking an item and closing it.
  'inbox.answer': ANY_STAFF,
  'vitals.read': ANY_STAFF,
  'audit.read': ADMINS,
  'staff.read': ADMINS,
  'staff.change': ADMINS,
  'tokens.read': ADMINS,
  'tokens.change': ADMINS,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** Whether `role` may do what `permission` names. */
export const mayStaff = (role: StaffRole, permission: StaffPermission): boolean =>
  (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
