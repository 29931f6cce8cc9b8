import { InboxAnswerRequest, InboxAssignRequest, InboxItemReply, InboxParams, InboxQuery, InboxReply, ReasonRequest } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { answerQuestion, assignItem, closeItem, listInbox } from './inbox';
import { failures, ROLE_NOTE } from './route-notes';

/** The inbox: questions to the manager and one-click orders, listed, answered by e-mail, taken and closed. */
export function registerInboxRoutes(scope: FastifyInstance, db: Db): void {
  const app = scope.withTypeProvider<TypeBoxProvider>();

  app.get('/inbox', {
    schema: {
      tags: ['admin'],
      summary: 'Questions to the manager or one-click orders, open or closed, newest first',
      description: `50 a page; \`before\` (the last id seen) gives the next. Product names in the x-language. ${ROLE_NOTE}`,
      querystring: InboxQuery,
      response: { 200: InboxReply, ...failures },
    },
    config: { cache: 'personal', permission: 'inbox.read' },
  }, async (request) => ({ status: 200 as const, items: await listInbox(db, request.query, requestLanguage(request)) }));

  app.post('/inbox/:kind/:id/answer', {
    schema: {
      tags: ['admin'],
      summary: 'Answer a question by e-mail (in the language it was asked in), closing it',
      description: `Questions only. 400 not_found, no_email (call back, then close), already_closed, validation. ${ROLE_NOTE}`,
      params: InboxParams,
      body: InboxAnswerRequest,
      response: { 200: InboxItemReply, ...failures },
    },
    config: { permission: 'inbox.answer' },
  }, async (request) => {
    if (request.params.kind !== 'question') throw new ApiError('validation', 'Only a question is answered by e-mail: a one-click order is called back, then closed');
    return { status: 200 as const, item: await answerQuestion(db, request.principal!, request.params.id, request.body.text, requestLanguage(request)) };
  });

  app.post('/inbox/:kind/:id/assign', {
    schema: {
      tags: ['admin'],
      summary: 'Take an item (to: me) or give it back (to: nobody)',
      description: `Taking needs a staff member's session (an API token is nobody: not_a_person). 400 not_found. ${ROLE_NOTE}`,
      params: InboxParams,
      body: InboxAssignRequest,
      response: { 200: InboxItemReply, ...failures },
    },
    config: { permission: 'inbox.answer' },
  }, async (request) => ({ status: 200 as const, item: await assignItem(db, request.principal!, request.params.kind, request.params.id, request.body.to, requestLanguage(request)) }));

  app.post('/inbox/:kind/:id/close', {
    schema: {
      tags: ['admin'],
      summary: 'Close an item: answered by phone, ordered, or nothing to do',
      description: `400 not_found, already_closed. ${ROLE_NOTE}`,
      params: InboxParams,
      body: ReasonRequest,
      response: { 200: InboxItemReply, ...failures },
    },
    config: { permission: 'inbox.answer' },
  }, async (request) => ({ status: 200 as const, item: await closeItem(db, request.principal!, request.params.kind, request.params.id, request.body.reason, requestLanguage(request)) }));
}
