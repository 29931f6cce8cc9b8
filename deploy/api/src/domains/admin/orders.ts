import {
  ADMIN_ERRORS, ADMIN_ORDERS_COUNT_LIMIT, ADMIN_ORDERS_PAGE_SIZE, ORDER_STEPS, type AdminOrder, type AdminOrderMessage, type AdminOrdersQuery, type AdminOrderSummary,
  type LanguageCode, type OrderStatus, type OrderStep,
} from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { settleMove } from '../checkout/order-moves';
import { moveEffects } from '../order/order-status';
import { queueMessage } from '../outbox/outbox';
import { audit, refuseStale, targetHistory } from './audit';
import { orderNotice } from './order-notice';
import type { Principal } from './principal';

const SUMMARY_COLUMNS = sql`
  o.id, o.status, o.kind, o.placed_at, o.customer_id, o.firstname, o.lastname, o.email, o.telephone, o.payment_method, o.grand_total, o.currency,
  (SELECT coalesce(sum(l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS units`;

type SummaryRow = {
  id: number; status: OrderStatus; kind: AdminOrderSummary['kind']; placed_at: Date | string; customer_id: number | null; firstname: string; lastname: string;
  email: string; telephone: string; payment_method: AdminOrderSummary['payment_method']; grand_total: number; currency: AdminOrderSummary['currency']; units: number | string;
};

const summaryOf = (row: SummaryRow): AdminOrderSummary => ({
  id: Number(row.id), status: row.status, kind: row.kind, placed_at: new Date(row.placed_at).toISOString(),
  customer_id: row.customer_id === null ? null : Number(row.customer_id), name: `${row.firstname} ${row.lastname}`.trim(),
  email: row.email, telephone: row.telephone, payment_method: row.payment_method, grand_total: Number(row.grand_total), currency: row.currency, units: Number(row.units),
});

/**
 * The orders the list reads: all of them, or a customer's, by their account's id, or by a phone or
 * e-mail address as the order has it or the account it names has it. A customer's orders are few:
 * by address they are found first through the address and account indexes, kept apart
 * (MATERIALIZED), so that the planner, which has no figures for the address index until ANALYZE
 * runs (never, on the embedded database), does not walk the whole list by id to find them.
 */
async function ordersOf(db: Db, customer: string | undefined): Promise<SQL> {
  if (customer === undefined) return sql`orders`;
  if (/^\d{1,9}$/.test(customer)) return sql`(SELECT * FROM orders WHERE customer_id = ${Number(customer)})`;
  const [email, phone] = [customer.trim().toLowerCase(), customer.trim()];
  // The accounts as a list of ids: each is then one index lookup, where a sub-select would be a filter on every order.
  const accounts = rowsOf<{ id: number }>(await db.orm.execute(sql`SELECT id FROM customers WHERE email = ${email} OR telephone = ${phone}`));
  const byAccount = accounts.map((account) => sql` OR customer_id = ${Number(account.id)}`);
  return sql`(WITH theirs AS MATERIALIZED (
    SELECT * FROM orders WHERE placed_at IS NOT NULL AND (lower(email) = ${email} OR telephone = ${phone}${sql.join(byAccount, sql``)})
  ) SELECT * FROM theirs)`;
}

export interface OrdersPage {
  orders: AdminOrderSummary[];
  total: number;
  total_capped: boolean;
  limit: number;
  older: number | null;
  newer: number | null;
}

/**
 * Placed orders, newest first, filtered by status, payment method, currency, customer and the day
 * they were placed (UTC, both ends included). Paged by id (keyset): a page `before` an order reads
 * only its own rows from an index, however far down the list it is, and one row more to know
 * whether there is an older page; `after` one reads the page above it the same way. Where a page
 * was reached from, there is a page. The count stops at ADMIN_ORDERS_COUNT_LIMIT.
 */
export async function listOrders(db: Db, query: AdminOrdersQuery): Promise<OrdersPage> {
  const orders = await ordersOf(db, query.customer);
  const where = [sql`o.placed_at IS NOT NULL`];
  if (query.status) where.push(sql`o.status = ${query.status}`);
  if (query.payment) where.push(sql`o.payment_method = ${query.payment}`);
  if (query.currency) where.push(sql`o.currency = ${query.currency}`);
  if (query.from) where.push(sql`o.placed_at >= ${query.from}::date`);
  if (query.to) where.push(sql`o.placed_at < ${query.to}::date + 1`);
  const filters = sql.join(where, sql` AND `);
  /** A page and the row beyond it, ordered by id away from where it starts. */
  const read = async (start: SQL, upward = false) => rowsOf<SummaryRow>(await db.orm.execute(sql`
    SELECT ${SUMMARY_COLUMNS} FROM ${orders} o WHERE ${filters} AND ${start}
    ORDER BY o.id ${upward ? sql`ASC` : sql`DESC`} LIMIT ${ADMIN_ORDERS_PAGE_SIZE + 1}`)).map(summaryOf);
  /** A page read downwards: older orders beyond it when the extra row came. */
  const downwards = (rows: AdminOrderSummary[], cameFromNewer: boolean) => {
    const shown = rows.slice(0, ADMIN_ORDERS_PAGE_SIZE);
    return { shown, older: rows.length > ADMIN_ORDERS_PAGE_SIZE ? shown.at(-1)!.id : null, newer: cameFromNewer ? shown[0]?.id ?? null : null };
  };
  let page: { shown: AdminOrderSummary[]; older: number | null; newer: number | null };
  if (query.before !== undefined) page = downwards(await read(sql`o.id < ${query.before}`), true);
  else if (query.after !== undefined) {
    const above = await read(sql`o.id > ${query.after}`, true);
    if (above.length > ADMIN_ORDERS_PAGE_SIZE) {
      const shown = above.slice(0, ADMIN_ORDERS_PAGE_SIZE).reverse();
      page = { shown, older: shown.at(-1)!.id, newer: shown[0]!.id };
    } else {
      // No more than a page above it: the top of the list is the first page, whole.
      page = downwards(await read(sql`TRUE`), false);
    }
  } else page = downwards(await read(sql`TRUE`), false);
  const [counted] = rowsOf<{ total: number | string }>(await db.orm.execute(sql`
    SELECT count(*) AS total FROM (SELECT 1 FROM ${orders} o WHERE ${filters} LIMIT ${ADMIN_ORDERS_COUNT_LIMIT + 1}) found`));
  const total = Number(counted!.total);
  return {
    orders: page.shown,
    total: Math.min(total, ADMIN_ORDERS_COUNT_LIMIT),
    total_capped: total > ADMIN_ORDERS_COUNT_LIMIT,
    limit: ADMIN_ORDERS_PAGE_SIZE,
    older: page.older,
    newer: page.newer,
  };
}

/** One placed order with its lines, totals, payments and the operators' steps; undefined when there is none. */
export async function findOrder(db: Db, id: number): Promise<AdminOrder | undefined> {
  const [row] = rowsOf<SummaryRow & {
    language: LanguageCode; shipping_method: string | null; comment: string; tracking_number: string | null; tracking_link: string | null; totals: AdminOrder['totals'] | null;
    address_line: string; lines: AdminOrder['lines']; payments: Array<{ attempt: number; result: string; card_last4: string | null; at: string }>; version: number;
  }>(await db.orm.execute(sql`
    SELECT ${SUMMARY_COLUMNS}, o.language, o.shipping_method, o.comment, o.tracking_number, o.tracking_link, o.totals, o.version,
      concat_ws(', ', ct.name, pt.address, nullif(o.address, ''), nullif(o.house, ''), nullif(o.apartment, ''), nullif(o.postcode, '')) AS address_line,
      (SELECT coalesce(json_agg(json_build_object('sku', l.sku, 'name', l.name, 'size', l.size_label, 'price', l.price, 'quantity', l.quantity) ORDER BY l.id), '[]')
        FROM order_lines l WHERE l.order_id = o.id) AS lines,
      (SELECT coalesce(json_agg(json_build_object('attempt', p.attempt, 'result', p.result, 'card_last4', p.card_last4, 'at', p.created_at) ORDER BY p.attempt), '[]')
        FROM payments p WHERE p.order_id = o.id) AS payments
    FROM orders o
    LEFT JOIN city_translations ct ON ct.city_id = o.city_id AND ct.language = o.language
    LEFT JOIN pickup_point_translations pt ON pt.point_id = o.pickup_point_id AND pt.language = o.language
    WHERE o.id = ${id} AND o.placed_at IS NOT NULL`));
  if (!row) return undefined;
  const history = await targetHistory(db.orm, `order:${id}`);
  const last = history.at(-1);
  return {
    ...summaryOf(row),
    language: row.language,
    address: row.address_line,
    shipping_method: row.shipping_method,
    comment: row.comment,
    tracking_number: row.tracking_number,
    tracking_link: row.tracking_link,
    lines: row.lines,
    totals: row.totals ?? [],
    payments: row.payments.map((payment) => ({ ...payment, at: new Date(payment.at).toISOString() })),
    history,
    messages: await orderMessages(db, id),
    moves: possibleSteps({ ...row, paid: row.payments.some((payment) => payment.result === 'paid') }),
    version: Number(row.version),
    changed_by: last?.actor ?? null,
    changed_at: last?.at ?? null,
  };
}

/** The messages an order sent, oldest first: the outbox rows that name it. */
async function orderMessages(db: Db, id: number): Promise<AdminOrderMessage[]> {
  const rows = rowsOf<{
    id: number; kind: AdminOrderMessage['kind']; channel: string; recipient: string; language: LanguageCode | null; subject: string; created_at: Date | string; sent_at: Date | string | null;
  }>(await db.orm.execute(sql`
    SELECT id, kind, channel, recipient, language, subject, created_at, sent_at FROM outbox WHERE order_id = ${id} ORDER BY id`));
  return rows.map((row) => ({
    id: Number(row.id), kind: row.kind, channel: row.channel, recipient: row.recipient, language: row.language, subject: row.subject,
    written_at: new Date(row.created_at).toISOString(), sent_at: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
  }));
}

export interface OrderStepRequest {
  status: OrderStep;
  trackingNumber?: string;
  trackingLink?: string;
  reason?: string;
  /** The order's version the step was decided on; a script may leave it out. */
  version?: number;
}

/** Steps that send goods: a gift card order has none (its card is issued when it is paid). */
const FULFILMENT: ReadonlySet<OrderStep> = new Set(['packed', 'shipped', 'delivered']);

/** What decides which steps an order may take. */
interface OrderState {
  status: OrderStatus;
  kind: AdminOrderSummary['kind'];
  payment_method: AdminOrderSummary['payment_method'];
  /** Whether its money arrived (a payment row says paid). */
  paid: boolean;
}

/** Why `step` may not follow now, or undefined when it may: the rules moveOrder refuses by, and the back office offers by. */
function stepRefusal(order: OrderState, step: OrderStep): string | undefined {
  if (!moveEffects(order.status, step)) return `it cannot become ${step}`;
  if (FULFILMENT.has(step) && order.kind !== 'order') return 'a gift card order is not sent';
  if (step === 'paid' && order.payment_method !== 'cash_on_delivery') return 'a card order is paid by its payment, not by hand';
  if (FULFILMENT.has(step) && !order.paid && order.payment_method !== 'cash_on_delivery') return 'a card order is sent once it is paid';
  return undefined;
}

/** The steps staff may take on an order now. */
const possibleSteps = (order: OrderState): OrderStep[] => ORDER_STEPS.filter((step) => stepRefusal(order, step) === undefined);

/**
 * An operator's step on an order, in one transaction with its row locked, so of two operators
 * (or an operator and the shopper's payment) acting at once the second sees the first's status:
 * the status machine (checkout/order-status.ts) says whether the step may follow, and what it gives
 * back (a cancellation or refund: stock, promo use, points, gift card amounts). A card order is
 * sent once paid; a cash one may go before its money, which is recorded when it is delivered (or
 * paid by the `paid` step). A step decided on an older version of the order (another staff
 * member moved it since) is refused with 409, naming who and when. The shopper is told by e-mail
 * in the order's language, and the audit log keeps who did it, before and after.
 */
export async function moveOrder(db: Db, principal: Principal, id: number, step: OrderStepRequest, orderLink: (language: LanguageCode, shareToken: string) => string): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const [order] = rowsOf<{
      status: OrderStatus; kind: AdminOrderSummary['kind']; payment_method: AdminOrderSummary['payment_method']; promo_code_id: number | null;
      language: LanguageCode; email: string; telephone: string; firstname: string; share_token: string | null; tracking_number: string | null; tracking_link: string | null; paid: boolean;
      version: number;
    }>(await tx.execute(sql`
      SELECT status, kind, payment_method, promo_code_id, language, email, telephone, firstname, share_token, tracking_number, tracking_link, version,
        EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.result = 'paid') AS paid
      FROM orders o WHERE id = ${id} AND placed_at IS NOT NULL FOR UPDATE`));
    if (!order) throw new ApiError('not_found');
    if (step.version !== undefined) await refuseStale(tx, `order:${id}`, step.version, Number(order.version));

    const refusal = stepRefusal(order, step.status);
    if (refusal) throw new ApiError(ADMIN_ERRORS.wrongStatus, `Order ${id} is ${order.status}: ${refusal}`);
    if (step.status === 'shipped' && !step.trackingNumber) throw new ApiError(ADMIN_ERRORS.trackingRequired, 'A shipped order needs its tracking number');

    await settleMove(tx, { id, promoCodeId: order.promo_code_id === null ? null : Number(order.promo_code_id) }, moveEffects(order.status, step.status)!);
    const tracking = step.status === 'shipped'
      ? { tracking_number: step.trackingNumber!, tracking_link: step.trackingLink ?? null }
      : { tracking_number: order.tracking_number, tracking_link: order.tracking_link };
    await tx.execute(sql`
      UPDATE orders SET status = ${step.status}, tracking_number = ${tracking.tracking_number}, tracking_link = ${tracking.tracking_link}, version = version + 1
      WHERE id = ${id}`);
    // Cash handed over: the payment ledger has it, as a card payment would be.
    const cashArrives = order.payment_method === 'cash_on_delivery' && !order.paid && (step.status === 'paid' || step.status === 'delivered');
    if (cashArrives) {
      await tx.execute(sql`
        INSERT INTO payments (order_id, attempt, result) VALUES (${id}, (SELECT coalesce(max(attempt), 0) + 1 FROM payments WHERE order_id = ${id}), 'paid')`);
    }

    await audit(tx, principal, {
      action: `order.${step.status}`,
      target: `order:${id}`,
      before: { status: order.status, tracking_number: order.tracking_number, tracking_link: order.tracking_link },
      after: { status: step.status, ...tracking, ...(cashArrives ? { payment: 'cash' } : {}) },
      reason: step.reason,
    });
    await queueMessage(tx, orderNotice({
      step: step.status, orderId: id, language: order.language, email: order.email, telephone: order.telephone, firstname: order.firstname,
      trackingNumber: tracking.tracking_number, trackingLink: tracking.tracking_link, link: orderLink(order.language, order.share_token ?? ''),
    }));
  });
}
