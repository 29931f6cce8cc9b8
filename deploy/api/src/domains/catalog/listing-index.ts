import {
  LANGUAGE_CODES, type CatalogSort, type CategoryProductsReply, type CurrencyCode, type LanguageCode, type ProductPage, type RangeSelection, type SearchResult,
} from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { LruMap } from '../../infra/lru-map';
import { pacer } from '../../infra/pace';
import { ReadOnceCache } from '../../infra/read-once-cache';
import { Bitset } from './bitset';
import type { Selection } from './listing-rules';
import { NameIndex } from './name-index';
import { NONE as NO_PRICE, ProductCardStore } from './product-card-store';
import { ProductSlices, SLICE_IDS, type IdRange } from './product-slices';
import { ValueSets } from './value-sets';

// The catalogue a shopper browses, from memory. Counting every filter value over a large category
// in SQL costs hundreds of milliseconds at 100,000 products (the facet join grows with the
// category); here it is a few AND-and-count passes over bitsets. The index holds what a listing
// filters and sorts by (categories, filter values, prices, popularity, dates), the product cards
// (product-card-store.ts), which products' names hold which words (name-index.ts, for search) and
// the pages answered lately (listings, search results, product pages). It is built from the
// database and rebuilt when the `catalog_version` sequence moves (migration 0004's triggers bump
// it on any change to those tables, whoever makes it), so every API process agrees with the
// database within one rebuild. With PGlite every query waits in one queue and runs on the event
// loop's thread: the pages shoppers browse ask it nothing.

export interface ListingQuery {
  categoryId: number;
  currency: CurrencyCode;
  selection: Selection;
  /** Every value id of each filter, to know which filter a counted value belongs to. */
  valuesOf: (attribute: string) => number[];
  sort: CatalogSort;
  limit: number;
  offset: number;
}

export interface ListingResult {
  total: number;
  ids: number[];
  /** value id → products shown if it were checked too (the other filters applied, not its own). */
  counts: Map<number, number>;
  /** Lowest and highest price with every filter but the price applied; null when nothing matches. */
  priceRange: { min: number; max: number } | null;
}

/** What a selection shows, whatever the page and sort. */
interface Counted extends Omit<ListingResult, 'ids'> {
  matched: Bitset;
}

/** The same selection, whatever the order its filters and values came in. */
function selectionKey({ categoryId, currency, selection }: ListingQuery): string {
  const values = selection.values.map(({ attribute, valueIds }) => `${attribute}=${[...valueIds].sort((a, b) => a - b).join(',')}`).sort();
  const price = selection.price ? `price=${selection.price.from ?? ''}-${selection.price.to ?? ''}` : '';
  return [categoryId, currency, ...values, price].join('|');
}

/** Selections whose counts are kept: a bitset of 12.5 kB at 100,000 products, and counts of a few dozen values. */
const SELECTIONS_KEPT = 500;

/**
 * Pages answered lately, kept until the catalogue changes, each as objects and (by the routes)
 * as JSON: a listing page about 28 kB, a search page 40 kB, a product page 15 kB. All full, some
 * 65 MB (measured at 100,000 products).
 */
const LISTING_PAGES_KEPT = 500;
const SEARCH_PAGES_KEPT = 500;
const PRODUCT_PAGES_KEPT = 2000;

export class ListingIndex {
  private readonly remembered = new Map<string, Promise<unknown>>();
  private readonly presentValues = new Map<string, number[]>();
  private readonly selections = new LruMap<string, Counted>(SELECTIONS_KEPT);
  /** Listing pages by language, currency and request. */
  readonly listingPages = new ReadOnceCache<Omit<CategoryProductsReply, 'status'>>(LISTING_PAGES_KEPT);
  /** Search result pages by language, currency, search terms and page. */
  readonly searchPages = new ReadOnceCache<SearchResult>(SEARCH_PAGES_KEPT);
  private readonly productPages = new ReadOnceCache<ProductPage>(PRODUCT_PAGES_KEPT);

  private constructor(
    readonly version: string,
    /** The review_version position when the product pages were last forgotten: they show ratings. */
    private reviews: string,
    /** Product id at each position; positions are dense 0…n-1. */
    private readonly ids: Int32Array,
    private readonly prices: Map<string, Int32Array>,
    /** Products that have a price, per currency: a listing shows only those. */
    private readonly priced: Map<string, Bitset>,
    /** Products with an old price (on sale), per currency. */
    private readonly reduced: Map<string, Bitset>,
    private readonly categories: Map<number, Bitset>,
    /** Products having each filter value (sizes only while they can be bought). */
    private readonly values: ValueSets,
    /** Positions in the order of each sort; price sorts per currency. */
    private readonly orders: Map<string, Int32Array>,
    readonly cards: ProductCardStore,
    private readonly names: Map<LanguageCode, NameIndex>,
  ) {}

  /** Reads the catalogue `sliceIds` product ids a statement (product-slices.ts). */
  static async load(db: Db, sliceIds = SLICE_IDS): Promise<ListingIndex> {
    // The version first: a change while loading makes the next check load again.
    const { version, reviews } = await settledCatalogState(db);
    const slices = await ProductSlices.of(db, sliceIds);

    // Rows are aggregated into arrays by the database: a few rows a slice, not one per product.
    const idList: number[] = [];
    const popularity: number[] = [];
    const created: number[] = [];
    await slices.each(async ({ from, to }) => {
      const [row] = rowsOf<{ ids: number[] | null; popularity: number[]; created: number[] }>(await db.orm.execute(sql`
        SELECT json_agg(id ORDER BY id) AS ids, json_agg(popularity ORDER BY id) AS popularity,
          json_agg((extract(epoch FROM created_at) * 1000)::float8 ORDER BY id) AS created
        FROM products WHERE id BETWEEN ${from} AND ${to} AND status = 'published'`));
      for (let k = 0; k < (row?.ids?.length ?? 0); k++) {
        idList.push(row!.ids![k]!);
        popularity.push(row!.popularity[k]!);
        created.push(row!.created[k]!);
      }
    });
    const ids = Int32Array.from(idList);
    const n = ids.length;
    const position = new Map<number, number>();
    ids.forEach((id, i) => position.set(id, i));

    const prices = new Map<string, Int32Array>();
    const reduced = new Map<string, Bitset>();
    await slices.each(async ({ from, to }) => {
      for (const row of rowsOf<{ currency: string; products: number[]; prices: number[]; reduced: boolean[] }>(await db.orm.execute(sql`
        SELECT currency, json_agg(product_id) AS products, json_agg(price) AS prices, json_agg(old_price IS NOT NULL) AS reduced
        FROM product_prices WHERE product_id BETWEEN ${from} AND ${to} GROUP BY currency`))) {
        let column = prices.get(row.currency);
        if (!column) prices.set(row.currency, (column = new Int32Array(n).fill(NO_PRICE)));
        let onSale = reduced.get(row.currency);
        if (!onSale) reduced.set(row.currency, (onSale = new Bitset(n)));
        row.products.forEach((id, k) => {
          const i = position.get(id);
          if (i === undefined) return;
          column[i] = row.prices[k]!;
          if (row.reduced[k]) onSale.add(i);
        });
      }
    });
    const priced = new Map([...prices].map(([currency, column]) => {
      const set = new Bitset(n);
      column.forEach((price, i) => { if (price !== NO_PRICE) set.add(i); });
      return [currency, set] as const;
    }));

    const setsOf = async (query: (range: IdRange) => SQL): Promise<Map<number, Bitset>> => {
      const sets = new Map<number, Bitset>();
      await slices.each(async (range) => {
        for (const row of rowsOf<{ key: number; products: number[] }>(await db.orm.execute(query(range)))) {
          let set = sets.get(Number(row.key));
          if (!set) sets.set(Number(row.key), (set = new Bitset(n)));
          for (const id of row.products) {
            const i = position.get(id);
            if (i !== undefined) set.add(i);
          }
        }
      });
      return sets;
    };
    const categories = await setsOf(({ from, to }) => sql`
      SELECT category_id AS key, json_agg(product_id) AS products FROM product_categories
      WHERE product_id BETWEEN ${from} AND ${to} GROUP BY category_id`);
    const values = await setsOf(({ from, to }) => sql`
      SELECT key, json_agg(product_id) AS products FROM (
        SELECT value_id AS key, product_id FROM product_attribute_values WHERE product_id BETWEEN ${from} AND ${to}
        UNION ALL SELECT value_id, product_id FROM product_options WHERE stock_status <> 'outOfStock' AND product_id BETWEEN ${from} AND ${to}
      ) v GROUP BY key`);

    // The same orders as SQL would give: ties broken by id, so pages never overlap or skip.
    const orders = new Map<string, Int32Array>();
    const rest = pacer();
    const order = async (name: string, compare: (a: number, b: number) => number) => {
      orders.set(name, Int32Array.from({ length: n }, (_, i) => i).sort(compare));
      await rest();
    };
    await order('rec', (a, b) => popularity[b]! - popularity[a]! || ids[a]! - ids[b]!);
    await order('new', (a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!);
    for (const [currency, column] of prices) {
      await order(`price_asc:${currency}`, (a, b) => column[a]! - column[b]! || ids[a]! - ids[b]!);
      await order(`price_desc:${currency}`, (a, b) => column[b]! - column[a]! || ids[a]! - ids[b]!);
    }

    const cards = await ProductCardStore.load(db, slices, { ids, positionOf: position, prices });
    const names = new Map<LanguageCode, NameIndex>();
    for (const language of LANGUAGE_CODES) {
      names.set(language, await NameIndex.build(db, language, cards.namesIn(language)));
      await rest();
    }
    return new ListingIndex(version, reviews, ids, prices, priced, reduced, categories, new ValueSets(values, n), orders, cards, names);
  }

  /** How many products the index holds: the published ones. */
  get productCount(): number {
    return this.ids.length;
  }

  /** A set of none of this index's products, to build on. */
  emptySet(): Bitset {
    return new Bitset(this.ids.length);
  }

  /** Which products' names hold which lexemes in a language. */
  namesIn(language: LanguageCode): NameIndex {
    return this.names.get(language)!;
  }

  /** A product's page in a language and currency, as `read` finds it the first time. */
  productPage(productId: number, language: LanguageCode, currency: CurrencyCode, read: () => Promise<ProductPage>): Promise<ProductPage> {
    return this.productPages.get(`${productId}:${language}:${currency}`, read);
  }

  /** A product's pages in every language and currency: its rating changed. */
  forgetProductPage(productId: number): void {
    for (const language of LANGUAGE_CODES) {
      for (const currency of this.prices.keys()) this.productPages.delete(`${productId}:${language}:${currency}`);
    }
  }

  /** The review_version this index's product pages were made at. */
  get reviewsVersion(): string {
    return this.reviews;
  }

  /** Product pages show ratings: a review written or moderated anywhere, by any process, forgets them. */
  noticeReviews(reviews: string): void {
    if (reviews === this.reviews) return;
    this.reviews = reviews;
    this.productPages.clear();
  }

  /**
   * What `load` finds for `key`, read from the database once per index: catalogue facts (a
   * category by its path, the filter labels) change only with the catalogue, and then the index
   * is new. Only what was found is kept, so unknown keys sent by anyone cannot fill the memory.
   */
  remember<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const known = this.remembered.get(key) as Promise<T | undefined> | undefined;
    if (known) return known;
    const loading = load();
    this.remembered.set(key, loading);
    loading.then((value) => { if (value === undefined) this.remembered.delete(key); }, () => this.remembered.delete(key));
    return loading;
  }

  /** A page of a category under a selection, with each value's count and the price range. */
  query(q: ListingQuery): ListingResult {
    // Counting is the costly part and the same for every page and sort of a selection: a shopper
    // paging or re-sorting, or the next shopper choosing the same filters, only walks an order.
    const key = selectionKey(q);
    let counted = this.selections.get(key);
    if (!counted) this.selections.set(key, (counted = this.count(q)));
    return { ...counted, ids: this.page(counted.matched, q.sort, q.currency, q.limit, q.offset) };
  }

  /** What a selection shows, whatever the page and sort. */
  private count(q: ListingQuery): Counted {
    const prices = this.prices.get(q.currency) ?? new Int32Array(this.ids.length).fill(NO_PRICE);
    const base = this.categoryBase(q.categoryId, q.currency);

    // One mask per checked filter (any of its values), and one for the price range.
    const masks = q.selection.values.map(({ valueIds }) =>
      valueIds.reduce((mask, id) => { const set = this.values.get(id); return set ? mask.or(set) : mask; }, this.emptySet()));
    const priceMask = q.selection.price && this.priceBetween(q.currency, q.selection.price);
    const without = (skip: number | 'price'): Bitset => {
      let set = base;
      masks.forEach((mask, m) => { if (m !== skip) set = set.and(mask); });
      return priceMask && skip !== 'price' ? set.and(priceMask) : set;
    };
    const matched = without(-1);

    // A value counts what the other filters select: its own filter's mask is left out. Values no
    // product of the category has are not counted at all (the filter leaves them out).
    const ownFilter = new Map<number, number>();
    q.selection.values.forEach(({ attribute }, m) => q.valuesOf(attribute).forEach((id) => ownFilter.set(id, m)));
    const byScope = new Map<number, number[]>();
    for (const id of this.valuesIn(q.categoryId, q.currency, base)) {
      const m = ownFilter.get(id) ?? -1;
      byScope.set(m, [...(byScope.get(m) ?? []), id]);
    }
    const counts = new Map<number, number>();
    for (const [m, ids] of byScope) this.values.count(m === -1 ? matched : without(m), ids, counts);

    // The first of the set in each price order: a short walk, where reading every price is 100,000 steps.
    const priced = without('price');
    const [cheapest] = this.walk(priced, this.orderOf('price_asc', q.currency), 1, 0);
    const [dearest] = this.walk(priced, this.orderOf('price_desc', q.currency), 1, 0);
    const priceRange = cheapest === undefined ? null : { min: prices[cheapest]!, max: prices[dearest!]! };

    return { matched, total: matched.count(), counts, priceRange };
  }

  /** A category's first products in a sort, with none of a listing's counting: "you may also like". */
  top(categoryId: number, currency: CurrencyCode, sort: CatalogSort, limit: number): number[] {
    return this.page(this.categoryBase(categoryId, currency), sort, currency, limit, 0);
  }

  /** The first products of the whole catalogue in a sort (those with a price in the currency): the home page's newest. */
  topOfCatalogue(currency: CurrencyCode, sort: CatalogSort, limit: number): number[] {
    return this.page(this.priced.get(currency) ?? this.emptySet(), sort, currency, limit, 0);
  }

  /** The first products on sale (with an old price in the currency) in a sort: the home page's sale row. */
  topOnSale(currency: CurrencyCode, sort: CatalogSort, limit: number): number[] {
    return this.page(this.reduced.get(currency) ?? this.emptySet(), sort, currency, limit, 0);
  }

  /** Product ids of a set of this index's positions, bestsellers first (a listing's default sort), `offset` skipped, at most `limit`. */
  bestsellersFirst(set: Bitset, limit: number, offset: number): number[] {
    return this.page(set, 'rec', undefined, limit, offset);
  }

  /** The values some product of the category (with a price in the currency) has: remembered, as they change only with the index. */
  private valuesIn(categoryId: number, currency: CurrencyCode, base: Bitset): number[] {
    const key = `${categoryId}:${currency}`;
    let present = this.presentValues.get(key);
    if (!present) this.presentValues.set(key, (present = [...this.values.ids()].filter((id) => base.countAnd(this.values.get(id)!) > 0)));
    return present;
  }

  /** Products priced from…to in the currency: a run of its ascending price order, found by bisection. */
  private priceBetween(currency: CurrencyCode, { from = 0, to = Number.MAX_SAFE_INTEGER }: RangeSelection): Bitset {
    const set = this.emptySet();
    const prices = this.prices.get(currency);
    if (!prices) return set;
    const order = this.orderOf('price_asc', currency);
    const firstAbove = (price: number): number => {
      let low = 0;
      let high = order.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (prices[order[middle]!]! <= price) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    for (let k = firstAbove(from - 1), end = firstAbove(to); k < end; k++) set.add(order[k]!);
    return set;
  }

  /** The category's products that have a price in the currency. */
  private categoryBase(categoryId: number, currency: CurrencyCode): Bitset {
    const n = this.ids.length;
    const category = this.categories.get(categoryId) ?? new Bitset(n);
    return category.and(this.priced.get(currency) ?? new Bitset(n));
  }

  /** Product ids of `set` in the sort's order, `offset` skipped, at most `limit`. */
  private page(set: Bitset, sort: CatalogSort, currency: CurrencyCode | undefined, limit: number, offset: number): number[] {
    return this.walk(set, this.orderOf(sort, currency), limit, offset).map((i) => this.ids[i]!);
  }

  /** Positions in the order of a sort; price sorts per currency (a currency without prices has none: the default order). */
  private orderOf(sort: CatalogSort, currency: CurrencyCode | undefined): Int32Array {
    return this.orders.get(sort.startsWith('price') ? `${sort}:${currency}` : sort) ?? this.orders.get('rec')!;
  }

  /** Positions of `set` in `order`, `offset` skipped, at most `limit`. */
  private walk(set: Bitset, order: Int32Array, limit: number, offset: number): number[] {
    const positions: number[] = [];
    let skipped = 0;
    for (let k = 0; k < order.length && positions.length < limit; k++) {
      const i = order[k]!;
      if (!set.has(i)) continue;
      if (skipped < offset) skipped++;
      else positions.push(i);
    }
    return positions;
  }
}

interface CatalogState {
  /** The sequence's position; `is_called` tells a new sequence (1, not called) from one bumped once (1, called). */
  version: string;
  /** The review_version sequence's position: a review written or moderated (migration 0013's trigger) moves it. */
  reviews: string;
}

async function catalogState(db: Db): Promise<CatalogState> {
  const [row] = rowsOf<{ version: string; reviews: string }>(await db.orm.execute(sql`
    SELECT c.last_value::text || ':' || c.is_called::text AS version, r.last_value::text || ':' || r.is_called::text AS reviews
    FROM catalog_version c, review_version r`));
  return { version: row!.version, reviews: row!.reviews };
}

/**
 * The versions, read once every transaction that could have moved them has ended. A sequence
 * moves when a change's statement runs, not when its transaction commits: read at once, another
 * process could load the rows before the change is committed, keep the new version, and stay
 * behind until the catalogue's next change.
 */
async function settledCatalogState(db: Db): Promise<CatalogState> {
  const state = await catalogState(db);
  // Not settled in time: a version no later read can equal, so the next check loads again.
  return (await untilSettled(db)) ? state : { version: `${state.version}:unsettled`, reviews: `${state.reviews}:unsettled` };
}

/** How long a read of the versions waits for the transactions that may have moved them. */
const SETTLE_WAIT_MS = 30_000;
const SETTLE_POLL_MS = 20;

/**
 * Waits until every transaction begun before now has ended (committed or rolled back); false if
 * one still runs after SETTLE_WAIT_MS. A transaction id taken now marks "now": ids are given out
 * in order, and the oldest running one (a snapshot's xmin) passes the mark once all older have
 * ended. (A snapshot's xmax is no such mark: it is one past the last ended id, and a running
 * transaction may hold it.)
 */
async function untilSettled(db: Db): Promise<boolean> {
  const [mark] = rowsOf<{ id: string }>(await db.orm.execute(sql`SELECT pg_current_xact_id()::text AS id`));
  const waitUntil = Date.now() + SETTLE_WAIT_MS;
  for (;;) {
    const [now] = rowsOf<{ settled: boolean }>(await db.orm.execute(sql`
      SELECT pg_snapshot_xmin(pg_current_snapshot()) > ${mark!.id}::xid8 AS settled`));
    if (now!.settled) return true;
    if (Date.now() >= waitUntil) return false;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
}

const sources = new WeakMap<Db, IndexSource>();

const sourceOf = (db: Db): IndexSource => {
  let source = sources.get(db);
  if (!source) sources.set(db, (source = new IndexSource(db)));
  return source;
};

/**
 * The current index of a database (one per open database, however many routes ask). Only the
 * very first call waits for a build; after that callers get the current index at once, while the
 * catalogue version is checked behind them and a new index is built when it moved.
 */
export function listingIndexOf(db: Db): Promise<ListingIndex> {
  return sourceOf(db).index();
}

/**
 * The catalogue and review versions this process's index shows, for a cache of whole pages to key
 * on (the edge's): a page made from an older index is not sent once the index has followed a
 * change. Asks for a check when one is due, as a request for the index does, so a cache that
 * answers without asking the index still learns of a change made through another process.
 */
export function listingDataVersion(db: Db): string | undefined {
  return sources.get(db)?.dataVersion();
}

/** A review changed a product's rating: this process shows it at once, the others at their next check. */
export function forgetProductPage(db: Db, productId: number): void {
  sources.get(db)?.forgetProductPage(productId);
}

/**
 * Brings this process's index up to the database now (after the admin API's catalogue import,
 * whose reply then means the shop shows it); other processes follow at their next check.
 */
export async function catchUpListingIndex(db: Db): Promise<void> {
  await sources.get(db)?.catchUp();
}

/**
 * Keeps this process's index as it is while `work` runs, then brings it up to the database: for a
 * catalogue import, one change written in many short transactions. Followed after each of them,
 * the index would be rebuilt, and every page cached from it made again, all through the import;
 * held, shoppers browse the catalogue as it was and see the import whole once it ends.
 */
export async function holdingListingIndex<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const source = sourceOf(db);
  source.hold();
  try {
    return await work();
  } finally {
    source.release();
    await source.catchUp();
  }
}

/** How often the catalogue version is asked for: what shoppers see may be this much (and a rebuild) behind a change. */
const VERSION_CHECK_MS = 250;

class IndexSource {
  private current: ListingIndex | undefined;
  private building: Promise<ListingIndex> | undefined;
  private checking = false;
  private checkedAt = 0;
  /** Imports running (holdingListingIndex): the version is not checked meanwhile. */
  private holds = 0;

  constructor(private readonly db: Db) {}

  hold(): void {
    this.holds++;
  }

  release(): void {
    this.holds--;
  }

  async index(): Promise<ListingIndex> {
    if (!this.current) return this.rebuild();
    this.checkWhenDue();
    return this.current;
  }

  dataVersion(): string | undefined {
    if (!this.current) return undefined;
    this.checkWhenDue();
    return `${this.current.version}|${this.current.reviewsVersion}`;
  }

  private checkWhenDue(): void {
    if (this.holds === 0 && !this.checking && Date.now() - this.checkedAt >= VERSION_CHECK_MS) void this.check();
  }

  forgetProductPage(productId: number): void {
    this.current?.forgetProductPage(productId);
  }

  /** Reads the version now and, when it moved, waits for the new index. */
  async catchUp(): Promise<void> {
    // A build begun before the caller's change may not have it: wait for it, then compare.
    await this.building?.catch(() => undefined);
    if (this.current) await this.follow();
  }

  /** Not awaited by requests: with PGlite even this tiny query may wait behind others. */
  private async check(): Promise<void> {
    this.checking = true;
    try {
      await this.follow();
    } catch {
      // The next check tries again (or the database was closed under it).
    } finally {
      this.checkedAt = Date.now();
      this.checking = false;
    }
  }

  /** A new index when the catalogue version moved; else the product pages forgotten when the reviews did. */
  private async follow(): Promise<void> {
    const current = this.current!;
    const seen = await catalogState(this.db);
    // A new index reads the versions once what moved them has ended (ListingIndex.load).
    if (seen.version !== current.version) return void (await this.rebuild());
    if (seen.reviews === current.reviewsVersion) return;
    // Only the reviews moved: what moved them may not be committed yet (settledCatalogState).
    const state = await settledCatalogState(this.db);
    if (state.version !== current.version) await this.rebuild();
    else current.noticeReviews(state.reviews);
  }

  private rebuild(): Promise<ListingIndex> {
    this.building ??= ListingIndex.load(this.db).then(
      (index) => { this.current = index; this.building = undefined; return index; },
      (error: unknown) => { this.building = undefined; throw error; },
    );
    return this.building;
  }
}
