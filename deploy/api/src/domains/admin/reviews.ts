import { ADMIN_REVIEWS_PAGE_SIZE, type AdminReview, type ReviewStatusRequest } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { forgetProductPage } from '../catalog/listing-index';
import { audit } from './audit';
import type { Principal } from './principal';


type ReviewRow = {
  id: number; product_id: number; sku: string; author_name: string; customer_id: number | null; language: AdminReview['language']; score: number;
  title: string; text: string; status: AdminReview['status']; created_at: Date | string;
};

const COLUMNS = sql`r.id, r.product_id, p.sku, r.author_name, r.customer_id, r.language, r.score, r.title, r.text, r.status, r.created_at`;

const reviewOf = (row: ReviewRow): AdminReview => ({
  id: Number(row.id), product_id: Number(row.product_id), sku: row.sku, author: row.author_name, customer_id: row.customer_id === null ? null : Number(row.customer_id),
  language: row.language, score: Number(row.score), title: row.title, text: row.text, status: row.status, created_at: new Date(row.created_at).toISOString(),
});

/** Reviews newest first, 50 a page, of one status (`new`: written and not yet checked) or all. */
export async function listReviewsForModeration(db: Db, { status, before }: { status?: AdminReview['status']; before?: number }): Promise<AdminReview[]> {
  const rows = rowsOf<ReviewRow>(await db.orm.execute(sql`
    SELECT ${COLUMNS} FROM product_reviews r JOIN products p ON p.id = r.product_id
    WHERE TRUE ${status ? sql`AND r.status = ${status}` : sql``} ${before ? sql`AND r.id < ${before}` : sql``}
    ORDER BY r.id DESC LIMIT ${ADMIN_REVIEWS_PAGE_SIZE}`));
  return rows.map(reviewOf);
}

/**
 * Publishes (checked) or hides a review. Hiding takes it out of the product's page and rating, in
 * the same transaction as the product's kept count and sum (showing it again puts it back); the
 * rating's pages are forgotten here at once and by other processes at their next check.
 */
export async function moderateReview(db: Db, principal: Principal, id: number, { status, reason }: ReviewStatusRequest): Promise<AdminReview> {
  const review = await db.orm.transaction(async (tx) => {
    const [row] = rowsOf<ReviewRow>(await tx.execute(sql`
      SELECT ${COLUMNS} FROM product_reviews r JOIN products p ON p.id = r.product_id WHERE r.id = ${id} FOR UPDATE OF r`));
    if (!row) throw new ApiError('not_found');
    if (row.status === status) return reviewOf(row);
    const sign = status === 'hidden' ? -1 : row.status === 'hidden' ? 1 : 0;
    if (sign !== 0) {
      await tx.execute(sql`
        UPDATE products SET review_count = review_count + ${sign}, review_score_sum = review_score_sum + ${sign * Number(row.score)} WHERE id = ${row.product_id}`);
    }
    await tx.execute(sql`UPDATE product_reviews SET status = ${status} WHERE id = ${id}`);
    await audit(tx, principal, { action: `review.${status}`, target: `review:${id}`, before: { status: row.status }, after: { status }, reason });
    return { ...reviewOf(row), status };
  });
  forgetProductPage(db, review.product_id);
  return review;
}
