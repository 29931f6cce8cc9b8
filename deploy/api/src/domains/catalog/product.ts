import { IMAGE_WIDTHS, type LanguageCode, type ProductImage, type ProductPage } from '@shop/contracts';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { productImageUrl } from '../media/product-image';
import { ratingOf } from '../review/rating';
import { shopCurrency } from '../settings/settings-repository';
import { breadcrumbsOf } from './listing-repository';
import { bestStock } from './listing-rules';
import { productCards } from './product-cards';
import { listingIndexOf } from './listing-index';
import { findProduct, productImageIds, productSizes, productSpecs } from './product-repository';

/** Products shown under "you may also like". */
const RECOMMENDATIONS = 8;

/** A product page (spec §2 Product) by url_path, in the shop currency of the language; unknown: 400 not_found. */
export async function productPage(db: Db, language: LanguageCode, urlPath: string): Promise<ProductPage> {
  const currency = await shopCurrency(db, language);
  const product = await findProduct(db, language, currency, urlPath);
  if (!product) throw new ApiError('not_found');
  const index = await listingIndexOf(db);
  const [sizes, imageIds, specs, breadcrumbs] = await Promise.all([
    productSizes(db, language, product.id),
    productImageIds(db, product.id),
    productSpecs(db, language, product.id),
    index.remember(`breadcrumbs:${language}:${product.category_path}`, () => breadcrumbsOf(db, language, product.category_path)).then((crumbs) => crumbs ?? []),
  ]);
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
    stock: bestStock(sizes.map((size) => size.stock)),
    images: imageIds.map(imageOf),
    sizes: sizes.map((size) => ({ ...size, option_value_id: Number(size.option_value_id) })),
    specs,
    breadcrumbs: [...breadcrumbs, { name: product.name, url_path: product.url_path }],
    meta_title: `${product.name} | ${product.meta_title}`,
    meta_description: product.description.slice(0, 160),
    rating: ratingOf(Number(product.review_count), Number(product.review_score_sum)),
    recommendations: await productCards(db, { language, currency }, related),
  };
}

const imageOf = (id: number): ProductImage => ({
  id,
  urls: Object.fromEntries(IMAGE_WIDTHS.map((width) => [width, productImageUrl(id, width)])) as ProductImage['urls'],
});
