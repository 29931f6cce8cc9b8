import { apiGet, apiPost, type ApiReply } from '@shop/api-client';
import type {
  AbBannerReply,
  CarouselReply,
  HomeBlocksReply,
  HomePage,
  LatestPostsReply,
  ProductRowReply,
} from '@shop/contracts';

/** Throws on a refusal: the home page has no "not found", only "could not load". */
function ok<T extends { status: 200 }>(reply: ApiReply<T>): T {
  if (reply.status !== 200) throw new Error(`home: ${(reply as { error: string }).error}`);
  return reply as T;
}

/** The home page's data from its spec §7 endpoints, all at once (the resolver carries the same in one reply). */
export async function fetchHome(): Promise<HomePage> {
  const [blocks, carousel, favourite, sale, newest, posts] = await Promise.all([
    apiPost<HomeBlocksReply>('promo_legacy/get/all', { data: {} }).then(ok),
    apiPost<CarouselReply>('promo_legacy/fetch-carousel/').then(ok),
    apiGet<ProductRowReply>('promo_legacy/product-favourite').then(ok),
    apiGet<ProductRowReply>('promo_legacy/product-sale').then(ok),
    apiGet<ProductRowReply>('promo_legacy/product-newest').then(ok),
    apiGet<LatestPostsReply>('promo_legacy/latest-posts').then(ok),
  ]);
  return {
    blocks: blocks.blocks,
    carousel: carousel.slides,
    favourite: favourite.products,
    sale: sale.products,
    newest: newest.products,
    posts: posts.posts,
  };
}

/** The visitor's A/B banner variant (personal: never part of the shared first data). */
export async function fetchAbBanner(): Promise<AbBannerReply['banner']> {
  const reply = ok(await apiGet<AbBannerReply>('ab/get-banner'));
  return reply.banner;
}
