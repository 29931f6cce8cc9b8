import type { ProductCard } from '@shop/contracts';

/**
 * The spec §4 catalog rules, once for the category and the search grids ("Search loads more the
 * same way"). A listing is the grid as shown: the cards of every page loaded since the last
 * replacement, and the numbers of the page loaded last.
 */
export interface Listing {
  items: ProductCard[];
  /** The page loaded last. */
  page: number;
  /** Products in all. */
  total: number;
  /** Products a page (the server's limit). */
  limit: number;
  /** Cards on the page loaded last. */
  results: number;
}

/** One page as the API answers it. */
export interface ListingPage {
  items: ProductCard[];
  page: number;
  total: number;
  limit: number;
}

/** Spec §9: page count = total ÷ limit, rounded up. */
export const totalPages = ({ total, limit }: Pick<Listing, 'total' | 'limit'>): number => (limit > 0 ? Math.ceil(total / limit) : 0);

/** Spec §4: visible result count = page size × (page − 1) + count on the current page. */
export const visibleCount = ({ limit, page, results }: Listing): number => limit * (page - 1) + results;

/** Spec §4: load more stops when the shown results reach the total. */
export const canLoadMore = (listing: Listing): boolean => visibleCount(listing) < listing.total;

/** The page "show more" loads next, or null when everything is shown. */
export const nextPage = (listing: Listing): number | null => (canLoadMore(listing) ? listing.page + 1 : null);

/** Spec §4: a page beyond the total pages is ignored, unless there are no pages at all. */
export function acceptsPage(listing: Listing, page: number): boolean {
  const pages = totalPages(listing);
  return pages === 0 || page <= pages;
}

/**
 * Spec §4: page 1 or an override replaces the grid; any other page is appended to it.
 * Filter and sort changes, page links and a fresh visit are overrides; "show more" is not.
 */
export function withPage(listing: Listing | null, reply: ListingPage, { override = false } = {}): Listing {
  const replace = listing === null || override || reply.page === 1;
  return {
    items: replace ? reply.items : [...listing.items, ...reply.items],
    page: reply.page,
    total: reply.total,
    limit: reply.limit,
    results: reply.items.length,
  };
}
