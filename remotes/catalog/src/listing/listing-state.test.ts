import type { ProductCard } from '@shop/contracts';
import { acceptsPage, canLoadMore, nextPage, totalPages, visibleCount, withPage, type Listing } from './listing-state';

const card = (id: number): ProductCard => ({
  type: 'product', id, sku: `SKU-${id}`, name: `Product ${id}`, url_path: `product-${id}`, page: 1,
  image: null, image_id: null, price: 1000, old_price: null, currency: 'USD', stock: 'inStock',
});
const cards = (from: number, count: number) => Array.from({ length: count }, (_, i) => card(from + i));
const listing = (over: Partial<Listing>): Listing => ({ items: [], page: 1, total: 0, limit: 24, results: 0, ...over });

describe('page count (spec §9)', () => {
  it.each([[0, 0], [1, 1], [24, 1], [25, 2], [48, 2], [49, 3]])('%i products at 24 a page make %i pages', (total, pages) => {
    expect(totalPages({ total, limit: 24 })).toBe(pages);
  });
});

describe('visible result count = page size × (page − 1) + count on the current page', () => {
  it('counts the earlier pages as seen when the listing opened on a later page', () => {
    expect(visibleCount(listing({ page: 3, results: 5, total: 53, items: cards(49, 5) }))).toBe(53);
  });
  it('is the current page count on page 1', () => {
    expect(visibleCount(listing({ page: 1, results: 24, total: 100 }))).toBe(24);
  });
});

describe('load more', () => {
  it('advances one page while the shown results are fewer than the total', () => {
    expect(nextPage(listing({ page: 2, results: 24, total: 60 }))).toBe(3);
  });
  it('stops when the shown results reach the total', () => {
    const shownAll = listing({ page: 3, results: 12, total: 60 });
    expect(canLoadMore(shownAll)).toBe(false);
    expect(nextPage(shownAll)).toBeNull();
  });
  it('stops on an empty listing', () => {
    expect(nextPage(listing({ total: 0, results: 0 }))).toBeNull();
  });
});

describe('setting a page', () => {
  it('ignores a page beyond the total pages', () => {
    expect(acceptsPage(listing({ total: 50 }), 4)).toBe(false);
    expect(acceptsPage(listing({ total: 50 }), 3)).toBe(true);
  });
  it('accepts any page while there are no pages at all', () => {
    expect(acceptsPage(listing({ total: 0 }), 7)).toBe(true);
  });
});

describe('applying a page', () => {
  const first = withPage(null, { items: cards(1, 24), page: 1, total: 50, limit: 24 });

  it('page 1 replaces the grid', () => {
    const again = withPage(withPage(first, { items: cards(25, 24), page: 2, total: 50, limit: 24 }), { items: cards(100, 24), page: 1, total: 30, limit: 24 });
    expect(again.items.map((item) => item.id)).toEqual(cards(100, 24).map((item) => item.id));
    expect(again).toMatchObject({ page: 1, total: 30, results: 24 });
  });

  it('another page appends to the grid', () => {
    const second = withPage(first, { items: cards(25, 24), page: 2, total: 50, limit: 24 });
    expect(second.items).toHaveLength(48);
    expect(second.items[24]!.id).toBe(25);
    expect(second).toMatchObject({ page: 2, results: 24 });
    expect(visibleCount(second)).toBe(48);
  });

  it('an override replaces the grid whatever the page', () => {
    const third = withPage(first, { items: cards(49, 2), page: 3, total: 50, limit: 24 }, { override: true });
    expect(third.items.map((item) => item.id)).toEqual([49, 50]);
    expect(visibleCount(third)).toBe(50);
  });
});
