import {
  ApplyBonusesRequest, CartReply, CheckBonusReply, CreateActionToConfirmRequest, ErrorReply, HISTORY_PAGE_SIZE, HistoryQuery, LoyaltyHistoryReply,
  LoyaltyInfoReply, LoyaltyLinkReply, NOT_LOGGED_IN, NOT_MEMBER, pathTo, SendVisitReply, SendVisitRequest, type LanguageCode,
} from '@shop/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import { limitPerSessionAndIp } from '../../infra/rate-limit';
import type { TypeBoxProvider } from '../../infra/type-provider';
import type { CartSource } from '../pricing/cart-source';
import { loggedInCustomer, sessionCustomer } from '../../infra/session-customer';
import { pageUrl, siteOf } from '../seo/site-urls';
import { getSettings } from '../settings/settings-repository';
import { setCartUseBonuses } from './cart-loyalty';
import { inviteCodeOf, recordVisit, referrerOf } from './invitations';
import { ledgerHistory, loyaltyStanding } from './ledger-repository';
import { loyaltyInfoOf } from './loyalty-info';
import { pointsValue } from './loyalty-rules';
import { currentProgramme, joinProgramme } from './programme-repository';

/**
 * A visitor opens an invitation link or two; a stream of visits is someone inflating a
 * referrer's history or guessing codes (8 to 16 random letters and digits: hopeless, but each
 * guess is a query). Each session records a link once anyway.
 */
export const SEND_VISIT_LIMIT = { name: 'loyalty-visit', perSession: 30, perIp: 300, windowMs: 60 * 60 * 1000 };

const LOGIN_NOTE = `A guest gets 400 ${NOT_LOGGED_IN}.`;

/**
 * The loyalty programme (spec §2 Loyalty, §7 Loyalty calls, contracts/loyalty.ts): the programme
 * and the customer's place in it, joining, the invitation link and its visits, the history, and
 * spending points on the cart. Every route but send-visit needs login.
 */
export const loyaltyRoutes: FastifyPluginAsync<{ db: Db; carts: CartSource }> = async (fastify, { db, carts }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  const infoReply = async (customerId: number, language: LanguageCode) => {
    const [programme, standing] = await Promise.all([currentProgramme(db, language), loyaltyStanding(db.orm, customerId)]);
    if (!standing) throw new ApiError(NOT_LOGGED_IN);
    return { status: 200 as const, loyaltyInfo: loyaltyInfoOf(programme, standing) };
  };
  // A member's cart is theirs (cart-repository.ts): the caller has the customer already.
  const cartReply = async (request: FastifyRequest, customerId: number) =>
    ({ status: 200 as const, ...await carts.reply(request.sessionId, requestLanguage(request), { customerId }) });

  app.get('/loyalty/info', {
    schema: {
      tags: ['loyalty'],
      summary: "The programme and the customer's place in it",
      description: `Status, points, total earned, level and the next one, the levels and rules named in the x-language, the ways to earn. ${LOGIN_NOTE} `
        + 'Personal: never cached.',
      response: { 200: LoyaltyInfoReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => infoReply((await loggedInCustomer(db, request.sessionId)).id, requestLanguage(request)));

  app.post('/loyalty/create-action-to-confirm', {
    schema: {
      tags: ['loyalty'],
      summary: 'Join the programme',
      description: `Needs the X-XSRF-TOKEN header. {action: 'join'}: the customer becomes a member (a joined entry in their history); `
        + `joining again changes nothing. ${LOGIN_NOTE} Answers the programme as /loyalty/info.`,
      body: CreateActionToConfirmRequest,
      response: { 200: LoyaltyInfoReply, 400: ErrorReply },
    },
  }, async (request) => {
    const { id } = await loggedInCustomer(db, request.sessionId);
    await joinProgramme(db, id);
    return infoReply(id, requestLanguage(request));
  });

  app.get('/loyalty/link', {
    schema: {
      tags: ['loyalty'],
      summary: "The customer's invitation link, absolute, in the x-language",
      description: `${LOGIN_NOTE} Personal: never cached.`,
      response: { 200: LoyaltyLinkReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => {
    const { id } = await loggedInCustomer(db, request.sessionId);
    const code = await inviteCodeOf(db, id);
    if (!code) throw new ApiError(NOT_LOGGED_IN);
    const language = requestLanguage(request);
    const origin = `${request.protocol}://${request.host}`;
    const prefix = siteOf(origin, (await getSettings(db, language))?.languages ?? []).languages.find((entry) => entry.code === language)?.prefix ?? '';
    return { status: 200 as const, link: pageUrl(origin, prefix, pathTo('invite', { code })), code };
  });

  app.get('/loyalty/history', {
    schema: {
      tags: ['loyalty'],
      summary: "The customer's loyalty history: every action",
      description: `Points entries, joining, invitation visits and registrations, level ups; ${HISTORY_PAGE_SIZE} a page, newest first. `
        + `${LOGIN_NOTE} Personal: never cached.`,
      querystring: HistoryQuery,
      response: { 200: LoyaltyHistoryReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => {
    const { id } = await loggedInCustomer(db, request.sessionId);
    return { status: 200 as const, ...await ledgerHistory(db, id, { page: request.query.page ?? 1, pointsOnly: false }) };
  });

  app.post('/loyalty/send-visit', {
    schema: {
      tags: ['loyalty'],
      summary: 'Record a visit of an invitation link (/invite/{code})',
      description: "Needs the X-XSRF-TOKEN header; any visitor. A visit entry in the referrer's history, once per session (none for the "
        + "referrer's own session), and the code kept in the session for registration. 400 not_found: no such code. "
        + `${SEND_VISIT_LIMIT.perSession} an hour per session and ${SEND_VISIT_LIMIT.perIp} per IP address, then 429.`,
      body: SendVisitRequest,
      response: { 200: SendVisitReply, 400: ErrorReply },
    },
    preHandler: limitPerSessionAndIp(app, SEND_VISIT_LIMIT),
  }, async (request) => {
    const code = request.body.invitionCode;
    const referrerId = await referrerOf(db, code);
    if (referrerId === undefined) throw new ApiError('not_found');
    const visitor = await sessionCustomer(db, request.sessionId);
    await recordVisit(db, { referrerId, code, sessionId: request.sessionId, visitorId: visitor?.id ?? null });
    return { status: 200 as const };
  });

  app.post('/loyalty/apply-bonuses', {
    schema: {
      tags: ['loyalty', 'cart'],
      summary: 'Spend points on the cart (state true), or stop',
      description: `Needs the X-XSRF-TOKEN header. ${LOGIN_NOTE} 400 ${NOT_MEMBER}: the customer has not joined the programme. `
        + 'Answers the whole cart: the loyalty:bonuses line takes off the points the goods can take (up to max_spend_percent of them); '
        + 'they are spent when the order is placed.',
      body: ApplyBonusesRequest,
      response: { 200: CartReply, 400: ErrorReply },
    },
  }, async (request) => {
    const { id } = await loggedInCustomer(db, request.sessionId);
    if ((await loyaltyStanding(db.orm, id))?.status !== 'active') throw new ApiError(NOT_MEMBER);
    await setCartUseBonuses(db, id, request.body.state);
    return cartReply(request, id);
  });

  app.post('/cart/check-bonus/', {
    schema: {
      tags: ['loyalty', 'cart'],
      summary: "What the customer's points can do for the cart now",
      description: 'Needs the X-XSRF-TOKEN header. The balance, the points usable on the cart, what they take off (minor units) and '
        + 'whether they are being spent. A guest or a customer outside the programme gets zeros.',
      response: { 200: CheckBonusReply },
    },
  }, async (request) => {
    const customer = await sessionCustomer(db, request.sessionId);
    const standing = customer && await loyaltyStanding(db.orm, customer.id);
    if (!customer || standing?.status !== 'active') return { status: 200 as const, points: 0, available: 0, value: 0, use_bonuses: false };
    const language = requestLanguage(request);
    const [{ bonuses, cart }, settings] = await Promise.all([carts.reply(request.sessionId, language, { customerId: customer.id }), getSettings(db, language)]);
    const value = settings ? pointsValue(bonuses, settings.loyalty) : 0;
    return { status: 200 as const, points: standing.balance, available: bonuses, value, use_bonuses: cart.additional.use_bonuses ?? false };
  });
};
