import { Type, type Static } from '@sinclair/typebox';
import { MAX_LISTING_PAGE, REVIEWS_MAX_LIMIT } from './constants';
import { LanguageCode, Ok } from './envelope';

/** A product's reviews in short: how many, and their average score (0 while there are none), to one decimal. */
export const ReviewSummary = Type.Object({ count: Type.Integer({ minimum: 0 }), average: Type.Number({ minimum: 0, maximum: 5 }) });
export type ReviewSummary = Static<typeof ReviewSummary>;

/** Spec §3 Review, as shown: `title` is the main impression; `text` is plain text, never HTML. */
export const Review = Type.Object({
  id: Type.Integer(),
  author: Type.String(),
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  title: Type.String(),
  text: Type.String(),
  language: LanguageCode,
  created_at: Type.String({ format: 'date-time' }),
});
export type Review = Static<typeof Review>;

/** POST /api/review/get-product-reviews (spec §7: page default 1, limit default 10). */
export const ReviewsRequest = Type.Object({
  product_id: Type.Integer({ minimum: 1, examples: [2] }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LISTING_PAGE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: REVIEWS_MAX_LIMIT })),
});
export type ReviewsRequest = Static<typeof ReviewsRequest>;

/** A page of reviews, newest first, with the product's summary. */
export const ReviewsReply = Ok({
  reviews: Type.Array(Review),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
  rating: ReviewSummary,
});
export type ReviewsReply = Static<typeof ReviewsReply>;

/** POST /api/review/add-product-review (spec §3 Review): logged-in customers only, one review per product. */
export const AddReviewRequest = Type.Object({
  product_id: Type.Integer({ minimum: 1, examples: [2] }),
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  title: Type.String({ minLength: 1, maxLength: 100, examples: ['Отличная вещь'] }),
  text: Type.String({ minLength: 1, maxLength: 2000, examples: ['Село идеально.'] }),
});
export type AddReviewRequest = Static<typeof AddReviewRequest>;

export const AddReviewReply = Ok({ review: Review, rating: ReviewSummary });
export type AddReviewReply = Static<typeof AddReviewReply>;
