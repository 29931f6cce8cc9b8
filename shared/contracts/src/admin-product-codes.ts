// The catalogue area's plain words and numbers (statuses, limits, error codes): what the back office
// and `pnpm ops` read at run time, kept apart from the schemas (admin-products.ts) as admin-codes.ts is.

/**
 * A product's standing in the shop: published (shoppers see it), hidden (off the shop for now, say
 * until its photos are ready) or archived (taken off for good; its orders keep naming it).
 */
export const PRODUCT_STATUSES = ['published', 'hidden', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Products a page of GET /admin/products holds. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 50;

/** The stock filter of the products list: some size can be bought, or none can. */
export const PRODUCT_STOCK_FILTERS = ['in', 'out'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

/** A product's own text and photo limits (the catalogue file's too). */
export const PRODUCT_LIMITS = {
  name: 200,
  description: 5000,
  alt: 300,
  /** Photos a product may have. */
  photos: 8,
  /** One photo's bytes, and its pixels (width × height): a phone's photo fits, a poster's scan does not. */
  photoBytes: 20 * 1024 * 1024,
  photoPixels: 40_000_000,
  /** The shorter side at least, so the product page's 1280-wide photo is not blown up from a thumbnail. */
  photoMinSide: 400,
} as const;

/** A SKU: letters, digits, dots, dashes and underscores, at most 32, starting with a letter or digit. */
export const SKU_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$';
/** A product's path: lower-case words of letters and digits joined by dashes, in segments separated by /. */
export const URL_PATH_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*$';

/** 400 codes of the catalogue area; `field` in the refusal names the form field they belong under. */
export const PRODUCT_ERRORS = {
  /** Another product has this SKU. */
  skuTaken: 'sku_taken',
  /** Another product, a category or a page has this path. */
  pathTaken: 'path_taken',
  /** The crossed-out price is not above the price. */
  oldPriceNotAbove: 'old_price_not_above',
  /** A category, size, colour, material or season the shop does not have. */
  unknownChoice: 'unknown_choice',
  /** The same size twice. */
  sizeTwice: 'size_twice',
  /** A photo that is not one of the product's (reordered or given alt text). */
  unknownPhoto: 'unknown_photo',
  /** An upload whose bytes are not a JPEG, PNG, WebP, AVIF, GIF or TIFF image. */
  notAnImage: 'not_an_image',
  /** An upload over PRODUCT_LIMITS.photoBytes or photoPixels. */
  photoTooLarge: 'photo_too_large',
  /** An upload under PRODUCT_LIMITS.photoMinSide. */
  photoTooSmall: 'photo_too_small',
  /** More than PRODUCT_LIMITS.photos photos. */
  tooManyPhotos: 'too_many_photos',
  /** An upload with no file in it. */
  noPhoto: 'no_photo',
} as const;
