import type { CatalogSort, CurrencyCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { Bitset } from './bitset';
import type { Selection } from './listing-rules';

// Category listings from memory. Counting every filter value over a large category in SQL costs
// hundreds of milliseconds at 100,000 products (the facet join grows with the category); here it
// is a few AND-and-count passes over bitsets, well under a millisecond. The index holds only what
// a listing filters and sorts by (categories, filter values, prices, popularity, dates), is built
// from the database, and is rebuilt when the `catalog_version` sequence moves (migration 0004's
// triggers bump it on any change to those tables, whoever makes it), so every API process agrees
// with the database within one rebuild.


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

const NO_PRICE = -1;

export class ListingIndex {
  private readonly remembered = new Map<string, Promise<unknown>>();

  private constructor(
    readonly version: string,
    /** Product id at each position; positions are dense 0…n-1. */
    private readonly ids: Int32Array,
    private readonly prices: Map<string, Int32Array>,
    /** Products that have a price, per currency: a listing shows only those. */
    private readonly priced: Map<string, Bitset>,
    /** Products with an old price (on sale), per currency. */
    private readonly reduced: Map<string, Bitset>,
    private readonly categories: Map<number, Bitset>,
    /** Products having each filter value (sizes only while they can be bought). */
    private readonly values: Map<number, Bitset>,
    /** Positions in the order of each sort; price sorts per currency. */
    private readonly orders: Map<string, Int32Array>,
  ) {}

  static async load(db: Db): Promise<ListingIndex> {
    // The version first: a change while loading makes the next request load again.
    const version = await catalogVersion(db);
    // Rows are aggregated into arrays by the database: a few hundred rows to read, not a million.
    const [products] = rowsOf<{ ids: number[] | null; popularity: number[]; created: number[] }>(await db.orm.execute(sql`
      SELECT json_agg(id ORDER BY id) AS ids, json_agg(popularity ORDER BY id) AS popularity,
        json_agg((extract(epoch FROM created_at) * 1000)::float8 ORDER BY id) AS created
      FROM products`));
    const ids = Int32Array.from(products?.ids ?? []);
    const n = ids.length;
    const position = new Map<number, number>();
    ids.forEach((id, i) => position.set(id, i));

    const prices = new Map<string, Int32Array>();
    const reduced = new Map<string, Bitset>();
    for (const row of rowsOf<{ currency: string; products: number[]; prices: number[]; reduced: boolean[] }>(await db.orm.execute(sql`
      SELECT currency, json_agg(product_id) AS products, json_agg(price) AS prices, json_agg(old_price IS NOT NULL) AS reduced
      FROM product_prices GROUP BY currency`))) {
      const column = new Int32Array(n).fill(NO_PRICE);
      const onSale = new Bitset(n);
      row.products.forEach((id, k) => {
        const i = position.get(id);
        if (i === undefined) return;
        column[i] = row.prices[k]!;
        if (row.reduced[k]) onSale.add(i);
      });
      prices.set(row.currency, column);
      reduced.set(row.currency, onSale);
    }
    const priced = new Map([...prices].map(([currency, column]) => {
      const set = new Bitset(n);
      column.forEach((price, i) => { if (price !== NO_PRICE) set.add(i); });
      return [currency, set] as const;
    }));

    const setsOf = async (query: ReturnType<typeof sql>): Promise<Map<number, Bitset>> => {
      const sets = new Map<number, Bitset>();
      for (const row of rowsOf<{ key: number; products: number[] }>(await db.orm.execute(query))) {
        const set = new Bitset(n);
        for (const id of row.products) {
          const i = position.get(id);
          if (i !== undefined) set.add(i);
        }
        sets.set(Number(row.key), set);
      }
      return sets;
    };
    const categories = await setsOf(sql`SELECT category_id AS key, json_agg(product_id) AS products FROM product_categories GROUP BY category_id`);
    const values = await setsOf(sql`
      SELECT key, json_agg(product_id) AS products FROM (
        SELECT value_id AS key, product_id FROM product_attribute_values
        UNION ALL SELECT value_id, product_id FROM product_options WHERE stock_status <> 'outOfStock'
      ) v GROUP BY key`);

    // The same orders as SQL would give: ties broken by id, so pages never overlap or skip.
    const positions = (): number[] => Array.from({ length: n }, (_, i) => i);
    const popularity = products?.popularity ?? [];
    const created = products?.created ?? [];
    const orders = new Map<string, Int32Array>([
      ['rec', Int32Array.from(positions().sort((a, b) => popularity[b]! - popularity[a]! || ids[a]! - ids[b]!))],
      ['new', Int32Array.from(positions().sort((a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!))],
    ]);
    for (const [currency, column] of prices) {
      const ascending = positions().sort((a, b) => column[a]! - column[b]! || ids[a]! - ids[b]!);
      orders.set(`price_asc:${currency}`, Int32Array.from(ascending));
      orders.set(`price_desc:${currency}`, Int32Array.from(positions().sort((a, b) => column[b]! - column[a]! || ids[a]! - ids[b]!)));
    }
    return new ListingIndex(version, ids, prices, priced, reduced, categories, values, orders);
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
    const n = this.ids.length;
    const prices = this.prices.get(q.currency) ?? new Int32Array(n).fill(NO_PRICE);
    const base = this.categoryBase(q.categoryId, q.currency);

    // One mask per checked filter (any of its values), and one for the price range.
    const masks = q.selection.values.map(({ valueIds }) =>
      valueIds.reduce((mask, id) => (this.values.has(id) ? mask.or(this.values.get(id)!) : mask), new Bitset(n)));
    const { from = 0, to = Number.MAX_SAFE_INTEGER } = q.selection.price ?? {};
    let priceMask: Bitset | undefined;
    if (q.selection.price) {
      priceMask = new Bitset(n);
      for (let i = 0; i < n; i++) if (prices[i]! >= from && prices[i]! <= to) priceMask.add(i);
    }
    const without = (skip: number | 'price'): Bitset => {
      let set = base;
      masks.forEach((mask, m) => { if (m !== skip) set = set.and(mask); });
      return priceMask && skip !== 'price' ? set.and(priceMask) : set;
    };
    const matched = without(-1);

    // A value counts what the other filters select: its own filter's mask is left out.
    const counts = new Map<number, number>();
    const ownFilter = new Map<number, number>();
    q.selection.values.forEach(({ attribute }, m) => q.valuesOf(attribute).forEach((id) => ownFilter.set(id, m)));
    const scopes = new Map<number, Bitset>();
    for (const [valueId, set] of this.values) {
      if (base.countAnd(set) === 0) continue;
      const m = ownFilter.get(valueId) ?? -1;
      let scope = scopes.get(m);
      if (!scope) scopes.set(m, (scope = m === -1 ? matched : without(m)));
      counts.set(valueId, scope.countAnd(set));
    }

    const priced = without('price');
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < n; i++) {
      if (!priced.has(i)) continue;
      min = Math.min(min, prices[i]!);
      max = Math.max(max, prices[i]!);
    }

    const ids = this.page(matched, q.sort, q.currency, q.limit, q.offset);
    return { total: matched.count(), ids, counts, priceRange: min === Infinity ? null : { min, max } };
  }

  /** A category's first products in a sort, with none of a listing's counting: "you may also like". */
  top(categoryId: number, currency: CurrencyCode, sort: CatalogSort, limit: number): number[] {
    return this.page(this.categoryBase(categoryId, currency), sort, currency, limit, 0);
  }

  /** The first products of the whole catalogue in a sort (those with a price in the currency): the home page's newest. */
  topOfCatalogue(currency: CurrencyCode, sort: CatalogSort, limit: number): number[] {
    return this.page(this.priced.get(currency) ?? new Bitset(this.ids.length), sort, currency, limit, 0);
  }

  /** The first products on sale (with an old price in the currency) in a sort: the home page's sale row. */
  topOnSale(currency: CurrencyCode, sort: CatalogSort, limit: number): number[] {
    return this.page(this.reduced.get(currency) ?? new Bitset(this.ids.length), sort, currency, limit, 0);
  }

  /** The category's products that have a price in the currency. */
  private categoryBase(categoryId: number, currency: CurrencyCode): Bitset {
    const n = this.ids.length;
    const category = this.categories.get(categoryId) ?? new Bitset(n);
    return category.and(this.priced.get(currency) ?? new Bitset(n));
  }

  /** Product ids of `set` in the sort's order, `offset` skipped, at most `limit`. */
  private page(set: Bitset, sort: CatalogSort, currency: CurrencyCode, limit: number, offset: number): number[] {
    const order = this.orders.get(sort.startsWith('price') ? `${sort}:${currency}` : sort) ?? this.orders.get('rec')!;
    const ids: number[] = [];
    let skipped = 0;
    for (let k = 0; k < order.length && ids.length < limit; k++) {
      const i = order[k]!;
      if (!set.has(i)) continue;
      if (skipped < offset) skipped++;
      else ids.push(this.ids[i]!);
    }
    return ids;
  }
}

/** The sequence's position; `is_called` tells a new sequence (1, not called) from one bumped once (1, called). */
async function catalogVersion(db: Db): Promise<string> {
  const [row] = rowsOf<{ version: string }>(await db.orm.execute(sql`SELECT last_value::text || ':' || is_called::text AS version FROM catalog_version`));
  return row!.version;
}

const sources = new WeakMap<Db, () => Promise<ListingIndex>>();

/**
 * The current index of a database (one per open database, however many routes ask): checks the
 * catalogue version (one tiny query, at most every 250 ms) and rebuilds when it moved. While a rebuild
 * runs, callers get the previous index, a second or two behind, rather than wait; only the very
 * first call waits for a build.
 */
export function listingIndexOf(db: Db): Promise<ListingIndex> {
  let source = sources.get(db);
  if (!source) sources.set(db, (source = indexSource(db)));
  return source();
}

/** How often the catalogue version is asked for: listings may be this much behind a change, and a busy API asks rarely. */
const VERSION_CHECK_MS = 250;

function indexSource(db: Db): () => Promise<ListingIndex> {
  let current: ListingIndex | undefined;
  let building: Promise<ListingIndex> | undefined;
  let checkedAt = 0;
  const rebuild = (): Promise<ListingIndex> => {
    building ??= ListingIndex.load(db).then(
      (index) => { current = index; building = undefined; return index; },
      (error: unknown) => { building = undefined; throw error; },
    );
    return building;
  };
  return async () => {
    if (!current) return rebuild();
    if (Date.now() - checkedAt >= VERSION_CHECK_MS) {
      checkedAt = Date.now();
      if ((await catalogVersion(db)) !== current.version) void rebuild().catch(() => undefined);
    }
    return current;
  };
}

