import { Type, type Static } from '@sinclair/typebox';
import { BlogPostSummary } from './content';
import { Ok } from './envelope';
import { ProductCard } from './listing';
import { Tagline } from './settings';

// The home page (spec §7 "Content and catalogue"): content blocks, carousel, promo strip, A/B
// banner, product rows and the latest posts. Every `href` is a language-neutral path ('/sale'):
// the page adds the current language's prefix, as it does for the settings' links.

/**
 * A drawn banner picture at the media route's widths (spec §1: images change at 768 and 1280 px).
 * `width` × `height` is the 1280 px file; the other widths keep its proportions, so a page
 * reserves the box from these two before any file arrives (no layout shift). Decorative: the
 * title and text beside it carry the meaning, so it is rendered with an empty alt.
 */
export const BannerImage = Type.Object({
  urls: Type.Object({ 400: Type.String(), 768: Type.String(), 1280: Type.String() }),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
});
export type BannerImage = Static<typeof BannerImage>;

/** hero: the wide banner at the top; category: a tile linking to a category; promo: a text block with a picture. */
export const HOME_BLOCK_TYPES = ['hero', 'category', 'promo'] as const;
export const HomeBlockType = Type.Union(HOME_BLOCK_TYPES.map((type) => Type.Literal(type)));
export type HomeBlockType = (typeof HOME_BLOCK_TYPES)[number];

/** What every promotional piece of the home page has: a stable id (list keys, analytics), words, a link and a picture. */
const Promotion = {
  id: Type.String(),
  title: Type.String(),
  subtitle: Type.Optional(Type.String()),
  text: Type.Optional(Type.String({ description: 'Plain text, never HTML' })),
  href: Type.String({ description: 'Language-neutral path, e.g. /women/clothing/dresses' }),
  button: Type.Optional(Type.String({ description: 'Label of the call to action' })),
  image: BannerImage,
};

/** One content block of the home page, in page order. A category tile's `href` is its category's url_path. */
export const HomeBlock = Type.Object({ type: HomeBlockType, ...Promotion });
export type HomeBlock = Static<typeof HomeBlock>;

/** POST /api/promo_legacy/get/all {data}: `data.types` keeps only blocks of those types; all blocks when absent. */
export const HomeBlocksRequest = Type.Object({
  data: Type.Optional(Type.Object({
    types: Type.Optional(Type.Array(HomeBlockType, { maxItems: HOME_BLOCK_TYPES.length })),
  }, { examples: [{ types: ['hero', 'category'] }, {}] })),
});
export type HomeBlocksRequest = Static<typeof HomeBlocksRequest>;

export const HomeBlocksReply = Ok({ blocks: Type.Array(HomeBlock) });
export type HomeBlocksReply = Static<typeof HomeBlocksReply>;

/** A slide of the home carousel. */
export const CarouselSlide = Type.Object(Promotion);
export type CarouselSlide = Static<typeof CarouselSlide>;

/** POST /api/promo_legacy/fetch-carousel/ */
export const CarouselReply = Ok({ slides: Type.Array(CarouselSlide) });
export type CarouselReply = Static<typeof CarouselReply>;

/** POST /api/promo_legacy/fetch-tagline/: the promo strip, as settings.header.tagline has it. */
export const TaglineReply = Ok({ tagline: Tagline });
export type TaglineReply = Static<typeof TaglineReply>;

/** The A/B banner a visitor was given: its `id` is the variant's, the value of the `ab_banner` cookie. */
export const AbBanner = Type.Object(Promotion);
export type AbBanner = Static<typeof AbBanner>;

/**
 * GET /api/ab/get-banner: the visitor's variant, kept in the `ab_banner` cookie so it stays the
 * same on every visit (private, never cached). null while no A/B test runs.
 */
export const AbBannerReply = Ok({ banner: Type.Union([AbBanner, Type.Null()]) });
export type AbBannerReply = Static<typeof AbBannerReply>;

/**
 * GET /api/promo_legacy/product-favourite (best rated, weighed by how many reviewed), /product-sale
 * (with an old price) and /product-newest: up to 12 cards in the shop currency of the language.
 */
export const ProductRowReply = Ok({ products: Type.Array(ProductCard) });
export type ProductRowReply = Static<typeof ProductRowReply>;

/** GET /api/promo_legacy/latest-posts: the newest posts, as the blog list shows them. */
export const LatestPostsReply = Ok({ posts: Type.Array(BlogPostSummary) });
export type LatestPostsReply = Static<typeof LatestPostsReply>;

/**
 * The home page's first data in GET /api/url/resolve: what its endpoints answer, in one reply.
 * The A/B banner is not part of it: it differs per visitor, and this data is the same for all
 * (cacheable); the page asks GET /ab/get-banner for it.
 */
export const HomePage = Type.Object({
  blocks: Type.Array(HomeBlock),
  carousel: Type.Array(CarouselSlide),
  favourite: Type.Array(ProductCard),
  sale: Type.Array(ProductCard),
  newest: Type.Array(ProductCard),
  posts: Type.Array(BlogPostSummary),
});
export type HomePage = Static<typeof HomePage>;

export const HomePageData = Type.Object({ home: HomePage });
export type HomePageData = Static<typeof HomePageData>;
