import { ErrorReply, PromoApplyRequest, PromoReply } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import { limitPerSessionAndIp } from '../../infra/rate-limit';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { cartOwnerOf, ownerCustomer } from '../../infra/cart-owner';
import type { CartSource } from '../pricing/cart-source';
import { outcomeOf, priceCart } from '../pricing/price-cart';
import { loadPromoAdjustment, setCartPromoCode } from './cart-promo';
import { requestCurrency } from '../settings/settings-repository';
import { findPromoCode } from './promo-repository';

/** Enough for a shopper's typos; a loop of guesses is someone mining codes. */
export const PROMO_APPLY_LIMIT = { name: 'promo-apply', perSession: 20, perIp: 200, windowMs: 60 * 60 * 1000 };

/** Promo codes on the session's cart, a logged-in customer's own (spec §7, §8): apply one, or delete it. */
export const promoRoutes: FastifyPluginAsync<{ db: Db; carts: CartSource }> = async (fastify, { db, carts }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const limit = limitPerSessionAndIp(app, PROMO_APPLY_LIMIT);

  app.post('/promocode/apply', {
    schema: {
      tags: ['cart'],
      summary: 'Apply a promo code to the cart',
      description: 'Needs the X-XSRF-TOKEN header. 400 with the spec §8 reason: not_found, not_logged_in, max_uses_per_client_reached, '
        + 'max_uses_reached, min_total_not_reached, no_eligible_products, has_not_started, has_already_expired, wrong_customer_group. '
        + `${PROMO_APPLY_LIMIT.perSession} tries an hour per session and ${PROMO_APPLY_LIMIT.perIp} per IP address, then 429.`,
      body: PromoApplyRequest,
      response: { 200: PromoReply, 400: ErrorReply },
    },
    preHandler: limit,
  }, async (request) => {
    const promo = await findPromoCode(db, request.body.code);
    if (!promo) throw new ApiError('not_found');
    const owner = await cartOwnerOf(db, request.sessionId);
    const { currency, lines } = await carts.pricedLines(owner, { language: requestLanguage(request), currency: await requestCurrency(db, request) });
    const adjustment = await loadPromoAdjustment(db, promo, { productIds: lines.map((line) => line.productId), customer: ownerCustomer(owner) });
    const refused = outcomeOf(priceCart({ currency, lines, adjustments: [adjustment] }), adjustment)?.refused;
    if (refused) throw new ApiError(refused);
    await setCartPromoCode(db, owner, promo.id);
    return { status: 200 as const, result: true as const };
  });

  app.post('/promocode/delete', {
    schema: {
      tags: ['cart'],
      summary: "Remove the cart's promo code",
      description: 'Needs the X-XSRF-TOKEN header. Succeeds whether or not the cart had one.',
      response: { 200: PromoReply },
    },
  }, async (request) => {
    await setCartPromoCode(db, await cartOwnerOf(db, request.sessionId), null);
    return { status: 200 as const, result: true as const };
  });
};
