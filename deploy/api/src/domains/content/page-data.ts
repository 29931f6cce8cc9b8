import { parseCatalogQuery, type PageData } from '@shop/contracts';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { categoryProducts } from '../catalog/listing';
import { productPage } from '../catalog/product';
import { homePage } from '../home/home-page';
import type { ShopView } from '../settings/settings-repository';
import { findInfoPage, type Resolved } from './content-repository';

/**
 * The first data of a resolved page, as its own endpoint would answer it (spec §7), or undefined
 * when the type has none or that endpoint refuses (a link with a filter that no longer exists):
 * the page then loads its data itself and shows what went wrong.
 */
export async function pageDataFor(db: Db, shop: ShopView, resolved: Resolved, query: string): Promise<PageData | undefined> {
  try {
    switch (resolved.type) {
      case 'home':
        return { home: await homePage(db, shop) };
      case 'category': {
        const { filters, sort } = parseCatalogQuery(query);
        return await categoryProducts(db, shop, { category_url_path: resolved.url_path, filters, sort, page: 1 });
      }
      case 'product':
        return { product: await productPage(db, shop, resolved.url_path) };
      case 'infopage':
      case 'page': {
        const page = await findInfoPage(db, resolved.url_path, shop.language);
        return page && { page };
      }
      default:
        return undefined;
    }
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}
