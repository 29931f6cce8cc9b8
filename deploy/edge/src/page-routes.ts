import { BLOG_PAGE_SIZE, isGiftcardToken, isInviteCode, isShareToken, orderIdOf, type InlinedPageKind, type PageModuleName } from '@shop/contracts';

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

/**
 * The personal pages (shell/src/routes/cart-checkout.tsx, account-loyalty.tsx and giftcard.tsx) by
 * their path without the language prefix: the whole path for fixed ones, the first segment for the
 * ones that end in an order id, a link token, an invitation code or a gift card's token.
 */
const FIXED_PAGES: Record<string, PageModuleName> = {
  cart: 'cart',
  order: 'checkout',
  pay: 'pay',
  'payment-success': 'payment-result',
  'payment-failure': 'payment-result',
  auth: 'auth',
  register: 'auth',
  account: 'account',
  'account/personal': 'account',
  'account/edit-address': 'edit-address',
  'account/orders': 'orders',
  'account/membership': 'loyalty',
  'account/cashback': 'loyalty',
  'account/wishlist': 'wishlist',
};
/** `/success/{orderId}`, `/failure/{orderId}`, `/account/order/{orderId}`. */
const ORDER_PAGES: Record<string, PageModuleName> = { success: 'order-success', failure: 'order-failure', 'account/order': 'account-order' };
/** `/cart/shared/{token}`, `/order/shared/{token}`. */
const SHARED_LINK_PAGES: Record<string, PageModuleName> = { 'cart/shared': 'shared-cart', 'order/shared': 'shared-order' };

const pageOf = (pages: Record<string, PageModuleName>, path: string) => (Object.hasOwn(pages, path) ? pages[path] : undefined);

/**
 * A personal page's plan; the 404 for an order id, link token, invitation code or gift card token
 * that cannot be one (the shell shows its 404 screen for them too), undefined for any other path.
 */
function personalPage(rest: string): PagePlan | undefined {
  // The shell's router takes /cart/ for /cart.
  const path = rest.replace(/\/$/, '').slice(1);
  const fixed = pageOf(FIXED_PAGES, path);
  if (fixed) return { kind: 'personal', page: fixed };
  const cut = path.lastIndexOf('/');
  const [head, last] = [path.slice(0, cut), decodeSegment(path.slice(cut + 1)) ?? ''];
  const plan = (page: PageModuleName | undefined, named: boolean): PagePlan | undefined =>
    page && (named ? { kind: 'personal', page } : { kind: 'not-found' });
  return plan(pageOf(ORDER_PAGES, head), orderIdOf(last) !== undefined)
    ?? plan(pageOf(SHARED_LINK_PAGES, head), isShareToken(last))
    ?? plan(head === 'invite' ? 'invite' : undefined, isInviteCode(last))
    ?? plan(head === 'giftcard' ? 'giftcard' : undefined, isGiftcardToken(last));
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
  const personal = personalPage(rest);
  if (personal) return personal;
  // /page/delivery is the info page 'delivery'; any other path is the resolver's to name.
  const infoPageOnly = first === 'page';
  const path = infoPageOnly ? parts.slice(1).join('/') : `${rest}${search}`;
  if (infoPageOnly && path === '') return { kind: 'not-found' };
  return { kind: 'resolve', apiPath: `/api/url/resolve?path=${encodeURIComponent(path)}`, infoPageOnly };
}
