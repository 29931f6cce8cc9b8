import { SEARCH_PHRASE_MAX, SEARCH_PHRASE_MIN, SUGGESTIONS_LIMIT, type CurrencyCode, type Suggestion } from '@shop/contracts';

// Pure rules of the search suggestions: which words of a phrase are searched, and how popular
// phrases, categories and products found for them are ordered into at most ten suggestions.

/** At most this many words of a phrase are searched, each cut to this length. */
const MAX_TERMS = 6;
const MAX_TERM_LENGTH = 40;
/** Slots for popular phrases and categories; products fill the rest (and leave spare slots to categories). */
export const MAX_PHRASES = 3;
export const MAX_CATEGORIES = 3;

/** Lower case, compatibility forms folded, "ё" read as "е" (as the search index does). */
export const fold = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/ё/g, 'е');

const wordsOf = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The words a phrase is searched by: letters and digits only (so quotes, `%`, operators and
 * emoji never reach a query), at most six. One-letter words are dropped when there are longer
 * ones ("платье и" searches "платье"). Empty when the phrase is outside 2…100 characters.
 */
export function searchTerms(phrase: string): string[] {
  const length = [...phrase.trim()].length;
  if (length < SEARCH_PHRASE_MIN || length > SEARCH_PHRASE_MAX) return [];
  const words = wordsOf(phrase).map((word) => word.slice(0, MAX_TERM_LENGTH));
  const long = words.filter((word) => [...word].length > 1);
  const terms = long.length > 0 ? long : words;
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/**
 * PostgreSQL has no Georgian stemmer: a noun's stem is the word without its final vowel
 * ("კაბა" → "კაბ", which also begins the plural "კაბები"). Short words are kept whole.
 */
export function georgianStem(term: string): string {
  return [...term].length >= 4 && /[აეიოუ]$/u.test(term) ? term.slice(0, -1) : term;
}

/** Every term starts some word of the text: "льн руб" matches "Белая рубашка из льна". */
export function prefixMatch(terms: readonly string[], text: string): boolean {
  const words = wordsOf(text);
  return terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)));
}

/**
 * How a name matched: 3 every word typed is the start of a word of the name ("пла" → "платье"),
 * 2 a whole word up to its ending ("платья" → "Платья"), 1 only a stem's start ("платье" →
 * "платки"), 0 found after correcting a typo ("плтье" → "платье").
 */
export type MatchLevel = 0 | 1 | 2 | 3;

interface Candidate {
  title: string;
  url_path: string;
  match: MatchLevel;
  /** ts_rank of the full-text match, about 0…1. */
  text_rank: number;
  /** Trigram similarity of the corrected words (typo matches), 0…1. */
  similarity: number;
}

export interface CategoryCandidate extends Candidate {
  level: number;
  position: number;
  /** Name of its top category, to tell apart equal names ("Джинсы" of women and of men). */
  root_title: string;
}

export interface ProductCandidate extends Candidate {
  id: number;
  sku: string;
  popularity: number;
  price: number | null;
  image_id: number | null;
}

export interface RankInput {
  phrase: string;
  /** The terms after typo correction, when some were corrected: popular phrases match those too. */
  corrected?: readonly string[];
  /** Popular phrases of the language (settings.search.suggestions), in their configured order. */
  popular: readonly string[];
  categories: readonly CategoryCandidate[];
  products: readonly ProductCandidate[];
  currency: CurrencyCode;
  imageUrl: (imageId: number) => string;
}

/**
 * Stem-start matches (level 1: "платье" → "платки") only while nothing matches better: a word
 * typed in full should not pull in every word that shares its first letters.
 */
export function closeMatches<T extends Candidate>(list: readonly T[]): T[] {
  const best = Math.max(0, ...list.map((item) => item.match));
  return list.filter((item) => item.match !== 1 || best < 2);
}

/** Categories: the match level decides; rank and similarity (each below 1) order within a level. */
const categoryScore = ({ match, text_rank, similarity }: Candidate): number => match * 2 + Math.min(text_rank, 1) + Math.min(similarity, 1);

/**
 * At most ten suggestions: popular phrases containing the typed words (up to three, those that
 * begin with the phrase first), then categories (up to three, more when few products match),
 * then products by match level and popularity, one per title. Categories and products come
 * from the database already matching the phrase; only the popular phrases are matched here.
 */
export function rankSuggestions(input: RankInput): Suggestion[] {
  const terms = searchTerms(input.phrase);
  if (terms.length === 0) return [];
  const typed = wordsOf(input.phrase).join(' ');

  const phrases = input.popular
    .map((title, order) => ({ title, order, starts: wordsOf(title).join(' ').startsWith(typed) }))
    .filter(({ title }) => prefixMatch(terms, title) || (input.corrected !== undefined && prefixMatch(input.corrected, title)))
    .sort((a, b) => Number(b.starts) - Number(a.starts) || a.order - b.order)
    .slice(0, MAX_PHRASES)
    .map(({ title }): Suggestion => ({ type: 'phrase', title }));

  const categories = closeMatches(input.categories)
    .map((c) => ({ ...c, score: categoryScore(c) }))
    .sort((a, b) => b.score - a.score || a.level - b.level || a.position - b.position || a.url_path.localeCompare(b.url_path));

  const seen = new Set<string>();
  // Among equally good matches the bestseller comes first: names are short and alike, so the
  // text rank says little more than the match level; it only breaks ties.
  const products = closeMatches(input.products)
    .sort((a, b) => b.match - a.match || b.similarity - a.similarity || b.popularity - a.popularity || b.text_rank - a.text_rank || a.id - b.id)
    .filter((p) => {
      const key = fold(p.title);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });

  const free = SUGGESTIONS_LIMIT - phrases.length;
  const productCount = Math.min(products.length, free - Math.min(categories.length, MAX_CATEGORIES));
  const chosenCategories = categories.slice(0, free - productCount);

  const sameTitle = new Map<string, number>();
  for (const c of chosenCategories) sameTitle.set(c.title, (sameTitle.get(c.title) ?? 0) + 1);

  return [
    ...phrases,
    ...chosenCategories.map((c): Suggestion => ({
      type: 'category',
      title: (sameTitle.get(c.title) ?? 0) > 1 && c.level > 1 ? `${c.title} (${c.root_title})` : c.title,
      url_path: c.url_path,
    })),
    ...products.slice(0, productCount).map((p): Suggestion => ({
      type: 'product',
      title: p.title,
      url_path: p.url_path,
      sku: p.sku,
      ...(p.image_id !== null ? { image: input.imageUrl(p.image_id) } : {}),
      ...(p.price !== null ? { price: p.price, currency: input.currency } : {}),
    })),
  ];
}
