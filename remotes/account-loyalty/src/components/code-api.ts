import { ApiError, apiGet, apiPost, type ApiReply } from '@shop/api-client';
import type { AuthMethodsReply, AuthType, CaptchaReply, LoginErrorReply, SendCodeReply, SendCodeRequest } from '@shop/contracts';

// The calls of the one-time code steps that the login flow and the contact change share. The
// verify-code call differs (the login's is a session command), so each flow makes its own.

/** GET /account/auth-methods/{type}: how a code can reach a phone or an e-mail address. */
export function fetchAuthMethods(type: AuthType): Promise<ApiReply<AuthMethodsReply>> {
  return apiGet<AuthMethodsReply>(`account/auth-methods/${type}`);
}

/** GET /recaptcha/public-key: a proof-of-work challenge, and whether the next send-code needs it solved. */
export function fetchCaptcha(): Promise<ApiReply<CaptchaReply>> {
  return apiGet<CaptchaReply>('recaptcha/public-key');
}

export type CaptchaChallenge = CaptchaReply['challenge'];

export type SendOutcome =
  | { ok: true; resendIn: number; codeLength: number }
  /** `attempts`: daily_limit's limit; `captchaRequired`: wrong_captcha asks for a solved challenge. */
  | { ok: false; error: string; attempts?: number; captchaRequired?: boolean };

/**
 * POST /account/send-code, as the code steps show it: the 400's code (with daily_limit's number),
 * `too_many_requests` for the HTTP 429 of the resend cooldown and the rate limits, and
 * `request_failed` when the call itself failed (the api-client has told the visitor already).
 */
export async function sendCode(request: SendCodeRequest): Promise<SendOutcome> {
  let reply;
  try {
    reply = await apiPost<SendCodeReply>('account/send-code', request);
  } catch (error) {
    return { ok: false, error: error instanceof ApiError && error.httpStatus === 429 ? 'too_many_requests' : 'request_failed' };
  }
  if (reply.status === 200) return { ok: true, resendIn: reply.resend_in, codeLength: reply.code_length };
  const refusal = reply as LoginErrorReply;
  return { ok: false, error: refusal.error, attempts: refusal.attempts, captchaRequired: refusal.captcha_required };
}
