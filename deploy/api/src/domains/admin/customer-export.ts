import { ADMIN_ERRORS, type CustomerExportReply } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { audit } from './audit';
import { customerRow, isContactOf, personOrders, type CustomerRow } from './customers';
import type { Principal } from './principal';

// Everything the shop holds about a person, as one file (personal-data law's right of access):
// read in one transaction, so the parts agree with each other, and the reading itself logged.

type Executor = Pick<Orm, 'execute'>;
type Export = Omit<CustomerExportReply, 'status'>;

/** A row's time as ISO 8601. */
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const rows = async <T>(ex: Executor, query: SQL): Promise<T[]> => rowsOf<T>(await ex.execute(query));

type OrderRow = Omit<Export['orders'][number], 'created_at' | 'placed_at' | 'payments'> & {
  created_at: Date | string; placed_at: Date | string | null; payments: Array<{ attempt: number; result: string; card_last4: string | null; at: string }>;
  city: string; address: string; house: string; apartment: string; postcode: string; comment: string;
};

async function ordersOf(ex: Executor, row: CustomerRow): Promise<OrderRow[]> {
  return rows<OrderRow>(ex, sql`
    SELECT o.id, o.status, o.kind, o.created_at, o.placed_at, o.language, o.currency, o.firstname, o.lastname, o.email, o.telephone, o.payment_method,
      o.shipping_method, o.grand_total, o.tracking_number, coalesce(ct.name, '') AS city, o.address, o.house, o.apartment, o.postcode, o.comment,
      (SELECT coalesce(json_agg(json_build_object('sku', l.sku, 'name', l.name, 'size', l.size_label, 'price', l.price, 'quantity', l.quantity) ORDER BY l.id), '[]')
        FROM order_lines l WHERE l.order_id = o.id) AS lines,
      (SELECT coalesce(json_agg(json_build_object('attempt', p.attempt, 'result', p.result, 'card_last4', p.card_last4, 'at', p.created_at) ORDER BY p.attempt), '[]')
        FROM payments p WHERE p.order_id = o.id) AS payments
    FROM orders o LEFT JOIN city_translations ct ON ct.city_id = o.city_id AND ct.language = o.language
    WHERE ${personOrders(row)} ORDER BY o.id`);
}

/** The account's address, then every address an order was delivered to (the same one once). */
function addressesOf(row: CustomerRow, orders: readonly OrderRow[]): Export['addresses'] {
  const addresses: Export['addresses'] = [];
  if (row.street || row.house || row.postcode) {
    addresses.push({ source: 'account', order_id: null, city: '', street: row.street, house: row.house, apartment: row.apartment, postcode: row.postcode, comment: row.comment });
  }
  const seen = new Set<string>();
  for (const order of orders) {
    const address = { city: order.city, street: order.address, house: order.house, apartment: order.apartment, postcode: order.postcode, comment: order.comment };
    const key = JSON.stringify({ ...address, comment: '' });
    if (!order.address || seen.has(key)) continue;
    seen.add(key);
    addresses.push({ source: 'order', order_id: Number(order.id), ...address });
  }
  return addresses;
}

/** The file: the parts of CustomerExportReply, read one after another on `ex`. */
async function collect(ex: Executor, row: CustomerRow): Promise<Export> {
  const orders = await ordersOf(ex, row);
  const points = await rows<{ action: string; points: number; order_id: number | null; created_at: Date | string }>(ex, sql`
    SELECT action, points, order_id, created_at FROM loyalty_ledger WHERE customer_id = ${row.id} ORDER BY id`);
  const wishlist = await rows<{ sku: string; created_at: Date | string }>(ex, sql`
    SELECT p.sku, w.created_at FROM wishlist_items w JOIN products p ON p.id = w.product_id WHERE w.customer_id = ${row.id} ORDER BY w.id`);
  const reviews = await rows<Omit<Export['reviews'][number], 'created_at'> & { created_at: Date | string }>(ex, sql`
    SELECT r.id, p.sku, r.author_name AS author, r.language, r.score, r.title, r.text, r.status, r.created_at
    FROM product_reviews r JOIN products p ON p.id = r.product_id WHERE r.customer_id = ${row.id} ORDER BY r.id`);
  const subscriptions = await rows<{ email: string; language: string; created_at: Date | string }>(ex, sql`
    SELECT email, language, created_at FROM subscribers WHERE ${isContactOf(sql`email`, row)}`);
  const giftcards = await rows<Omit<Export['giftcards'][number], 'expires_at' | 'created_at' | 'number_last4'> & { number: string; expires_at: Date | string; created_at: Date | string }>(ex, sql`
    SELECT g.id, CASE WHEN o.customer_id = ${row.id} THEN 'bought' ELSE 'received' END AS relation, g.number, g.currency, g.initial_amount, g.balance,
      coalesce(gr.message, p.message, '') AS message, g.expires_at, g.created_at
    FROM gift_cards g
    LEFT JOIN gift_card_purchases p ON p.order_id = g.purchase_order_id
    LEFT JOIN gift_card_grants gr ON gr.card_id = g.id
    LEFT JOIN orders o ON o.id = g.purchase_order_id
    WHERE o.customer_id = ${row.id} OR g.customer_id = ${row.id} OR ${isContactOf(sql`p.recipient_contact`, row)} OR ${isContactOf(sql`gr.recipient_contact`, row)}
    ORDER BY g.id`);
  const questions = await rows<Omit<Export['questions'][number], 'created_at'> & { created_at: Date | string }>(ex, sql`
    SELECT id, created_at, customer_name AS name, coalesce(customer_phone, '') AS phone, coalesce(customer_email, '') AS email, language, question, answer
    FROM contact_questions WHERE ${isContactOf(sql`lower(customer_email)`, row)} OR ${isContactOf(sql`customer_phone`, row)} ORDER BY id`);
  const requests = await rows<Omit<Export['requests'][number], 'created_at'> & { created_at: Date | string }>(ex, sql`
    SELECT r.id, r.created_at, r.customer_name AS name, r.customer_phone AS phone, coalesce(r.customer_email, '') AS email, r.language, p.sku, v.code AS size,
      r.is_restock AS restock
    FROM product_requests r JOIN products p ON p.id = r.product_id JOIN product_options po ON po.id = r.option_id JOIN attribute_values v ON v.id = po.value_id
    WHERE ${isContactOf(sql`lower(r.customer_email)`, row)} OR ${isContactOf(sql`r.customer_phone`, row)} ORDER BY r.id`);
  return {
    exported_at: new Date().toISOString(),
    customer: {
      id: row.id, email: row.email ?? '', telephone: row.telephone ?? '', firstname: row.firstname, lastname: row.lastname, date_of_birth: row.date_of_birth,
      sex: row.sex, customer_group: row.customer_group, staff_role: row.staff_role, loyalty_status: row.loyalty_status, invite_code: row.invite_code,
      invited_by: row.referred_by, blocked: !row.approved, created_at: iso(row.created_at),
    },
    addresses: addressesOf(row, orders),
    orders: orders.map(({ city: _city, address: _address, house: _house, apartment: _apartment, postcode: _postcode, comment: _comment, ...order }) => ({
      ...order, id: Number(order.id), created_at: iso(order.created_at), placed_at: isoOrNull(order.placed_at),
      grand_total: order.grand_total === null ? null : Number(order.grand_total),
      payments: order.payments.map((payment) => ({ ...payment, at: iso(payment.at) })),
    })),
    points: points.map((entry) => ({ action: entry.action, points: Number(entry.points), order_id: entry.order_id === null ? null : Number(entry.order_id), at: iso(entry.created_at) })),
    wishlist: wishlist.map((item) => ({ sku: item.sku, added_at: iso(item.created_at) })),
    reviews: reviews.map((review) => ({ ...review, id: Number(review.id), created_at: iso(review.created_at) })),
    subscriptions: subscriptions.map((subscription) => ({ ...subscription, created_at: iso(subscription.created_at) })),
    giftcards: giftcards.map(({ number, ...card }) => ({
      ...card, id: Number(card.id), number_last4: number.slice(-4), initial_amount: Number(card.initial_amount), balance: Number(card.balance),
      expires_at: iso(card.expires_at), created_at: iso(card.created_at),
    })),
    questions: questions.map((question) => ({ ...question, id: Number(question.id), created_at: iso(question.created_at) })),
    requests: requests.map((request) => ({ ...request, id: Number(request.id), created_at: iso(request.created_at) })),
  };
}

/**
 * Everything the shop holds about customer `id` (CustomerExportReply), with an audit row saying
 * who took it (the file holds personal data: whoever reads it is on record). An erased customer
 * has nothing left to export (already_erased).
 */
export async function exportCustomer(db: Db, principal: Principal, id: number): Promise<Export> {
  return db.orm.transaction(async (tx) => {
    const row = await customerRow(tx, id);
    if (!row) throw new ApiError('not_found');
    if (row.erased_at !== null) throw new ApiError(ADMIN_ERRORS.alreadyErased, `Customer ${id}'s personal data was erased: nothing is left to export`);
    const file = await collect(tx, row);
    await audit(tx, principal, { action: 'customer.exported', target: `customer:${id}`, before: null, after: null });
    return file;
  });
}
