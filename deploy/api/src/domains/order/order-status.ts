import type { OrderStatus } from '@shop/contracts';

// An order's life (spec §3 statuses, §4 order flow) as data: which status may follow which, and
// what each status holds. Whoever moves an order asks here, so stock, promo uses, loyalty points
// and gift card balances follow the status and never drift from it.

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['awaiting_payment', 'cancelled'],
  // awaiting_payment → awaiting_payment: a card that asks for a second step keeps the order waiting.
  // → packed or shipped: a cash-on-delivery order goes out before its money comes (the admin API
  // allows it for cash orders only; their payment is recorded when they are delivered).
  awaiting_payment: ['awaiting_payment', 'paid', 'payment_failed', 'packed', 'shipped', 'cancelled'],
  // Paying again after a failure: straight to paid, or waiting for the second step, or failing again.
  payment_failed: ['awaiting_payment', 'paid', 'payment_failed', 'cancelled'],
  // The operators' steps (domains/admin); packing may be skipped. An order not yet sent is
  // cancelled; one sent (or paid, at the operator's choice) is refunded.
  paid: ['packed', 'shipped', 'cancelled', 'refunded'],
  packed: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/** Statuses whose order keeps its units out of stock: placed and not yet failed or cancelled. */
const HOLDS_STOCK: ReadonlySet<OrderStatus> = new Set(['awaiting_payment', 'paid', 'packed', 'shipped', 'delivered']);
/** Statuses whose order counts as a use of its promo code: placed and not cancelled or refunded. */
const COUNTS_PROMO_USE: ReadonlySet<OrderStatus> = new Set(['awaiting_payment', 'paid', 'payment_failed', 'packed', 'shipped', 'delivered']);

/**
 * Statuses whose order keeps the loyalty points it spent: the same as a promo use (placed and not
 * cancelled; a failed payment can be tried again, so the points wait with the order).
 */
const KEEPS_SPENT_POINTS = COUNTS_PROMO_USE;
/**
 * Statuses whose order has earned its cashback, and its buyer's referrer the reward of a first paid
 * order: paid, or on its way (a cash order earns when the shop sends it, as a card order when paid).
 */
const HAS_EARNED_POINTS: ReadonlySet<OrderStatus> = new Set(['paid', 'packed', 'shipped', 'delivered']);
/**
 * Statuses whose order keeps what it spent of a gift card: as the points it spent (a failed
 * payment can be tried again, so the amount waits with the order until it is cancelled, by the
 * shopper's shop or by the unpaid-order sweep once the payment window is over).
 */
const KEEPS_GIFTCARD_SPENDING = KEEPS_SPENT_POINTS;
/** Statuses whose gift card order has its card issued: paid, as its cashback would be (a card is never packed or shipped). */
const HAS_ISSUED_GIFTCARD = HAS_EARNED_POINTS;

export const holdsStock = (status: OrderStatus): boolean => HOLDS_STOCK.has(status);
export const countsPromoUse = (status: OrderStatus): boolean => COUNTS_PROMO_USE.has(status);
/** The statuses of orders that count as uses of their promo code (per-client limits count them). */
export const PROMO_USE_STATUSES: readonly OrderStatus[] = [...COUNTS_PROMO_USE];

/**
 * What a move does besides the status: units taken or given back, a promo use counted or returned,
 * points spent, earned or given back, a gift card's balance spent or refunded, a bought card issued or voided.
 */
export interface MoveEffects {
  stock: 'reserve' | 'return' | 'none';
  promoUse: 'count' | 'return' | 'none';
  /** Points the order spends: spent when it is placed (place-order.ts), returned when it is cancelled. */
  spentPoints: 'spend' | 'return' | 'none';
  /** Cashback and referral reward: earned when it is paid, revoked (up to the balance) when a paid order is cancelled. */
  earnedPoints: 'earn' | 'revoke' | 'none';
  /** What the order spends of a gift card: spent when it is placed (place-order.ts), refunded once when it is cancelled. */
  giftcardSpending: 'spend' | 'refund' | 'none';
  /** The card a gift card order buys: issued when it is paid, voided (what is left of it) when a paid one is cancelled. Goods orders buy none. */
  giftcardIssue: 'issue' | 'void' | 'none';
}

/** The effects of moving `from` → `to`, or undefined when the move is not allowed. */
export function moveEffects(from: OrderStatus, to: OrderStatus): MoveEffects | undefined {
  if (!canMove(from, to)) return undefined;
  const change = (before: boolean, after: boolean) => (before === after ? 'none' : after ? 'take' : 'give');
  const stock = change(holdsStock(from), holdsStock(to));
  const promo = change(countsPromoUse(from), countsPromoUse(to));
  const spent = change(KEEPS_SPENT_POINTS.has(from), KEEPS_SPENT_POINTS.has(to));
  const earned = change(HAS_EARNED_POINTS.has(from), HAS_EARNED_POINTS.has(to));
  const giftcardSpent = change(KEEPS_GIFTCARD_SPENDING.has(from), KEEPS_GIFTCARD_SPENDING.has(to));
  const giftcardIssued = change(HAS_ISSUED_GIFTCARD.has(from), HAS_ISSUED_GIFTCARD.has(to));
  return {
    stock: stock === 'take' ? 'reserve' : stock === 'give' ? 'return' : 'none',
    promoUse: promo === 'take' ? 'count' : promo === 'give' ? 'return' : 'none',
    spentPoints: spent === 'take' ? 'spend' : spent === 'give' ? 'return' : 'none',
    earnedPoints: earned === 'take' ? 'earn' : earned === 'give' ? 'revoke' : 'none',
    giftcardSpending: giftcardSpent === 'take' ? 'spend' : giftcardSpent === 'give' ? 'refund' : 'none',
    giftcardIssue: giftcardIssued === 'take' ? 'issue' : giftcardIssued === 'give' ? 'void' : 'none',
  };
}
