import { type CurrencyCode, type LanguageCode, type ProductImage, type ProductPage } from '@shop/contracts';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { productImageUrl } from '../media/product-image';
import { ratingOf } from './rating';
import type { ShopView } from '../settings/settings-repository';
import { breadcrumbsOf } from './listing-repository';
import { bestStock } from './listing-rules';
import { listingIndexOf, type ListingIndex } from './listing-index';
import { findProduct } from './product-repository';

/** Products shown under "you may also like". */
const RECOMMENDATIONS = 8;

/**
 * A product page (spec §2 Product) by url_path, in the shop's language and currency; unknown: 400
 * not_found. Pages are kept with the listing index (a new catalogue version starts afresh) and
 * forgotten when a review changes the rating they show.
 */
export async function productPage(db: Db, { language, currency }: ShopView, urlPath: string): Promise<ProductPage> {
  const index = await listingIndexOf(db);
  // A path the index does not know is answered without asking the database (crawlers try many).
  const productId = index.cards.idOf(urlPath);
  if (productId === undefined) throw new ApiError('not_found');
  return index.productPage(productId, language, currency, () => readProductPage(db, index, { language, currency }, urlPath));
}

async function readProductPage(db: Db, index: ListingIndex, { language, currency }: { language: LanguageCode; currency: CurrencyCode }, urlPath: string): Promise<ProductPage> {
  const product = await findProduct(db, language, currency, urlPath);
  if (!product) throw new ApiError('not_found');
  const breadcrumbs = await index.remember(`breadcrumbs:${language}:${product.category_path}`, () => breadcrumbsOf(db, language, product.category_path)) ?? [];
  // The category's bestsellers, as its listing would show them first.
  const related = index.top(product.category_id, currency, 'rec', RECOMMENDATIONS + 1).filter((id) => id !== product.id).slice(0, RECOMMENDATIONS);
  return {
    id: product.id,
    sku: product.sku,
    url_path: product.url_path,
    name: product.name,
    description: product.description,
    price: Number(product.price),
    old_price: product.old_price === null ? null : Number(product.old_price),
    currency,
    stock: bestStock(product.sizes.map((size) => size.stock)),
    images: product.images.map((image) => (image.alt ? { ...imageOf(image.id), alt: image.alt } : imageOf(image.id))),
    stories: product.stories.map((story) => ({ id: story.id, title: story.title, image: imageOf(story.image_id) })),
    sizes: product.sizes,
    specs: product.specs,
    breadcrumbs: [...breadcrumbs, { name: product.name, url_path: product.url_path }],
    meta_title: `${product.name} | ${product.meta_title}`,
    meta_description: product.description.slice(0, 160),
    rating: ratingOf(Number(product.review_count), Number(product.review_score_sum)),
    recommendations: index.cards.cards(related, { language, currency }),
  };
}

// A literal, not built width by width: integer keys added in ascending order make V8 keep a
// 1,281-slot array under the object, 16 kB for three URLs (50 kB a product page, kept or not).
const imageOf = (id: number): ProductImage => ({
  id,
  urls: { 400: productImageUrl(id, 400), 768: productImageUrl(id, 768), 1280: productImageUrl(id, 1280) },
});
