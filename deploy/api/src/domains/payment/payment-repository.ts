import { CHECKOUT_ERRORS, OUT_OF_STOCK, type OrderStatus } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { moveEffects } from '../order/order-status';
import { orderUnits, returnUnits, takeUnits } from '../order/stock';
import { issueGiftcard, type Issuing } from '../giftcard/issue-card';
import { movePoints } from '../loyalty/order-points';
import type { OrderPayment } from './payment-state';
import { providerFor, type PaymentInput, type PaymentOutcome } from './provider';

interface PaymentRow { id: number; status: OrderStatus; payment_method: OrderPayment['method']; grand_total: number; currency: OrderPayment['currency']; last: PaymentOutcome | null; attempts: number }

/** One of the session's placed orders with its last payment result; `lock` holds its row until the transaction ends. */
async function orderPaymentRow(ex: Orm, sessionId: string, orderId: number, lock: boolean): Promise<PaymentRow | undefined> {
  const [row] = rowsOf<PaymentRow>(await ex.execute(sql`
    SELECT o.id, o.status, o.payment_method, o.grand_total, o.currency,
      (SELECT result FROM payments WHERE order_id = o.id ORDER BY attempt DESC LIMIT 1) AS last,
      (SELECT count(*)::int FROM payments WHERE order_id = o.id) AS attempts
    FROM orders o WHERE o.id = ${orderId} AND o.session_id = ${sessionId} AND o.status <> 'new'
    ${lock ? sql`FOR UPDATE OF o` : sql``}`));
  return row;
}

const paymentOf = (row: PaymentRow): OrderPayment => ({
  id: Number(row.id), status: row.status, method: row.payment_method, grandTotal: Number(row.grand_total), currency: row.currency, last: row.last ?? undefined,
});

/** The payment of one of the session's placed orders; undefined for an unknown order, another session's, or one not placed. */
export async function findOrderPayment(db: Pick<Db, 'orm'>, sessionId: string, orderId: number): Promise<OrderPayment | undefined> {
  const row = await orderPaymentRow(db.orm, sessionId, orderId, false);
  return row && paymentOf(row);
}

const STATUS_AFTER: Record<PaymentOutcome, OrderStatus> = { paid: 'paid', failed: 'payment_failed', requires_confirmation: 'awaiting_payment' };

/**
 * Records the provider's verdict on `input` for one of the session's orders, in one transaction
 * with the order row locked: the ledger row and the order's new status are committed before the
 * shopper hears of them, so a lost redirect or a killed process loses no payment. A declined card
 * gives the units back; paying again after that takes them again (out_of_stock when gone). Paid,
 * the order earns its loyalty points in the same transaction, and a gift card order's card is
 * issued (`issuing`) and its link queued. A paid (or cancelled) order takes no result:
 * already_paid, and nothing changes.
 */
export async function recordPaymentResult(db: Db, sessionId: string, input: PaymentInput, issuing: Issuing, now = new Date()): Promise<OrderPayment> {
  return db.orm.transaction(async (tx) => {
    const row = await orderPaymentRow(tx, sessionId, input.order_id, true);
    if (!row) throw new ApiError('not_found');
    const order = paymentOf(row);
    if (order.status !== 'awaiting_payment' && order.status !== 'payment_failed') throw new ApiError(CHECKOUT_ERRORS.alreadyPaid);
    const verdict = providerFor(order.method).judge(input, order.last, now);
    if ('refused' in verdict) throw new ApiError(verdict.refused, verdict.message);

    const status = STATUS_AFTER[verdict.outcome];
    await recordPayment(tx, { order, attempt: Number(row.attempts) + 1, outcome: verdict.outcome, cardLast4: verdict.cardLast4 }, issuing);
    return { ...order, status, last: verdict.outcome };
  });
}

/**
 * One payment result on an order whose row the caller has locked: the ledger row, the order's new
 * status and what the move does (order-status.ts): units taken again after a decline or given
 * back, points earned, a gift card order's card issued (`issuing`; goods orders buy none, so
 * placement passes null). Refused (already_paid, out_of_stock) before anything is written.
 */
async function recordPayment(
  tx: Orm,
  { order, attempt, outcome, cardLast4 }: { order: Pick<OrderPayment, 'id' | 'status'>; attempt: number; outcome: PaymentOutcome; cardLast4: string | null },
  issuing: Issuing | null,
): Promise<void> {
  const status = STATUS_AFTER[outcome];
  const effects = moveEffects(order.status, status);
  if (!effects) throw new ApiError(CHECKOUT_ERRORS.alreadyPaid);
  if (effects.stock === 'reserve') {
    const { short } = await takeUnits(tx, await orderUnits(tx, order.id));
    if (short) throw new ApiError(OUT_OF_STOCK, `${short}: not enough left in stock`);
  }
  if (effects.stock === 'return') await returnUnits(tx, order.id);
  await tx.execute(sql`INSERT INTO payments (order_id, attempt, result, card_last4) VALUES (${order.id}, ${attempt}, ${outcome}, ${cardLast4})`);
  await tx.execute(sql`UPDATE orders SET status = ${status} WHERE id = ${order.id}`);
  // After the payment row: a paid order earns its cashback and, as its buyer's first, the referrer's reward.
  await movePoints(tx, order.id, effects);
  // Paid, a gift card order's card exists: issued with the payment, never before it.
  if (issuing && effects.giftcardIssue === 'issue') await issueGiftcard(tx, order.id, issuing);
}

/**
 * A placed order with nothing left to pay (a gift card or a promo code covered it all) is paid as
 * it is placed, in the placement's transaction: the shopper goes to the success page instead of a
 * card form asking for 0. Its ledger row is a payment without a card.
 */
export async function recordNothingDue(tx: Orm, orderId: number): Promise<void> {
  await recordPayment(tx, { order: { id: orderId, status: 'awaiting_payment' }, attempt: 1, outcome: 'paid', cardLast4: null }, null);
}
