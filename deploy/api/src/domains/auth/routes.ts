import {
  AUTH_METHODS, AuthMethodsParams, AuthMethodsReply, CaptchaReply, CHANGE_ERRORS, CODE_LENGTH, ErrorReply, IsRegisteredReply, IsRegisteredRequest,
  LOGIN_ERRORS, LoginErrorReply, LogoutReply, normalizePhone, NOT_LOGGED_IN, SendCodeReply, SendCodeRequest, VerifyCodeReply, VerifyCodeRequest,
} from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { CodeChannel } from '../../env';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import { limitPerSessionAndIp, TooManyRequests } from '../../infra/rate-limit';
import { rotateSession, setSession } from '../../infra/session';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { loadCustomer } from '../account/customer-repository';
import { sessionCustomer } from '../../infra/session-customer';
import type { Transport } from '../outbox/transports';
import { captchaKey, newChallenge } from './captcha';
import { CODE_RULES, DEFAULT_METHOD, invalidIdentifierError, normalizeIdentifier } from './code-rules';
import { customerWith } from './identity-repository';
import { captchaRequired, IS_REGISTERED_LIMIT, SEND_CODE_LIMIT, VERIFY_CODE_LIMIT } from './limits';
import { sendCode } from './send-code';
import { confirmChange, logIn } from './verify-code';

export interface AuthOptions {
  db: Db;
  secret: string;
  /** How a code goes out on each channel (domains/outbox/transports.ts codeTransports). */
  transports: Record<CodeChannel, Transport>;
}

const LIMIT_NOTE = (limit: { perSession: number; perIp: number }) =>
  `${limit.perSession} an hour per session and ${limit.perIp} per IP address, then 429 too_many_requests.`;

/**
 * Login by one-time code (spec §4 login flow, §5 phone/e-mail change, §8 Login and Account
 * verification): the code methods, the captcha challenge, send-code, verify-code, logout, and
 * is-registered. Login and logout rotate the session id.
 */
export const authRoutes: FastifyPluginAsync<AuthOptions> = async (fastify, { db, secret, transports }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const sender = { db, secret, captchaKey: captchaKey(secret), transports };

  app.get('/account/auth-methods/:type', {
    schema: {
      tags: ['auth'],
      summary: 'The methods a code can be sent by for a phone or an e-mail address',
      description: 'phone: vk, sms, call (sms preselected); email: email. Every method has a transport: a gateway webhook when configured, '
        + 'else the outbox. 400: validation (an unknown type).',
      params: AuthMethodsParams,
      response: { 200: AuthMethodsReply, 400: ErrorReply },
    },
  }, async (request) => {
    const { type } = request.params;
    return { status: 200 as const, methods: [...AUTH_METHODS[type]], default: DEFAULT_METHOD[type] };
  });

  app.get('/recaptcha/public-key', {
    schema: {
      tags: ['auth'],
      summary: 'A proof-of-work captcha challenge (ALTCHA), and whether the next send-code from this visitor needs it',
      description: 'The challenge is signed by the server and valid 5 minutes; its solution is send-code\'s `token`, once. `required` is '
        + 'true once this IP address has had 10 codes sent in the hour; send-code also asks for it (wrong_captcha with captcha_required) '
        + 'from the 4th code in a day to one identifier.',
      response: { 200: CaptchaReply },
    },
    config: { cache: 'personal' },
  }, async (request) => ({
    status: 200 as const,
    required: await captchaRequired(db, { ip: request.ip }),
    challenge: await newChallenge(sender.captchaKey),
  }));

  app.post('/account/send-code', {
    schema: {
      tags: ['auth'],
      summary: 'Send a one-time code to a phone or an e-mail address, to log in or (targetType change) to confirm a new one',
      description: `Needs the X-XSRF-TOKEN header. The same reply whether or not the identifier has an account, unless the shop blocked it. The code has ${CODE_LENGTH} `
        + `digits and lives ${CODE_RULES.ttlMinutes} minutes; a new one replaces it. 400: invalid_phone, invalid_email, `
        + `${LOGIN_ERRORS.approved} (login: an account the shop blocked; no code is sent), ${LOGIN_ERRORS.method}, ${LOGIN_ERRORS.dailyLimit} (with attempts: ${CODE_RULES.dailySends} codes a day per identifier), `
        + `${LOGIN_ERRORS.captcha} (with captcha_required), ${LOGIN_ERRORS.notDelivered} (the method's gateway failed: another method may work), `
        + `${NOT_LOGGED_IN} and ${CHANGE_ERRORS.taken} (change). 429 too_many_requests `
        + `(retry-after) within ${CODE_RULES.resendSeconds} s of the last code to the identifier, or past ${LIMIT_NOTE(SEND_CODE_LIMIT)}`,
      body: SendCodeRequest,
      response: { 200: SendCodeReply, 400: LoginErrorReply },
    },
    preHandler: limitPerSessionAndIp(app, SEND_CODE_LIMIT),
  }, async (request, reply) => {
    const { type, identifier, method, token, targetType = 'login' } = request.body;
    const result = await sendCode(sender, {
      type, identifier, method, token, purpose: targetType, language: requestLanguage(request), sessionId: request.sessionId, ip: request.ip,
    });
    if ('wait' in result) {
      reply.header('retry-after', String(result.wait));
      throw new TooManyRequests(result.wait);
    }
    if ('failure' in result) {
      // The gateway's trouble is the operator's to see; the shopper may try another method.
      request.log.error({ err: result.failure, method }, 'a login code could not be delivered');
      throw new ApiError(LOGIN_ERRORS.notDelivered);
    }
    return { status: 200 as const, resend_in: result.resendIn, code_length: CODE_LENGTH };
  });

  app.post('/account/verify-code', {
    schema: {
      tags: ['auth'],
      summary: 'Log in with a one-time code (a new identifier registers), or confirm a new phone or e-mail (targetType change)',
      description: 'Needs the X-XSRF-TOKEN header. Login: the session id is rotated (new sid and XSRF-TOKEN cookies; the old ones stop '
        + 'working), the guest\'s cart and `wishlist` skus merge into the customer\'s. '
        + `400 login: ${LOGIN_ERRORS.login} (wrong, expired or no code), ${LOGIN_ERRORS.attempts} (${CODE_RULES.maxWrongTries} wrong tries `
        + `spent the code: even the right one is refused until a new code is sent), ${LOGIN_ERRORS.approved} (a blocked account), `
        + `invalid_phone, invalid_email. 400 change: ${CHANGE_ERRORS.invalidCode}, ${CHANGE_ERRORS.maxAttempts}, ${CHANGE_ERRORS.taken}, `
        + `${NOT_LOGGED_IN}. ${LIMIT_NOTE(VERIFY_CODE_LIMIT)}`,
      body: VerifyCodeRequest,
      response: { 200: VerifyCodeReply, 400: LoginErrorReply },
    },
    preHandler: limitPerSessionAndIp(app, VERIFY_CODE_LIMIT),
  }, async (request, reply) => {
    const { type, code, targetType = 'login', wishlist = [] } = request.body;
    const identifier = normalizeIdentifier(type, request.body.identifier);
    if (!identifier) throw new ApiError(invalidIdentifierError(type));
    const language = requestLanguage(request);

    if (targetType === 'change') {
      const me = await sessionCustomer(db, request.sessionId);
      if (!me) throw new ApiError(NOT_LOGGED_IN);
      await confirmChange(db, secret, me.id, { type, identifier, code });
      return { status: 200 as const, customer: (await loadCustomer(db, me.id, language))!, result: { code: 'default' as const } };
    }

    const login = await logIn(db, secret, request, { type, identifier, code, wishlist });
    setSession(request, reply, secret, login.sessionId);
    return {
      status: 200 as const,
      customer: (await loadCustomer(db, login.customerId, language))!,
      result: { code: login.registered ? 'registered' as const : 'default' as const },
    };
  });

  app.post('/account/logout', {
    schema: {
      tags: ['auth'],
      summary: 'Log out',
      description: 'Needs the X-XSRF-TOKEN header; takes no body. Always status 200, also for a guest. The session id is rotated (new sid '
        + 'and XSRF-TOKEN cookies; the old id ends logged out and empty), so the browser starts afresh; the customer\'s cart stays theirs for their next login.',
      response: { 200: LogoutReply },
    },
  }, async (request, reply) => {
    const sessionId = await db.orm.transaction((tx) => rotateSession(tx, request, { customerId: null, keepData: false }));
    setSession(request, reply, secret, sessionId);
    return { status: 200 as const };
  });

  app.post('/account/is-registered', {
    schema: {
      tags: ['auth'],
      summary: 'Whether a phone number has an account (one-click ordering offers to log in then)',
      description: `Needs the X-XSRF-TOKEN header. It tells who is a customer, so it is limited hard: ${LIMIT_NOTE(IS_REGISTERED_LIMIT)} `
        + '400: invalid_phone.',
      body: IsRegisteredRequest,
      response: { 200: IsRegisteredReply, 400: ErrorReply },
    },
    preHandler: limitPerSessionAndIp(app, IS_REGISTERED_LIMIT),
  }, async (request) => {
    const phone = normalizePhone(request.body.customer_phone);
    if (!phone) throw new ApiError('invalid_phone');
    return { status: 200 as const, registered: (await customerWith(db.orm, 'phone', phone)) !== undefined };
  });
};
