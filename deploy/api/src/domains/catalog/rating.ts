import type { ReviewSummary } from '@shop/contracts';

/** The summary a product's kept count and score sum give: the average to one decimal, 0 with no reviews. */
export function ratingOf(count: number, scoreSum: number): ReviewSummary {
  return { count, average: count === 0 ? 0 : Math.round((scoreSum / count) * 10) / 10 };
}
