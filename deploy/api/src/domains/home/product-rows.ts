import { HOME_ROW_SIZE, type CurrencyCode, type LanguageCode, type ProductCard } from '@shop/contracts';
import type { Db } from '../../db/client';
import { listingIndexOf } from '../catalog/listing-index';
import { productCards } from '../catalog/product-cards';
import { bestRatedProductIds } from './home-repository';

/** The home page's product rows (spec §1: favourite, sale and newest products). */
export type ProductRow = 'favourite' | 'sale' | 'newest';

/**
 * A row's cards in the shop currency. Sale and newest come from the in-process listing index
 * (bestsellers first among the reduced; newest created first); favourites from the reviews.
 */
export async function productRow(db: Db, shop: { language: LanguageCode; currency: CurrencyCode }, row: ProductRow): Promise<ProductCard[]> {
  return productCards(db, shop, await rowIds(db, shop.currency, row));
}

async function rowIds(db: Db, currency: CurrencyCode, row: ProductRow): Promise<number[]> {
  if (row === 'favourite') return favouriteIds(db, currency);
  const index = await listingIndexOf(db);
  return row === 'sale' ? index.topOnSale(currency, 'rec', HOME_ROW_SIZE) : index.topOfCatalogue(currency, 'new', HOME_ROW_SIZE);
}

/**
 * How long the favourites are kept. Reviews do not move the catalogue version (they are not part
 * of the listing index), so the ranking, a scan of every reviewed product, is read again at most
 * this often instead: a new review shows in the row within a minute.
 */
const FAVOURITES_TTL_MS = 60_000;

const favourites = new WeakMap<Db, Map<CurrencyCode, { readAt: number; ids: Promise<number[]> }>>();

function favouriteIds(db: Db, currency: CurrencyCode): Promise<number[]> {
  let byCurrency = favourites.get(db);
  if (!byCurrency) favourites.set(db, (byCurrency = new Map()));
  const kept = byCurrency.get(currency);
  if (kept && Date.now() - kept.readAt < FAVOURITES_TTL_MS) return kept.ids;
  const ids = bestRatedProductIds(db, currency, HOME_ROW_SIZE);
  byCurrency.set(currency, { readAt: Date.now(), ids });
  // A failed read is not kept: the next request tries again.
  ids.catch(() => byCurrency.delete(currency));
  return ids;
}
