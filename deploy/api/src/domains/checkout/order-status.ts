import type { OrderStatus } from '@shop/contracts';

// An order's life (spec §3 statuses, §4 order flow) as data: which status may follow which, and
// what each status holds. Whoever moves an order asks here, so stock and promo uses follow the
// status and never drift from it.

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['awaiting_payment', 'cancelled'],
  // awaiting_payment → awaiting_payment: a card that asks for a second step keeps the order waiting.
  awaiting_payment: ['awaiting_payment', 'paid', 'payment_failed', 'cancelled'],
  // Paying again after a failure: straight to paid, or waiting for the second step, or failing again.
  payment_failed: ['awaiting_payment', 'paid', 'payment_failed', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/** Statuses whose order keeps its units out of stock: placed and not yet failed or cancelled. */
const HOLDS_STOCK: ReadonlySet<OrderStatus> = new Set(['awaiting_payment', 'paid', 'shipped', 'delivered']);
/** Statuses whose order counts as a use of its promo code: placed and not cancelled. */
const COUNTS_PROMO_USE: ReadonlySet<OrderStatus> = new Set(['awaiting_payment', 'paid', 'payment_failed', 'shipped', 'delivered']);

export const holdsStock = (status: OrderStatus): boolean => HOLDS_STOCK.has(status);
export const countsPromoUse = (status: OrderStatus): boolean => COUNTS_PROMO_USE.has(status);
/** The statuses of orders that count as uses of their promo code (per-client limits count them). */
export const PROMO_USE_STATUSES: readonly OrderStatus[] = [...COUNTS_PROMO_USE];

/** What a move does besides the status: units taken or given back, a promo use counted or returned. */
export interface MoveEffects {
  stock: 'reserve' | 'return' | 'none';
  promoUse: 'count' | 'return' | 'none';
}

/** The effects of moving `from` → `to`, or undefined when the move is not allowed. */
export function moveEffects(from: OrderStatus, to: OrderStatus): MoveEffects | undefined {
  if (!canMove(from, to)) return undefined;
  const change = (before: boolean, after: boolean) => (before === after ? 'none' : after ? 'take' : 'give');
  const stock = change(holdsStock(from), holdsStock(to));
  const promo = change(countsPromoUse(from), countsPromoUse(to));
  return {
    stock: stock === 'take' ? 'reserve' : stock === 'give' ? 'return' : 'none',
    promoUse: promo === 'take' ? 'count' : promo === 'give' ? 'return' : 'none',
  };
}
