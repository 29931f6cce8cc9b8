import { HOME_ROW_SIZE, type CurrencyCode, type LanguageCode, type ProductCard } from '@shop/contracts';
import type { Db } from '../../db/client';
import { listingIndexOf } from '../catalog/listing-index';
import { productCards } from '../catalog/product-cards';
import { bestRatedProductIds } from './home-repository';

/** The home page's product rows (spec §1: favourite, sale and newest products). */
export const PRODUCT_ROWS = ['favourite', 'sale', 'newest'] as const;
export type ProductRow = (typeof PRODUCT_ROWS)[number];

interface Shop { language: LanguageCode; currency: CurrencyCode }

/** One row's cards in the shop currency. */
export async function productRow(db: Db, shop: Shop, row: ProductRow): Promise<ProductCard[]> {
  return productCards(db, shop, await rowIds(db, shop.currency, row));
}

/** Every row at once, their cards read in one query (the home page's first data). */
export async function productRows(db: Db, shop: Shop): Promise<Record<ProductRow, ProductCard[]>> {
  const ids = await Promise.all(PRODUCT_ROWS.map((row) => rowIds(db, shop.currency, row)));
  const cards = new Map((await productCards(db, shop, [...new Set(ids.flat())])).map((card) => [card.id, card]));
  const [favourite, sale, newest] = ids.map((row) => row.flatMap((id) => cards.get(id) ?? []));
  return { favourite: favourite!, sale: sale!, newest: newest! };
}

/** Sale and newest come from the in-process listing index (bestsellers first among the reduced; newest created first). */
async function rowIds(db: Db, currency: CurrencyCode, row: ProductRow): Promise<number[]> {
  if (row === 'favourite') return favouriteIds(db, currency);
  const index = await listingIndexOf(db);
  return row === 'sale' ? index.topOnSale(currency, 'rec', HOME_ROW_SIZE) : index.topOfCatalogue(currency, 'new', HOME_ROW_SIZE);
}

/**
 * How long the favourites are kept. Reviews do not move the catalogue version (they are not in
 * the listing index), and the ranking scans every reviewed product (90 ms at 100,000 products),
 * so it is kept and read again in the background once this old: a new review shows within a
 * minute, and no shopper waits for the scan but the very first.
 */
const FAVOURITES_TTL_MS = 60_000;

const favourites = new WeakMap<Db, Map<CurrencyCode, { ids?: number[]; readAt: number; reading?: Promise<number[]> }>>();

async function favouriteIds(db: Db, currency: CurrencyCode): Promise<number[]> {
  let byCurrency = favourites.get(db);
  if (!byCurrency) favourites.set(db, (byCurrency = new Map()));
  const kept = byCurrency.get(currency) ?? { readAt: 0 };
  byCurrency.set(currency, kept);
  if (!kept.reading && Date.now() - kept.readAt >= FAVOURITES_TTL_MS) {
    kept.reading = bestRatedProductIds(db, currency, HOME_ROW_SIZE)
      .then((ids) => {
        kept.ids = ids;
        kept.readAt = Date.now();
        return ids;
      })
      .finally(() => { kept.reading = undefined; });
    // A failed read goes to whoever waits for it (none, while older ids are kept); the next request reads again.
    kept.reading.catch(() => undefined);
  }
  // The kept ids while they are read again; only the very first request waits for the read.
  return kept.ids ?? kept.reading!;
}
