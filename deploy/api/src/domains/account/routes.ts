import {
  AccountOrderReply, ErrorReply, HISTORY_PAGE_SIZE, HistoryQuery, INVALID_DATE, LoyaltyHistoryReply, MeReply, NOT_LOGGED_IN, OrderIdParams,
  OrdersHistoryQuery, OrdersHistoryReply, SaveMeAddressRequest, SaveMeRequest, type LanguageCode,
} from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { findOrderDisplay } from '../checkout/order-display';
import { ledgerHistory } from '../loyalty/ledger-repository';
import { getSettings } from '../settings/settings-repository';
import { loadCustomer, saveAddress, saveProfile } from './customer-repository';
import { customerOrders } from './order-history-repository';
import { birthDateOf } from './profile-rules';
import { loggedInCustomer } from '../../infra/session-customer';

const LOGIN_NOTE = `A guest gets 400 ${NOT_LOGGED_IN}.`;
const PAGE_NOTE = `${HISTORY_PAGE_SIZE} a page, newest first; \`total\` counts them all.`;

/**
 * The account area (spec §2 Account, §3 Account/customer and Address, §7 Account calls): the
 * customer, their personal data and address, their orders and their points history. Every route
 * needs login and reads or writes the session's customer only: an id of another customer's order
 * is the same not_found as a missing one.
 */
export const accountRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  const meReply = async (customerId: number, language: LanguageCode) => {
    const customer = await loadCustomer(db, customerId, language);
    if (!customer) throw new ApiError(NOT_LOGGED_IN);
    return { status: 200 as const, customer };
  };

  app.get('/account/me', {
    schema: {
      tags: ['account'],
      summary: 'The logged-in customer: personal data, address and loyalty card figures',
      description: `${LOGIN_NOTE} The client then removes its logged-in flag (spec §4). Personal: never cached.`,
      response: { 200: MeReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => meReply((await loggedInCustomer(db, request.sessionId)).id, requestLanguage(request)));

  app.post('/account/save-me', {
    schema: {
      tags: ['account'],
      summary: "Save the customer's name, date of birth and sex",
      description: `Needs the X-XSRF-TOKEN header. Names are trimmed; date_of_birth is 'YYYY-MM-DD' or '' (not given). ${LOGIN_NOTE} `
        + `400 ${INVALID_DATE}: a date that does not exist, is in the future or before 1900. Answers the whole customer.`,
      body: SaveMeRequest,
      response: { 200: MeReply, 400: ErrorReply },
    },
  }, async (request) => {
    const { id } = await loggedInCustomer(db, request.sessionId);
    const { firstname, lastname, date_of_birth: birth, sex } = request.body;
    const dateOfBirth = birthDateOf(birth, new Date());
    if (dateOfBirth === undefined) throw new ApiError(INVALID_DATE);
    await saveProfile(db, id, { firstname: firstname.trim(), lastname: lastname.trim(), dateOfBirth, sex });
    return meReply(id, requestLanguage(request));
  });

  app.post('/account/save-me-address', {
    schema: {
      tags: ['account'],
      summary: "Save the customer's default shipping address",
      description: `Needs the X-XSRF-TOKEN header. Each field is trimmed; '' clears it. ${LOGIN_NOTE} Answers the whole customer.`,
      body: SaveMeAddressRequest,
      response: { 200: MeReply, 400: ErrorReply },
    },
  }, async (request) => {
    const { id } = await loggedInCustomer(db, request.sessionId);
    await saveAddress(db, id, request.body);
    return meReply(id, requestLanguage(request));
  });

  app.get('/account/orders-history', {
    schema: {
      tags: ['account'],
      summary: "The customer's placed orders",
      description: `Cancelled ones included; each with its units in all and up to four photos. ${PAGE_NOTE} ${LOGIN_NOTE} Personal: never cached.`,
      querystring: OrdersHistoryQuery,
      response: { 200: OrdersHistoryReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => {
    const { id } = await loggedInCustomer(db, request.sessionId);
    return { status: 200 as const, ...await customerOrders(db, id, request.query.page ?? 1) };
  });

  app.get('/account/order/:id', {
    schema: {
      tags: ['account'],
      summary: "One of the customer's orders (spec §3 Order display)",
      description: `${LOGIN_NOTE} 400 not_found: an order that is unknown, not placed, or another customer's. Personal: never cached.`,
      params: OrderIdParams,
      response: { 200: AccountOrderReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => {
    const { id } = await loggedInCustomer(db, request.sessionId);
    const language = requestLanguage(request);
    const shopAddress = (await getSettings(db, language))?.contacts.address ?? '';
    const order = await findOrderDisplay(db, language, { customerId: id, orderId: request.params.id }, shopAddress);
    if (!order) throw new ApiError('not_found');
    return { status: 200 as const, order };
  });

  app.get('/account/rewards-history', {
    schema: {
      tags: ['account'],
      summary: "The customer's points history: earned, spent, returned, revoked and referral rewards",
      description: `The entries that changed the balance (GET /loyalty/history has every action). ${PAGE_NOTE} ${LOGIN_NOTE} Personal: never cached.`,
      querystring: HistoryQuery,
      response: { 200: LoyaltyHistoryReply, 400: ErrorReply },
    },
    config: { cache: 'personal' },
  }, async (request) => {
    const { id } = await loggedInCustomer(db, request.sessionId);
    return { status: 200 as const, ...await ledgerHistory(db, id, { page: request.query.page ?? 1, pointsOnly: true }) };
  });
};
