import { ADMIN_ERRORS, type LanguageCode, type StockLine } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { stockStatusFor } from '../order/stock';
import { queueMessage } from '../outbox/outbox';
import { audit } from './audit';
import type { Principal } from './principal';
import { restockNotice } from './restock-notice';

type StockRow = { id: number; product_id: number; sku: string; size: string; name: string; units: number; stock_status: StockLine['stock_status']; waiting: number | string };

/** A size as operators name it: the product's SKU and the size's code or English label, either case. */
const SIZE_ROWS = (language: LanguageCode) => sql`
  SELECT o.id, o.product_id, p.sku, coalesce(vt.label, v.code) AS size, coalesce(pt.name, '') AS name, o.stock_quantity AS units, o.stock_status,
    (SELECT count(*) FROM product_requests r WHERE r.option_id = o.id AND r.is_restock AND r.notified_at IS NULL) AS waiting
  FROM product_options o
  JOIN products p ON p.id = o.product_id
  JOIN attribute_values v ON v.id = o.value_id
  LEFT JOIN attribute_value_translations vt ON vt.value_id = v.id AND vt.language = ${language}
  LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language = ${language}`;

const lineOf = (row: StockRow): StockLine => ({
  sku: row.sku, size: row.size, name: row.name, units: Number(row.units), stock_status: row.stock_status, waiting: Number(row.waiting),
});

/**
 * Sets or adjusts a size's units, its row locked (an order placed meanwhile takes its units before
 * or after, never in between). At 0 the size is sold out; back above 0 after being sold out it is
 * in stock again, and the shoppers who asked to hear of it ("notify me") are told, once, in the
 * language they asked in. A pre-order or two-to-three-days size keeps that status while it has units.
 */
export async function changeStock(
  db: Db,
  principal: Principal,
  change: { sku: string; size: string; set?: number; adjust?: number; reason?: string },
  language: LanguageCode,
  productUrl: (language: LanguageCode, urlPath: string) => string,
): Promise<{ stock: StockLine; notified: number }> {
  if ((change.set === undefined) === (change.adjust === undefined)) throw new ApiError('validation', 'Give exactly one of set and adjust');
  return db.orm.transaction(async (tx) => {
    const [row] = rowsOf<StockRow>(await tx.execute(sql`
      ${SIZE_ROWS(language)} WHERE p.sku = ${change.sku} AND (lower(v.code) = lower(${change.size}) OR lower(coalesce(vt.label, '')) = lower(${change.size})
        OR EXISTS (SELECT 1 FROM attribute_value_translations e WHERE e.value_id = v.id AND e.language = 'en-gb' AND lower(e.label) = lower(${change.size})))
      FOR UPDATE OF o`));
    if (!row) throw new ApiError('not_found', `No size ${change.size} of ${change.sku}`);
    const before = Number(row.units);
    const units = change.set ?? before + change.adjust!;
    if (units < 0) throw new ApiError(ADMIN_ERRORS.belowZero, `${change.sku} ${row.size} has ${before} units: it cannot lose ${-change.adjust!}`);
    const [updated] = rowsOf<{ stock_status: StockLine['stock_status'] }>(await tx.execute(sql`
      UPDATE product_options SET stock_quantity = ${units}, stock_status = ${stockStatusFor(sql`${units}`, sql`stock_status`)} WHERE id = ${row.id}
      RETURNING stock_status`));
    const status = updated!.stock_status;
    const notified = before === 0 && units > 0 ? await notifyWaiting(tx, Number(row.id), productUrl) : 0;
    await audit(tx, principal, {
      action: 'stock.changed',
      target: `stock:${row.sku}:${row.size}`,
      before: { units: before, stock_status: row.stock_status },
      after: { units, stock_status: status, ...(notified ? { notified } : {}) },
      reason: change.reason,
    });
    return { stock: { ...lineOf(row), units, stock_status: status, waiting: Number(row.waiting) - notified }, notified };
  });
}

/** Tells the shoppers waiting for a size that it is back, each once (notified_at), by e-mail or else a text message. */
export async function notifyWaiting(tx: Pick<Orm, 'execute' | 'insert'>, optionId: number, productUrl: (language: LanguageCode, urlPath: string) => string): Promise<number> {
  const waiting = rowsOf<{ customer_name: string; customer_phone: string; customer_email: string | null; language: LanguageCode; name: string; size: string; url_path: string }>(await tx.execute(sql`
    UPDATE product_requests r SET notified_at = now()
    FROM product_options o JOIN products p ON p.id = o.product_id
    WHERE r.option_id = ${optionId} AND r.is_restock AND r.notified_at IS NULL AND o.id = r.option_id
    RETURNING r.customer_name, r.customer_phone, r.customer_email, r.language, p.url_path,
      (SELECT name FROM product_translations WHERE product_id = p.id AND language = r.language) AS name,
      (SELECT coalesce(vt.label, v.code) FROM attribute_values v LEFT JOIN attribute_value_translations vt ON vt.value_id = v.id AND vt.language = r.language WHERE v.id = o.value_id) AS size`));
  for (const request of waiting) {
    await queueMessage(tx, restockNotice({
      language: request.language, name: request.customer_name, email: request.customer_email, phone: request.customer_phone,
      product: request.name, size: request.size, link: productUrl(request.language, request.url_path),
    }));
  }
  return waiting.length;
}

/** Sizes with fewer than `below` units that are sold as in stock (not pre-orders), fewest first; at most 200. */
export async function lowStock(db: Db, below: number, language: LanguageCode): Promise<StockLine[]> {
  const rows = rowsOf<StockRow>(await db.orm.execute(sql`
    ${SIZE_ROWS(language)} WHERE o.stock_quantity < ${below} AND o.stock_status <> 'preOrder'
    ORDER BY o.stock_quantity, p.sku, o.position LIMIT 200`));
  return rows.map(lineOf);
}
