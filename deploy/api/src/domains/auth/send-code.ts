import { CHANGE_ERRORS, LOGIN_ERRORS, NOT_LOGGED_IN, type AuthType, type CodeTarget, type LanguageCode } from '@shop/contracts';
import type { Db } from '../../db/client';
import type { CodeChannel } from '../../env';
import { ApiError } from '../../infra/errors';
import { sessionCustomer } from '../../infra/session-customer';
import type { Transport } from '../outbox/transports';
import { isFreshSolution } from './captcha';
import { codeMessage } from './code-message';
import { secondsUntilResend, storeCode, withdrawCode } from './code-repository';
import { CODE_RULES, codeHash, invalidIdentifierError, isMethodOf, newCode, normalizeIdentifier } from './code-rules';
import { customerWith } from './identity-repository';
import { captchaRequired, countSend, sendsToday } from './limits';

export interface CodeSender {
  db: Db;
  /** The server secret the code hashes are keyed with. */
  secret: string;
  captchaKey: string;
  transports: Record<CodeChannel, Transport>;
}

export interface SendCodeInput {
  type: AuthType;
  /** As typed. */
  identifier: string;
  method: string;
  /** The solved captcha, when one is needed. */
  token?: string;
  purpose: CodeTarget;
  language: LanguageCode;
  sessionId: string;
  ip: string;
}

/**
 * Sent (another code may be asked for in `resendIn` seconds), asked again too soon (`wait` seconds
 * more), or not delivered: the transport failed (`failure`, for the log).
 */
export type SendCodeResult = { resendIn: number } | { wait: number } | { failure: unknown };

/**
 * Sends a one-time code (POST /account/send-code). The checks run from the cheapest and least
 * telling: the identifier and method, then (for a login) whether the shop blocked the account, or
 * (for a change) login and whether another customer has the identifier, the resend cooldown, the
 * daily limit, the captcha. A login send otherwise answers the same whether or not the identifier
 * has an account.
 */
export async function sendCode(sender: CodeSender, input: SendCodeInput): Promise<SendCodeResult> {
  const { db, secret } = sender;
  const identifier = normalizeIdentifier(input.type, input.identifier);
  if (!identifier) throw new ApiError(invalidIdentifierError(input.type));
  const { method } = input;
  if (!isMethodOf(input.type, method)) throw new ApiError(LOGIN_ERRORS.method);
  if (input.purpose === 'login') await refuseBlocked(db, input.type, identifier);
  const customerId = input.purpose === 'change' ? await changingCustomer(db, input.sessionId, input.type, identifier) : null;

  const key = { identifier, purpose: input.purpose };
  const wait = await secondsUntilResend(db, key);
  if (wait > 0) return { wait };
  if ((await sendsToday(db, identifier)) >= CODE_RULES.dailySends) {
    throw new ApiError(LOGIN_ERRORS.dailyLimit, undefined, { attempts: CODE_RULES.dailySends });
  }
  if ((await captchaRequired(db, { identifier, ip: input.ip })) && !(await isFreshSolution(db, sender.captchaKey, input.token))) {
    throw new ApiError(LOGIN_ERRORS.captcha, undefined, { captcha_required: true });
  }

  const code = newCode();
  const hash = codeHash(secret, key, code);
  // Another send to the identifier won the moment since secondsUntilResend: its cooldown applies.
  if (!(await storeCode(db, key, { hash, method, customerId }))) return { wait: CODE_RULES.resendSeconds };
  await countSend(db, { identifier, ip: input.ip });
  try {
    await sender.transports[method].deliver(codeMessage({ method, recipient: identifier, code, purpose: input.purpose, language: input.language }));
  } catch (failure) {
    // The shopper never got it: no code to wait for, no cooldown to sit out. The send still counts.
    await withdrawCode(db, key, hash);
    return { failure };
  }
  return { resendIn: CODE_RULES.resendSeconds };
}

/** The logged-in customer a change code is for; not_logged_in for a guest, identifier_taken when another customer has it. */
async function changingCustomer(db: Db, sessionId: string, type: AuthType, identifier: string): Promise<number> {
  const customer = await sessionCustomer(db, sessionId);
  if (!customer) throw new ApiError(NOT_LOGGED_IN);
  const owner = await customerWith(db.orm, type, identifier);
  if (owner && owner.id !== customer.id) throw new ApiError(CHANGE_ERRORS.taken);
  return customer.id;
}

/**
 * error_approved for an identifier whose account the shop blocked (the back office): they are told
 * why no code comes, and a blocked account costs no more messages. This tells whoever types the
 * identifier that it is blocked, which the shop accepts for the few accounts it blocks.
 */
async function refuseBlocked(db: Db, type: AuthType, identifier: string): Promise<void> {
  const owner = await customerWith(db.orm, type, identifier);
  if (owner && !owner.approved) throw new ApiError(LOGIN_ERRORS.approved);
}
