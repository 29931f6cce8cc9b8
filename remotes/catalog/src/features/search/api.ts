import { apiGet, type ApiReply } from '@shop/api-client';
import type { SearchResultReply } from '@shop/contracts';

/** A page of products for a phrase (spec §7); the phrase is encoded, it may contain "/". */
export function fetchSearchPage(phrase: string, page: number): Promise<ApiReply<SearchResultReply>> {
  return apiGet<SearchResultReply>(`search/query/${encodeURIComponent(phrase)}/${page}`);
}
