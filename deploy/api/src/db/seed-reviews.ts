import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from './client';
import { reviewsFor } from './seed-data/reviews';
import { insertRows } from './insert-rows';

const BATCH = 2_500;

/**
 * The demo reviews of every product in the database, and each product's review count and score
 * sum to match (as a real review keeps them, domains/catalog/review-repository.ts).
 */
export async function seedReviews(tx: Tx): Promise<void> {
  const products = rowsOf<{ id: number; created_at: string | Date }>(await tx.execute(sql`SELECT id, created_at FROM products ORDER BY id`));
  const rows = products.flatMap(({ id, created_at }) =>
    reviewsFor(Number(id), new Date(created_at)).map((review) => ({
      product_id: Number(id),
      author_name: review.authorName,
      language: review.language,
      score: review.score,
      title: review.title,
      text: review.text,
      created_at: review.createdAt.toISOString(),
      // The demo's reviews are checked already: the operators' list of new ones starts empty.
      status: 'published',
    })));
  for (let start = 0; start < rows.length; start += BATCH) {
    await insertRows(tx, 'product_reviews',
      { product_id: 'int', author_name: 'varchar', language: 'varchar', score: 'int', title: 'varchar', text: 'text', created_at: 'timestamptz', status: 'varchar' },
      rows.slice(start, start + BATCH));
  }
  await tx.execute(sql`UPDATE products p SET review_count = r.n, review_score_sum = r.total
    FROM (SELECT product_id, count(*)::int AS n, sum(score)::int AS total FROM product_reviews GROUP BY product_id) r
    WHERE r.product_id = p.id`);
}
