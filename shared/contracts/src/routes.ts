import { isInviteCode } from './account-codes';
import { isShareToken, orderIdOf, orderIdOfQuery } from './checkout-url';
import { BLOG_PAGE_SIZE } from './constants';
import { isGiftcardToken } from './giftcard-codes';
import type { InlinedPage, InlinedPageKind } from './page-block';
import type { InfoPageProps, PAGE_MODULES, PageModuleName, PaymentResultPageProps, RemoteModuleProps, RemoteName } from './remotes';
import type { PageData } from './resolve';
import { matchPattern, ROUTE_PATHS, type RouteName, type RouteParams } from './route-paths';

// The route table of spec §2, the one the shell's router renders and the edge plans each page's
// first view from, so that both always agree on which page a URL is, on which URLs are the 404
// screen, and on which pages are one shopper's own.

/** What a route reads from its URL: its params and the query ('' or '?order=7'). */
export interface RouteUrl {
  params: RouteParams;
  search: string;
}

/** The props of the module that renders `page`. */
export type PagePropsOf<P extends PageModuleName> = (typeof PAGE_MODULES)[P] extends { remote: infer R extends RemoteName; module: infer M }
  ? M extends keyof RemoteModuleProps[R] ? RemoteModuleProps[R][M] : never
  : never;

/** The reply of the first-data call of `kind`, as the HTML carries it. */
export type InlinedReplyOf<K extends InlinedPageKind> = Extract<InlinedPage, { kind: K }>['reply'];

/** A route as the table spells it: typed by its page, so that what it builds are that page's props. */
interface RouteSpec<P extends PageModuleName, K extends InlinedPageKind> {
  page: P;
  personal: boolean;
  /** Undefined when the URL names no such thing (an order id that cannot be one): the 404 screen. */
  props: (url: RouteUrl, first: InlinedReplyOf<K> | undefined) => PagePropsOf<P> | undefined;
  firstData?: { kind: K; apiPath: (url: RouteUrl, props: PagePropsOf<P>) => string };
}

export interface PageRoute {
  /** What links name the route by (pathTo): its page module's name, or a name of its own where a page has several routes. */
  readonly name: RouteName;
  /** react-router's pattern after the language prefix: 'cart', 'blog/:slug', 'page/*'. */
  readonly path: string;
  readonly page: PageModuleName;
  /**
   * One shopper's own page (cart, checkout, account): it loads its data itself, so none is ever in
   * the HTML, and search engines must not index it.
   */
  readonly personal: boolean;
  /**
   * The page's props from its URL and fixed ones (a mode, a view, an outcome), with `first`, the
   * reply of its first-data call when the HTML carried it; undefined when the URL names nothing:
   * the 404 screen.
   */
  props(url: RouteUrl, first?: InlinedPage['reply']): object | undefined;
  /**
   * A public page's first data: the call the page itself would make first, which the edge makes
   * instead and inlines (architecture.md "Page data"). Only the 404 screen has none.
   */
  readonly firstData?: { kind: InlinedPageKind; apiPath(url: RouteUrl, props: object): string };
}

/**
 * One entry of the table, checked against its page's props and its call's reply. PageRoute takes
 * any props and reply in its methods (TypeScript compares method parameters both ways), so the
 * table holds every entry as a plain route. Its pattern is
 * ROUTE_PATHS' (route-paths.ts), where links read it.
 */
const route = <P extends PageModuleName, K extends InlinedPageKind>(name: RouteName, spec: RouteSpec<P, K>): PageRoute =>
  ({ name, path: ROUTE_PATHS[name], ...spec });

/** An info page's first data from a resolver's `data`, which carries `{page}` for info pages. */
export const infoPageData = (data: PageData | undefined): InfoPageProps['initialData'] =>
  data && 'page' in data && typeof data.page === 'object' ? { page: data.page } : undefined;

/** GET /api/url/resolve for a path without language prefix, with its query if the page reads one. */
const resolveApiPath = (pathAndQuery: string) => `/api/url/resolve?path=${encodeURIComponent(pathAndQuery)}`;

/** `?page=2` → 2; anything else is the first page: the page the blog list shows (content-blog's readPage). */
function blogPageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The phrase of /search/{query}: the decoded segment, trimmed; a blank one is no search. */
const phraseOf = ({ query = '' }: RouteParams): string | undefined => query.trim() || undefined;

const noProps = () => ({});
/** Props a route gives its page whatever the URL: a mode, a view. */
const fixed = <const T extends object>(props: T) => () => props;

function orderPage({ params }: RouteUrl) {
  const orderId = orderIdOf(params.orderId);
  return orderId === undefined ? undefined : { orderId };
}

const tokenPage = (isToken: (text: string) => boolean) => ({ params: { token = '' } }: RouteUrl) => (isToken(token) ? { token } : undefined);

const paymentResult = (outcome: PaymentResultPageProps['outcome']) => ({ search }: RouteUrl) => ({ outcome, orderId: orderIdOfQuery(search) });

/**
 * matchRoute takes the first route that matches a path, react-router the best ranked one: they agree
 * because no two patterns here match the same path.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  // content-blog's pages and catalog's search: public, their first data travels with the HTML.
  route('blog', {
    page: 'blog-list',
    personal: false,
    props: (_, initialData) => ({ initialData }),
    firstData: { kind: 'blog-list', apiPath: ({ search }) => `/api/blog/posts/${blogPageOf(search)}/${BLOG_PAGE_SIZE}` },
  }),
  route('blog-post', {
    page: 'blog-post',
    personal: false,
    // The post reads its slug from the route itself.
    props: (_, initialData) => ({ initialData }),
    firstData: { kind: 'blog-post', apiPath: ({ params }) => `/api/blog/post/${encodeURIComponent(params.slug ?? '')}` },
  }),
  route('info', {
    // /page/delivery is the info page 'delivery', and nothing else whatever the resolver says.
    page: 'info',
    personal: false,
    props: ({ params: { '*': urlPath } }, reply) =>
      urlPath ? { urlPath, initialData: reply?.status === 200 ? infoPageData(reply.data) : undefined } : undefined,
    firstData: { kind: 'resolve', apiPath: (_, { urlPath }) => resolveApiPath(urlPath) },
  }),
  route('search', {
    page: 'search',
    personal: false,
    props: ({ params }, reply) => {
      const phrase = phraseOf(params);
      // A phrase the API refuses is still the search page, which says so itself.
      return phrase === undefined ? undefined : { phrase, initialData: reply?.status === 200 ? reply : undefined };
    },
    firstData: { kind: 'search', apiPath: (_, { phrase }) => `/api/search/query/${encodeURIComponent(phrase)}/1` },
  }),
  route('not-found', { page: 'not-found', personal: false, props: noProps }),

  // cart-checkout's pages.
  route('cart', { page: 'cart', personal: true, props: noProps }),
  route('shared-cart', { page: 'shared-cart', personal: true, props: tokenPage(isShareToken) }),
  route('checkout', { page: 'checkout', personal: true, props: noProps }),
  route('shared-order', { page: 'shared-order', personal: true, props: tokenPage(isShareToken) }),
  route('pay', { page: 'pay', personal: true, props: ({ search }) => ({ orderId: orderIdOfQuery(search) }) }),
  // Where the payment provider sends the shopper back.
  route('payment-success', { page: 'payment-result', personal: true, props: paymentResult('success') }),
  route('payment-failure', { page: 'payment-result', personal: true, props: paymentResult('failure') }),
  route('order-success', { page: 'order-success', personal: true, props: orderPage }),
  route('order-failure', { page: 'order-failure', personal: true, props: orderPage }),

  // account-loyalty's pages: each asks a guest to log in.
  route('login', { page: 'auth', personal: true, props: fixed({ mode: 'login' }) }),
  route('register', { page: 'auth', personal: true, props: fixed({ mode: 'register' }) }),
  route('account', { page: 'account', personal: true, props: noProps }),
  route('account-personal', { page: 'account', personal: true, props: noProps }),
  route('edit-address', { page: 'edit-address', personal: true, props: noProps }),
  route('orders', { page: 'orders', personal: true, props: noProps }),
  route('account-order', { page: 'account-order', personal: true, props: orderPage }),
  route('membership', { page: 'loyalty', personal: true, props: fixed({ view: 'membership' }) }),
  route('cashback', { page: 'loyalty', personal: true, props: fixed({ view: 'cashback' }) }),
  route('wishlist', { page: 'wishlist', personal: true, props: noProps }),
  route('invite', { page: 'invite', personal: true, props: ({ params: { code = '' } }) => (isInviteCode(code) ? { code } : undefined) }),

  // giftcard's welcome page, which shows the card's PIN to whoever holds the link.
  route('giftcard', { page: 'giftcard', personal: true, props: tokenPage(isGiftcardToken) }),

  // The staff's back office: its own frame, its areas routed inside it.
  route('admin', { page: 'backoffice', personal: true, props: noProps }),
];

/**
 * Any other path: the API's resolver names its page type (home, category, product, info page,
 * payment) and carries that page's first data, for the path with its query (a category's filters).
 * The shell's catch-all route renders the type's page.
 */
export const CATCH_ALL_ROUTE = {
  path: '*',
  personal: false,
  firstData: { kind: 'resolve', apiPath: resolveApiPath },
} as const;

export interface RouteMatch {
  route: PageRoute;
  params: RouteParams;
}

/**
 * The table's route for a path after the language prefix, as sent ('/blog/wool%20coat'), matched
 * as the shell's react-router matches it: letters in any case, trailing slashes ignored, params
 * decoded. Undefined for a path only the catch-all takes.
 */
export function matchRoute(path: string): RouteMatch | undefined {
  for (const route of PAGE_ROUTES) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return undefined;
}

/**
 * What the first view of a page needs (the edge answers each page by it):
 * - `not-found`: the 404 screen, whatever the API would say;
 * - `personal`: one shopper's own page, with no first data in the HTML;
 * - otherwise the call whose reply is the page's first data, and the page it must show (none for
 *   the catch-all, whose page the resolver names).
 */
export type PagePlan =
  | { kind: 'not-found' }
  | { kind: 'personal'; page: PageModuleName }
  | { kind: InlinedPageKind; apiPath: string; page?: PageModuleName };

/** The plan of `path`, after the language prefix and as sent ('/blog/wool-coat'), with its query `search` ('' or '?page=2'). */
export function planPage(path: string, search: string): PagePlan {
  const match = matchRoute(path);
  if (!match) return { kind: CATCH_ALL_ROUTE.firstData.kind, apiPath: CATCH_ALL_ROUTE.firstData.apiPath(path + search) };
  const { route, params } = match;
  const url = { params, search };
  const props = route.props(url);
  if (!props) return { kind: 'not-found' };
  if (route.personal) return { kind: 'personal', page: route.page };
  // The one public route without first data is /404, the 404 screen itself.
  if (!route.firstData) return { kind: 'not-found' };
  return { kind: route.firstData.kind, apiPath: route.firstData.apiPath(url, props), page: route.page };
}

/** The phrase a search results path shows ('/search/linen%20shirt' → 'linen shirt'); undefined for any other path. */
export function searchPhraseOf(path: string): string | undefined {
  const match = matchRoute(path);
  return match?.route.page === 'search' ? phraseOf(match.params) : undefined;
}
