import { CHANGE_ERRORS, LOGIN_ERRORS, type AuthType } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { rotateSession } from '../../infra/session';
import { checkCode } from './code-repository';
import { codeHash, typedCode, type CodeKey } from './code-rules';
import { customerWith, findOrRegister, INVITE_CODE_KEY, isUniqueViolation, sessionInviteCode, setIdentifier } from './identity-repository';
import { mergeGuestCart, mergeWishlist, moveSessionOrders } from './merge-at-login';

export interface CodeInput {
  type: AuthType;
  /** Normalized (code-rules normalizeIdentifier). */
  identifier: string;
  /** As typed. */
  code: string;
}

export interface LoggedIn { customerId: number; registered: boolean; /** The rotated session: the caller hands it to the visitor (setSession). */ sessionId: string }

/**
 * Logs the request's session in with a login code (POST /account/verify-code), in one
 * transaction: the code used, the customer found or registered, the guest's cart and wishlist
 * merged into the customer's, the session replaced by a new one and its orders moved along.
 * A refusal (error_login, error_attempts, error_approved) is thrown after the commit, so a wrong
 * try stays counted. error_approved comes only with the right code: whoever lacks it cannot tell
 * a blocked account from any other identifier.
 */
export async function logIn(db: Db, secret: string, request: FastifyRequest, input: CodeInput & { wishlist: readonly string[] }): Promise<LoggedIn> {
  const key: CodeKey = { identifier: input.identifier, purpose: 'login' };
  const outcome = await db.orm.transaction(async (tx): Promise<LoggedIn | { refused: string }> => {
    const check = await checkCode(tx, key, codeHash(secret, key, typedCode(input.code)), null);
    if (check === 'spent') return { refused: LOGIN_ERRORS.attempts };
    if (check !== 'accepted') return { refused: LOGIN_ERRORS.login };
    const inviteCode = await sessionInviteCode(tx, request.sessionId);
    const customer = await findOrRegister(tx, { type: input.type, identifier: input.identifier, inviteCode });
    if (!customer.approved) return { refused: LOGIN_ERRORS.approved };

    await mergeGuestCart(tx, request.sessionId, customer.id);
    await mergeWishlist(tx, customer.id, input.wishlist);
    // The invitation has done its work (or the visitor had an account already).
    const sessionId = await rotateSession(tx, request, { customerId: customer.id, keepData: true, dropKeys: [INVITE_CODE_KEY] });
    await moveSessionOrders(tx, request.sessionId, sessionId);
    return { customerId: customer.id, registered: customer.registered, sessionId };
  });
  if ('refused' in outcome) throw new ApiError(outcome.refused);
  return outcome;
}

/**
 * Confirms a logged-in customer's new phone or e-mail address with the `change` code sent to it
 * (spec §5): invalid_code (wrong, none, expired), max_attempts (its tries are spent),
 * identifier_taken (another customer has it now). A wrong try stays counted.
 */
export async function confirmChange(db: Db, secret: string, customerId: number, input: CodeInput): Promise<void> {
  const key: CodeKey = { identifier: input.identifier, purpose: 'change' };
  let refused: string | undefined;
  try {
    refused = await db.orm.transaction(async (tx) => {
      const check = await checkCode(tx, key, codeHash(secret, key, typedCode(input.code)), customerId);
      if (check === 'spent') return CHANGE_ERRORS.maxAttempts;
      if (check !== 'accepted') return CHANGE_ERRORS.invalidCode;
      const owner = await customerWith(tx, input.type, input.identifier);
      if (owner && owner.id !== customerId) return CHANGE_ERRORS.taken;
      await setIdentifier(tx, customerId, input.type, input.identifier);
      return undefined;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(CHANGE_ERRORS.taken);
    throw error;
  }
  if (refused) throw new ApiError(refused);
}
