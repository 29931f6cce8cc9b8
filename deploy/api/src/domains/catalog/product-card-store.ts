import { LANGUAGE_CODES, STOCK_STATUSES, type CurrencyCode, type LanguageCode, type ProductCard } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { productImageUrl } from '../media/product-image';
import { bestStock } from './listing-rules';
import type { IdRange, ProductSlices } from './product-slices';

// Product cards from memory, for every grid a shopper browses: listings, search results and
// recommendations ask the database nothing. One column per field, indexed by the listing index's
// product positions and built with it, so a card always agrees with the listing it is shown in.
// Names and photos are loaded with the index too: nothing in the API writes them, and the seed that
// does also inserts products, which moves the catalogue version. Carts, where a price is money,
// read theirs from the database instead (product-cards.ts).

/** A product without a price (in a price column), photo or sale price. */
export const NONE = -1;

/** What the listing index has already loaded, per product position. */
export interface CardColumns {
  ids: Int32Array;
  /** Product id → position. */
  positionOf: ReadonlyMap<number, number>;
  /** Price per currency in minor units; NONE where the product has none. */
  prices: ReadonlyMap<string, Int32Array>;
}

export class ProductCardStore {
  private constructor(
    private readonly columns: CardColumns,
    private readonly skus: string[],
    private readonly urlPaths: string[],
    private readonly positionOfUrlPath: Map<string, number>,
    /** Per language; undefined where the product has no translation. */
    private readonly names: Map<LanguageCode, Array<string | undefined>>,
    private readonly imageIds: Int32Array,
    /** Index into STOCK_STATUSES of the best status among the sizes. */
    private readonly stock: Uint8Array,
    private readonly oldPrices: Map<string, Int32Array>,
  ) {}

  static async load(db: Db, slices: ProductSlices, columns: CardColumns): Promise<ProductCardStore> {
    const n = columns.ids.length;
    /** Each row of `query` over every slice; rows carry product ids, so one added meanwhile is skipped, not misplaced. */
    const eachRow = <R>(query: (range: IdRange) => SQL, apply: (row: R) => void): Promise<void> =>
      slices.each(async (range) => { for (const row of rowsOf<R>(await db.orm.execute(query(range)))) apply(row); });
    const eachProduct = <T>(ids: number[] | null, values: T[], apply: (i: number, value: T) => void): void => {
      (ids ?? []).forEach((id, k) => {
        const i = columns.positionOf.get(Number(id));
        if (i !== undefined) apply(i, values[k]!);
      });
    };

    const skus = new Array<string>(n).fill('');
    const urlPaths = new Array<string>(n).fill('');
    await eachRow<{ ids: number[] | null; skus: string[]; url_paths: string[] }>(({ from, to }) => sql`
      SELECT json_agg(id) AS ids, json_agg(sku) AS skus, json_agg(url_path) AS url_paths FROM products WHERE id BETWEEN ${from} AND ${to}`, (row) => {
      eachProduct(row.ids, row.skus, (i, sku) => { skus[i] = sku; });
      eachProduct(row.ids, row.url_paths, (i, urlPath) => { urlPaths[i] = urlPath; });
    });
    const positionOfUrlPath = new Map<string, number>();
    urlPaths.forEach((urlPath, i) => { if (urlPath) positionOfUrlPath.set(urlPath, i); });

    const names = new Map<LanguageCode, Array<string | undefined>>();
    for (const language of LANGUAGE_CODES) {
      const column = new Array<string | undefined>(n).fill(undefined);
      await eachRow<{ ids: number[] | null; names: string[] }>(({ from, to }) => sql`
        SELECT json_agg(product_id) AS ids, json_agg(name) AS names FROM product_translations
        WHERE language = ${language} AND product_id BETWEEN ${from} AND ${to}`, (row) => eachProduct(row.ids, row.names, (i, name) => { column[i] = name; }));
      names.set(language, column);
    }

    const imageIds = new Int32Array(n).fill(NONE);
    await eachRow<{ ids: number[] | null; images: number[] }>(({ from, to }) => sql`
      SELECT json_agg(product_id) AS ids, json_agg(id) AS images FROM (
        SELECT DISTINCT ON (product_id) product_id, id FROM product_images WHERE product_id BETWEEN ${from} AND ${to} ORDER BY product_id, position
      ) first`, (row) => eachProduct(row.ids, row.images, (i, imageId) => { imageIds[i] = imageId; }));

    // A product without sizes is sold out, as bestStock of nothing says.
    const stock = new Uint8Array(n).fill(STOCK_STATUSES.indexOf(bestStock([])));
    await eachRow<{ ids: number[] | null; statuses: string[][] }>(({ from, to }) => sql`
      SELECT json_agg(product_id) AS ids, json_agg(statuses) AS statuses FROM (
        SELECT product_id, json_agg(DISTINCT stock_status) AS statuses FROM product_options WHERE product_id BETWEEN ${from} AND ${to} GROUP BY product_id
      ) s`, (row) => eachProduct(row.ids, row.statuses, (i, statuses) => { stock[i] = STOCK_STATUSES.indexOf(bestStock(statuses)); }));

    const oldPrices = new Map<string, Int32Array>();
    await eachRow<{ currency: string; ids: number[]; old_prices: number[] }>(({ from, to }) => sql`
      SELECT currency, json_agg(product_id) AS ids, json_agg(old_price) AS old_prices FROM product_prices
      WHERE old_price IS NOT NULL AND product_id BETWEEN ${from} AND ${to} GROUP BY currency`, (row) => {
      let column = oldPrices.get(row.currency);
      if (!column) oldPrices.set(row.currency, (column = new Int32Array(n).fill(NONE)));
      eachProduct(row.ids, row.old_prices, (i, oldPrice) => { column[i] = oldPrice; });
    });

    return new ProductCardStore(columns, skus, urlPaths, positionOfUrlPath, names, imageIds, stock, oldPrices);
  }

  /**
   * The cards of these products in this order (spec §3 grid items). A product unknown to the
   * index, without a name in the language or without a price in the currency is left out.
   */
  cards(ids: readonly number[], { language, currency }: { language: LanguageCode; currency: CurrencyCode }, page = 1): ProductCard[] {
    const cards: ProductCard[] = [];
    for (const id of ids) {
      const i = this.columns.positionOf.get(id);
      const card = i === undefined ? undefined : this.cardAt(i, language, currency, page);
      if (card) cards.push(card);
    }
    return cards;
  }

  /** Every product's name in a language, by position; undefined where it has none. */
  namesIn(language: LanguageCode): ReadonlyArray<string | undefined> {
    return this.names.get(language)!;
  }

  /** The id of the product at a url_path, if the index knows it. */
  idOf(urlPath: string): number | undefined {
    const i = this.positionOfUrlPath.get(urlPath);
    return i === undefined ? undefined : this.columns.ids[i];
  }

  private cardAt(i: number, language: LanguageCode, currency: CurrencyCode, page: number): ProductCard | undefined {
    const name = this.names.get(language)?.[i];
    const price = this.columns.prices.get(currency)?.[i] ?? NONE;
    if (name === undefined || price === NONE) return undefined;
    const imageId = this.imageIds[i]!;
    const oldPrice = this.oldPrices.get(currency)?.[i] ?? NONE;
    return {
      type: 'product',
      id: this.columns.ids[i]!,
      sku: this.skus[i]!,
      name,
      url_path: this.urlPaths[i]!,
      page,
      image: imageId === NONE ? null : productImageUrl(imageId, 400),
      image_id: imageId === NONE ? null : imageId,
      price,
      old_price: oldPrice === NONE ? null : oldPrice,
      currency,
      stock: STOCK_STATUSES[this.stock[i]!]!,
    };
  }
}
