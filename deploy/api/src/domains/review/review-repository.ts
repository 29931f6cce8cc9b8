import type { LanguageCode, Review, ReviewSummary } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { ratingOf } from '../catalog/rating';


interface ReviewRow { id: number; author: string; score: number; title: string; text: string; language: LanguageCode; created_at: string | Date }

const reviewOf = (row: ReviewRow): Review => ({ ...row, id: Number(row.id), score: Number(row.score), created_at: new Date(row.created_at).toISOString() });

/** The product's summary, or undefined when there is no such product. */
export async function productRating(db: Db, productId: number): Promise<ReviewSummary | undefined> {
  const [row] = rowsOf<{ review_count: number; review_score_sum: number }>(await db.orm.execute(sql`
    SELECT review_count, review_score_sum FROM products WHERE id = ${productId}`));
  return row && ratingOf(Number(row.review_count), Number(row.review_score_sum));
}

/** A page of a product's reviews, newest first; not those an operator hid (domains/admin/reviews.ts). */
export async function listReviews(db: Db, productId: number, limit: number, offset: number): Promise<Review[]> {
  return rowsOf<ReviewRow>(await db.orm.execute(sql`
    SELECT id, author_name AS author, score, title, text, language, created_at
    FROM product_reviews WHERE product_id = ${productId} AND status <> 'hidden'
    ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`)).map(reviewOf);
}

export interface NewReview { productId: number; customerId: number; author: string; language: LanguageCode; score: number; title: string; text: string }

/**
 * Adds a customer's review and counts it into the product's summary, in one transaction: the
 * summary always equals the reviews. Undefined when the customer has reviewed the product already.
 */
export async function addReview(db: Db, review: NewReview): Promise<{ review: Review; rating: ReviewSummary } | undefined> {
  return db.orm.transaction(async (tx) => {
    const [added] = rowsOf<ReviewRow>(await tx.execute(sql`
      INSERT INTO product_reviews (product_id, customer_id, author_name, language, score, title, text)
      VALUES (${review.productId}, ${review.customerId}, ${review.author}, ${review.language}, ${review.score}, ${review.title}, ${review.text})
      ON CONFLICT (product_id, customer_id) DO NOTHING
      RETURNING id, author_name AS author, score, title, text, language, created_at`));
    if (!added) return undefined;
    const [totals] = rowsOf<{ review_count: number; review_score_sum: number }>(await tx.execute(sql`
      UPDATE products SET review_count = review_count + 1, review_score_sum = review_score_sum + ${review.score}
      WHERE id = ${review.productId} RETURNING review_count, review_score_sum`));
    return { review: reviewOf(added), rating: ratingOf(Number(totals!.review_count), Number(totals!.review_score_sum)) };
  });
}
