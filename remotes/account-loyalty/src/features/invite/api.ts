import { apiPost, type ApiReply } from '@shop/api-client';
import type { SendVisitRequest } from '@shop/contracts';

/**
 * POST /loyalty/send-visit {invitionCode} (the spec's spelling): the visit goes into the referrer's
 * history (once per session) and the session remembers the code for the registration. 400 not_found.
 */
export function recordVisit(code: string): Promise<ApiReply<{ status: 200 }>> {
  const body: SendVisitRequest = { invitionCode: code };
  return apiPost<{ status: 200 }>('loyalty/send-visit', body);
}
