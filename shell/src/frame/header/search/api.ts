import { apiGet } from '@shop/api-client';
import type { Suggestion } from '@shop/contracts';

interface SuggestionsReply {
  status: 200;
  suggestions: Suggestion[];
}

/**
 * GET /api/search/complete/{phrase}: popular phrases, categories and products matching the
 * phrase, in the request's language (the api-client sends it). A 400 answer counts as none.
 */
export async function fetchSuggestions(phrase: string): Promise<Suggestion[]> {
  const reply = await apiGet<SuggestionsReply>(`search/complete/${encodeURIComponent(phrase)}`);
  return reply.status === 200 ? reply.suggestions : [];
}
