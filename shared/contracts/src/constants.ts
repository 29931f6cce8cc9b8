import type { CurrencyCode, LanguageCode } from './envelope';

// The plain values the apps use at run time. This module imports no schema library (only types),
// so a browser bundle that needs a constant does not also download TypeBox and every schema:
// keep values here and schemas in the domain files.

/** Cookie and header names of the XSRF rule: every POST echoes the cookie in the header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/**
 * The API path (under /api) that starts a visitor's session: it sets the session and XSRF cookies
 * when they are missing or no longer valid. No other GET sets a cookie, so public GETs stay
 * cacheable; the api-client calls this once before its first POST.
 */
export const SESSION_PATH = 'session';

export const LANGUAGE_CODES: readonly LanguageCode[] = ['ru-ru', 'en-gb', 'ka-ge'];
export const DEFAULT_LANGUAGE: LanguageCode = 'ru-ru';

/** The request header the api-client sends so language-dependent replies come translated. */
export const LANGUAGE_HEADER = 'x-language';

/** Spec §1: the currencies prices are shown in, the default first. */
export const CURRENCY_CODES: readonly CurrencyCode[] = ['USD', 'RUB', 'GEL'];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/**
 * The request header the api-client sends with the visitor's currency, so prices come in it; the
 * settings' default without one. Pages carry it in the URL instead (`?currency=RUB`, CURRENCY_PARAM).
 */
export const CURRENCY_HEADER = 'x-currency';

/** The page URL's query parameter naming a currency other than the default: a shared cache keys pages by URL alone. */
export const CURRENCY_PARAM = 'currency';

/** POST /api/cart/v2/create-order's header: one key per checkout attempt, so a double click makes one order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Error code of every call that needs a logged-in customer (spec §6, §8). */
export const NOT_LOGGED_IN = 'not_logged_in';

/** Spec §8: why a promo code does not apply, each a 400 `error` of POST /promocode/apply with its own message. */
export const PROMO_REFUSALS = [
  'not_found',
  NOT_LOGGED_IN,
  'max_uses_per_client_reached',
  'max_uses_reached',
  'min_total_not_reached',
  'no_eligible_products',
  'has_not_started',
  'has_already_expired',
  'wrong_customer_group',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** Blog page size when the path has no limit (spec §9). */
export const BLOG_PAGE_SIZE = 21;
export const BLOG_MAX_LIMIT = 100;

/** Widths the media route renders (spec §1: images change at 768 and 1280 px). */
export const IMAGE_WIDTHS = [400, 768, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** `imageUrl('/api/media/blog/7', 768)` → '/api/media/blog/7-768.webp': an image base at one of the media route's widths. */
export function imageUrl(base: string, width: ImageWidth): string {
  return `${base}-${width}.webp`;
}

/** Product images are 2:3 (height = 1.5 × width); settings.imageRatio says the same to the client. */
export const PRODUCT_IMAGE_RATIO = 1.5;

/** Spec §9 sorts: rec (featured, the default), new, price ascending, price descending. */
export const CATALOG_SORTS = ['rec', 'new', 'price_asc', 'price_desc'] as const;
export const DEFAULT_SORT: (typeof CATALOG_SORTS)[number] = 'rec';

/** Products per category or search page: the server's `limit` (spec §9). */
export const CATEGORY_PAGE_SIZE = 24;
/** A question to the manager (contact popup): longer than a field's 40 characters, short enough to read at once. */
export const CONTACT_QUESTION_MAX_LENGTH = 1000;
/** Reviews a page (spec §9), and the most a client may ask for. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_MAX_LIMIT = 50;

/** The last page a listing is asked for; a larger number is bad input. */
export const MAX_LISTING_PAGE = 10_000;

/** The one range filter: price, in minor units of the shop currency. */
export const PRICE_FILTER = 'price';

/** Products in each product row of the home page (favourite, sale, newest; spec §1). */
export const HOME_ROW_SIZE = 12;
/** Blog posts the home page shows (GET /promo_legacy/latest-posts). */
export const LATEST_POSTS_COUNT = 4;
/** The cookie holding the A/B banner variant a visitor was shown, so they keep seeing it. */
export const AB_BANNER_COOKIE = 'ab_banner';

/** Search suggestions: at most this many, for phrases of this many characters (trimmed). */
export const SUGGESTIONS_LIMIT = 10;
export const SEARCH_PHRASE_MIN = 2;
export const SEARCH_PHRASE_MAX = 100;

/** Error codes of the cart (spec §8 lists none for it): a sold-out size, and a cart of CART_MAX_LINES lines. */
export const OUT_OF_STOCK = 'out_of_stock';
export const CART_FULL = 'cart_full';
/** The most of one size a cart line holds: adding more keeps it here. */
export const CART_MAX_QUANTITY = 999;
/** Lines (sizes) in one cart: bounds the cart reply and what one session can store. */
export const CART_MAX_LINES = 100;
/** Cities answered by one search (POST /cart/v2/cities/). */
export const CITIES_LIMIT = 20;
