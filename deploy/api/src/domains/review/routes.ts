import { AddReviewReply, AddReviewRequest, ErrorReply, NOT_LOGGED_IN, REVIEWS_PAGE_SIZE, ReviewsReply, ReviewsRequest } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import { limitPerSessionAndIp } from '../../infra/rate-limit';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { sessionCustomer } from '../../infra/session-customer';
import { forgetProductPage } from '../catalog/listing-index';
import { addReview, listReviews, productRating } from './review-repository';

/** A customer writes a review now and then; dozens an hour are a script. */
export const REVIEW_LIMIT = { name: 'review', perSession: 5, perIp: 20, windowMs: 60 * 60 * 1000 };

export const reviewRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.post('/review/get-product-reviews', {
    schema: {
      tags: ['review'],
      summary: `A page of a product's reviews, newest first (limit default ${REVIEWS_PAGE_SIZE}), with its count and average score`,
      description: 'Needs the X-XSRF-TOKEN header. Unknown product: 400 not_found.',
      body: ReviewsRequest,
      response: { 200: ReviewsReply, 400: ErrorReply },
    },
  }, async (request) => {
    const { product_id: productId, page = 1, limit = REVIEWS_PAGE_SIZE } = request.body;
    const rating = await productRating(db, productId);
    if (!rating) throw new ApiError('not_found');
    const reviews = await listReviews(db, productId, limit, (page - 1) * limit);
    return { status: 200 as const, reviews, total: rating.count, page, limit, rating };
  });

  app.post('/review/add-product-review', {
    schema: {
      tags: ['review'],
      summary: 'Write a review (spec §3 Review): logged-in customers, one per product',
      description: `Needs the X-XSRF-TOKEN header. 400: ${NOT_LOGGED_IN} (a guest: "You need to log in to your account to leave a review"), `
        + `not_found, already_reviewed, validation (an empty title or text). ${REVIEW_LIMIT.perSession} an hour per session, ${REVIEW_LIMIT.perIp} per IP, then 429.`,
      body: AddReviewRequest,
      response: { 200: AddReviewReply, 400: ErrorReply },
    },
    preHandler: limitPerSessionAndIp(app, REVIEW_LIMIT),
  }, async (request) => {
    const customer = await sessionCustomer(db, request.sessionId);
    if (!customer) throw new ApiError(NOT_LOGGED_IN);
    const title = request.body.title.trim();
    const text = request.body.text.trim();
    if (!title || !text) throw new ApiError('validation', 'The title and the text must not be blank');
    if (!(await productRating(db, request.body.product_id))) throw new ApiError('not_found');
    const added = await addReview(db, {
      productId: request.body.product_id,
      customerId: customer.id,
      author: (customer.firstname.trim() || customer.email.split('@')[0] || '—').slice(0, 40),
      language: requestLanguage(request),
      score: request.body.score,
      title,
      text,
    });
    if (!added) throw new ApiError('already_reviewed');
    // The product page shows the rating: the reviewer sees the new one on the next load (other
    // API processes notice the new review at their next catalogue check).
    forgetProductPage(db, request.body.product_id);
    return { status: 200 as const, ...added };
  });
};
