import {
  CartReply, ErrorReply, GIFTCARD_ERRORS, GiftcardBuyReply, GiftcardBuyRequest, GiftcardConnectReply, GiftcardConnectRequest, GiftcardGetReply,
  GiftcardGetRequest, GiftcardInfoReply, GiftcardMyReply, GiftcardUseRequest, NOT_LOGGED_IN,
} from '@shop/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import { limitPerSessionAndIp } from '../../infra/rate-limit';
import type { TypeBoxProvider } from '../../infra/type-provider';
import type { CartSource } from '../pricing/cart-source';
import { loggedInCustomer, sessionCustomer } from '../../infra/session-customer';
import { cartOwnerOf, ownerCustomer, type CartOwner } from '../../infra/cart-owner';
import { contactOf } from '../order/contact';
import { requestCurrency } from '../settings/settings-repository';
import { cardByNumber, cardByToken, connectCard, customerCards, giftcardView, type StoredCard } from './card-repository';
import { cardRefusal } from './card-rules';
import { normalizeCardNumber, pinMatches, pinOf } from './card-secrets';
import { setCartGiftcard } from './cart-giftcard';
import { giftcardDesigns, giftcardTerms } from './giftcard-terms';
import { cardNote } from './issue-card';
import { countCardTry, GIFTCARD_GUESS_LIMIT } from './guess-limits';
import { placeGiftcardOrder } from './purchase-repository';
import { purchaseOf } from './purchase-rules';

/** A shopper buys a card or two; a stream of gift card orders is a script filling the order table. */
export const GIFTCARD_BUY_LIMIT = { name: 'giftcard-buy', perSession: 10, perIp: 100, windowMs: 60 * 60 * 1000 };

const { perSession, perCustomer, perIp, perNumber } = GIFTCARD_GUESS_LIMIT;
const GUESS_NOTE = `Every try counts: ${perSession} an hour per session, ${perCustomer} per customer, ${perIp} per IP address, `
  + `and ${perNumber} tries with a PIN per card number, then 429 with Retry-After.`;
const INVALID_NOTE = `${GIFTCARD_ERRORS.invalidCard} for a wrong number or PIN alike (spec §8 "Invalid number or CVC"), and for a card another customer connected`;

/**
 * Gift cards (spec §2 popup and welcome page, §7 Gift cards, contracts/giftcard.ts): the designs
 * and amounts, buying one (an order paid on the pay page; payment-repository.ts issues the card),
 * the welcome page's card, connecting a card to the account, the account's cards, and paying for
 * the cart with one. `secret` is the cards' key (card-secrets.ts).
 */
export const giftcardRoutes: FastifyPluginAsync<{ db: Db; secret: string; carts: CartSource }> = async (fastify, { db, secret, carts }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  const cartReply = async (request: FastifyRequest, owner: CartOwner) =>
    ({ status: 200 as const, ...await carts.reply(request.sessionId, requestLanguage(request), owner) });

  /**
   * The card a try names: counted first (guess-limits.ts), then found by its number and, when a
   * PIN is given, checked against it; without a PIN only a card connected to `customerId` is
   * found. Every miss is the same invalid_card.
   */
  const triedCard = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { cardNumber, cardCVC, customerId }: { cardNumber: string; cardCVC?: string; customerId: number | null },
  ): Promise<StoredCard> => {
    const number = normalizeCardNumber(cardNumber);
    await countCardTry(db, reply, {
      sessionId: request.sessionId, customerId, ip: request.ip, ...(number !== null && cardCVC !== undefined ? { numberWithPin: number } : {}),
    });
    const card = number === null ? undefined : await cardByNumber(db.orm, number, requestLanguage(request));
    const opened = card && (cardCVC === undefined ? card.customerId !== null && card.customerId === customerId : pinMatches(secret, card, cardCVC));
    if (!card || !opened) throw new ApiError(GIFTCARD_ERRORS.invalidCard);
    return card;
  };

  app.get('/giftcard/info', {
    schema: {
      tags: ['giftcard'],
      summary: 'What the gift card popup offers: designs, amounts, validity',
      description: 'The designs named in the x-language (pictures at /api/media/giftcard/{n}-{width}.webp), the amounts sold in the '
        + "x-currency header's currency (minor units, ascending), how many months a card lasts, and the longest message to a recipient.",
      response: { 200: GiftcardInfoReply },
    },
  }, async (request) => {
    const language = requestLanguage(request);
    const [terms, designs, currency] = [await giftcardTerms(db.orm, language), await giftcardDesigns(db, language), await requestCurrency(db, request)];
    return {
      status: 200 as const,
      settings: { designs, denominations: terms.denominations[currency], currency, validity_months: terms.validity_months, message_max_length: terms.message_max_length },
    };
  });

  app.post('/giftcard/buy', {
    schema: {
      tags: ['giftcard'],
      summary: 'Buy a gift card: an order for its amount, to be paid by card on /pay?order={order_id}',
      description: 'Needs the X-XSRF-TOKEN header. The order is placed at once (awaiting payment, no lines, no delivery; a logged-in '
        + "buyer's account lists it); the card is issued when it is paid, and its link goes to the recipient's e-mail or phone, or to the "
        + `buyer's e-mail for their own card. 400: ${GIFTCARD_ERRORS.missingFields} (a recipient without first name, last name or contact), `
        + 'validation (an amount not sold in the x-currency header\'s currency, an unknown design, a message over the length), invalid_phone, invalid_email. '
        + `${GIFTCARD_BUY_LIMIT.perSession} an hour per session and ${GIFTCARD_BUY_LIMIT.perIp} per IP address, then 429.`,
      body: GiftcardBuyRequest,
      response: { 200: GiftcardBuyReply, 400: ErrorReply },
    },
    preHandler: limitPerSessionAndIp(app, GIFTCARD_BUY_LIMIT),
  }, async (request) => {
    const language = requestLanguage(request);
    const contact = contactOf(request.body.buyer);
    const currency = await requestCurrency(db, request);
    const [terms, designs] = [await giftcardTerms(db.orm, language), await giftcardDesigns(db, language)];
    const purchase = purchaseOf(request.body, { terms, currency, designIds: new Set(designs.map((design) => design.id)), buyerEmail: contact.email });
    if ('refused' in purchase) throw new ApiError(purchase.refused, purchase.message);
    const customer = await sessionCustomer(db, request.sessionId);
    const orderId = await placeGiftcardOrder(db, { sessionId: request.sessionId, customerId: customer?.id ?? null, language, currency, contact, purchase });
    return { status: 200 as const, result: { order_id: orderId } };
  });

  app.post('/giftcard/get', {
    schema: {
      tags: ['giftcard'],
      summary: 'The welcome page\'s card, by its link\'s token: design, balance, number, PIN, who sent it and their message',
      description: 'Needs the X-XSRF-TOKEN header. Whoever holds the link sees the card (the link is its key, 128 random bits); '
        + "`connected` says whether it is the session's customer's. Personal: never cached. 400: not_found.",
      body: GiftcardGetRequest,
      response: { 200: GiftcardGetReply, 400: ErrorReply },
    },
  }, async (request) => {
    const card = await cardByToken(db.orm, request.body.token, requestLanguage(request));
    if (!card) throw new ApiError('not_found');
    const customer = await sessionCustomer(db, request.sessionId);
    const note = await cardNote(db.orm, card.id);
    return {
      status: 200 as const,
      giftcard: giftcardView(card, customer?.id ?? null),
      pin: pinOf(secret, card.token),
      from: note.from,
      message: note.message,
    };
  });

  app.post('/giftcard/connect', {
    schema: {
      tags: ['giftcard'],
      summary: "Add a card to the customer's account by its number and PIN",
      description: `Needs the X-XSRF-TOKEN header and login (400 ${NOT_LOGGED_IN}). Connecting a card already the customer's answers it again. `
        + `400: ${INVALID_NOTE}. ${GUESS_NOTE}`,
      body: GiftcardConnectRequest,
      response: { 200: GiftcardConnectReply, 400: ErrorReply },
    },
  }, async (request, reply) => {
    const customer = await loggedInCustomer(db, request.sessionId);
    const card = await triedCard(request, reply, { ...request.body, customerId: customer.id });
    if (!(await connectCard(db.orm, card.id, customer.id))) throw new ApiError(GIFTCARD_ERRORS.invalidCard);
    return { status: 200 as const, giftcard: giftcardView({ ...card, customerId: customer.id }, customer.id) };
  });

  app.get('/giftcard/my', {
    schema: {
      tags: ['giftcard'],
      summary: "The customer's connected cards with their balances, newest first",
      description: `400 ${NOT_LOGGED_IN} for a guest. Personal: never cached.`,
      response: { 200: GiftcardMyReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => {
    const { id } = await loggedInCustomer(db, request.sessionId);
    const cards = await customerCards(db.orm, id, requestLanguage(request));
    return { status: 200 as const, giftcards: cards.map((card) => giftcardView(card, id)) };
  });

  app.post('/giftcard/use', {
    schema: {
      tags: ['giftcard', 'cart'],
      summary: 'Pay for the cart with a gift card: a connected one by its number, any other with its PIN too',
      description: 'Needs the X-XSRF-TOKEN header. Nothing is held: the giftcard totals line shows what the balance pays (delivery '
        + 'included), and that much is spent when the order is placed. Answers the whole cart (additional.giftcard names the card). '
        + `400: ${INVALID_NOTE}; ${GIFTCARD_ERRORS.wrongCurrency} (the card is in another currency than the cart), `
        + `${GIFTCARD_ERRORS.empty}, ${GIFTCARD_ERRORS.expired}. ${GUESS_NOTE}`,
      body: GiftcardUseRequest,
      response: { 200: CartReply, 400: ErrorReply },
    },
  }, async (request, reply) => {
    const owner = await cartOwnerOf(db, request.sessionId);
    const customerId = ownerCustomer(owner)?.id ?? null;
    const card = await triedCard(request, reply, { ...request.body, customerId });
    const currency = await carts.currency(owner, { language: requestLanguage(request), currency: await requestCurrency(db, request) });
    const refused = cardRefusal(card, { currency, customerId, now: new Date() });
    if (refused) throw new ApiError(refused);
    await setCartGiftcard(db, owner, card.id);
    return cartReply(request, owner);
  });

  app.post('/giftcard/decline', {
    schema: {
      tags: ['giftcard', 'cart'],
      summary: 'Stop paying for the cart with a gift card',
      description: 'Needs the X-XSRF-TOKEN header. Succeeds whether or not the cart had one. Answers the whole cart.',
      response: { 200: CartReply },
    },
  }, async (request) => {
    const owner = await cartOwnerOf(db, request.sessionId);
    await setCartGiftcard(db, owner, null);
    return cartReply(request, owner);
  });
};
