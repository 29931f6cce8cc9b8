import { LATEST_POSTS_COUNT, type HomePage } from '@shop/contracts';
import type { Db } from '../../db/client';
import { latestPosts } from '../blog/blog-repository';
import type { ShopView } from '../settings/settings-repository';
import { homeContent } from './home-content';
import { productRows } from './product-rows';

/** The home page's first data (GET /url/resolve): what its endpoints answer, but the per-visitor A/B banner. */
export async function homePage(db: Db, shop: ShopView): Promise<HomePage> {
  const { language } = shop;
  const [content, rows, posts] = await Promise.all([homeContent(db, language), productRows(db, shop), latestPosts(db, language, LATEST_POSTS_COUNT)]);
  return { ...content, ...rows, posts };
}
