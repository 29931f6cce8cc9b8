import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import { findOrderPayment } from './payment-repository';
import { paymentState } from './payment-state';

/** What placing and paying calls answer: the payment state of one of the session's orders, or 400 not_found. */
export async function paymentStateReply(db: Pick<Db, 'orm'>, request: FastifyRequest, orderId: number) {
  const payment = await findOrderPayment(db, request.sessionId, orderId);
  if (!payment) throw new ApiError('not_found');
  return { status: 200 as const, payment: paymentState(payment, requestLanguage(request)) };
}
