import {
  AddSharedRequest, CART_MAX_LINES, CART_MAX_QUANTITY, CHECKOUT_ERRORS, CartReply, ErrorReply, ShareTokenReply, SharedCartReply, TokenParams,
} from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import { limitPerSessionAndIp } from '../../infra/rate-limit';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { sessionCart } from './cart';
import { cartOwnerOf } from '../../infra/cart-owner';
import { requestCurrency } from '../settings/settings-repository';
import { addSharedCart, cartShareToken, sharedCart } from './shared-cart';
import { CART_CHANGE_LIMIT } from './routes';

/**
 * The cart shared by link (spec §3 Shared cart, §7): the link token of the session's cart (its
 * customer's while logged in), the cart behind a token, and "add all to my cart". Every reply is
 * personal: a shared cart changes with its owner's.
 */
export const sharedCartRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  // One budget with the other cart changes: copying carts is adding to one.
  const limit = limitPerSessionAndIp(app, CART_CHANGE_LIMIT);

  app.get('/cart/v2/share-token', {
    schema: {
      tags: ['cart'],
      summary: "The session's cart link token",
      description: `For the link /cart/shared/{token}: made the first time, the same until the cart is gone. `
        + `400: ${CHECKOUT_ERRORS.cartEmpty} (no cart, or an empty one). Personal: never cached.`,
      response: { 200: ShareTokenReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => {
    const token = await cartShareToken(db, await cartOwnerOf(db, request.sessionId));
    if (token === undefined) throw new ApiError(CHECKOUT_ERRORS.cartEmpty);
    return { status: 200 as const, token };
  });

  app.get('/cart/v2/shared/:token', {
    schema: {
      tags: ['cart'],
      summary: 'The cart behind a link token, as it is now',
      description: 'cart {id (the token), items, totals of the goods (no promo code)}, products with their sizes in the shop currency '
        + 'of x-language. A cart emptied since has no items. 400: not_found (no cart has the token, or it is gone). Personal: never cached.',
      params: TokenParams,
      response: { 200: SharedCartReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => {
    const shared = await sharedCart(db, request.params.token, { language: requestLanguage(request), currency: await requestCurrency(db, request) });
    if (!shared) throw new ApiError('not_found');
    return { status: 200 as const, ...shared };
  });

  app.post('/cart/v2/add-shared', {
    schema: {
      tags: ['cart'],
      summary: "Add every line of a shared cart to the session's cart",
      description: `Needs the X-XSRF-TOKEN header. One change: a size already in the cart gets the shared quantity more (at most `
        + `${CART_MAX_QUANTITY}), sold-out sizes are skipped, new sizes stop at ${CART_MAX_LINES} lines; the session's own link adds `
        + `nothing. Answers the whole cart. 400: not_found (no cart has the token). `
        + `${CART_CHANGE_LIMIT.perSession} cart changes an hour per session and ${CART_CHANGE_LIMIT.perIp} per IP address, then 429.`,
      body: AddSharedRequest,
      response: { 200: CartReply, 400: ErrorReply },
    },
    preHandler: limit,
  }, async (request) => {
    const owner = await cartOwnerOf(db, request.sessionId);
    if (await addSharedCart(db, owner, request.body.token, await requestCurrency(db, request))) throw new ApiError('not_found');
    return { status: 200 as const, ...await sessionCart(db, request.sessionId, requestLanguage(request), owner) };
  });
};
