import { randomBytes } from 'node:crypto';
import { CHECKOUT_ERRORS, GIFTCARD_ERRORS, OUT_OF_STOCK, type CurrencyCode, type LanguageCode, type PaymentMethodCode, type Total } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Orm } from '../../db/client';
import { promoCodes } from '../../db/schema';
import { cartOwner, isOwnersCart } from '../../infra/cart-owner';
import { ApiError } from '../../infra/errors';
import { pricingLines } from '../cart/cart';
import { deliveryAdjustment, type RatePrice } from '../delivery/delivery-adjustment';
import { lockCartGiftcard, spendGiftcard } from '../giftcard/card-balance';
import { loyaltyAtPlacement } from '../loyalty/order-points';
import { PROMO_USE_STATUSES } from '../order/order-status';
import { takeUnits } from '../order/stock';
import { queueMessage } from '../outbox/outbox';
import { recordNothingDue } from '../payment/payment-repository';
import { outcomeOf, priceCart, subtotalOf, totalLine, type Adjustment, type PricingLine } from '../pricing/price-cart';
import { loadPromoAdjustment } from '../promo/cart-promo';
import { storedPromoOf } from '../promo/promo-repository';
import { orderConfirmation } from './confirmation-message';

export interface Placement {
  sessionId: string;
  /** The payment method the shopper pays by: it must be the one set on the order. */
  method: PaymentMethodCode;
  customer: { id: number } | null;
  /** settings.order.minimum_total: the least the goods may cost in a currency. */
  minimumTotal: (currency: CurrencyCode) => number;
  /** Makes the shared order's absolute URL for the confirmation message. */
  sharedOrderUrl: (language: LanguageCode, token: string) => string;
}

/** Placed (or placed before: the same order); or refused with a §8 code, having changed nothing but dropping a promo code that stopped applying. */
export type PlacementResult = { orderId: number } | { refused: string; message?: string };

interface LockedOrder {
  id: number; language: LanguageCode; firstname: string; telephone: string; email: string; city_id: number | null;
  shipping_method: string | null; pickup_point_id: number | null; address: string; house: string; postcode: string; payment_method: PaymentMethodCode | null;
}

interface CartLineToOrder { product_id: number; option_id: number; quantity: number; sku: string; name: string; size: string; price: number | null }

/** The share token of an order link: 16 random bytes, base64url (22 characters). */
const newShareToken = () => randomBytes(16).toString('base64url');

/**
 * Places the session's checkout order (POST /payment/get/), in one transaction: the order row
 * locked, the checks of spec §5 (address, pickup point, minimum), the gift card and promo code
 * locked and checked again (the code's use counted by a conditional update: the last use of a
 * single-use code goes to one order), the units taken (takeUnits), the lines copied with the
 * server's prices, the cart priced by the same pipeline as the cart reply (pricing/price-cart.ts)
 * with a member's loyalty and the delivery, the points and gift card balance it took spent, the
 * cart emptied and the confirmation queued; an order with nothing left to pay is paid there too.
 * Any refusal after a write rolls it all back. A session without a checkout order answers its
 * last placed order: placing twice is one order.
 */
export async function placeOrder(db: Db, placement: Placement): Promise<PlacementResult> {
  return db.orm.transaction(async (tx) => {
    const [order] = rowsOf<LockedOrder>(await tx.execute(sql`
      SELECT o.id, o.language, o.firstname, o.telephone, o.email, o.city_id, o.shipping_method, o.pickup_point_id,
        o.address, o.house, o.postcode, o.payment_method
      FROM orders o
      WHERE o.session_id = ${placement.sessionId} AND o.status = 'new'
      FOR UPDATE OF o`));
    if (!order) return placedBefore(tx, placement.sessionId);
    const orderId = Number(order.id);

    const incomplete = missingStep(order, placement.method);
    if (incomplete) return incomplete;

    // The cart is the customer's while logged in (every device's), else the session's.
    // The cart's currency, read under its lock, is the order's: lines, delivery and every adjustment are priced in it.
    const [cart] = rowsOf<{ id: number; promo_code_id: number | null; currency: CurrencyCode }>(await tx.execute(sql`
      UPDATE carts SET updated_at = now() WHERE ${isOwnersCart(cartOwner(placement.sessionId, placement.customer))} RETURNING id, promo_code_id, currency`));
    if (!cart) return { refused: CHECKOUT_ERRORS.cartEmpty };
    const { currency } = cart;
    const rate = await shippingRate(tx, order, currency);
    if (!rate) return { refused: CHECKOUT_ERRORS.incomplete, message: `The shipping method is no longer offered in the city in ${currency}` };
    const cartId = Number(cart.id);
    const lines = await cartLinesToOrder(tx, cartId, order.language, currency);
    if (lines.length === 0) return { refused: CHECKOUT_ERRORS.cartEmpty };
    const unpriced = lines.find((line) => line.price === null);
    if (unpriced) return { refused: 'not_found', message: `${unpriced.name} is not sold in ${currency}` };
    const pricing = pricingLines(lines, new Map(lines.map((line) => [line.product_id, Number(line.price)])));
    if (subtotalOf(pricing) < placement.minimumTotal(currency)) return { refused: CHECKOUT_ERRORS.minimumTotal };
    const customerId = placement.customer?.id ?? null;

    // The gift card and the promo code, locked until the end (card first: order-moves.ts). A code
    // or card that stopped applying (a single-use code used up by another order, a card emptied or
    // expired) is dropped from the cart, committed while nothing else is written yet, and the
    // shopper told why; they see the cart without it and place again.
    const giftcard = await lockCartGiftcard(tx, { cartId, customerId, language: order.language });
    const promo = cart!.promo_code_id === null ? undefined : await lockPromo(tx, Number(cart!.promo_code_id), { order, pricing, customer: placement.customer });
    const checked = priceCart({ currency, lines: pricing, adjustments: [promo?.adjustment, giftcard?.adjustment].filter((adjustment) => adjustment !== undefined) });
    const cardRefusal = giftcard && outcomeOf(checked, giftcard.adjustment)?.refused;
    if (cardRefusal) {
      await tx.execute(sql`UPDATE carts SET gift_card_id = NULL WHERE id = ${cartId}`);
      return { refused: cardRefusal };
    }
    const promoRefusal = promo === null ? 'not_found' : promo && outcomeOf(checked, promo.adjustment)?.refused;
    if (promoRefusal || (promo && !(await countPromoUse(tx, promo.id)))) {
      await tx.execute(sql`UPDATE carts SET promo_code_id = NULL WHERE id = ${cartId}`);
      return { refused: promoRefusal || 'max_uses_reached' };
    }

    const { short } = await takeUnits(tx, lines.map((line) => ({ optionId: Number(line.option_id), quantity: Number(line.quantity), label: `${line.name}, ${line.size}` })));
    if (short) throw new ApiError(OUT_OF_STOCK, `${short}: not enough left in stock`);

    await tx.execute(sql`
      INSERT INTO order_lines (order_id, product_id, option_id, sku, name, size_label, price, quantity)
      SELECT ${orderId}, x.product_id, x.option_id, x.sku, x.name, x.size, x.price, x.quantity
      FROM json_to_recordset(${JSON.stringify(lines)}::json)
        AS x(product_id int, option_id int, sku varchar, name text, size text, price int, quantity int)`);
    // A member's level discount, cashback and points, the customer's row locked now (after the units, as paying an order locks them).
    const loyalty = await loyaltyAtPlacement(tx, { customerId, cartId, language: order.language });
    const delivery = deliveryAdjustment(rate);
    const priced = priceCart({
      currency,
      lines: pricing,
      adjustments: [promo?.adjustment, ...loyalty.adjustments, delivery, giftcard?.adjustment].filter((adjustment) => adjustment !== undefined),
    });
    const { totals } = priced;
    await loyalty.spend(priced, orderId);
    // The card pays what is still due, up to its balance: exactly what its totals line took, spent now.
    const paidByGiftcard = -totalLine(totals, 'giftcard');
    if (giftcard && paidByGiftcard > 0 && !(await spendGiftcard(tx, giftcard.id, paidByGiftcard, orderId))) {
      // Cannot happen under the card's lock; the conditional update is the guarantee, and this rolls everything back.
      throw new ApiError(GIFTCARD_ERRORS.empty);
    }
    const total = totalLine(totals, 'total');
    const shareToken = newShareToken();
    // new → awaiting_payment: the order now holds its units, counts its promo use and keeps the points and gift card balance it spent (order-status.ts).
    await tx.execute(sql`
      UPDATE orders SET status = 'awaiting_payment', currency = ${currency}, totals = ${JSON.stringify(totals satisfies Total[])}::jsonb, grand_total = ${total},
        promo_code_id = ${promo?.id ?? null}, share_token = ${shareToken}, placed_at = now(), customer_id = ${placement.customer?.id ?? null}
      WHERE id = ${orderId}`);
    // Nothing left to pay (the gift card or a promo code covered it all): paid now, no card asked for 0.
    if (total === 0) await recordNothingDue(tx, orderId);
    // Items, promo code and share link all go with the cart row.
    await tx.execute(sql`DELETE FROM carts WHERE id = ${cartId}`);
    await queueMessage(tx, orderConfirmation({
      orderId,
      language: order.language,
      email: order.email,
      firstname: order.firstname,
      lines: lines.map((line) => ({ name: line.name, size: line.size, quantity: Number(line.quantity), price: Number(line.price) })),
      total,
      currency,
      link: placement.sharedOrderUrl(order.language, shareToken),
    }));
    return { orderId };
  });
}

/** The step the order still lacks for `method`, as the §8 refusal; undefined when it is ready to place. */
function missingStep(order: LockedOrder, method: PaymentMethodCode): { refused: string; message?: string } | undefined {
  if (order.shipping_method === null || order.payment_method === null) return { refused: CHECKOUT_ERRORS.incomplete };
  if (order.payment_method !== method) return { refused: CHECKOUT_ERRORS.incomplete, message: `The order is to be paid by ${order.payment_method}` };
  if (order.shipping_method === 'pickup_point' && order.pickup_point_id === null) return { refused: CHECKOUT_ERRORS.pickupPointRequired };
  if (order.shipping_method === 'courier' && [order.address, order.house, order.postcode].some((field) => field.trim() === '')) {
    return { refused: CHECKOUT_ERRORS.addressRequired };
  }
  return undefined;
}

/** The session's most recent placed order: what placing again answers. */
async function placedBefore(tx: Orm, sessionId: string): Promise<PlacementResult> {
  const [last] = rowsOf<{ id: number }>(await tx.execute(sql`
    SELECT id FROM orders WHERE session_id = ${sessionId} AND status <> 'new' ORDER BY id DESC LIMIT 1`));
  return last ? { orderId: Number(last.id) } : { refused: 'not_found' };
}

/** The chosen method's rate in the order's city, in `currency`; undefined when it is no longer offered there in it. */
async function shippingRate(tx: Orm, order: LockedOrder, currency: CurrencyCode): Promise<RatePrice | undefined> {
  const [rate] = rowsOf<{ price: number; free_from: number | null }>(await tx.execute(sql`
    SELECT p.price, p.free_from FROM shipping_rates r JOIN shipping_rate_prices p ON p.rate_id = r.id AND p.currency = ${currency}
    WHERE r.city_id = ${order.city_id} AND r.method_code = ${order.shipping_method}`));
  return rate && { currency, price: Number(rate.price), freeFrom: rate.free_from === null ? null : Number(rate.free_from) };
}

/** The cart's lines with what the order keeps of them: sku, name and size label in the order's language, price in `currency` (null: not sold in it, or taken off the shop). */
async function cartLinesToOrder(tx: Orm, cartId: number, language: LanguageCode, currency: CurrencyCode): Promise<CartLineToOrder[]> {
  return rowsOf<CartLineToOrder>(await tx.execute(sql`
    SELECT i.product_id, i.option_value_id AS option_id, i.quantity, p.sku, t.name, vt.label AS size, pr.price
    FROM cart_items i
    JOIN products p ON p.id = i.product_id
    JOIN product_options o ON o.id = i.option_value_id
    JOIN product_translations t ON t.product_id = p.id AND t.language = ${language}
    JOIN attribute_value_translations vt ON vt.value_id = o.value_id AND vt.language = ${language}
    LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = ${currency} AND p.status = 'published'
    WHERE i.cart_id = ${cartId}
    ORDER BY i.id`)).map((line) => ({
    ...line, product_id: Number(line.product_id), option_id: Number(line.option_id), quantity: Number(line.quantity), price: line.price === null ? null : Number(line.price),
  }));
}

/**
 * The cart's promo code locked, with its adjustment checked against the client's own uses (orders
 * by the same telephone, e-mail or customer); null once the shop owner deleted it. The row lock
 * makes concurrent placements wait their turn to count a use (countPromoUse).
 */
async function lockPromo(
  tx: Orm,
  promoCodeId: number,
  { order, pricing, customer }: { order: LockedOrder; pricing: PricingLine[]; customer: { id: number } | null },
): Promise<{ id: number; adjustment: Adjustment } | null> {
  const [row] = await tx.select().from(promoCodes).where(sql`${promoCodes.id} = ${promoCodeId}`).for('update');
  if (!row) return null;
  const [uses] = rowsOf<{ n: number }>(await tx.execute(sql`
    SELECT count(*)::int AS n FROM orders
    WHERE promo_code_id = ${promoCodeId} AND status IN (${sql.join(PROMO_USE_STATUSES.map((status) => sql`${status}`), sql`, `)})
      AND (telephone = ${order.telephone} OR email = ${order.email} OR (customer_id IS NOT NULL AND customer_id = ${customer?.id ?? null}::int))`));
  const adjustment = await loadPromoAdjustment({ orm: tx }, storedPromoOf(row), {
    productIds: pricing.map((line) => line.productId),
    customer,
    usesByClient: Number(uses!.n),
  });
  return { id: promoCodeId, adjustment };
}

/** Counts one use of the locked code, by a conditional update: the count is never over max_uses. False when it is used up. */
async function countPromoUse(tx: Orm, promoCodeId: number): Promise<boolean> {
  const counted = rowsOf(await tx.execute(sql`
    UPDATE promo_codes SET uses_count = uses_count + 1 WHERE id = ${promoCodeId} AND (max_uses IS NULL OR uses_count < max_uses) RETURNING id`));
  return counted.length > 0;
}
