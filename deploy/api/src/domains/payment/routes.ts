import {
  ErrorReply, PaymentDataRequest, PaymentResultRequest, PaymentStateReply, CHECKOUT_ERRORS, OUT_OF_STOCK,
} from '@shop/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { requestLanguage } from '../../infra/language';
import { limitPerSessionAndIp } from '../../infra/rate-limit';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { giftcardUrl } from '../settings/site-url';
import { recordPaymentResult } from './payment-repository';
import { paymentState } from './payment-state';
import { paymentStateReply } from './state-reply';

/** A shopper retries a card a few times; hundreds of results are someone guessing card numbers or codes. */
export const PAYMENT_RESULT_LIMIT = { name: 'payment-result', perSession: 20, perIp: 200, windowMs: 60 * 60 * 1000 };

/**
 * Paying a placed order (spec §7 payment calls), a gift card order's too; placing is checkout's
 * (place-order-routes.ts). Every reply is the order's payment state. `secret` is the cards' key: paying a gift card order issues its card.
 */
export const paymentRoutes: FastifyPluginAsync<{ db: Db; secret: string }> = async (fastify, { db, secret }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  const issuing = async (request: FastifyRequest) => ({ secret, giftcardUrl: await giftcardUrl(db, request) });

  app.post('/payment/payment-data/', {
    schema: {
      tags: ['checkout'],
      summary: "The payment state of one of the session's placed orders",
      description: 'Needs the X-XSRF-TOKEN header. 400: not_found.',
      body: PaymentDataRequest,
      response: { 200: PaymentStateReply, 400: ErrorReply },
    },
  }, async (request) => paymentStateReply(db, request, request.body.order_id));

  app.post('/payment/result/', {
    schema: {
      tags: ['checkout'],
      summary: "The test provider's result for an order awaiting payment (card details, or the second step's code)",
      description: 'Needs the X-XSRF-TOKEN header. Recorded (ledger and order status) before the reply. A decline is a 200 with status failed. '
        + 'Paid, a gift card order\'s card is issued and its link sent, in the same transaction. '
        + `400: not_found, ${CHECKOUT_ERRORS.alreadyPaid}, ${CHECKOUT_ERRORS.invalidCard} (expiry in the past), ${OUT_OF_STOCK} (paying again after the stock went). `
        + `${PAYMENT_RESULT_LIMIT.perSession} an hour per session and ${PAYMENT_RESULT_LIMIT.perIp} per IP address, then 429.`,
      body: PaymentResultRequest,
      response: { 200: PaymentStateReply, 400: ErrorReply },
    },
    preHandler: limitPerSessionAndIp(app, PAYMENT_RESULT_LIMIT),
  }, async (request) => {
    const payment = await recordPaymentResult(db, request.sessionId, request.body.result, await issuing(request));
    return { status: 200 as const, payment: paymentState(payment, requestLanguage(request)) };
  });
};
