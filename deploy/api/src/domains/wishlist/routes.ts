import {
  ErrorReply, NOT_LOGGED_IN, WISHLIST_FULL, WISHLIST_MAX_ITEMS, WishlistChangeReply, WishlistChangeRequest, WishlistGetReply, WishlistGetRequest,
  type WishlistProduct,
} from '@shop/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import { limitPerSessionAndIp } from '../../infra/rate-limit';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { sessionCustomer } from '../../infra/session-customer';
import { productCards } from '../catalog/product-cards';
import { productSizes } from '../catalog/product-repository';
import { requestCurrency, type ShopView } from '../settings/settings-repository';
import { addToWishlist, entriesOfSkus, removeFromWishlist, wishlistEntries } from './wishlist-repository';

/** A shopper's hearts come one click at a time; hundreds an hour is a script. */
export const WISHLIST_CHANGE_LIMIT = { name: 'wishlist-change', perSession: 300, perIp: 3000, windowMs: 60 * 60 * 1000 };

const NOTE = `Needs login and the X-XSRF-TOKEN header. The skus come in the order added.`;
const CHANGE_NOTE = `${NOTE} Answers the wishlist's skus after the change. `
  + `${WISHLIST_CHANGE_LIMIT.perSession} changes an hour per session and ${WISHLIST_CHANGE_LIMIT.perIp} per IP address, then 429.`;

/**
 * The logged-in customer's wishlist (spec §3 Wishlist, §7): read it, with the products' cards and
 * sizes when asked; add a product by sku; remove one. A guest's wishlist is the browser's: get
 * answers the products of the skus the guest sends, add and delete answer a guest not_logged_in.
 */
export const wishlistRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const limit = limitPerSessionAndIp(app, WISHLIST_CHANGE_LIMIT);

  const customerIdOf = async (request: FastifyRequest): Promise<number> => {
    const customer = await sessionCustomer(db, request.sessionId);
    if (!customer) throw new ApiError(NOT_LOGGED_IN);
    return customer.id;
  };

  /** The products in wishlist order, as the shared card (in the shopper's currency) with their sizes; a product without a price there is left out. */
  const wishlistProducts = async ({ language, currency }: ShopView, productIds: number[]): Promise<WishlistProduct[]> => {
    const [cards, sizes] = await Promise.all([productCards(db, { language, currency }, productIds), productSizes(db, language, productIds)]);
    return cards.map((card) => ({ ...card, sizes: sizes.get(card.id) ?? [] }));
  };

  app.post('/wishlist/get', {
    schema: {
      tags: ['wishlist'],
      summary: "The customer's wishlist skus, and their products when withProductList is true",
      description: `${NOTE} products (only with withProductList): the product cards in the shop currency of x-language with their sizes, `
        + `in the same order, without products no longer sold in it. A guest (no login needed) sends its local list as skus `
        + `(up to ${WISHLIST_MAX_ITEMS}) and gets those that name a product, in its order; a customer's skus are ignored. `
        + `400: ${NOT_LOGGED_IN} (a guest that sends no skus).`,
      body: WishlistGetRequest,
      response: { 200: WishlistGetReply, 400: ErrorReply },
    },
  }, async (request) => {
    const customer = await sessionCustomer(db, request.sessionId);
    if (!customer && !request.body.skus) throw new ApiError(NOT_LOGGED_IN);
    const entries = customer ? await wishlistEntries(db.orm, customer.id) : await entriesOfSkus(db.orm, request.body.skus ?? []);
    const products = request.body.withProductList
      ? await wishlistProducts({ language: requestLanguage(request), currency: await requestCurrency(db, request) }, entries.map((entry) => entry.productId))
      : [];
    return { status: 200 as const, items: entries.map((entry) => entry.sku), products };
  });

  app.post('/wishlist/add', {
    schema: {
      tags: ['wishlist'],
      summary: "Add a product to the customer's wishlist by sku",
      description: `${CHANGE_NOTE} A product already on it keeps its place. `
        + `400: ${NOT_LOGGED_IN}, not_found (no product has the sku), ${WISHLIST_FULL} (a new product in a list of ${WISHLIST_MAX_ITEMS}).`,
      body: WishlistChangeRequest,
      response: { 200: WishlistChangeReply, 400: ErrorReply },
    },
    preHandler: limit,
  }, async (request) => {
    const added = await addToWishlist(db, await customerIdOf(request), request.body.sku);
    if (typeof added === 'string') throw new ApiError(added);
    return { status: 200 as const, items: added.map((entry) => entry.sku) };
  });

  app.post('/wishlist/delete', {
    schema: {
      tags: ['wishlist'],
      summary: "Remove a product from the customer's wishlist by sku",
      description: `${CHANGE_NOTE} A sku not on the list changes nothing. 400: ${NOT_LOGGED_IN}.`,
      body: WishlistChangeRequest,
      response: { 200: WishlistChangeReply, 400: ErrorReply },
    },
    preHandler: limit,
  }, async (request) => {
    const entries = await removeFromWishlist(db, await customerIdOf(request), request.body.sku);
    return { status: 200 as const, items: entries.map((entry) => entry.sku) };
  });
};
