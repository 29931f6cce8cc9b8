import {
  AdminGiftcardReply, AdminIdParams, GiftcardAdjustRequest, GiftcardIssueRequest, GiftcardListQuery, GiftcardListReply, ReasonRequest, ResendReply,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { giftcardUrl } from '../settings/site-url';
import { adjustGiftcard, findGiftcard, issueGiftcardByHand, listGiftcards, resendGiftcard, voidGiftcard } from './giftcards';
import { failures, ROLE_NOTE } from './route-notes';

/** Gift cards: found, shown with their ledger, issued by hand, adjusted, voided, their link sent again. */
export function registerGiftcardRoutes(scope: FastifyInstance, db: Db, secret: string): void {
  const app = scope.withTypeProvider<TypeBoxProvider>();
  const personal = { cache: 'personal' as const };
  /** The card as it is now, with its ledger: what every change answers. */
  const cardReply = async (id: number) => ({ status: 200 as const, ...(await findGiftcard(db.orm, id))! });

  app.get('/giftcards', {
    schema: {
      tags: ['admin'],
      summary: "Gift cards, newest first: by the number's last digits or the buyer's or recipient's e-mail or phone",
      description: `50 a page. The number is shown by its last four digits, and the PIN never. ${ROLE_NOTE}`,
      querystring: GiftcardListQuery,
      response: { 200: GiftcardListReply, ...failures },
    },
    config: { ...personal, permission: 'giftcards.read' },
  }, async (request) => ({ status: 200 as const, ...await listGiftcards(db, request.query) }));

  app.post('/giftcards', {
    schema: {
      tags: ['admin'],
      summary: 'Issue a gift card by hand (goodwill): its link goes to the recipient as a bought card\'s does',
      description: 'The amount in minor units of `currency`; the letter in `language` greets `recipient_name` and carries `message`; the card lasts as the '
        + `language's gift card terms say. No order: \`purchase_order_id\` is null. The reason is required. 400 invalid_email, validation. ${ROLE_NOTE}`,
      body: GiftcardIssueRequest,
      response: { 200: AdminGiftcardReply, ...failures },
    },
    config: { permission: 'giftcards.change' },
  }, async (request) => cardReply(await issueGiftcardByHand(db, request.principal!, request.body, { secret, giftcardUrl: await giftcardUrl(db, request) })));

  app.get('/giftcards/:id', {
    schema: {
      tags: ['admin'],
      summary: 'A gift card with its ledger',
      description: `400 not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      response: { 200: AdminGiftcardReply, ...failures },
    },
    config: { ...personal, permission: 'giftcards.read' },
  }, async (request) => {
    const found = await findGiftcard(db.orm, request.params.id);
    if (!found) throw new ApiError('not_found');
    return { status: 200 as const, ...found };
  });

  app.post('/giftcards/:id/adjust', {
    schema: {
      tags: ['admin'],
      summary: "Add an amount to a gift card's balance, or take it (a minus), with a reason",
      description: 'The card is locked as an order spending it is: the two go one after the other. '
        + `400 below_zero (the balance would go below zero), above_initial (above what the card was issued for: issue a new card), not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: GiftcardAdjustRequest,
      response: { 200: AdminGiftcardReply, ...failures },
    },
    config: { permission: 'giftcards.change' },
  }, async (request) => {
    await adjustGiftcard(db, request.principal!, request.params.id, request.body.amount, request.body.reason);
    return cardReply(request.params.id);
  });

  app.post('/giftcards/:id/void', {
    schema: {
      tags: ['admin'],
      summary: "Void a gift card: its balance goes to zero",
      description: `400 already_voided (nothing left), not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: ReasonRequest,
      response: { 200: AdminGiftcardReply, ...failures },
    },
    config: { permission: 'giftcards.change' },
  }, async (request) => {
    await voidGiftcard(db, request.principal!, request.params.id, request.body.reason);
    return cardReply(request.params.id);
  });

  app.post('/giftcards/:id/resend', {
    schema: {
      tags: ['admin'],
      summary: "Send a gift card's link again, to whom it was bought or issued for",
      description: `In the card's language. 400 not_found, already_erased (that person's data was erased). ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: ReasonRequest,
      response: { 200: ResendReply, ...failures },
    },
    config: { permission: 'giftcards.change' },
  }, async (request) => {
    const sentTo = await resendGiftcard(db, request.principal!, request.params.id, await giftcardUrl(db, request), request.body.reason);
    return { status: 200 as const, sent_to: sentTo };
  });
}
