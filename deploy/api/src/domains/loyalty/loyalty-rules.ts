import type { LoyaltyAction, LoyaltyLevel, LoyaltyRules, Total } from '@shop/contracts';

// The loyalty programme's arithmetic, as contracts/loyalty.ts states the rules. Pure, so the cart,
// placing an order, paying it and the membership page all count points the same way.

/** The actions that change a balance; rewards-history lists these only. */
export const POINTS_ACTIONS: readonly LoyaltyAction[] = ['earned', 'spent', 'returned', 'revoked', 'referral_reward', 'adjusted'];

/**
 * The actions a level is measured by: points earned (cashback and referral rewards), less what a
 * cancelled order took back. Spending does not lower a level, and points given back for a
 * cancelled order were never earned.
 */
export const EARNING_ACTIONS: readonly LoyaltyAction[] = ['earned', 'referral_reward', 'revoked'];

type Threshold = Pick<LoyaltyLevel, 'threshold'>;

/** The level `total` earned points reach: the highest whose threshold it meets; null below every threshold. */
export function levelOf<L extends Threshold>(levels: readonly L[], total: number): L | null {
  let reached: L | null = null;
  for (const level of levels) if (level.threshold <= total && (!reached || level.threshold > reached.threshold)) reached = level;
  return reached;
}

/** The level above `total` and the points still to earn for it; null and 0 at the top. */
export function nextLevelOf<L extends Threshold>(levels: readonly L[], total: number): { level: L | null; pointsToNext: number } {
  let next: L | null = null;
  for (const level of levels) if (level.threshold > total && (!next || level.threshold < next.threshold)) next = level;
  return { level: next, pointsToNext: next ? next.threshold - total : 0 };
}

/** The level earning took a customer to, from `before` to `after` earned points; null when it is the one they had. */
export function levelReached<L extends Threshold>(levels: readonly L[], before: number, after: number): L | null {
  const now = levelOf(levels, after);
  const was = levelOf(levels, before);
  return now && (!was || now.threshold > was.threshold) ? now : null;
}

/** Cashback on `amount` minor units at `percent`: whole points of point_value minor units, rounded down. */
export const cashbackPoints = (amount: number, percent: number, rules: Pick<LoyaltyRules, 'point_value'>): number =>
  Math.max(0, Math.floor((amount * percent) / (100 * rules.point_value)));

/**
 * The points a cart can take: the balance, up to max_spend_percent of what the goods cost
 * (`goods`, minor units, after the promo code and the level discount), in whole points.
 */
export const spendablePoints = (balance: number, goods: number, rules: Pick<LoyaltyRules, 'point_value' | 'max_spend_percent'>): number =>
  Math.max(0, Math.min(balance, Math.floor((goods * rules.max_spend_percent) / (100 * rules.point_value))));

/** What `points` are worth, in minor units. */
export const pointsValue = (points: number, rules: Pick<LoyaltyRules, 'point_value'>): number => points * rules.point_value;

const GOODS_LINES: ReadonlySet<Total['code']> = new Set(['subtotal', 'promocode', 'loyalty:discount', 'loyalty:bonuses']);

/** What the goods of a cart or order cost after every discount (promo code, level, points): what cashback is earned on. */
export const goodsCost = (totals: readonly Total[]): number =>
  totals.filter((line) => GOODS_LINES.has(line.code)).reduce((sum, line) => sum + line.value, 0);
