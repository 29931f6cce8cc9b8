import { Type, type Static } from '@sinclair/typebox';
import { CurrencyCode, Ok } from './envelope';
import { PRODUCT_LIMITS, PRODUCT_STATUSES, PRODUCT_STOCK_FILTERS, SKU_PATTERN, URL_PATH_PATTERN } from './admin-product-codes';

// The catalogue area of the admin API: products found, read, made and edited one at a time, and
// their photos uploaded. (The catalogue file, import and export, is in admin.ts.)
//
//   GET  /admin/products                  the list: search by name or SKU, category, status, stock; paged
//   GET  /admin/products/choices          the categories, sizes, colours, materials and seasons a product picks from
//   GET  /admin/products/{id}             one product with every language, currency, size and photo
//   POST /admin/products                  a new product
//   POST /admin/products/{id}             an edit made from `version` (409 when another came first)
//   POST /admin/products/{id}/photos      photos uploaded (multipart/form-data, field `photo`, one or more)

const id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const timestamp = Type.String({ description: 'ISO 8601' });
const reason = Type.String({ maxLength: 500, description: 'Why: kept in the audit log' });
const ProductStatusSchema = Type.Union(PRODUCT_STATUSES.map((status) => Type.Literal(status)));
/** Text per language: ru-ru, en-gb and ka-ge. */
const perLanguage = (text: { minLength?: number; maxLength: number }) => Type.Object({
  'ru-ru': Type.String(text), 'en-gb': Type.String(text), 'ka-ge': Type.String(text),
}, { additionalProperties: false });

export const AdminProductsQuery = Type.Object({
  /** A SKU or its start, or words of the name in any language. */
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  category: Type.Optional(id),
  /** Left out: published and hidden (archived ones are asked for by name). */
  status: Type.Optional(ProductStatusSchema),
  stock: Type.Optional(Type.Union(PRODUCT_STOCK_FILTERS.map((stock) => Type.Literal(stock)))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
}, { additionalProperties: false });
export type AdminProductsQuery = Static<typeof AdminProductsQuery>;

const Price = Type.Object({ currency: CurrencyCode, price: Type.Integer(), old_price: Type.Union([Type.Integer(), Type.Null()]) });

export const AdminProductSummary = Type.Object({
  id,
  sku: Type.String(),
  url_path: Type.String(),
  /** In the x-language. */
  name: Type.String(),
  category: Type.String(),
  status: ProductStatusSchema,
  prices: Type.Array(Price),
  /** Units of every size together. */
  units: Type.Integer(),
  /** The first photo, for a thumbnail. */
  image_id: Type.Union([id, Type.Null()]),
});
export type AdminProductSummary = Static<typeof AdminProductSummary>;
/** `total`: the products found, counted up to 1,000 past this page; `total_capped`: there are more than that. */
export const AdminProductsReply = Ok({ products: Type.Array(AdminProductSummary), total: Type.Integer(), total_capped: Type.Boolean(), page: Type.Integer(), limit: Type.Integer() });
export type AdminProductsReply = Static<typeof AdminProductsReply>;

const Choice = Type.Object({ id, code: Type.String(), label: Type.String() });
export type AdminChoice = Static<typeof Choice>;
export const AdminProductChoicesReply = Ok({
  categories: Type.Array(Type.Object({ id, path: Type.String(), name: Type.String() })),
  sizes: Type.Array(Choice),
  colors: Type.Array(Choice),
  materials: Type.Array(Choice),
  seasons: Type.Array(Choice),
});
export type AdminProductChoicesReply = Static<typeof AdminProductChoicesReply>;

const Alts = Type.Partial(perLanguage({ maxLength: PRODUCT_LIMITS.alt }));

export const AdminProduct = Type.Object({
  id,
  sku: Type.String(),
  url_path: Type.String(),
  category_id: id,
  /** The garment type drawn when a product has no photo (dress, jeans…). */
  kind: Type.String(),
  status: ProductStatusSchema,
  /** Sent back with an edit: a stale one is refused with 409. */
  version: Type.Integer(),
  names: perLanguage({ maxLength: PRODUCT_LIMITS.name }),
  descriptions: perLanguage({ maxLength: PRODUCT_LIMITS.description }),
  prices: Type.Array(Price),
  sizes: Type.Array(Type.Object({ value_id: id, label: Type.String(), units: Type.Integer(), stock_status: Type.String() })),
  color: Type.Union([id, Type.Null()]),
  material: Type.Union([id, Type.Null()]),
  season: Type.Union([id, Type.Null()]),
  /** In their order; `drawn`: a drawing the shop made for a product without photos, to be replaced by real ones. */
  photos: Type.Array(Type.Object({ id, alts: Alts, drawn: Type.Boolean() })),
  created_at: timestamp,
  /** Who saved it last and when (the audit log), null before anyone did. */
  changed_by: Type.Union([Type.String(), Type.Null()]),
  changed_at: Type.Union([timestamp, Type.Null()]),
});
export type AdminProduct = Static<typeof AdminProduct>;
export const AdminProductReply = Ok({ product: AdminProduct });
export type AdminProductReply = Static<typeof AdminProductReply>;

const money = Type.Integer({ minimum: 1, maximum: 999_999_999, description: 'Minor units (cents, kopecks, tetri)' });
const ProductFields = {
  url_path: Type.String({ minLength: 1, maxLength: 300, pattern: URL_PATH_PATTERN }),
  category_id: id,
  kind: Type.Optional(Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z][a-z0-9-]*$' })),
  status: ProductStatusSchema,
  names: perLanguage({ minLength: 1, maxLength: PRODUCT_LIMITS.name }),
  descriptions: perLanguage({ maxLength: PRODUCT_LIMITS.description }),
  /** One of each: USD, RUB and GEL. */
  prices: Type.Array(Type.Object({ currency: CurrencyCode, price: money, old_price: Type.Union([money, Type.Null()]) }, { additionalProperties: false }), { minItems: 3, maxItems: 3 }),
  /** The sizes sold, in their order, with their units. A size left out keeps its row (orders name it) with its units. */
  sizes: Type.Array(Type.Object({ value_id: id, units: Type.Integer({ minimum: 0, maximum: 100_000 }) }, { additionalProperties: false }), { minItems: 1, maxItems: 40 }),
  color: Type.Union([id, Type.Null()]),
  material: Type.Union([id, Type.Null()]),
  season: Type.Union([id, Type.Null()]),
  reason: Type.Optional(reason),
};

export const AdminProductCreateRequest = Type.Object({
  sku: Type.String({ minLength: 1, maxLength: 32, pattern: SKU_PATTERN }),
  ...ProductFields,
}, { additionalProperties: false });
export type AdminProductCreateRequest = Static<typeof AdminProductCreateRequest>;

/** An edit: the SKU stays (orders and files name the product by it); photos in their new order with their alt texts, those left out removed. */
export const AdminProductUpdateRequest = Type.Object({
  ...ProductFields,
  photos: Type.Array(Type.Object({ id, alts: Alts }, { additionalProperties: false }), { maxItems: PRODUCT_LIMITS.photos }),
  version: Type.Integer({ minimum: 1 }),
}, { additionalProperties: false });
export type AdminProductUpdateRequest = Static<typeof AdminProductUpdateRequest>;

/** An upload made from `version` of the product (the back office's form) is refused with 409 when another save came first; a script may leave it out. */
export const AdminProductPhotosQuery = Type.Object({ version: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
export type AdminProductPhotosQuery = Static<typeof AdminProductPhotosQuery>;

/** A 400 of the catalogue area: the code (PRODUCT_ERRORS, or validation) and the form field it belongs under. */
export const AdminProductRefusal = Type.Object({
  status: Type.Literal(400),
  error: Type.String(),
  message: Type.Optional(Type.String()),
  field: Type.Optional(Type.String({ description: 'The request field: sku, url_path, prices.1.old_price, photo…' })),
});
export type AdminProductRefusal = Static<typeof AdminProductRefusal>;
