import type { CurrencyCode, LanguageCode, OrderDisplay, OrderKind, OrderLine, OrderStatus, PaymentMethodCode, ShippingMethodCode, Total } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { productImageUrl } from '../media/product-image';
import { paymentMethod } from '../payment/texts';

interface DisplayRow {
  id: number; kind: OrderKind; status: OrderStatus; created_at: string; grand_total: number; currency: CurrencyCode; totals: Total[];
  /** Null for a gift card order: nothing is delivered. */
  shipping_method: ShippingMethodCode | null; method_title: string | null; payment_method: PaymentMethodCode;
  city: string | null; address: string; house: string; apartment: string; postcode: string; point_address: string | null;
  tracking_number: string | null; tracking_link: string | null; share_token: string;
  items: Array<Omit<OrderLine, 'image'> & { image_id: number | null }>;
}

/** An order by the session that placed it, by the customer who did (the account's orders), or by its share token. */
export type OrderKey = { sessionId: string; orderId: number } | { customerId: number; orderId: number } | { shareToken: string };

const orderWhere = (key: OrderKey): SQL => {
  if ('shareToken' in key) return sql`o.share_token = ${key.shareToken}`;
  if ('customerId' in key) return sql`o.id = ${key.orderId} AND o.customer_id = ${key.customerId}`;
  return sql`o.id = ${key.orderId} AND o.session_id = ${key.sessionId}`;
};

/** The id of a product's first image: what an order line shows (productImageUrl makes its URL). */
export const firstImageId = (productId: SQL): SQL => sql`(SELECT i.id FROM product_images i WHERE i.product_id = ${productId} ORDER BY i.position LIMIT 1)`;

/**
 * A placed order as spec §3 Order display shows it, found by its key; undefined for an order that
 * is unknown, not the key's (another session's or customer's), or not placed yet. Titles in
 * `language`; the line names are the ones the order was placed with. A gift card order has no
 * lines and no delivery method. One statement.
 */
export async function findOrderDisplay(db: Db, language: LanguageCode, key: OrderKey, shopAddress: string): Promise<OrderDisplay | undefined> {
  const where = orderWhere(key);
  const [row] = rowsOf<DisplayRow>(await db.orm.execute(sql`
    SELECT o.id, o.kind, o.status, o.created_at, o.grand_total, o.currency, o.totals, o.shipping_method, mt.title AS method_title, o.payment_method,
      ct.name AS city, o.address, o.house, o.apartment, o.postcode, pt.address AS point_address,
      o.tracking_number, o.tracking_link, o.share_token,
      (SELECT coalesce(json_agg(json_build_object(
          'product_id', l.product_id, 'sku', l.sku, 'name', l.name, 'url_path', p.url_path, 'size', l.size_label, 'quantity', l.quantity, 'price', l.price,
          'image_id', ${firstImageId(sql`l.product_id`)}
        ) ORDER BY l.id), '[]')
        FROM order_lines l JOIN products p ON p.id = l.product_id WHERE l.order_id = o.id) AS items
    FROM orders o
    LEFT JOIN city_translations ct ON ct.city_id = o.city_id AND ct.language = ${language}
    LEFT JOIN shipping_method_translations mt ON mt.method_code = o.shipping_method AND mt.language = ${language}
    LEFT JOIN pickup_point_translations pt ON pt.point_id = o.pickup_point_id AND pt.language = ${language}
    WHERE ${where} AND o.status <> 'new'`));
  if (!row) return undefined;
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    grand_total: Number(row.grand_total),
    currency: row.currency,
    totals: row.totals,
    address: addressLine(row, shopAddress),
    city: row.city ?? '',
    delivery_method: row.shipping_method === null ? null : { code: row.shipping_method, title: row.method_title ?? '' },
    payment_method: paymentMethod(row.payment_method, language),
    tracking_number: row.tracking_number,
    tracking_link: row.tracking_link,
    items: row.items.map(({ image_id: imageId, ...line }) => ({
      ...line,
      product_id: Number(line.product_id),
      quantity: Number(line.quantity),
      price: Number(line.price),
      image: imageId === null ? '' : productImageUrl(Number(imageId), 400),
    })),
    share_token: row.share_token,
  };
}

/** Where the order goes, on one line: the street address for courier, the point's for pickup_point, the shop's for self_pickup. */
function addressLine(row: DisplayRow, shopAddress: string): string {
  if (row.shipping_method === 'pickup_point') return row.point_address ?? '';
  if (row.shipping_method === 'self_pickup') return shopAddress;
  return [[row.address, row.house].filter(Boolean).join(' '), row.apartment, row.postcode].filter(Boolean).join(', ');
}
