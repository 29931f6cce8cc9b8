import { LANGUAGE_CODES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from './client';
import { mixSeed, seededRandom } from '../infra/seeded-random';
import { insertRows } from './insert-rows';
import { FREE_DELIVERY_FROM, PICKUP_HOURS, PICKUP_STREETS, pickupPointName } from './seed-data/delivery';

// What checkout needs of the demo shop (seed version 8): units in stock per size, pickup points and
// the free-delivery thresholds. Written over rows the catalogue and delivery seeds made, so the
// same step fills a fresh database and upgrades an older one.

/** Units of a size that is not sold out: a few, so a shopper can buy the last one. */
const MAX_UNITS = 6;
const STOCK_SALT = 8;
const PICKUP_SALT = 80;

export async function seedCheckout(tx: Tx): Promise<void> {
  await seedStock(tx);
  await seedPickupPoints(tx);
  await tx.execute(sql`UPDATE shipping_rate_prices SET free_from = CASE currency
    ${sql.join(Object.entries(FREE_DELIVERY_FROM).map(([currency, amount]) => sql`WHEN ${currency} THEN ${amount * 100}::int`), sql` `)} END
    WHERE price > 0`);
}

/** Deterministic quantities consistent with each size's stock status: 0 when sold out, 1 to MAX_UNITS otherwise. */
async function seedStock(tx: Tx): Promise<void> {
  const sizes = rowsOf<{ id: number; product_id: number; position: number; stock_status: string }>(
    await tx.execute(sql`SELECT id, product_id, position, stock_status FROM product_options ORDER BY id`));
  const quantities = sizes.map((size) => ({
    id: Number(size.id),
    quantity: size.stock_status === 'outOfStock' ? 0 : 1 + Math.floor(seededRandom(mixSeed(Number(size.product_id), Number(size.position), STOCK_SALT))() * MAX_UNITS),
  }));
  await tx.execute(sql`UPDATE product_options o SET stock_quantity = x.quantity
    FROM json_to_recordset(${JSON.stringify(quantities)}::json) AS x(id int, quantity int) WHERE o.id = x.id`);
}

/** Two or three points in each city that has a pickup_point rate, ids in city order; none when there are points already. */
async function seedPickupPoints(tx: Tx): Promise<void> {
  if (rowsOf(await tx.execute(sql`SELECT 1 FROM pickup_points LIMIT 1`)).length > 0) return;
  const cities = rowsOf<{ city_id: number }>(await tx.execute(sql`
    SELECT city_id FROM shipping_rates WHERE method_code = 'pickup_point' ORDER BY city_id`)).map((row) => Number(row.city_id));
  const points = cities.flatMap((cityId) => {
    const random = seededRandom(mixSeed(cityId, PICKUP_SALT));
    const count = 2 + Math.floor(random() * 2);
    return Array.from({ length: count }, (_, position) => ({
      cityId,
      position,
      street: PICKUP_STREETS[(cityId + position) % PICKUP_STREETS.length]!,
      house: 1 + Math.floor(random() * 120),
      hours: PICKUP_HOURS[(cityId + position) % PICKUP_HOURS.length]!,
    }));
  }).map((point, index) => ({ ...point, id: index + 1 }));
  await insertRows(tx, 'pickup_points', { id: 'int', city_id: 'int', position: 'int' },
    points.map(({ id, cityId, position }) => ({ id, city_id: cityId, position })));
  await insertRows(tx, 'pickup_point_translations', { point_id: 'int', language: 'varchar', name: 'text', address: 'text', hours: 'text' },
    points.flatMap((point) => LANGUAGE_CODES.map((language) => ({
      point_id: point.id,
      language,
      name: pickupPointName(point.position + 1)[language],
      address: `${point.street[language]}, ${point.house}`,
      hours: point.hours[language],
    }))));
  if (points.length > 0) await tx.execute(sql`SELECT setval(pg_get_serial_sequence('pickup_points', 'id'), (SELECT max(id) FROM pickup_points))`);
}
