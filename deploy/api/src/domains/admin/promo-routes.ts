import {
  AdminCategoriesReply, AdminIdParams, PromoCodeCreateRequest, PromoCodeEnableRequest, PromoCodeListReply, PromoCodeReply, PromoCodeUpdateRequest, ReasonRequest,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { categoryChoices, createPromoCode, disablePromoCode, enablePromoCode, findPromoCode, listPromoCodes, updatePromoCode } from './promo-codes';
import { failures, ROLE_NOTE, savingFailures } from './route-notes';

/** Promo codes: listed with their uses, created, edited (versioned: 409 when stale), ended and enabled again; and the categories a code may name. */
export function registerPromoRoutes(scope: FastifyInstance, db: Db): void {
  const app = scope.withTypeProvider<TypeBoxProvider>();
  const personal = { cache: 'personal' as const };

  app.get('/promo-codes', {
    schema: { tags: ['admin'], summary: 'Promo codes, newest first, with their uses', description: ROLE_NOTE, response: { 200: PromoCodeListReply, ...failures } },
    config: { ...personal, permission: 'promotions.read' },
  }, async () => ({ status: 200 as const, codes: await listPromoCodes(db) }));

  app.post('/promo-codes', {
    schema: {
      tags: ['admin'],
      summary: 'Create a promo code',
      description: `The code is stored upper-case. 400 code_taken; validation (an amount without its currency, a percent over 100, an end before the start). ${ROLE_NOTE}`,
      body: PromoCodeCreateRequest,
      response: { 200: PromoCodeReply, ...failures },
    },
    config: { permission: 'promotions.change' },
  }, async (request) => ({ status: 200 as const, code: await createPromoCode(db, request.principal!, request.body) }));

  app.post('/promo-codes/:id/disable', {
    schema: {
      tags: ['admin'],
      summary: 'End a promo code now',
      description: `Its uses so far stay counted; an ended code is left as it is. 400 not_found. ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: ReasonRequest,
      response: { 200: PromoCodeReply, ...failures },
    },
    config: { permission: 'promotions.change' },
  }, async (request) => ({ status: 200 as const, code: await disablePromoCode(db, request.principal!, request.params.id, request.body.reason) }));

  app.get('/promo-codes/:id', {
    schema: { tags: ['admin'], summary: 'One promo code with its uses and version', description: `400 not_found. ${ROLE_NOTE}`, params: AdminIdParams, response: { 200: PromoCodeReply, ...failures } },
    config: { ...personal, permission: 'promotions.read' },
  }, async (request) => ({ status: 200 as const, code: await findPromoCode(db, request.params.id) }));

  app.post('/promo-codes/:id', {
    schema: {
      tags: ['admin'],
      summary: "Edit a promo code's rules",
      description: 'Every rule as the form shows it (one left out is none) and the `version` the form was filled from: 409 conflict, with who changed it and when, '
        + `when another change came first. The code itself stays. 400 not_found; validation (as for a new code, and a max_uses below the uses made). ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: PromoCodeUpdateRequest,
      response: { 200: PromoCodeReply, ...savingFailures },
    },
    config: { permission: 'promotions.change' },
  }, async (request) => ({ status: 200 as const, code: await updatePromoCode(db, request.principal!, request.params.id, request.body) }));

  app.post('/promo-codes/:id/enable', {
    schema: {
      tags: ['admin'],
      summary: 'Let an ended promo code apply again',
      description: `Until \`ends_at\` (in the future), or with no end; a code still running is left as it is. 400 not_found, validation. ${ROLE_NOTE}`,
      params: AdminIdParams,
      body: PromoCodeEnableRequest,
      response: { 200: PromoCodeReply, ...failures },
    },
    config: { permission: 'promotions.change' },
  }, async (request) => ({ status: 200 as const, code: await enablePromoCode(db, request.principal!, request.params.id, request.body.ends_at, request.body.reason) }));

  app.get('/categories', {
    schema: { tags: ['admin'], summary: 'Every category by its URL path, named in the x-language', description: ROLE_NOTE, response: { 200: AdminCategoriesReply, ...failures } },
    config: { ...personal, permission: 'promotions.read' },
  }, async (request) => ({ status: 200 as const, categories: await categoryChoices(db, requestLanguage(request)) }));
}
