import {
  AdminIdParams, AdminReviewReply, LowStockQuery, LowStockReply, PointsAdjustRequest, PointsReply, ReviewListQuery, ReviewListReply, ReviewStatusRequest,
  StockChangeReply, StockChangeRequest,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { siteUrl } from '../settings/site-url';
import { adjustPoints, customerPoints } from './points';
import { failures, ROLE_NOTE } from './route-notes';
import { listReviewsForModeration, moderateReview } from './reviews';
import { changeStock, lowStock } from './stock';

/** The operators' routes besides orders, promo codes, gift cards and customers: stock, points and reviews. */
export function registerOperationRoutes(scope: FastifyInstance, db: Db): void {
  const app = scope.withTypeProvider<TypeBoxProvider>();
  const personal = { cache: 'personal' as const };

  app.post('/stock', {
    schema: {
      tags: ['admin'],
      summary: "Set or adjust a size's units",
      description: 'Exactly one of `set` and `adjust`. At 0 the size is sold out; back above 0 it is in stock, and the shoppers who asked to hear of it are told '
        + `(e-mail or text, in their language). Names in the x-language. 400 below_zero, not_found (no such SKU and size), validation. ${ROLE_NOTE}`,
      body: StockChangeRequest,
      response: { 200: StockChangeReply, ...failures },
    },
    config: { permission: 'stock.change' },
  }, async (request) => {
    const url = await siteUrl(db, request);
    return { status: 200 as const, ...await changeStock(db, request.principal!, request.body, requestLanguage(request), url) };
  });

  app.get('/stock/low', {
    schema: {
      tags: ['admin'],
      summary: 'Sizes running out: fewer units than `below` (default 3), fewest first, pre-orders left out',
      description: `At most 200; each with the shoppers waiting for it. ${ROLE_NOTE}`,
      querystring: LowStockQuery,
      response: { 200: LowStockReply, ...failures },
    },
    config: { ...personal, permission: 'stock.read' },
  }, async (request) => ({ status: 200 as const, stock: await lowStock(db, request.query.below ?? 3, requestLanguage(request)) }));

  app.get('/customers/:id/points', {
    schema: {
      tags: ['admin'],
      summary: "A customer's points: the balance and the newest 200 ledger rows",
      description: `400 not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      response: { 200: PointsReply, ...failures },
    },
    config: { ...personal, permission: 'customers.read' },
  }, async (request) => {
    const points = await customerPoints(db, request.params.id);
    if (!points) throw new ApiError('not_found');
    return { status: 200 as const, customer_id: request.params.id, ...points };
  });

  app.post('/customers/:id/points', {
    schema: {
      tags: ['admin'],
      summary: "Add points to a customer's balance, or take them (a minus)",
      description: `The customer sees it in their points history. 400 below_zero (the balance would go below zero), not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: PointsAdjustRequest,
      response: { 200: PointsReply, ...failures },
    },
    config: { permission: 'customers.change' },
  }, async (request) => {
    await adjustPoints(db, request.principal!, request.params.id, request.body.points, request.body.reason);
    return { status: 200 as const, customer_id: request.params.id, ...(await customerPoints(db, request.params.id))! };
  });

  app.get('/reviews', {
    schema: {
      tags: ['admin'],
      summary: 'Reviews newest first, 50 a page: `new` ones are shown and wait to be checked',
      description: `\`before\` (the last id seen) gives the next page. ${ROLE_NOTE}`,
      querystring: ReviewListQuery,
      response: { 200: ReviewListReply, ...failures },
    },
    config: { ...personal, permission: 'reviews.read' },
  }, async (request) => ({ status: 200 as const, reviews: await listReviewsForModeration(db, request.query) }));

  app.post('/reviews/:id/status', {
    schema: {
      tags: ['admin'],
      summary: 'Publish a review (checked) or hide it (off the product page and out of its rating)',
      description: `400 not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: ReviewStatusRequest,
      response: { 200: AdminReviewReply, ...failures },
    },
    config: { permission: 'reviews.change' },
  }, async (request) => ({ status: 200 as const, review: await moderateReview(db, request.principal!, request.params.id, request.body) }));
}
