import { apiPost, type ApiReply } from '@shop/api-client';
import type { InfoPageReply, LanguageCode } from '@shop/contracts';

/** An info page by its path (e.g. 'delivery'); an unknown one is a 400 not_found reply. */
export function fetchInfoPage(language: LanguageCode, urlPath: string): Promise<ApiReply<InfoPageReply>> {
  return apiPost<InfoPageReply>(`indexedpages/get/${language}`, { url_path: urlPath });
}
