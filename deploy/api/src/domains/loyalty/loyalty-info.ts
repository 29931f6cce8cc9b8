import type { LoyaltyInfo } from '@shop/contracts';
import type { Standing } from './ledger-repository';
import { levelOf, nextLevelOf } from './loyalty-rules';
import type { Programme } from './programme-repository';

/**
 * Spec §3 loyaltyInfo, as the membership page shows it: a member's level, the next one and the
 * points to it; for anyone, the levels, the rules and the ways to earn: `purchase` at the cashback
 * percent of the level the customer has (or would have on joining) and `referral` at its reward.
 */
export function loyaltyInfoOf({ rules, levels }: Programme, standing: Standing): LoyaltyInfo {
  const member = standing.status === 'active';
  const level = levelOf(levels, standing.earned);
  const next = nextLevelOf(levels, standing.earned);
  return {
    status: standing.status,
    points: standing.balance,
    total_points: standing.earned,
    level: member ? level : null,
    next_level: member ? next.level : null,
    points_to_next: member ? next.pointsToNext : 0,
    levels,
    rules,
    actions: [{ code: 'purchase', value: level?.cashback ?? 0 }, { code: 'referral', value: rules.referral_reward }],
  };
}
