import { apiGet, apiPost, type ApiReply } from '@shop/api-client';
import type { CreateActionToConfirmRequest, LoyaltyHistoryReply, LoyaltyInfoReply, LoyaltyLinkReply } from '@shop/contracts';

/** GET /loyalty/info: status, points, level and progress, the levels and the programme's rules. */
export function fetchLoyaltyInfo(): Promise<ApiReply<LoyaltyInfoReply>> {
  return apiGet<LoyaltyInfoReply>('loyalty/info');
}

/** POST /loyalty/create-action-to-confirm {action:'join'}: joins the programme; the reply is the new info. */
export function joinProgramme(): Promise<ApiReply<LoyaltyInfoReply>> {
  const body: CreateActionToConfirmRequest = { action: 'join' };
  return apiPost<LoyaltyInfoReply>('loyalty/create-action-to-confirm', body);
}

/** GET /loyalty/link: the customer's invitation link. */
export function fetchLoyaltyLink(): Promise<ApiReply<LoyaltyLinkReply>> {
  return apiGet<LoyaltyLinkReply>('loyalty/link');
}

const paged = (path: string, page: number) => (page === 1 ? path : `${path}?page=${page}`);

/** GET /loyalty/history?page=: every programme action (points, joining, invitation visits, level ups). */
export function fetchLoyaltyHistory(page: number): Promise<ApiReply<LoyaltyHistoryReply>> {
  return apiGet<LoyaltyHistoryReply>(paged('loyalty/history', page));
}

/** GET /account/rewards-history?page=: the points entries only (the cashback page). */
export function fetchRewardsHistory(page: number): Promise<ApiReply<LoyaltyHistoryReply>> {
  return apiGet<LoyaltyHistoryReply>(paged('account/rewards-history', page));
}
