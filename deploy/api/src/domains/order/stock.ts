import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Orm } from '../../db/client';

// Units of a size are taken by one conditional update per order: a size with fewer units left than
// the line wants is not touched, so two shoppers racing for the last unit cannot both get it and
// stock never goes below zero (the CHECK would refuse it anyway). The status follows the units in
// the same statement: the last unit sold marks the size outOfStock, which bumps the catalogue
// version (migration 0008), so listings and product pages stop offering it.

export interface UnitsWanted {
  optionId: number;
  quantity: number;
  /** Names the size in the refusal: "Dress Aurora, M". */
  label: string;
}

/**
 * Takes the units of every line, or none: the label of the first line whose size has too few
 * units left, after which the caller must roll its transaction back (some lines may be taken).
 */
export async function takeUnits(tx: Orm, lines: readonly UnitsWanted[]): Promise<{ short?: string }> {
  if (lines.length === 0) return {};
  const taken = rowsOf<{ id: number }>(await tx.execute(sql`
    UPDATE product_options o SET stock_quantity = o.stock_quantity - x.quantity,
      stock_status = CASE WHEN o.stock_quantity = x.quantity THEN 'outOfStock' ELSE o.stock_status END
    FROM json_to_recordset(${JSON.stringify(lines.map(({ optionId, quantity }) => ({ id: optionId, quantity })))}::json) AS x(id int, quantity int)
    WHERE o.id = x.id AND o.stock_quantity >= x.quantity
    RETURNING o.id`));
  const takenIds = new Set(taken.map((row) => Number(row.id)));
  const short = lines.find((line) => !takenIds.has(line.optionId));
  return short ? { short: short.label } : {};
}

/** The units an order's lines hold, as takeUnits wants them. */
export async function orderUnits(tx: Orm, orderId: number): Promise<UnitsWanted[]> {
  return rowsOf<{ option_id: number; quantity: number; name: string; size_label: string }>(await tx.execute(sql`
    SELECT option_id, quantity, name, size_label FROM order_lines WHERE order_id = ${orderId} ORDER BY id`))
    .map((row) => ({ optionId: Number(row.option_id), quantity: Number(row.quantity), label: `${row.name}, ${row.size_label}` }));
}

/**
 * A size's status once it has `units` (both SQL): sold out at 0, in stock again when it had sold
 * out, else as it was (a pre-order stays one). Whatever sets units directly says it with this.
 */
export const stockStatusFor = (units: SQL, status: SQL): SQL =>
  sql`CASE WHEN ${units} = 0 THEN 'outOfStock' WHEN ${status} = 'outOfStock' THEN 'inStock' ELSE ${status} END`;

/** Gives an order's units back; a size that had sold out is in stock again. */
export async function returnUnits(tx: Orm, orderId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE product_options o SET stock_quantity = o.stock_quantity + l.quantity,
      stock_status = ${stockStatusFor(sql`o.stock_quantity + l.quantity`, sql`o.stock_status`)}
    FROM order_lines l WHERE l.order_id = ${orderId} AND o.id = l.option_id`);
}

/** The promo code use an order counted, given back (its cancellation). */
export async function returnPromoUse(tx: Orm, promoCodeId: number | null): Promise<void> {
  if (promoCodeId === null) return;
  await tx.execute(sql`UPDATE promo_codes SET uses_count = uses_count - 1 WHERE id = ${promoCodeId} AND uses_count > 0`);
}
