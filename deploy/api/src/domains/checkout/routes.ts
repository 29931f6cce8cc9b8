import {
  CartReply, CHECKOUT_ERRORS, CreateOrderReply, CreateOrderRequest, ErrorReply, IDEMPOTENCY_HEADER, OrderFinishedReply, OrderIdParams, OrderSuccessReply,
  PaymentMethodsReply, SetPaymentMethodRequest, SetPersonalDataRequest, SetShippingAddressRequest, SetShippingMethodRequest, SharedOrderReply, TokenParams,
  type LanguageCode,
} from '@shop/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { cartGoods, sessionCart } from '../cart/cart';
import { cartOwnerOf } from '../../infra/cart-owner';
import { findOrderPayment } from '../payment/payment-repository';
import { paymentState } from '../payment/payment-state';
import { paymentMethods } from '../payment/texts';
import { subtotalOf } from '../pricing/price-cart';
import { getSettings, minimumTotal, requestCurrency } from '../settings/settings-repository';
import { contactOf } from '../order/contact';
import { findOrderDisplay } from './order-display';
import {
  checkoutShippingMethod, createCheckoutOrder, isOffered, orderOfKey, setAddress, setContact, setPaymentMethod, setShipping,
} from './order-repository';

/** One checkout attempt's key: 8–64 of [A-Za-z0-9_-] (checkout.ts IDEMPOTENCY_HEADER). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

const SET_NOTE = 'Needs the X-XSRF-TOKEN header. Answers the whole cart: cart.orderId names the checkout order, cart.totals include its delivery.';

/**
 * Checkout (spec §4 order flow, §7): create the checkout order, then its shipping method, address,
 * payment method and contact data, each answering the whole cart; the payment methods; and the
 * placed orders the session may see (success, finished) or anyone with the link (shared).
 * Placing is place-order-routes.ts; paying, the payment domain's routes.
 */
export const checkoutRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  const cartReply = async (request: FastifyRequest) =>
    ({ status: 200 as const, ...await sessionCart(db, request.sessionId, requestLanguage(request)) });
  const found = (changed: boolean): void => {
    if (!changed) throw new ApiError('not_found');
  };

  /** The goods of the request's cart (its customer's while logged in) at today's prices in the cart's currency: what the minimum order is measured against. */
  const goodsOf = async (request: FastifyRequest, language: LanguageCode) => {
    const { currency, lines } = await cartGoods(db, await cartOwnerOf(db, request.sessionId), { language, currency: await requestCurrency(db, request) });
    return { currency, lines: lines.length, goods: subtotalOf(lines) };
  };

  app.post('/cart/v2/create-order', {
    schema: {
      tags: ['checkout'],
      summary: "Create the cart's checkout order (status new), or answer the one it has, with the contact data",
      description: `Needs the X-XSRF-TOKEN header and ${IDEMPOTENCY_HEADER} (8–64 of A-Z a-z 0-9 _ -): the same key answers the same order. `
        + `400: ${CHECKOUT_ERRORS.cartEmpty}, ${CHECKOUT_ERRORS.minimumTotal}, invalid_phone, invalid_email, ${CHECKOUT_ERRORS.idempotencyKey}.`,
      headers: Type.Object({ [IDEMPOTENCY_HEADER]: Type.Optional(Type.String({ examples: ['checkout-attempt-0001'] })) }),
      body: CreateOrderRequest,
      response: { 200: CreateOrderReply, 400: ErrorReply },
    },
  }, async (request) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new ApiError(CHECKOUT_ERRORS.idempotencyKey);
    const contact = contactOf(request.body);
    // A retry of an attempt that got as far as placing its order (the reply was lost, the shopper
    // pressed again): its cart is empty now, and the answer is still that order.
    const known = await orderOfKey(db.orm, request.sessionId, key);
    if (known !== undefined) return { status: 200 as const, result: { order_id: known } };
    const language = requestLanguage(request);
    const { currency, lines, goods } = await goodsOf(request, language);
    if (lines === 0) throw new ApiError(CHECKOUT_ERRORS.cartEmpty);
    if (goods < minimumTotal(await getSettings(db, language), currency)) throw new ApiError(CHECKOUT_ERRORS.minimumTotal);
    const orderId = await createCheckoutOrder(db, { sessionId: request.sessionId, key, language, currency, contact });
    return { status: 200 as const, result: { order_id: orderId } };
  });

  app.post('/cart/v2/set-shipping-method', {
    schema: {
      tags: ['checkout'],
      summary: "Set the checkout order's city and shipping method (and pickup point)",
      description: `${SET_NOTE} 400: not_found (no checkout order, unknown city, a method the city lacks, a point of another city), `
        + `${CHECKOUT_ERRORS.pickupPointRequired}.`,
      body: SetShippingMethodRequest,
      response: { 200: CartReply, 400: ErrorReply },
    },
  }, async (request) => {
    const { method_code: method, cityId, pickupPointId } = request.body;
    if (method === 'pickup_point' && pickupPointId === undefined) throw new ApiError(CHECKOUT_ERRORS.pickupPointRequired);
    const choice = { method, cityId, pickupPointId: method === 'pickup_point' ? pickupPointId! : null };
    if (!(await isOffered(db, choice))) throw new ApiError('not_found');
    found(await setShipping(db, request.sessionId, choice));
    return cartReply(request);
  });

  app.post('/cart/v2/set-shipping-address', {
    schema: {
      tags: ['checkout'],
      summary: "Set the checkout order's address",
      description: `${SET_NOTE} For courier, street, house and postcode are required (${CHECKOUT_ERRORS.addressRequired}). 400: not_found (no checkout order).`,
      body: SetShippingAddressRequest,
      response: { 200: CartReply, 400: ErrorReply },
    },
  }, async (request) => {
    const order = await checkoutShippingMethod(db, request.sessionId);
    if (!order) throw new ApiError('not_found');
    const { address, postcode, house = '', apartment = '', comment = '' } = request.body;
    const fields = { address: address.trim(), postcode: postcode.trim(), house: house.trim(), apartment: apartment.trim(), comment: comment.trim() };
    if (order.method === 'courier' && (!fields.address || !fields.house || !fields.postcode)) throw new ApiError(CHECKOUT_ERRORS.addressRequired);
    found(await setAddress(db, request.sessionId, fields));
    return cartReply(request);
  });

  app.post('/cart/v2/set-payment-method', {
    schema: {
      tags: ['checkout'],
      summary: "Set the checkout order's payment method",
      description: `${SET_NOTE} 400: not_found (no checkout order).`,
      body: SetPaymentMethodRequest,
      response: { 200: CartReply, 400: ErrorReply },
    },
  }, async (request) => {
    found(await setPaymentMethod(db, request.sessionId, request.body.method_code));
    return cartReply(request);
  });

  app.post('/cart/v2/set-personal-data', {
    schema: {
      tags: ['checkout'],
      summary: "Set the checkout order's contact data",
      description: `${SET_NOTE} 400: not_found (not this cart's checkout order), invalid_phone, invalid_email.`,
      body: SetPersonalDataRequest,
      response: { 200: CartReply, 400: ErrorReply },
    },
  }, async (request) => {
    const contact = contactOf(request.body);
    found(await setContact(db, request.sessionId, request.body.order_id, contact));
    return cartReply(request);
  });

  app.get('/cart/v2/payment-methods', {
    schema: {
      tags: ['checkout'],
      summary: 'The ways to pay, titled and described in the x-language',
      response: { 200: PaymentMethodsReply },
    },
  }, async (request) => ({ status: 200 as const, methods: paymentMethods(requestLanguage(request)) }));

  const shopAddress = async (language: LanguageCode) => (await getSettings(db, language))?.contacts.address ?? '';

  app.get('/order/success/:id', {
    schema: {
      tags: ['checkout'],
      summary: "One of the session's placed orders (spec §3 Order display)",
      description: 'Personal: never cached. 400: not_found (unknown, not placed, or another session\'s).',
      params: OrderIdParams,
      response: { 200: OrderSuccessReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => {
    const language = requestLanguage(request);
    const order = await findOrderDisplay(db, language, { sessionId: request.sessionId, orderId: request.params.id }, await shopAddress(language));
    if (!order) throw new ApiError('not_found');
    return { status: 200 as const, order };
  });

  app.get('/order/finished/:id', {
    schema: {
      tags: ['checkout'],
      summary: "One of the session's placed orders and its payment state",
      description: 'Personal: never cached. 400: not_found (unknown, not placed, or another session\'s).',
      params: OrderIdParams,
      response: { 200: OrderFinishedReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => {
    const language = requestLanguage(request);
    const [order, payment] = await Promise.all([
      findOrderDisplay(db, language, { sessionId: request.sessionId, orderId: request.params.id }, await shopAddress(language)),
      findOrderPayment(db, request.sessionId, request.params.id),
    ]);
    if (!order || !payment) throw new ApiError('not_found');
    return { status: 200 as const, finishedOrder: order, paymentData: paymentState(payment, language) };
  });

  app.get('/order/shared/:token', {
    schema: {
      tags: ['checkout'],
      summary: 'A placed order by its share link: items, totals, delivery and status, without the name, phone or e-mail',
      description: 'Personal: never cached (whoever has the link sees it, no shared cache keeps it). 400: not_found.',
      params: TokenParams,
      response: { 200: SharedOrderReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => {
    const language = requestLanguage(request);
    const order = await findOrderDisplay(db, language, { shareToken: request.params.token }, await shopAddress(language));
    if (!order) throw new ApiError('not_found');
    return { status: 200 as const, order };
  });
};
