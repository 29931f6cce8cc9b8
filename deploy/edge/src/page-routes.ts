import { BLOG_PAGE_SIZE, isShareToken, orderIdOf, type InlinedPageKind, type PageModuleName } from '@shop/contracts';

/**
 * What the edge asks the API for a page's first data: the same call the page would make, so the
 * page renders the inlined reply as if it had asked itself. Mirrors the shell's route table
 * (shell/src/routes/app-routes.tsx); a path it does not know is resolved like the shell's
 * catch-all does. `notFound` is a path that is the 404 screen whatever the API says.
 */
export type PagePlan =
  | { kind: Exclude<InlinedPageKind, 'resolve'>; apiPath: string }
  /** `infoPageOnly`: /page/{path} shows an info page or the 404 screen, whatever else the path is. */
  | { kind: 'resolve'; apiPath: string; infoPageOnly: boolean }
  /** A page of one shopper's own (cart, checkout, orders): no first data in the HTML, never indexed. */
  | { kind: 'personal'; page: PageModuleName }
  | { kind: 'not-found' };

/** The cart-checkout pages (shell/src/routes/cart-checkout.tsx) by their path's first segment. */
const SINGLE_PAGES: Record<string, PageModuleName> = {
  cart: 'cart',
  order: 'checkout',
  pay: 'pay',
  'payment-success': 'payment-result',
  'payment-failure': 'payment-result',
};
/** `/success/{orderId}`, `/failure/{orderId}`. */
const ORDER_PAGES: Record<string, PageModuleName> = { success: 'order-success', failure: 'order-failure' };
/** `/cart/shared/{token}`, `/order/shared/{token}`. */
const SHARED_LINK_PAGES: Record<string, PageModuleName> = { cart: 'shared-cart', order: 'shared-order' };

const pageOf = (pages: Record<string, PageModuleName>, segment: string) => (Object.hasOwn(pages, segment) ? pages[segment] : undefined);

/**
 * A cart-checkout page's plan; the 404 for an order id or link token that cannot be one (the
 * shell shows its 404 screen for them too), undefined for any other path.
 */
function cartCheckoutPage(rest: string): PagePlan | undefined {
  // The shell's router takes /cart/ for /cart.
  const parts = rest.replace(/\/$/, '').split('/').slice(1);
  const [first = '', second = '', third = ''] = parts;
  const plan = (page: PageModuleName | undefined, named = true): PagePlan | undefined =>
    page && (named ? { kind: 'personal', page } : { kind: 'not-found' });
  switch (parts.length) {
    case 1:
      return plan(pageOf(SINGLE_PAGES, first));
    case 2:
      return plan(pageOf(ORDER_PAGES, first), orderIdOf(decodeSegment(second)) !== undefined);
    case 3:
      return second === 'shared' ? plan(pageOf(SHARED_LINK_PAGES, first), isShareToken(decodeSegment(third) ?? '')) : undefined;
    default:
      return undefined;
  }
}

/** `?page=2` → 2; anything else is the first page (content-blog's readPage rule). */
function pageParam(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A path segment as typed ('%D1%88' → 'ш'); undefined for a malformed escape. */
export function decodeSegment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * `rest` is the path without its language prefix ('/blog/wool-coat'), `search` its query ('' or '?page=2').
 */
export function planPage(rest: string, search: string): PagePlan {
  const parts = rest.split('/').slice(1);
  const [first = '', second, ...more] = parts;
  if (first === 'blog' && (second === undefined || second === '') && more.length === 0) {
    return { kind: 'blog-list', apiPath: `/api/blog/posts/${pageParam(search)}/${BLOG_PAGE_SIZE}` };
  }
  if (first === 'blog' && second && more.length === 0) {
    const slug = decodeSegment(second);
    return slug ? { kind: 'blog-post', apiPath: `/api/blog/post/${encodeURIComponent(slug)}` } : { kind: 'not-found' };
  }
  if (first === 'search' && second !== undefined && more.length === 0) {
    const phrase = decodeSegment(second)?.trim() ?? '';
    return phrase === '' ? { kind: 'not-found' } : { kind: 'search', apiPath: `/api/search/query/${encodeURIComponent(phrase)}/1` };
  }
  if (first === '404' && !second) return { kind: 'not-found' };
  const cartCheckout = cartCheckoutPage(rest);
  if (cartCheckout) return cartCheckout;
  // /page/delivery is the info page 'delivery'; any other path is the resolver's to name.
  const infoPageOnly = first === 'page';
  const path = infoPageOnly ? parts.slice(1).join('/') : `${rest}${search}`;
  if (infoPageOnly && path === '') return { kind: 'not-found' };
  return { kind: 'resolve', apiPath: `/api/url/resolve?path=${encodeURIComponent(path)}`, infoPageOnly };
}
