import { HISTORY_PAGE_SIZE, type CurrencyCode, type OrderKind, type OrderStatus, type OrderSummary } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { firstImageId } from '../checkout/order-display';
import { productImageUrl } from '../media/product-image';

/** Images an order of the list shows. */
const LIST_IMAGES = 4;

interface SummaryRow {
  id: number; kind: OrderKind; created_at: string; status: OrderStatus; grand_total: number; currency: CurrencyCode; items_count: number; image_ids: number[];
}

/**
 * A page of the customer's placed orders (spec §2 /account/orders), cancelled ones included,
 * newest first, HISTORY_PAGE_SIZE a page: each with its kind, its units in all and the photos of
 * its first four lines (a gift card order has neither lines nor photos).
 */
export async function customerOrders(db: Pick<Db, 'orm'>, customerId: number, page: number): Promise<{ orders: OrderSummary[]; total: number }> {
  const placed = sql`o.customer_id = ${customerId} AND o.status <> 'new'`;
  const [rows, [counted]] = await Promise.all([
    db.orm.execute(sql`
      SELECT o.id, o.kind, o.created_at, o.status, o.grand_total, o.currency,
        (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS items_count,
        (SELECT coalesce(json_agg(x.image_id ORDER BY x.id) FILTER (WHERE x.image_id IS NOT NULL), '[]') FROM (
          SELECT l.id, ${firstImageId(sql`l.product_id`)} AS image_id FROM order_lines l WHERE l.order_id = o.id ORDER BY l.id LIMIT ${LIST_IMAGES}
        ) x) AS image_ids
      FROM orders o WHERE ${placed}
      ORDER BY o.id DESC LIMIT ${HISTORY_PAGE_SIZE} OFFSET ${(page - 1) * HISTORY_PAGE_SIZE}`),
    db.orm.execute(sql`SELECT count(*)::int AS n FROM orders o WHERE ${placed}`).then((result) => rowsOf<{ n: number }>(result)),
  ]);
  const orders = rowsOf<SummaryRow>(rows).map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    created_at: new Date(row.created_at).toISOString(),
    status: row.status,
    grand_total: Number(row.grand_total),
    currency: row.currency,
    items_count: Number(row.items_count),
    images: row.image_ids.map((id) => productImageUrl(Number(id), 400)),
  }));
  return { orders, total: Number(counted?.n ?? 0) };
}
