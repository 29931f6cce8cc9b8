import type { OrderStatus } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { settleMove } from './order-moves';
import { moveEffects } from '../order/order-status';

/** How long a card order may wait for its payment before the sweep cancels it and frees its units. */
export const PAYMENT_WINDOW_MS = 2 * 60 * 60 * 1000;
/** How often the API looks for such orders. */
export const SWEEP_EVERY_MS = 5 * 60 * 1000;
/** Orders cancelled per sweep at most: a backlog is worked off over the next sweeps. */
const SWEEP_BATCH = 100;

/**
 * Cancels an order, in one transaction with its row locked: what it spent of a gift card is
 * refunded, the units it holds go back to stock, its promo code use and the loyalty points it
 * spent are returned, a paid order's cashback and referral reward are revoked, and the card a paid
 * gift card order bought is voided, as order-status.ts says for its status. False when its status
 * cannot move to cancelled (paid and shipped meanwhile, or cancelled already).
 */
export async function cancelOrder(db: Db, orderId: number, onlyIf?: (status: OrderStatus) => boolean): Promise<boolean> {
  return db.orm.transaction(async (tx) => {
    const [order] = rowsOf<{ status: OrderStatus; promo_code_id: number | null }>(await tx.execute(sql`
      SELECT status, promo_code_id FROM orders WHERE id = ${orderId} FOR UPDATE`));
    if (!order || (onlyIf && !onlyIf(order.status))) return false;
    const effects = moveEffects(order.status, 'cancelled');
    if (!effects) return false;
    await settleMove(tx, { id: orderId, promoCodeId: order.promo_code_id === null ? null : Number(order.promo_code_id) }, effects);
    await tx.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${orderId}`);
    return true;
  });
}

/**
 * Cancels card orders left unpaid (awaiting payment, or failed and not paid again) for longer
 * than the payment window, so abandoned orders do not hold units forever. Cash on delivery waits
 * for the courier: never swept. Answers how many were cancelled.
 */
export async function cancelUnpaidOrders(db: Db, windowMs = PAYMENT_WINDOW_MS): Promise<number> {
  const stale = rowsOf<{ id: number }>(await db.orm.execute(sql`
    SELECT id FROM orders
    WHERE status IN ('awaiting_payment', 'payment_failed') AND payment_method = 'card' AND placed_at < now() - ${windowMs} * interval '1 millisecond'
    ORDER BY placed_at LIMIT ${SWEEP_BATCH}`));
  let cancelled = 0;
  for (const { id } of stale) {
    // Checked again under the lock: a payment may have landed since the scan.
    if (await cancelOrder(db, Number(id), (status) => status === 'awaiting_payment' || status === 'payment_failed')) cancelled++;
  }
  return cancelled;
}

/**
 * Runs the sweep every `everyMs` until `stop` is called. The timer is unref'd: it never keeps a
 * process alive, and a failed sweep is logged and tried again next time.
 */
export function startUnpaidOrderSweep(db: Db, log: { error(object: unknown, message: string): void }, everyMs = SWEEP_EVERY_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    cancelUnpaidOrders(db)
      .catch((error: unknown) => log.error({ err: error }, 'unpaid order sweep failed'))
      .finally(() => { running = false; });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
