import { LANGUAGE_CODES, type CurrencyCode, type Suggestion } from '@shop/contracts';
import type { Db } from '../../db/client';
import { productImageUrl } from '../media/product-image';
import { getSettings, type ShopView } from '../settings/settings-repository';
import { closeMatches, rankSuggestions, searchTerms, type CategoryCandidate, type ProductCandidate } from './ranking';
import { correctTerms, findCategories, findProducts, type TermSearch } from './search-repository';

/** Fewer product matches than this and mistyped words are corrected and searched again. */
const CORRECT_BELOW = 10;
/**
 * Corrections need a few letters to mean anything. A half-typed word is safe: one that begins a
 * known word ("черн") is never corrected, so four letters suffice ("blak" → "black").
 */
const CORRECT_MIN_LENGTH = 4;

/**
 * Suggestions for what a shopper is typing, in their language, products priced in their currency
 * (spec §7 GET /search/complete). A phrase that names nothing in the page's language is looked for
 * in the shop's other languages' product names before mistyped words are corrected.
 */
export async function suggest(db: Db, { language, currency }: ShopView, phrase: string): Promise<Suggestion[]> {
  const terms = searchTerms(phrase);
  if (terms.length === 0) return [];
  const settings = await getSettings(db, language);

  let { categories, products } = await find(db, { language, terms }, currency);
  // A name in another of the shop's languages ("coat" on the Russian site), as the results do:
  // the shopper typed a real word, only not in the page's language. Titles stay in the page's.
  for (const other of LANGUAGE_CODES) {
    if (categories.length > 0 || products.length > 0) break;
    if (other !== language) products = await findProducts(db, { language: other, terms, currency, showIn: language });
  }
  let corrected: string[] | undefined;
  if (products.length < CORRECT_BELOW && terms.some((term) => [...term].length >= CORRECT_MIN_LENGTH)) {
    const correction = await correctTerms(db, { language, terms });
    if (correction) {
      corrected = correction.terms;
      // Typo matches rank below every real match (level 0), by how close the correction was. The
      // corrected words' own stem-only matches go first: "плтье" means "платье", not "платки".
      const more = await find(db, { language, terms: correction.terms }, currency);
      const typo = <T extends CategoryCandidate | ProductCandidate>(list: T[]): T[] =>
        closeMatches(list).map((item) => ({ ...item, match: 0, text_rank: 0, similarity: correction.similarity }));
      categories = unique([...categories, ...typo(more.categories)]);
      products = unique([...products, ...typo(more.products)]);
    }
  }

  return rankSuggestions({
    phrase,
    corrected,
    popular: settings?.search.suggestions ?? [],
    categories,
    products,
    currency,
    imageUrl: (imageId) => productImageUrl(imageId, 400),
  });
}

async function find(db: Db, search: TermSearch, currency: CurrencyCode): Promise<{ categories: CategoryCandidate[]; products: ProductCandidate[] }> {
  const [categories, products] = await Promise.all([findCategories(db, search), findProducts(db, { ...search, currency })]);
  return { categories, products };
}

/** The first of each url_path (the better match, as real matches come before typo matches). */
const unique = <T extends { url_path: string }>(list: T[]): T[] => {
  const seen = new Set<string>();
  return list.filter((item) => !seen.has(item.url_path) && Boolean(seen.add(item.url_path)));
};
