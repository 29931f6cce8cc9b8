import { randomBytes } from 'node:crypto';
import { LANGUAGE_CODES, type LoyaltyAction, type Total } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from './client';
import { customers, loyaltyLedger, loyaltyLevels, loyaltyLevelTranslations, orderLines, orders, payments } from './schema';
import { DEMO_CUSTOMER, DEMO_HISTORY, LOYALTY_LEVELS, type DemoOrder } from './seed-data/loyalty';
import { LOYALTY_SETTINGS } from './seed-data/settings';
import { pricingLines } from '../domains/cart/cart';
import { deliveryAdjustment } from '../domains/delivery/delivery-adjustment';
import { memberPricing } from '../domains/loyalty/loyalty-adjustments';
import { cashbackPoints, goodsCost, levelOf, levelReached } from '../domains/loyalty/loyalty-rules';
import { priceCart } from '../domains/pricing/price-cart';
import { loyaltyLevels as levelsOf } from '../domains/loyalty/programme-repository';

/** The loyalty levels in three languages (seed version 9); none when there are levels already. The rules are the settings' loyalty group. */
export async function seedLoyalty(tx: Tx): Promise<void> {
  if ((await tx.select({ id: loyaltyLevels.id }).from(loyaltyLevels).limit(1)).length > 0) return;
  const ids = await tx
    .insert(loyaltyLevels)
    .values(LOYALTY_LEVELS.map(({ threshold, discountPercent, cashbackPercent }) => ({ threshold, discountPercent, cashbackPercent })))
    .returning({ id: loyaltyLevels.id, threshold: loyaltyLevels.threshold });
  const idOf = new Map(ids.map((row) => [row.threshold, row.id]));
  await tx.insert(loyaltyLevelTranslations).values(LOYALTY_LEVELS.flatMap((level) =>
    LANGUAGE_CODES.map((language) => ({ levelId: idOf.get(level.threshold)!, language, name: level.name[language] }))));
}

interface DemoSize { product_id: number; option_id: number; sku: string; name: string; size: string; price: number }

/**
 * The demo customer and their history (seed version 10): delivered orders of the last sizes in
 * stock at 20 to 50 $ (tests take sizes from the first products, and count their order lines), couriered to their address in Moscow and paid by the test card, and the ledger rows the
 * programme's rules give (cashback, a level up, points spent). Nothing when someone has the phone.
 */
export async function seedDemoCustomer(tx: Tx): Promise<void> {
  const [customer] = await tx.insert(customers).values({ ...DEMO_CUSTOMER, loyaltyStatus: 'active' }).onConflictDoNothing().returning({ id: customers.id });
  if (!customer) return;
  const programme = { rules: LOYALTY_SETTINGS, levels: await levelsOf(tx, 'ru-ru') };
  const sizes = rowsOf<DemoSize>(await tx.execute(sql`
    SELECT DISTINCT ON (o.product_id) o.product_id, o.id AS option_id, p.sku, t.name, vt.label AS size, pp.price
    FROM product_options o
    JOIN products p ON p.id = o.product_id
    JOIN product_translations t ON t.product_id = p.id AND t.language = 'ru-ru'
    JOIN attribute_value_translations vt ON vt.value_id = o.value_id AND vt.language = 'ru-ru'
    JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = 'USD'
    WHERE o.stock_status = 'inStock' AND pp.price BETWEEN 2000 AND 5000
    ORDER BY o.product_id DESC, o.id LIMIT 3`)).map((row) => ({ ...row, product_id: Number(row.product_id), option_id: Number(row.option_id), price: Number(row.price) }));
  const [moscow] = rowsOf<{ city_id: number; price: number; free_from: number | null }>(await tx.execute(sql`
    SELECT r.city_id, p.price, p.free_from FROM shipping_rates r
    JOIN city_translations c ON c.city_id = r.city_id AND c.language = 'en-gb' AND c.name = 'Moscow'
    JOIN shipping_rate_prices p ON p.rate_id = r.id AND p.currency = 'USD'
    WHERE r.method_code = 'courier'`));
  if (sizes.length < 3 || !moscow) return;

  const standing = { balance: 0, earned: 0 };
  const append = async (daysAgo: number, action: LoyaltyAction, points = 0, orderId: number | null = null) => {
    await tx.insert(loyaltyLedger).values({ customerId: customer.id, action, points, orderId, createdAt: sql`now() - ${daysAgo} * interval '1 day'` });
    standing.balance += points;
    if (action === 'earned' || action === 'referral_reward') {
      const reached = levelReached(programme.levels, standing.earned, standing.earned + points);
      standing.earned += points;
      if (reached) await append(daysAgo, 'level_up', 0, orderId);
    }
  };

  for (const step of DEMO_HISTORY) {
    if ('action' in step) {
      await append(step.daysAgo, step.action, step.action === 'referral_reward' ? LOYALTY_SETTINGS.referral_reward : 0);
      continue;
    }
    const lines = step.lines.map(({ size, quantity }) => ({ ...sizes[size]!, quantity }));
    // Priced as placing an order prices it, spending the points the step names (as many as the goods can take).
    const member = memberPricing(programme, { earned: standing.earned, balance: Math.min(standing.balance, step.spendPoints) }, step.spendPoints > 0);
    const delivery = deliveryAdjustment({ currency: 'USD', price: Number(moscow.price), freeFrom: moscow.free_from === null ? null : Number(moscow.free_from) });
    const priced = priceCart({ currency: 'USD', lines: pricingLines(lines, new Map(lines.map((line) => [line.product_id, line.price]))), adjustments: [...member.adjustments, delivery] });
    const { totals } = priced;
    const spent = member.spentIn(priced);
    const orderId = await insertDemoOrder(tx, customer.id, Number(moscow.city_id), step, lines, totals);
    if (spent > 0) await append(step.daysAgo, 'spent', -spent, orderId);
    const cashback = levelOf(programme.levels, standing.earned)?.cashback ?? 0;
    await append(step.daysAgo, 'earned', cashbackPoints(goodsCost(totals), cashback, LOYALTY_SETTINGS), orderId);
  }
}

/** A delivered order of the demo customer, placed `daysAgo` days ago, with its lines and its card payment. */
async function insertDemoOrder(tx: Tx, customerId: number, cityId: number, step: DemoOrder, lines: Array<DemoSize & { quantity: number }>, totals: Total[]): Promise<number> {
  const at = sql`now() - ${step.daysAgo} * interval '1 day'`;
  const { telephone, email, firstname, lastname, street, house, apartment, postcode } = DEMO_CUSTOMER;
  const [order] = await tx.insert(orders).values({
    sessionId: 'seed-demo', customerId, status: 'delivered', language: 'ru-ru', currency: 'USD', firstname, lastname, telephone, email,
    cityId, shippingMethod: 'courier', address: street, house, apartment, postcode, paymentMethod: 'card',
    totals, grandTotal: totals.find((line) => line.code === 'total')!.value, shareToken: randomBytes(16).toString('base64url'), createdAt: at, placedAt: at,
  }).returning({ id: orders.id });
  await tx.insert(orderLines).values(lines.map((line) => ({
    orderId: order!.id, productId: line.product_id, optionId: line.option_id, sku: line.sku, name: line.name, sizeLabel: line.size, price: line.price, quantity: line.quantity,
  })));
  await tx.insert(payments).values({ orderId: order!.id, attempt: 1, result: 'paid', cardLast4: '4242', createdAt: at });
  return order!.id;
}
