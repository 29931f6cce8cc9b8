/** @jest-environment node */
import { AddReviewReply, ReviewsReply } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { contractErrors } from '../../test/contract';
import { createTestApp, logInSession, startSession, type TestApp } from '../../test/test-app';
import { REVIEW_LIMIT } from './routes';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
beforeEach(async () => { await t.db.orm.execute(sql`DELETE FROM rate_limits`); });

/** A new customer each call (logInSession gives each its own phone). */
const customer = () => ({ firstname: 'Нино', lastname: 'Беридзе' });

async function post(path: string, body: object, session?: { cookie: string; token: string }, language = 'ru-ru') {
  const { cookie, token } = session ?? (await startSession(t.app));
  return t.app.inject({ method: 'POST', url: `/api/review/${path}`, payload: body, headers: { cookie, 'x-xsrf-token': token, 'x-language': language } });
}

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => ((await t.db.orm.execute(query)) as unknown as { rows: T[] }).rows[0]!;

/** A product of the demo seed with at least `min` reviews. */
const reviewedProduct = async (min: number) => Number((await one<{ id: number }>(sql`SELECT id FROM products WHERE review_count >= ${min} ORDER BY id LIMIT 1`)).id);

describe('POST /api/review/get-product-reviews', () => {
  it('answers the newest reviews first with the count and the average kept on the product', async () => {
    const productId = await reviewedProduct(2);
    const response = await post('get-product-reviews', { product_id: productId });
    expect(contractErrors(ReviewsReply, response.json())).toEqual([]);
    const reply = response.json<ReviewsReply>();
    expect(reply).toMatchObject({ page: 1, limit: 10 });
    const stored = await one<{ n: number; avg: number }>(sql`SELECT count(*)::int AS n, avg(score)::float AS avg FROM product_reviews WHERE product_id = ${productId}`);
    expect(reply.total).toBe(stored.n);
    expect(reply.rating).toEqual({ count: stored.n, average: Math.round(stored.avg * 10) / 10 });
    const dates = reply.reviews.map((review) => review.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages by limit', async () => {
    const productId = await reviewedProduct(3);
    const first = (await post('get-product-reviews', { product_id: productId, limit: 2 })).json<ReviewsReply>();
    const second = (await post('get-product-reviews', { product_id: productId, limit: 2, page: 2 })).json<ReviewsReply>();
    expect(first.reviews).toHaveLength(2);
    expect(second.reviews[0]!.id).not.toBe(first.reviews[1]!.id);
  });

  it.each([[{ product_id: 999999 }, 'not_found'], [{ product_id: 1, limit: 51 }, 'validation'], [{ product_id: 0 }, 'validation'], [{}, 'validation']])(
    'answers %j with 400 %s', async (body, error) => {
      expect((await post('get-product-reviews', body)).json()).toMatchObject({ status: 400, error });
    },
  );
});

describe('POST /api/review/add-product-review', () => {
  const review = { score: 4, title: '  Хорошее платье ', text: 'Село по фигуре.' };

  it('asks a guest to log in and stores nothing', async () => {
    const productId = await reviewedProduct(0);
    const response = await post('add-product-review', { ...review, product_id: productId });
    expect(response.json()).toEqual({ status: 400, error: 'not_logged_in' });
  });

  it('adds a customer\'s review, counts it into the product, and takes one per customer', async () => {
    const productId = await reviewedProduct(1);
    const before = (await post('get-product-reviews', { product_id: productId })).json<ReviewsReply>().rating;
    const session = await logInSession(t, customer());
    const response = await post('add-product-review', { ...review, product_id: productId }, session, 'en-gb');
    expect(contractErrors(AddReviewReply, response.json())).toEqual([]);
    const added = response.json<AddReviewReply>();
    expect(added.review).toMatchObject({ author: 'Нино', score: 4, title: 'Хорошее платье', language: 'en-gb' });
    expect(added.rating.count).toBe(before.count + 1);
    const after = (await post('get-product-reviews', { product_id: productId })).json<ReviewsReply>();
    expect(after.reviews[0]!.id).toBe(added.review.id);
    expect(after.rating).toEqual(added.rating);
    expect((await post('add-product-review', { ...review, product_id: productId }, session)).json()).toEqual({ status: 400, error: 'already_reviewed' });
  });

  it('keeps count and average exact under concurrent reviews of one product', async () => {
    const productId = await reviewedProduct(0);
    const before = await one<{ n: number; s: number }>(sql`SELECT review_count AS n, review_score_sum AS s FROM products WHERE id = ${productId}`);
    const sessions = await Promise.all(Array.from({ length: 8 }, () => logInSession(t, customer())));
    const replies = await Promise.all(sessions.map((session, i) => post('add-product-review', { ...review, score: (i % 5) + 1, product_id: productId }, session)));
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    const after = await one<{ n: number; s: number }>(sql`SELECT review_count AS n, review_score_sum AS s FROM products WHERE id = ${productId}`);
    expect(Number(after.n)).toBe(Number(before.n) + 8);
    expect(Number(after.s)).toBe(Number(before.s) + [1, 2, 3, 4, 5, 1, 2, 3].reduce((a, b) => a + b, 0));
  });

  it.each([
    [{ score: 0 }, 'validation'],
    [{ score: 6 }, 'validation'],
    [{ score: 4.5 }, 'validation'],
    [{ title: '   ' }, 'validation'],
    [{ text: '' }, 'validation'],
    [{ text: 'x'.repeat(2001) }, 'validation'],
    [{ product_id: 999999 }, 'not_found'],
  ])('refuses %j with 400 %s', async (change, error) => {
    const session = await logInSession(t, customer());
    const response = await post('add-product-review', { ...review, product_id: await reviewedProduct(0), ...change }, session);
    expect(response.json()).toMatchObject({ status: 400, error });
  });

  it('ends a loop of reviews in 429s', async () => {
    const session = await logInSession(t, customer());
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post('add-product-review', { ...review, product_id: 999999 }, session)).statusCode);
    expect(statuses.slice(0, REVIEW_LIMIT.perSession).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(REVIEW_LIMIT.perSession).every((status) => status === 429)).toBe(true);
  });
});
