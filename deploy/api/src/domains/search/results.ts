import { CATEGORY_PAGE_SIZE, type LanguageCode, type SearchResult } from '@shop/contracts';
import type { Db } from '../../db/client';
import { productCards } from '../catalog/product-cards';
import { shopCurrency } from '../settings/settings-repository';
import { searchTerms } from './ranking';
import { correctTerms, searchProducts } from './search-repository';

/** A search phrase's word of at least this many letters may be a typo worth correcting (as in suggestions). */
const CORRECT_MIN_LENGTH = 4;

/**
 * A page of search results (spec §7 GET /search/query/{phrase}/{page}), as many a page as a
 * category. When nothing matches, mistyped words are corrected as the suggestions do ("плтье" →
 * "платье") and `corrected` says what was searched instead.
 */
export async function searchResults(db: Db, language: LanguageCode, phrase: string, page: number): Promise<SearchResult> {
  const limit = CATEGORY_PAGE_SIZE;
  const empty: SearchResult = { items: [], total: 0, page, limit };
  const terms = searchTerms(phrase);
  if (terms.length === 0) return empty;
  const window = { limit, offset: (page - 1) * limit };
  let found = await searchProducts(db, { language, terms }, window);
  let corrected: string | undefined;
  if (found.total === 0 && terms.some((term) => [...term].length >= CORRECT_MIN_LENGTH)) {
    const correction = await correctTerms(db, { language, terms });
    if (correction) {
      found = await searchProducts(db, { language, terms: correction.terms }, window);
      corrected = correction.terms.join(' ');
    }
  }
  if (found.total === 0) return empty;
  const currency = await shopCurrency(db, language);
  const items = await productCards(db, { language, currency }, found.ids, page);
  return { items, total: found.total, page, limit, ...(corrected ? { corrected } : {}) };
}
