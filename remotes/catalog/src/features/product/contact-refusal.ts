import { ApiError } from '@shop/api-client';
import '../../i18n/refusals';

/** Why the API did not take a shopper's contact form (one-click, a question to the manager). */
export type ContactRefusal = 'invalid_phone' | 'invalid_email' | 'too_many' | 'failed';

/**
 * The refusal in a 400 reply's `error` or in what a call threw: a 429 (too many requests from this
 * visitor) is not a 200/400 reply, so the client throws it; anything else is 'failed'.
 */
export function refusalOf(problem: unknown): ContactRefusal {
  if (problem instanceof ApiError) return problem.httpStatus === 429 ? 'too_many' : 'failed';
  const error = (problem as { error?: unknown } | null)?.error;
  return error === 'invalid_phone' || error === 'invalid_email' ? error : 'failed';
}

/** Each refusal's text key; `failed` is the form's own ("the request/question could not be sent"). */
export const refusalTexts = (failed: string): Record<ContactRefusal, string> => ({
  invalid_phone: 'refusal.invalidPhone',
  invalid_email: 'refusal.invalidEmail',
  too_many: 'refusal.tooMany',
  failed,
});
