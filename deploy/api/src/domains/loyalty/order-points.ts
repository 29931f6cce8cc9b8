import type { LanguageCode, Total } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Orm } from '../../db/client';
import type { MoveEffects } from '../order/order-status';
import type { Adjustment, PricedCart } from '../pricing/price-cart';
import { cartSpendsPoints } from './cart-loyalty';
import { appendEntry, lockStanding, pointsGivenFor, returnSpentPoints, revokePoints, spendPoints, type Standing } from './ledger-repository';
import { cashbackPoints, goodsCost, levelOf, levelReached } from './loyalty-rules';
import { memberPricing } from './loyalty-adjustments';
import { loyaltyProgramme, type Programme } from './programme-repository';

// Points and orders: what placing an order spends, and what each status move does to points
// (order-status.ts MoveEffects says which). Every function runs in the transaction that moves the
// order, with the order row locked; customer rows are locked after it, buyer before referrer.

/**
 * The loyalty part of placing an order: a member's adjustments (the level's discount and cashback,
 * and the points when the cart spends them), and `spend`, which spends on the order exactly what
 * the priced order took off. The customer's row is locked before the balance is read, and stays
 * locked: the points priced are the points there to spend.
 */
export async function loyaltyAtPlacement(tx: Orm, { customerId, cartId, language }: { customerId: number | null; cartId: number; language: LanguageCode }): Promise<{
  adjustments: ReadonlyArray<Adjustment<unknown>>;
  spend(priced: PricedCart, orderId: number): Promise<void>;
}> {
  const standing = customerId === null ? undefined : await lockStanding(tx, customerId);
  if (customerId === null || standing?.status !== 'active') return { adjustments: [], spend: async () => {} };
  const member = memberPricing(await loyaltyProgramme(tx, language), standing, await cartSpendsPoints(tx, cartId));
  return {
    adjustments: member.adjustments,
    spend: async (priced, orderId) => {
      const points = member.spentIn(priced);
      // Cannot fail under the customer's lock; were it to, this rolls the whole placement back.
      if (points > 0 && !(await spendPoints(tx, customerId, points, orderId))) throw new Error(`order ${orderId}: ${points} points priced but not spent`);
    },
  };
}

/** What a status move does to points. Spending belongs to placing (loyaltyAtPlacement), which knows the cart. */
export async function movePoints(tx: Orm, orderId: number, effects: Pick<MoveEffects, 'spentPoints' | 'earnedPoints'>): Promise<void> {
  if (effects.spentPoints === 'return') await returnSpentPoints(tx, orderId);
  if (effects.earnedPoints === 'earn') await earnOrderPoints(tx, orderId);
  if (effects.earnedPoints === 'revoke') {
    for (const { customerId, action } of await pointsGivenFor(tx, orderId)) await revokePoints(tx, customerId, orderId, action);
  }
}

/**
 * A paid order's points: its buyer's cashback (a member's level percent of what the goods cost
 * after every discount, from the order's totals), and, when it is the first paid order of a buyer
 * someone invited, the referrer's reward (referrers outside the programme get none). Goods orders
 * only: a gift card is money, whose points are earned when it buys goods.
 */
async function earnOrderPoints(tx: Orm, orderId: number): Promise<void> {
  const [order] = rowsOf<{ customer_id: number; language: LanguageCode; totals: Total[] | null; referred_by: number | null }>(await tx.execute(sql`
    SELECT o.customer_id, o.language, o.totals, c.referred_by FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = ${orderId} AND o.kind = 'order'`));
  if (!order) return;
  const customerId = Number(order.customer_id);
  const programme = await loyaltyProgramme(tx, order.language);
  const buyer = await lockStanding(tx, customerId);
  if (buyer?.status === 'active') {
    const cashback = levelOf(programme.levels, buyer.earned)?.cashback ?? 0;
    await credit(tx, programme, customerId, buyer, { action: 'earned', points: cashbackPoints(goodsCost(order.totals ?? []), cashback, programme.rules), orderId });
  }
  if (order.referred_by !== null) await rewardReferrer(tx, programme, Number(order.referred_by), customerId, orderId);
}

/** settings.loyalty.referral_reward to the referrer, for the invitee's first paid order only. */
async function rewardReferrer(tx: Orm, programme: Programme, referrerId: number, inviteeId: number, orderId: number): Promise<void> {
  // Locked first: two orders of one invitee paid at once take turns here, and the second sees the first's payment.
  const referrer = await lockStanding(tx, referrerId);
  if (referrer?.status !== 'active') return;
  const paidBefore = rowsOf(await tx.execute(sql`
    SELECT 1 FROM orders o JOIN payments p ON p.order_id = o.id AND p.result = 'paid'
    WHERE o.customer_id = ${inviteeId} AND o.id <> ${orderId} AND o.kind = 'order' LIMIT 1`));
  if (paidBefore.length > 0) return;
  await credit(tx, programme, referrerId, referrer, { action: 'referral_reward', points: programme.rules.referral_reward, orderId });
}

/** Points to a customer whose row is locked, and a level_up row when they take them to a new level. */
async function credit(
  tx: Orm,
  { levels }: Programme,
  customerId: number,
  standing: Standing,
  { action, points, orderId }: { action: 'earned' | 'referral_reward'; points: number; orderId: number },
): Promise<void> {
  if (points <= 0 || !(await appendEntry(tx, { customerId, action, points, orderId }))) return;
  if (levelReached(levels, standing.earned, standing.earned + points)) await appendEntry(tx, { customerId, action: 'level_up', orderId });
}
