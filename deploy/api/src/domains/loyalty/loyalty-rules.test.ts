import type { LoyaltyLevel, Total } from '@shop/contracts';
import { cashbackPoints, goodsCost, levelOf, levelReached, nextLevelOf, pointsValue, spendablePoints } from './loyalty-rules';

const level = (id: number, threshold: number): LoyaltyLevel => ({ id, name: `L${id}`, threshold, discount: id, cashback: id + 2 });
// Out of order on purpose: the rules must not depend on how the levels come.
const LEVELS = [level(3, 5_000), level(1, 0), level(4, 15_000), level(2, 1_000)];

describe('levelOf', () => {
  it.each([[0, 1], [999, 1], [1_000, 2], [4_999, 2], [5_000, 3], [15_000, 4], [1_000_000, 4]])('a total of %i points reaches level %i', (total, id) => {
    expect(levelOf(LEVELS, total)?.id).toBe(id);
  });

  it('is null below every threshold, or without levels', () => {
    expect(levelOf([level(2, 1_000)], 999)).toBeNull();
    expect(levelOf([], 10)).toBeNull();
  });
});

describe('nextLevelOf', () => {
  it.each([[0, 2, 1_000], [999, 2, 1], [1_000, 3, 4_000], [14_999, 4, 1]])('from %i points the next level is %i, %i points away', (total, id, points) => {
    expect(nextLevelOf(LEVELS, total)).toEqual({ level: expect.objectContaining({ id }), pointsToNext: points });
  });

  it('is null and 0 at the top', () => {
    expect(nextLevelOf(LEVELS, 15_000)).toEqual({ level: null, pointsToNext: 0 });
  });
});

describe('levelReached', () => {
  it('names the new level when earning crosses a threshold, even two at once', () => {
    expect(levelReached(LEVELS, 900, 1_000)?.id).toBe(2);
    expect(levelReached(LEVELS, 900, 6_000)?.id).toBe(3);
    expect(levelReached([level(2, 1_000)], 0, 1_000)?.id).toBe(2);
  });

  it('is null when the level stays', () => {
    expect(levelReached(LEVELS, 1_000, 4_999)).toBeNull();
    expect(levelReached(LEVELS, 0, 0)).toBeNull();
  });
});

describe('cashbackPoints', () => {
  it('is whole points of the percent of the amount, rounded down', () => {
    expect(cashbackPoints(10_000, 3, { point_value: 1 })).toBe(300);
    expect(cashbackPoints(3_333, 3, { point_value: 1 })).toBe(99);
    expect(cashbackPoints(10_000, 3, { point_value: 7 })).toBe(42);
  });

  it('is 0 for nothing, and never negative', () => {
    expect(cashbackPoints(0, 10, { point_value: 1 })).toBe(0);
    expect(cashbackPoints(-500, 10, { point_value: 1 })).toBe(0);
  });

  it('stays exact for the largest cart', () => {
    expect(cashbackPoints(100 * 999 * 9_999_999, 10, { point_value: 1 })).toBe(99_899_990_010);
  });
});

describe('spendablePoints', () => {
  const rules = { point_value: 1, max_spend_percent: 30 };

  it('is the balance when it is under the cap', () => {
    expect(spendablePoints(500, 10_000, rules)).toBe(500);
  });

  it('is capped at max_spend_percent of the goods, in whole points', () => {
    expect(spendablePoints(5_000, 10_000, rules)).toBe(3_000);
    expect(spendablePoints(5_000, 10_001, rules)).toBe(3_000);
    expect(spendablePoints(5_000, 10_000, { point_value: 7, max_spend_percent: 30 })).toBe(428);
  });

  it('is 0 without a balance, without goods, or when points may pay nothing', () => {
    expect(spendablePoints(0, 10_000, rules)).toBe(0);
    expect(spendablePoints(500, 0, rules)).toBe(0);
    expect(spendablePoints(500, 10_000, { point_value: 1, max_spend_percent: 0 })).toBe(0);
  });

  it('never takes more than the goods cost, whatever the settings allow', () => {
    const all = { point_value: 3, max_spend_percent: 100 };
    expect(pointsValue(spendablePoints(1_000_000, 10_001, all), all)).toBeLessThanOrEqual(10_001);
  });
});

describe('goodsCost', () => {
  it('is the subtotal after the promo code, level discount and points, without delivery, gift card or cashback', () => {
    const totals: Total[] = [
      { code: 'subtotal', value: 40_000 }, { code: 'promocode', value: -2_000 }, { code: 'loyalty:discount', value: -3_800 },
      { code: 'loyalty:bonuses', value: -1_000 }, { code: 'loyalty:cashback', value: 1_660 }, { code: 'giftcard', value: -3_000 },
      { code: 'delivery', value: 900 }, { code: 'total', value: 31_100 },
    ];
    expect(goodsCost(totals)).toBe(33_200);
  });
});
