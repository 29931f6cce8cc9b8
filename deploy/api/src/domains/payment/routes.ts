import {
  ErrorReply, PaymentDataRequest, PaymentGetRequest, PaymentResultRequest, PaymentStateReply, CHECKOUT_ERRORS, OUT_OF_STOCK, type LanguageCode,
} from '@shop/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import { limitPerSessionAndIp } from '../../infra/rate-limit';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { sessionCustomer } from '../account/session-customer';
import { placeOrder } from '../checkout/place-order';
import { getSettings } from '../settings/settings-repository';
import { sharedOrderUrl, siteUrl } from '../settings/site-url';
import { findOrderPayment, recordPaymentResult } from './payment-repository';
import { paymentState } from './payment-state';

/** A shopper retries a card a few times; hundreds of results are someone guessing card numbers or codes. */
export const PAYMENT_RESULT_LIMIT = { name: 'payment-result', perSession: 20, perIp: 200, windowMs: 60 * 60 * 1000 };

/**
 * Placing the checkout order and paying it (spec §7 payment calls), a gift card order's too. Every
 * reply is the order's payment state. `secret` is the cards' key: paying a gift card order issues its card.
 */
export const paymentRoutes: FastifyPluginAsync<{ db: Db; secret: string }> = async (fastify, { db, secret }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  const issuing = async (request: FastifyRequest) => {
    const url = await siteUrl(db, request);
    return { secret, giftcardUrl: (language: LanguageCode, token: string) => url(language, `giftcard/${token}`) };
  };

  const stateReply = async (request: FastifyRequest, orderId: number) => {
    const payment = await findOrderPayment(db, request.sessionId, orderId);
    if (!payment) throw new ApiError('not_found');
    return { status: 200 as const, payment: paymentState(payment, requestLanguage(request)) };
  };

  app.post('/payment/get/', {
    schema: {
      tags: ['checkout'],
      summary: "Place the cart's checkout order and start its payment",
      description: 'Needs the X-XSRF-TOKEN header. Copies the lines at the server\'s prices, takes the units, counts the promo code use, '
        + 'empties the cart and queues the confirmation e-mail; placing again answers the same order. 400: not_found (no checkout order), '
        + `${CHECKOUT_ERRORS.incomplete}, ${CHECKOUT_ERRORS.pickupPointRequired}, ${CHECKOUT_ERRORS.addressRequired}, ${CHECKOUT_ERRORS.minimumTotal}, `
        + `${OUT_OF_STOCK} (message names the size), a promo code refusal (the cart drops the code), ${CHECKOUT_ERRORS.cartEmpty}.`,
      body: PaymentGetRequest,
      response: { 200: PaymentStateReply, 400: ErrorReply },
    },
  }, async (request) => {
    const language = requestLanguage(request);
    const customer = await sessionCustomer(db, request.sessionId);
    const placed = await placeOrder(db, {
      sessionId: request.sessionId,
      method: request.body.code,
      customer: customer && { id: customer.id },
      minimumTotal: (await getSettings(db, language))?.order.minimum_total ?? 0,
      sharedOrderUrl: await sharedOrderUrl(db, request),
    });
    if ('refused' in placed) throw new ApiError(placed.refused, placed.message);
    return stateReply(request, placed.orderId);
  });

  app.post('/payment/payment-data/', {
    schema: {
      tags: ['checkout'],
      summary: "The payment state of one of the session's placed orders",
      description: 'Needs the X-XSRF-TOKEN header. 400: not_found.',
      body: PaymentDataRequest,
      response: { 200: PaymentStateReply, 400: ErrorReply },
    },
  }, async (request) => stateReply(request, request.body.order_id));

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
