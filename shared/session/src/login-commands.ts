import { ApiError, apiPost } from '@shop/api-client';
import { WISHLIST_MAX_ITEMS, type AuthType, type CustomerSummary, type LoginResult, type VerifyCodeReply, type VerifyCodeRequest } from '@shop/contracts';
import { BAD_REPLY, failed, REQUEST_FAILED, TOO_MANY_REQUESTS, type CommandResult } from './command-result';
import { markLoggedIn } from './session-commands';
import { sessionStore, wishlistStore } from './stores';

/** The code the shopper typed, for the phone or e-mail address it was sent to. */
export interface LoginCodeRequest {
  type: AuthType;
  identifier: string;
  code: string;
}

/** A login's outcome: `result` is `registered` when the code created the account, else `default`. */
export type LoginCommandResult = CommandResult<{ result: LoginResult; customer: CustomerSummary }>;

/** What the store keeps of the customer the reply describes (the reply's Customer carries the whole account). */
function summaryOf(customer: CustomerSummary): CustomerSummary {
  const { id, firstname, lastname, email, telephone } = customer;
  return { id, firstname, lastname, email, telephone };
}

const isCustomer = (value: unknown): value is CustomerSummary =>
  typeof value === 'object' && value !== null && Number.isSafeInteger((value as { id?: unknown }).id);

/**
 * POST /account/verify-code with `targetType: 'login'` (spec §4 login flow, last step). The guest's
 * local wishlist goes with it, so the server merges it (and the guest's cart) into the account in
 * the same transaction. On status 200 the customer is marked logged in: `session:login` then
 * refetches the merged cart and the wishlist ids (cart-commands.ts, wishlist-commands.ts), so the
 * badges show the account's. A 400 reports its spec §8 code (error_login, error_attempts,
 * error_approved) and changes nothing; HTTP 429 reports `too_many_requests`.
 */
export async function verifyLoginCode(request: LoginCodeRequest): Promise<LoginCommandResult> {
  const guest = !sessionStore.getState().loggedIn;
  const body: VerifyCodeRequest = {
    ...request,
    targetType: 'login',
    wishlist: guest ? wishlistStore.getState().items.slice(0, WISHLIST_MAX_ITEMS) : [],
  };
  let reply;
  try {
    reply = await apiPost<VerifyCodeReply>('account/verify-code', body);
  } catch (error) {
    return error instanceof ApiError && error.httpStatus === 429 ? TOO_MANY_REQUESTS : REQUEST_FAILED;
  }
  if (reply.status !== 200) return failed(reply.error);
  if (!isCustomer(reply.customer)) return BAD_REPLY;
  const customer = summaryOf(reply.customer);
  markLoggedIn(customer);
  return { ok: true, result: reply.result?.code === 'registered' ? 'registered' : 'default', customer };
}
