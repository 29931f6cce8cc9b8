import {
  AdminIdParams, CustomerBlockRequest, CustomerEraseRequest, CustomerExportReply, CustomerListQuery, CustomerListReply, CustomerReply, ReasonRequest,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { blockCustomer, unblockCustomer } from './customer-access';
import { eraseCustomer } from './customer-erasure';
import { exportCustomer } from './customer-export';
import { findCustomer, listCustomers } from './customers';
import { failures, ROLE_NOTE } from './route-notes';

/** Customers: found, shown, blocked and unblocked; their data exported and erased on request. Their points are operations-routes'. */
export function registerCustomerRoutes(scope: FastifyInstance, db: Db): void {
  const app = scope.withTypeProvider<TypeBoxProvider>();
  const personal = { cache: 'personal' as const };
  /** The customer's page as it is now: what every change answers. */
  const customerReply = async (request: FastifyRequest, id: number) => {
    const customer = await findCustomer(db.orm, id, requestLanguage(request));
    if (!customer) throw new ApiError('not_found');
    return { status: 200 as const, customer };
  };

  app.get('/customers', {
    schema: {
      tags: ['admin'],
      summary: 'Customers, newest first: by e-mail, phone, a part of a name or e-mail, or number',
      description: '50 a page. `search`: a number is a customer\'s id (or a Georgian mobile\'s nine digits); a phone is matched however it is written, '
        + 'as the login reads it (`8 912 345-67-89` is +79123456789); anything with a letter or an @ is a part of the names or the e-mail address. '
        + `Each is an index's work, whatever the number of customers. ${ROLE_NOTE}`,
      querystring: CustomerListQuery,
      response: { 200: CustomerListReply, ...failures },
    },
    config: { ...personal, permission: 'customers.read' },
  }, async (request) => ({ status: 200 as const, ...await listCustomers(db, request.query) }));

  app.get('/customers/:id', {
    schema: {
      tags: ['admin'],
      summary: "A customer's page: profile, address, blocked or erased (when, by whom, why), loyalty standing, newest orders and gift cards, counts",
      description: `The level is named in the x-language. The points ledger is GET customers/{id}/points; every order, GET orders?customer={id}. 400 not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      response: { 200: CustomerReply, ...failures },
    },
    config: { ...personal, permission: 'customers.read' },
  }, async (request) => customerReply(request, request.params.id));

  app.post('/customers/:id/block', {
    schema: {
      tags: ['admin'],
      summary: 'Block a customer: they cannot log in, and every session they are logged in on ends',
      description: 'Sending and verifying a login code answer error_approved. The reason is required. 400 own_account (staff cannot block themselves), '
        + `last_admin, already_blocked, already_erased, not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: CustomerBlockRequest,
      response: { 200: CustomerReply, ...failures },
    },
    config: { permission: 'customers.change' },
  }, async (request) => {
    await blockCustomer(db, request.principal!, request.params.id, request.body.reason);
    return customerReply(request, request.params.id);
  });

  app.post('/customers/:id/unblock', {
    schema: {
      tags: ['admin'],
      summary: 'Let a blocked customer log in again',
      description: `400 not_blocked, already_erased, not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: ReasonRequest,
      response: { 200: CustomerReply, ...failures },
    },
    config: { permission: 'customers.change' },
  }, async (request) => {
    await unblockCustomer(db, request.principal!, request.params.id, request.body.reason);
    return customerReply(request, request.params.id);
  });

  app.get('/customers/:id/export', {
    schema: {
      tags: ['admin'],
      summary: 'Everything the shop holds about a customer, as one JSON file (the right of access)',
      description: 'The account, addresses, orders with lines and payments (their guest orders with its e-mail or phone too), the points ledger, the wishlist, '
        + 'reviews, newsletter subscriptions, gift cards (by their last four digits), questions and one-click requests. A download (content-disposition); '
        + `the audit log records who took it. 400 already_erased, not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      response: { 200: CustomerExportReply, ...failures },
    },
    config: { ...personal, permission: 'customers.read' },
  }, async (request, reply) => {
    const file = await exportCustomer(db, request.principal!, request.params.id);
    void reply.header('content-disposition', `attachment; filename="customer-${request.params.id}.json"`);
    return { status: 200 as const, ...file };
  });

  app.post('/customers/:id/erase', {
    schema: {
      tags: ['admin'],
      summary: "Erase a customer's personal data on their request (the right to erasure)",
      description: 'Orders, payments, points and gift card ledgers stay; every personal field is emptied where it was copied (the account, their orders\' '
        + 'contact and address, reviews\' author, questions and one-click requests, cards sent to them); their newsletter subscription, cart, wishlist, '
        + 'login codes, messages and sessions go. They can no longer log in (their e-mail or phone would make a new account). The audit row names the '
        + `customer by number only. The reason is required. 400 is_staff (take the role first), already_erased, not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: CustomerEraseRequest,
      response: { 200: CustomerReply, ...failures },
    },
    config: { permission: 'customers.change' },
  }, async (request) => {
    await eraseCustomer(db, request.principal!, request.params.id, request.body.reason);
    return customerReply(request, request.params.id);
  });
}
