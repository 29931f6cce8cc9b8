import { Type, type Static } from '@sinclair/typebox';
import { StockStatus } from './catalog';
import { CATALOG_SORTS, CONTACT_QUESTION_MAX_LENGTH, MAX_LISTING_PAGE, PRICE_FILTER } from './constants';
import { CurrencyCode, Ok } from './envelope';
import { ReviewSummary } from './review';

export const CatalogSort = Type.Union(CATALOG_SORTS.map((sort) => Type.Literal(sort)));
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** The range filter's selection: price in minor units of the shop currency, either end optional. */
export const RangeSelection = Type.Object({
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  to: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
}, { additionalProperties: false });
export type RangeSelection = Static<typeof RangeSelection>;

/**
 * Spec §3 selectedFilters: the value codes chosen per checkbox filter (`{color: ['black']}`), an
 * object for the range filter (`{price: {from: 5000}}`). Filter names are the `name`s of the reply's filters.
 */
export const SelectedFilters = Type.Record(
  Type.String({ pattern: '^[a-z][a-z_]{0,31}$' }),
  Type.Union([Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 50 }), RangeSelection]),
);
export type SelectedFilters = Static<typeof SelectedFilters>;

/** POST /api/indexedcategories/products/{language} */
export const CategoryProductsRequest = Type.Object({
  category_url_path: Type.String({ minLength: 1, maxLength: 300, examples: ['women/clothing/dresses', 'men'] }),
  filters: Type.Optional(SelectedFilters),
  sort: Type.Optional(CatalogSort),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LISTING_PAGE })),
});
export type CategoryProductsRequest = Static<typeof CategoryProductsRequest>;

/**
 * One product card of a grid or row (spec §3: grid items carry url_path, page, type=product).
 * `stock` is the best status among its sizes; `old_price` is set while the product is on sale.
 */
export const ProductCard = Type.Object({
  type: Type.Literal('product'),
  id: Type.Integer(),
  sku: Type.String(),
  name: Type.String(),
  url_path: Type.String(),
  /** The page of the listing this card came from. */
  page: Type.Integer({ minimum: 1 }),
  image: Type.Union([Type.String({ description: '400 px WebP URL' }), Type.Null()]),
  image_id: Type.Union([Type.Integer(), Type.Null()]),
  price: Type.Integer({ description: 'Minor units' }),
  old_price: Type.Union([Type.Integer(), Type.Null()]),
  currency: CurrencyCode,
  stock: StockStatus,
});
export type ProductCard = Static<typeof ProductCard>;

/** A value of a checkbox filter: `count` products would be shown with it; 0 means disabled, not hidden. */
export const FilterValue = Type.Object({
  code: Type.String(),
  label: Type.String(),
  count: Type.Integer({ minimum: 0 }),
  swatch: Type.Optional(Type.String({ description: '#rrggbb of a colour' })),
});
export type FilterValue = Static<typeof FilterValue>;

/**
 * Spec §3 filters: checkbox filters with their values and counts (computed on the set the other
 * filters select), and the price range filter with the lowest and highest price of that set.
 */
export const CatalogFilter = Type.Union([
  Type.Object({ name: Type.String(), label: Type.String(), type: Type.Literal('checkbox'), values: Type.Array(FilterValue) }),
  Type.Object({ name: Type.Literal(PRICE_FILTER), label: Type.String(), type: Type.Literal('range'), min: Type.Integer(), max: Type.Integer(), currency: CurrencyCode }),
]);
export type CatalogFilter = Static<typeof CatalogFilter>;

export const Breadcrumb = Type.Object({ name: Type.String(), url_path: Type.String() });
export type Breadcrumb = Static<typeof Breadcrumb>;

/**
 * Reply of POST /indexedcategories/products/{language} (spec §7): `items` of `page`, `total`
 * products in all, `results` on this page, `limit` per page (page count = ⌈total ÷ limit⌉, spec §9),
 * plus the category's title, meta and breadcrumbs (its ancestors, then itself).
 */
export const CategoryProductsReply = Ok({
  items: Type.Array(ProductCard),
  filters: Type.Array(CatalogFilter),
  total: Type.Integer({ minimum: 0 }),
  results: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  page: Type.Integer({ minimum: 1 }),
  sort: CatalogSort,
  category: Type.Object({
    id: Type.Integer(),
    url_path: Type.String(),
    name: Type.String(),
    meta_title: Type.String(),
    meta_description: Type.String(),
  }),
  breadcrumbs: Type.Array(Breadcrumb),
});
export type CategoryProductsReply = Static<typeof CategoryProductsReply>;

/** POST /api/indexedproducts/get/{language} */
export const ProductRequest = Type.Object({ url_path: Type.String({ minLength: 1, maxLength: 300, examples: ['light-blue-cashmere-oversized-coat-ctw-000002', 'olive-suede-classic-belt-blt-000001'] }) });
export type ProductRequest = Static<typeof ProductRequest>;

/** A size of a product: `option_value_id` is what the cart takes (spec §3 cart item). */
export const ProductSize = Type.Object({
  option_value_id: Type.Integer(),
  code: Type.String(),
  label: Type.String(),
  stock: StockStatus,
});
export type ProductSize = Static<typeof ProductSize>;

/** A photo: the media route draws it at 400, 768 and 1280 px wide (spec §1), 2:3. */
export const ProductImage = Type.Object({
  id: Type.Integer(),
  urls: Type.Object({ 400: Type.String(), 768: Type.String(), 1280: Type.String() }),
  /** What the photo shows, in the page's language, as staff wrote it (a product page's photos only). */
  alt: Type.Optional(Type.String()),
});
export type ProductImage = Static<typeof ProductImage>;

/**
 * A product's story (spec §3): a short slide, a picture with a title. The spec's view flag is
 * the visitor's own and kept in their browser: the product page is the same for everyone.
 */
export const ProductStory = Type.Object({ id: Type.Integer(), title: Type.String(), image: ProductImage });
export type ProductStory = Static<typeof ProductStory>;

export const ProductSpec = Type.Object({ name: Type.String(), label: Type.String(), value: Type.String() });
export type ProductSpec = Static<typeof ProductSpec>;

/**
 * A product page (spec §2 Product): name, sku, description, price (old price while on sale) in
 * the shop currency, photos, stories, sizes with their stock, specs, its category's breadcrumbs and meta,
 * and recommendations from its category.
 */
export const ProductPage = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  url_path: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Integer({ description: 'Minor units' }),
  old_price: Type.Union([Type.Integer(), Type.Null()]),
  currency: CurrencyCode,
  stock: StockStatus,
  images: Type.Array(ProductImage),
  stories: Type.Array(ProductStory, { description: 'In the order they are shown; empty for most products' }),
  sizes: Type.Array(ProductSize),
  specs: Type.Array(ProductSpec),
  breadcrumbs: Type.Array(Breadcrumb),
  meta_title: Type.String(),
  meta_description: Type.String(),
  rating: ReviewSummary,
  recommendations: Type.Array(ProductCard),
});
export type ProductPage = Static<typeof ProductPage>;

export const ProductReply = Ok({ product: ProductPage });
export type ProductReply = Static<typeof ProductReply>;

/**
 * Reply of GET /api/search/query/{phrase}/{page} (spec §7: result.items and result.total), as
 * many a page as a category. `corrected` is what was searched when the phrase itself found nothing.
 */
export const SearchResult = Type.Object({
  items: Type.Array(ProductCard),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
  corrected: Type.Optional(Type.String()),
});
export type SearchResult = Static<typeof SearchResult>;

export const SearchResultReply = Ok({ result: SearchResult });
export type SearchResultReply = Static<typeof SearchResultReply>;

/** The phrase and page are the rest of the path: `платье/2`, the phrase URL-encoded (it may contain "/"). */
export const SearchQueryParams = Type.Object({ '*': Type.String({ examples: ['платье/1', 'dress/1', 'კაბა/2', 'плтье/1'] }) });
export type SearchQueryParams = Static<typeof SearchQueryParams>;

/**
 * POST /api/cart/v2/oneclick (spec §3 One-click): order one size of a product by leaving a name
 * and phone, or (`isRestock`) ask to be told when a sold-out size is back. The manager calls back.
 * `type` is the kind of order asked for (spec §3: order creation takes a type, default order).
 */
export const OneClickRequest = Type.Object({
  type: Type.Optional(Type.Literal('order', { description: 'The kind of order asked for; "order" (the default) is the only one a one-click makes' })),
  customer_name: Type.String({ minLength: 1, maxLength: 40, examples: ['Анна'] }),
  customer_phone: Type.String({ minLength: 1, maxLength: 40, examples: ['+7 (912) 345-6789'] }),
  customer_email: Type.Optional(Type.String({ maxLength: 40, examples: ['anna@example.com'] })),
  productId: Type.Integer({ minimum: 1, examples: [2] }),
  productOption: Type.Integer({ minimum: 1, description: 'The size: a sizes[].option_value_id of the product', examples: [4] }),
  isRestock: Type.Optional(Type.Boolean()),
});
export type OneClickRequest = Static<typeof OneClickRequest>;

export const OneClickReply = Ok({ result: Type.Literal(true), request_id: Type.Integer() });
export type OneClickReply = Static<typeof OneClickReply>;

/**
 * POST /api/contact/question: the contact popup's question to the shop's manager (spec §2 "contact
 * the manager"), from a product page (`product_id`) or anywhere. The manager answers on `contact`,
 * a phone number or an e-mail address (one with an @ is read as an e-mail).
 */
export const ContactQuestionRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 40, examples: ['Анна'] }),
  contact: Type.String({ minLength: 1, maxLength: 254, description: 'A phone number or an e-mail address', examples: ['+7 (912) 345-6789'] }),
  question: Type.String({ minLength: 1, maxLength: CONTACT_QUESTION_MAX_LENGTH, examples: ['Does the coat run large?'] }),
  product_id: Type.Optional(Type.Integer({ minimum: 1, examples: [2] })),
});
export type ContactQuestionRequest = Static<typeof ContactQuestionRequest>;

export const ContactQuestionReply = Ok({ result: Type.Literal(true) });
export type ContactQuestionReply = Static<typeof ContactQuestionReply>;
