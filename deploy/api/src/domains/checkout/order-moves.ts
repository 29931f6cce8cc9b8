import type { Orm } from '../../db/client';
import { moveGiftcards } from '../giftcard/card-balance';
import { movePoints } from '../loyalty/order-points';
import type { MoveEffects } from '../order/order-status';
import { returnPromoUse, returnUnits } from '../order/stock';

/**
 * What a move that takes nothing new does besides the status (a cancellation, a refund, an
 * operator's step): gift card spending refunded or a bought card voided, units back in stock, the
 * promo code use returned, points returned, earned or revoked. The caller has locked the order's
 * row and writes its status. Reserving units, counting a use and spending belong to placing and
 * paying an order, which check what is left first (place-order.ts, payment-repository.ts).
 */
export async function settleMove(tx: Orm, order: { id: number; promoCodeId: number | null }, effects: MoveEffects): Promise<void> {
  if (effects.stock === 'reserve' || effects.promoUse === 'count' || effects.spentPoints === 'spend' || effects.giftcardSpending === 'spend') {
    throw new Error(`order ${order.id}: settleMove cannot take stock, uses or balances`);
  }
  // Gift cards first, as placing an order locks its card before the promo code and the stock: two
  // transactions never wait on each other's rows in opposite orders.
  await moveGiftcards(tx, order.id, effects);
  if (effects.stock === 'return') await returnUnits(tx, order.id);
  if (effects.promoUse === 'return') await returnPromoUse(tx, order.promoCodeId);
  await movePoints(tx, order.id, effects);
}
