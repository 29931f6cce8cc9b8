import { LANGUAGE_CODES, STOCK_STATUSES, type CurrencyCode, type LanguageCode, type ProductCard } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { productImageUrl } from '../media/product-image';
import { bestStock } from './listing-rules';

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

  static async load(db: Db, columns: CardColumns): Promise<ProductCardStore> {
    const n = columns.ids.length;
    // Rows carry their product id: a product added between two of these queries is skipped, not misplaced.
    const place = (id: number): number | undefined => columns.positionOf.get(Number(id));

    const skus = new Array<string>(n).fill('');
    const urlPaths = new Array<string>(n).fill('');
    const [products] = rowsOf<{ ids: number[] | null; skus: string[]; url_paths: string[] }>(await db.orm.execute(sql`
      SELECT json_agg(id) AS ids, json_agg(sku) AS skus, json_agg(url_path) AS url_paths FROM products`));
    (products?.ids ?? []).forEach((id, k) => {
      const i = place(id);
      if (i === undefined) return;
      skus[i] = products!.skus[k]!;
      urlPaths[i] = products!.url_paths[k]!;
    });
    const positionOfUrlPath = new Map<string, number>();
    urlPaths.forEach((urlPath, i) => { if (urlPath) positionOfUrlPath.set(urlPath, i); });

    const names = new Map<LanguageCode, Array<string | undefined>>();
    for (const language of LANGUAGE_CODES) {
      const column = new Array<string | undefined>(n).fill(undefined);
      const [row] = rowsOf<{ ids: number[] | null; names: string[] }>(await db.orm.execute(sql`
        SELECT json_agg(product_id) AS ids, json_agg(name) AS names FROM product_translations WHERE language = ${language}`));
      (row?.ids ?? []).forEach((id, k) => {
        const i = place(id);
        if (i !== undefined) column[i] = row!.names[k];
      });
      names.set(language, column);
    }

    const imageIds = new Int32Array(n).fill(NONE);
    const [images] = rowsOf<{ ids: number[] | null; images: number[] }>(await db.orm.execute(sql`
      SELECT json_agg(product_id) AS ids, json_agg(id) AS images
      FROM (SELECT DISTINCT ON (product_id) product_id, id FROM product_images ORDER BY product_id, position) first`));
    (images?.ids ?? []).forEach((id, k) => {
      const i = place(id);
      if (i !== undefined) imageIds[i] = images!.images[k]!;
    });

    // A product without sizes is sold out, as bestStock of nothing says.
    const outOfStock = STOCK_STATUSES.indexOf(bestStock([]));
    const stock = new Uint8Array(n).fill(outOfStock);
    const [statuses] = rowsOf<{ ids: number[] | null; statuses: string[][] }>(await db.orm.execute(sql`
      SELECT json_agg(product_id) AS ids, json_agg(statuses) AS statuses
      FROM (SELECT product_id, json_agg(DISTINCT stock_status) AS statuses FROM product_options GROUP BY product_id) s`));
    (statuses?.ids ?? []).forEach((id, k) => {
      const i = place(id);
      if (i !== undefined) stock[i] = STOCK_STATUSES.indexOf(bestStock(statuses!.statuses[k]!));
    });

    const oldPrices = new Map<string, Int32Array>();
    for (const row of rowsOf<{ currency: string; ids: number[]; old_prices: number[] }>(await db.orm.execute(sql`
      SELECT currency, json_agg(product_id) AS ids, json_agg(old_price) AS old_prices
      FROM product_prices WHERE old_price IS NOT NULL GROUP BY currency`))) {
      const column = new Int32Array(n).fill(NONE);
      row.ids.forEach((id, k) => {
        const i = place(id);
        if (i !== undefined) column[i] = row.old_prices[k]!;
      });
      oldPrices.set(row.currency, column);
    }

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
