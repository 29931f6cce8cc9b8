import { CHECKOUT_ERRORS, ErrorReply, OUT_OF_STOCK, PaymentGetRequest, PaymentStateReply } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import { sessionCustomer } from '../../infra/session-customer';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { paymentStateReply } from '../payment/state-reply';
import { getSettings, minimumTotal } from '../settings/settings-repository';
import { sharedOrderUrl } from '../settings/site-url';
import { placeOrder } from './place-order';

/** Placing the session's checkout order (spec §7 POST /payment/get/): the reply is its payment state, as paying it answers. */
export const placeOrderRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

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
    const settings = await getSettings(db, requestLanguage(request));
    const customer = await sessionCustomer(db, request.sessionId);
    const placed = await placeOrder(db, {
      sessionId: request.sessionId,
      method: request.body.code,
      customer: customer && { id: customer.id },
      minimumTotal: (currency) => minimumTotal(settings, currency),
      sharedOrderUrl: await sharedOrderUrl(db, request),
    });
    if ('refused' in placed) throw new ApiError(placed.refused, placed.message);
    return paymentStateReply(db, request, placed.orderId);
  });
};
