import type { LanguageCode } from '@shop/contracts';
import type { Bitset } from '../catalog/bitset';
import type { ListingIndex } from '../catalog/listing-index';
import type { TermLexemes } from './term-lexemes';

export interface Found { total: number; ids: number[] }

/**
 * A page of the products whose names match every term, from the listing index's name index: the
 * same matches in the same order as the full-text query (search-repository.ts searchProducts).
 * A product is found when each term begins a word of its name as typed or as stemmed; it ranks
 * first when each term begins a word as typed, next when each is a whole word up to its ending,
 * then the rest; within each, bestsellers first. A term PostgreSQL drops (a stop word) is left
 * out, and a query with nothing left finds nothing, as PostgreSQL's does.
 */
export function searchNames(index: ListingIndex, language: LanguageCode, terms: readonly TermLexemes[], { limit, offset }: { limit: number; offset: number }): Found {
  const names = index.namesIn(language);
  const typed = terms.map((term) => (term.typed === null ? undefined : names.withPrefix(term.typed)));
  const stem = terms.map((term) => (term.stem === null ? undefined : names.withPrefix(term.stem)));
  const whole = terms.map((term) => (term.whole === null ? undefined : names.withLexeme(term.whole)));

  const found = allOf(index, typed.map((set, i) => eitherOf(set, stem[i])));
  const asTyped = found.and(allOf(index, typed));
  const asWhole = found.and(allOf(index, whole)).andNot(asTyped);
  const byStem = found.andNot(asTyped).andNot(asWhole);

  const ids: number[] = [];
  let skip = offset;
  for (const level of [asTyped, asWhole, byStem]) {
    if (ids.length === limit) break;
    const count = level.count();
    if (skip >= count) {
      skip -= count;
      continue;
    }
    ids.push(...index.bestsellersFirst(level, limit - ids.length, skip));
    skip = 0;
  }
  return { total: found.count(), ids };
}

const eitherOf = (a: Bitset | undefined, b: Bitset | undefined): Bitset | undefined => (a && b ? a.or(b) : a ?? b);

/** Every set's members; none when no set is left (an empty text query matches nothing). */
function allOf(index: ListingIndex, sets: ReadonlyArray<Bitset | undefined>): Bitset {
  const present = sets.filter((set): set is Bitset => set !== undefined);
  return present.length === 0 ? index.emptySet() : present.reduce((all, set) => all.and(set));
}
