import { LANGUAGE_CODES, type CurrencyCode, type LanguageCode, type SearchResult } from '@shop/contracts';
import type { Db } from '../../db/client';
import { listingIndexOf, type ListingIndex } from '../catalog/listing-index';
import { categoryPageSize, type ShopView } from '../settings/settings-repository';
import { searchNames, type Found } from './name-search';
import { searchTerms } from './ranking';
import { correctTerms, searchProducts, type TermSearch } from './search-repository';
import { termLexemes } from './term-lexemes';

/** A search phrase's word of at least this many letters may be a typo worth correcting (as in suggestions). */
const CORRECT_MIN_LENGTH = 4;

/**
 * A page of search results (spec §7 GET /search/query/{phrase}/{page}), as many a page as a
 * category (the settings' categorySettings.page_size). A phrase that names nothing in the page's language is looked for in the shop's other
 * languages' names. When nothing matches, mistyped words are corrected as the suggestions do ("плтье" →
 * "платье") and `corrected` says what was searched instead. Kept with the listing index: the same
 * words are answered the same until the catalogue changes.
 */
export async function searchResults(db: Db, { language, currency }: ShopView, phrase: string, page: number): Promise<SearchResult> {
  const terms = searchTerms(phrase);
  const limit = await categoryPageSize(db);
  if (terms.length === 0) return { items: [], total: 0, page, limit };
  const index = await listingIndexOf(db);
  return index.searchPages.get(`${language}:${currency}:${limit}:${page}:${terms.join(' ')}`, () => resultsPage(db, index, { language, currency, limit }, terms, page));
}

async function resultsPage(db: Db, index: ListingIndex, { language, currency, limit }: { language: LanguageCode; currency: CurrencyCode; limit: number }, terms: string[], page: number): Promise<SearchResult> {
  const empty: SearchResult = { items: [], total: 0, page, limit };
  const window = { limit, offset: (page - 1) * limit };
  let found = await findProducts(db, index, { language, terms }, window);
  // A name in another of the shop's languages ("coat" on the Russian site, "пальто" on the English
  // one) before a correction: the shopper typed a real word, only not in the page's language. The
  // cards still show in the page's language.
  for (const other of LANGUAGE_CODES) {
    if (found.total > 0) break;
    if (other !== language) found = await findProducts(db, index, { language: other, terms }, window);
  }
  let corrected: string | undefined;
  if (found.total === 0 && terms.some((term) => [...term].length >= CORRECT_MIN_LENGTH)) {
    const correction = await correctTerms(db, { language, terms });
    if (correction) {
      found = await findProducts(db, index, { language, terms: correction.terms }, window);
      corrected = correction.terms.join(' ');
    }
  }
  if (found.total === 0) return empty;
  const items = index.cards.cards(found.ids, { language, currency }, page);
  return { items, total: found.total, page, limit, ...(corrected ? { corrected } : {}) };
}

/** From memory when PostgreSQL reads every term as one word (all but odd mixes of letters and digits), else by the full-text query. */
async function findProducts(db: Db, index: ListingIndex, search: TermSearch, window: { limit: number; offset: number }): Promise<Found> {
  const lexemes = await termLexemes(db, search);
  return lexemes ? searchNames(index, search.language, lexemes, window) : searchProducts(db, search, window);
}
