import { ContactQuestionReply, ContactQuestionRequest, ErrorReply, normalizeEmail, normalizePhone, OneClickReply, OneClickRequest } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import { limitPerSessionAndIp } from '../../infra/rate-limit';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { getSettings } from '../settings/settings-repository';
import { contactWayOf, productNamed, questionNote, saveContactQuestion } from './contact-question';
import { managerNote } from './manager-note';
import { findOption } from '../catalog/product-repository';
import { saveProductRequest } from './product-request-repository';

/** A shopper leaves a few of these at most; a loop of them is a bot filling the manager's inbox. */
export const PRODUCT_REQUEST_LIMIT = { name: 'product-request', perSession: 5, perIp: 20, windowMs: 60 * 60 * 1000 };

/** The same for questions to the manager. */
export const CONTACT_QUESTION_LIMIT = { name: 'contact-question', perSession: 5, perIp: 20, windowMs: 60 * 60 * 1000 };

/** The address the manager's notes go to: the shop's e-mail in its own language's settings. */
const managerEmail = async (db: Db) => (await getSettings(db, 'ru-ru'))?.email ?? 'manager@localhost';

export const productRequestRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.post('/cart/v2/oneclick', {
    schema: {
      tags: ['catalog'],
      summary: 'Order one size in one click, or ask to be told when a sold-out size is back (isRestock)',
      description: `Needs the X-XSRF-TOKEN header. Stores the request and leaves a note for the shop's manager in the outbox. `
        + `400: invalid_phone, invalid_email, not_found (product or size), out_of_stock (one click on a sold-out size), `
        + `in_stock (restock of a size that can be bought). ${PRODUCT_REQUEST_LIMIT.perSession} an hour per session and `
        + `${PRODUCT_REQUEST_LIMIT.perIp} per IP address, then 429.`,
      body: OneClickRequest,
      response: { 200: OneClickReply, 400: ErrorReply },
    },
    preHandler: limitPerSessionAndIp(app, PRODUCT_REQUEST_LIMIT),
  }, async (request) => {
    const body = request.body;
    const phone = normalizePhone(body.customer_phone);
    if (!phone) throw new ApiError('invalid_phone');
    const email = body.customer_email?.trim() ? normalizeEmail(body.customer_email) : null;
    if (body.customer_email?.trim() && !email) throw new ApiError('invalid_email');
    const option = await findOption(db, body.productId, body.productOption);
    if (!option) throw new ApiError('not_found');
    const isRestock = body.isRestock ?? false;
    if (!isRestock && option.stock === 'outOfStock') throw new ApiError('out_of_stock');
    if (isRestock && option.stock !== 'outOfStock') throw new ApiError('in_stock');

    const language = requestLanguage(request);
    const customer = { name: body.customer_name.trim(), phone, email };
    const shopEmail = await managerEmail(db);
    const requestId = await saveProductRequest(db, {
      productId: option.product_id,
      optionId: body.productOption,
      isRestock,
      customerName: customer.name,
      customerPhone: phone,
      customerEmail: email,
      language,
      sessionId: request.sessionId,
    }, managerNote({ shopEmail, isRestock, option, customer, language }));
    return { status: 200 as const, result: true as const, request_id: requestId };
  });

  app.post('/contact/question', {
    schema: {
      tags: ['catalog'],
      summary: "Ask the shop's manager a question (the contact popup), about a product (product_id) or in general",
      description: `Needs the X-XSRF-TOKEN header. Stores the question and leaves a note for the manager in the outbox; `
        + `the manager answers on \`contact\`, a phone number or (with an @) an e-mail address. 400: invalid_phone, `
        + `invalid_email. A product_id that names no product keeps the question, without the product. `
        + `${CONTACT_QUESTION_LIMIT.perSession} an hour per session and ${CONTACT_QUESTION_LIMIT.perIp} per IP address, then 429.`,
      body: ContactQuestionRequest,
      response: { 200: ContactQuestionReply, 400: ErrorReply },
    },
    preHandler: limitPerSessionAndIp(app, CONTACT_QUESTION_LIMIT),
  }, async (request) => {
    const { name, contact, question, product_id: productId } = request.body;
    const way = contactWayOf(contact);
    if (typeof way === 'string') throw new ApiError(way);
    const customerName = name.trim();
    const text = question.trim();
    if (!customerName || !text) throw new ApiError('validation');
    // A product removed since the page was opened leaves the question without it, not lost.
    const product = productId === undefined ? undefined : await productNamed(db, productId);
    const asked = { productId: product ? productId! : null, customerName, contact: way, question: text, language: requestLanguage(request), sessionId: request.sessionId };
    await saveContactQuestion(db, asked, questionNote(await managerEmail(db), asked, product));
    return { status: 200 as const, result: true as const };
  });
};
