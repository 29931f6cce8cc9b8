import {
  CART_FULL, CART_MAX_LINES, DEFAULT_LANGUAGE, CART_MAX_QUANTITY, CartAddRequest, CartChangeQuantityRequest, CartChangeRequest, CartRemoveItemRequest, CartReply,
  CurrencyChangeReply, ErrorReply, NOT_LOGGED_IN, NOT_REPEATABLE, OUT_OF_STOCK, RepeatOrderRequest, SetCurrencyRequest,
} from '@shop/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import { limitPerSessionAndIp } from '../../infra/rate-limit';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { sessionCustomer } from '../../infra/session-customer';
import { findOption } from '../catalog/product-repository';
import { getSettings, offeredCurrencies, requestCurrency } from '../settings/settings-repository';
import { sessionCart } from './cart';
import { setCartCurrency } from './cart-currency';
import { addToCart, changeLine, removeLine, type CartProblem } from './cart-repository';
import { cartOwner, cartOwnerOf, type CartOwner } from '../../infra/cart-owner';
import { repeatOrder, type RepeatProblem } from './repeat-order';

/** Far beyond a shopper's hundred changes an hour; a loop of adds is a script filling carts. */
export const CART_CHANGE_LIMIT = { name: 'cart-change', perSession: 600, perIp: 6000, windowMs: 60 * 60 * 1000 };

const CHANGE_NOTE = `Needs the X-XSRF-TOKEN header. Answers the whole cart, which the client takes as it is (spec §4). `
  + `${CART_CHANGE_LIMIT.perSession} changes an hour per session and ${CART_CHANGE_LIMIT.perIp} per IP address, then 429.`;

/**
 * The session's cart (spec §7), a logged-in customer's own on every device: read it, add a size,
 * change a line's quantity or size, remove a line, put a past order back in it. Every reply is the
 * whole CartReply; a line of another owner's cart is not found. Each change finds the cart's owner
 * once and hands it to the change and the reply.
 */
export const cartRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const limit = limitPerSessionAndIp(app, CART_CHANGE_LIMIT);

  const ownerOf = (request: FastifyRequest) => cartOwnerOf(db, request.sessionId);
  const cartReply = async (request: FastifyRequest, owner: CartOwner) =>
    ({ status: 200 as const, ...await sessionCart(db, request.sessionId, requestLanguage(request), owner) });
  const refuse = (problem: CartProblem | RepeatProblem | undefined): void => {
    if (problem) throw new ApiError(problem);
  };

  app.get('/cart/v2/', {
    schema: {
      tags: ['cart'],
      summary: "The session's cart",
      description: 'cart {items, totals (minor units), orderId, additional}, products (shop currency of x-language), recommendations, '
        + 'promocode, no_discount, bonuses. Personal: never cached.',
      response: { 200: CartReply },
    },
    config: { cache: 'personal' },
  }, async (request) => cartReply(request, await ownerOf(request)));

  app.post('/cart/v2/add', {
    schema: {
      tags: ['cart'],
      summary: 'Add one of a size; a size already in the cart gets one more',
      description: `${CHANGE_NOTE} 400: not_found (unknown product, or a size not its own), ${OUT_OF_STOCK} (a sold-out size), `
        + `${CART_FULL} (a new size in a cart of ${CART_MAX_LINES} lines). A line holds at most ${CART_MAX_QUANTITY}.`,
      body: CartAddRequest,
      response: { 200: CartReply, 400: ErrorReply },
    },
    preHandler: limit,
  }, async (request) => {
    const { product_id: productId, option_value_id: optionValueId, quantity } = request.body;
    const size = await findOption(db, productId, optionValueId);
    if (!size) throw new ApiError('not_found');
    if (size.stock === 'outOfStock') throw new ApiError(OUT_OF_STOCK);
    const owner = await ownerOf(request);
    refuse(await addToCart(db, owner, { productId, optionValueId, quantity }, await requestCurrency(db, request)));
    return cartReply(request, owner);
  });

  app.post('/cart/v2/change-item-quantity', {
    schema: {
      tags: ['cart'],
      summary: "Set a line's quantity",
      description: `${CHANGE_NOTE} 400: not_found (no such line in this cart), ${OUT_OF_STOCK} (more of a sold-out size; fewer is fine).`,
      body: CartChangeQuantityRequest,
      response: { 200: CartReply, 400: ErrorReply },
    },
    preHandler: limit,
  }, async (request) => {
    const owner = await ownerOf(request);
    refuse(await changeLine(db, owner, { itemId: request.body.item_id, quantity: request.body.quantity }));
    return cartReply(request, owner);
  });

  app.post('/cart/v2/change/', {
    schema: {
      tags: ['cart'],
      summary: "Set a line's quantity and size (a size of the same product)",
      description: `${CHANGE_NOTE} A size with a line of its own merges into that line. 400: not_found (no such line, or a size `
        + `not of the line's product), ${OUT_OF_STOCK}.`,
      body: CartChangeRequest,
      response: { 200: CartReply, 400: ErrorReply },
    },
    preHandler: limit,
  }, async (request) => {
    const { item_id: itemId, quantity, option_value_id: optionValueId } = request.body;
    const owner = await ownerOf(request);
    refuse(await changeLine(db, owner, { itemId, quantity, optionValueId }));
    return cartReply(request, owner);
  });

  app.post('/cart/v2/remove-item/', {
    schema: {
      tags: ['cart'],
      summary: 'Remove a line',
      description: `${CHANGE_NOTE} 400: not_found (no such line in this cart).`,
      body: CartRemoveItemRequest,
      response: { 200: CartReply, 400: ErrorReply },
    },
    preHandler: limit,
  }, async (request) => {
    const owner = await ownerOf(request);
    refuse(await removeLine(db, owner, request.body.item_id));
    return cartReply(request, owner);
  });

  app.post('/cart/v2/set-currency', {
    schema: {
      tags: ['cart'],
      summary: "Price the cart in another currency (the shopper chose it in the header)",
      description: `${CHANGE_NOTE} A promo code whose amount or minimum is in another currency, and a gift card in another, are taken off `
        + 'the cart and named in `removed`; the checkout order follows. 400: not_found (a currency the shop does not offer).',
      body: SetCurrencyRequest,
      response: { 200: CurrencyChangeReply, 400: ErrorReply },
    },
    preHandler: limit,
  }, async (request) => {
    const { currency } = request.body;
    if (!offeredCurrencies(await getSettings(db, DEFAULT_LANGUAGE)).includes(currency)) throw new ApiError('not_found', `${currency} is not offered`);
    const owner = await ownerOf(request);
    const removed = await setCartCurrency(db, request.sessionId, owner, currency);
    return { ...await cartReply(request, owner), removed };
  });

  app.post('/account/repeat-order', {
    schema: {
      tags: ['account'],
      summary: "Put one of the customer's placed orders back in the cart",
      description: `${CHANGE_NOTE} One change: each size still sold with the order's quantity, capped by its units in stock `
        + `(at most ${CART_MAX_QUANTITY} a line; a size already in the cart gets that many more), sold-out sizes skipped, new sizes stop at `
        + `${CART_MAX_LINES} lines. 400: ${NOT_LOGGED_IN} (a guest), not_found (no such order among the customer's placed orders), `
        + `${NOT_REPEATABLE} (a gift card order: no products to put back; the cart is left as it was).`,
      body: RepeatOrderRequest,
      response: { 200: CartReply, 400: ErrorReply },
    },
    preHandler: limit,
  }, async (request) => {
    const customer = await sessionCustomer(db, request.sessionId);
    if (!customer) throw new ApiError(NOT_LOGGED_IN);
    refuse(await repeatOrder(db, customer.id, request.body.order_id, await requestCurrency(db, request)));
    return cartReply(request, cartOwner(request.sessionId, customer));
  });
};
