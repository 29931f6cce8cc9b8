import { pickRecommendations } from './recommendations';

describe('pickRecommendations', () => {
  it('takes the categories in turns, best first', () => {
    expect(pickRecommendations([[1, 2, 3], [10, 11]], new Set(), 4)).toEqual([1, 10, 2, 11]);
  });

  it('leaves out what the cart holds and repeats', () => {
    expect(pickRecommendations([[1, 2, 3], [2, 4]], new Set([1]), 10)).toEqual([2, 4, 3]);
  });

  it('stops at the limit, and is empty without categories', () => {
    expect(pickRecommendations([[1, 2, 3, 4, 5]], new Set(), 2)).toEqual([1, 2]);
    expect(pickRecommendations([], new Set(), 8)).toEqual([]);
  });
});
