// The cart-checkout pages name an order or a link in their URL (spec §2: /success/{orderId},
// /pay?order={id}, /cart/shared/{token}). The shell's routes and the edge read them with these,
// so a URL that cannot name one is the 404 screen in both, without asking the API.

/** The API's ids are PostgreSQL integers: a larger one names no order. */
const MAX_ID = 2 ** 31 - 1;

/** The order id a URL spells: digits only, no sign or leading zero; undefined for anything else. */
export function orderIdOf(text: string | null | undefined): number | undefined {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}

/** The order a query names with `?order={id}` (the pay and payment result pages). */
export const orderIdOfQuery = (search: string): number | undefined => orderIdOf(new URLSearchParams(search).get('order'));

/**
 * The long random token of a shared cart or order link (base64url). The pattern spells the
 * lengths too, so a generator that follows it (the API's fuzz suite) makes valid tokens directly.
 */
export const SHARE_TOKEN_RULE = { minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]{16,64}$' } as const;

const TOKEN = new RegExp(SHARE_TOKEN_RULE.pattern);

/** Whether a path segment can be a shared cart's or order's token (the API refuses any other shape). */
export const isShareToken = (text: string): boolean => TOKEN.test(text);
