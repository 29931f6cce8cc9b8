import { ApiError, apiGet, apiPost, type ApiReply } from '@shop/api-client';
import type { AuthType, Customer, MeReply, SaveMeAddressRequest, SaveMeRequest, VerifyCodeReply, VerifyCodeRequest } from '@shop/contracts';

/** GET /account/me: the whole account (personal and contact data, address, loyalty card figures). */
export function fetchMe(): Promise<ApiReply<MeReply>> {
  return apiGet<MeReply>('account/me');
}

/** POST /account/save-me: personal data. 400 validation for a date of birth that is no date or in the future. */
export function saveMe(body: SaveMeRequest): Promise<ApiReply<MeReply>> {
  return apiPost<MeReply>('account/save-me', body);
}

/** POST /account/save-me-address: the default shipping address. */
export function saveAddress(body: SaveMeAddressRequest): Promise<ApiReply<MeReply>> {
  return apiPost<MeReply>('account/save-me-address', body);
}

export type ChangeOutcome = { ok: true; customer: Customer } | { ok: false; error: string };

/**
 * POST /account/verify-code with `targetType: 'change'`: the code sent to the new phone or e-mail
 * address, which becomes the account's. 400: invalid_code, max_attempts, identifier_taken,
 * not_logged_in; HTTP 429 is `too_many_requests`, a failed call `request_failed`.
 */
export async function confirmChange(request: { type: AuthType; identifier: string; code: string }): Promise<ChangeOutcome> {
  const body: VerifyCodeRequest = { ...request, targetType: 'change' };
  let reply;
  try {
    reply = await apiPost<VerifyCodeReply>('account/verify-code', body);
  } catch (error) {
    return { ok: false, error: error instanceof ApiError && error.httpStatus === 429 ? 'too_many_requests' : 'request_failed' };
  }
  return reply.status === 200 ? { ok: true, customer: reply.customer } : { ok: false, error: reply.error };
}
