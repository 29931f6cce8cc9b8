import type { LoyaltyLevel } from '@shop/contracts';
import { loyaltyInfoOf } from './loyalty-info';

const levels: LoyaltyLevel[] = [
  { id: 1, name: 'Bronze', threshold: 0, discount: 0, cashback: 3 },
  { id: 2, name: 'Silver', threshold: 1_000, discount: 3, cashback: 5 },
];
const rules = { point_value: 1, max_spend_percent: 30, referral_reward: 500 };

describe('loyaltyInfoOf', () => {
  it("shows a member's level, the next and the points to it", () => {
    expect(loyaltyInfoOf({ rules, levels }, { status: 'active', balance: 300, earned: 700 })).toEqual({
      status: 'active', points: 300, total_points: 700, level: levels[0], next_level: levels[1], points_to_next: 300, levels, rules,
      actions: [{ code: 'purchase', value: 3 }, { code: 'referral', value: 500 }],
    });
  });

  it('shows no next level at the top', () => {
    expect(loyaltyInfoOf({ rules, levels }, { status: 'active', balance: 0, earned: 1_000 })).toMatchObject({ level: levels[1], next_level: null, points_to_next: 0 });
  });

  it('shows someone outside the programme the levels, the rules and what joining earns, but no level', () => {
    expect(loyaltyInfoOf({ rules, levels }, { status: 'none', balance: 0, earned: 0 })).toMatchObject({
      status: 'none', level: null, next_level: null, points_to_next: 0, levels, actions: [{ code: 'purchase', value: 3 }, { code: 'referral', value: 500 }],
    });
  });
});
