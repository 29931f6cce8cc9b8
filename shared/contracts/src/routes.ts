import { isInviteCode } from './account-codes';
import { isShareToken, orderIdOf, orderIdOfQuery } from './checkout-url';
import { BLOG_PAGE_SIZE } from './constants';
import { isGiftcardToken } from './giftcard-codes';
import type { InlinedPage, InlinedPageKind } from './page-block';
import type { InfoPageProps, PAGE_MODULES, PageModuleName, PaymentResultPageProps, RemoteModuleProps, RemoteName } from './remotes';
import type { PageData } from './resolve';

// The route table of spec §2, the one the shell's router renders and the edge plans each page's
// first view from, so that both always agree on which page a URL is, on which URLs are the 404
// screen, and on which pages are one shopper's own.

/** A route's params as react-router hands them over: decoded, `*` the rest of the path. */
export type RouteParams = Readonly<Partial<Record<string, string>>>;

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
interface RouteSpec<N extends string, Path extends string, P extends PageModuleName, K extends InlinedPageKind> {
  name: N;
  path: Path;
  page: P;
  personal: boolean;
  /** Undefined when the URL names no such thing (an order id that cannot be one): the 404 screen. */
  props: (url: RouteUrl, first: InlinedReplyOf<K> | undefined) => PagePropsOf<P> | undefined;
  firstData?: { kind: K; apiPath: (url: RouteUrl, props: PagePropsOf<P>) => string };
}

export interface PageRoute {
  /** What links name the route by (pathTo): its page module's name, or a name of its own where a page has several routes. */
  readonly name: string;
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

/** A table entry as pathTo sees it: its name and its pattern as literal types. */
type NamedRoute<N extends string, Path extends string> = PageRoute & { readonly name: N; readonly path: Path };

/**
 * One entry of the table, checked against its page's props and its call's reply. PageRoute takes
 * any props and reply in its methods (TypeScript compares method parameters both ways), so the
 * table holds every entry as a plain route, which keeps only its name and pattern literal.
 */
const route = <N extends string, Path extends string, P extends PageModuleName, K extends InlinedPageKind>(
  spec: RouteSpec<N, Path, P, K>,
): NamedRoute<N, Path> => spec;

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
export const PAGE_ROUTES = [
  // content-blog's pages and catalog's search: public, their first data travels with the HTML.
  route({
    name: 'blog',
    path: 'blog',
    page: 'blog-list',
    personal: false,
    props: (_, initialData) => ({ initialData }),
    firstData: { kind: 'blog-list', apiPath: ({ search }) => `/api/blog/posts/${blogPageOf(search)}/${BLOG_PAGE_SIZE}` },
  }),
  route({
    name: 'blog-post',
    path: 'blog/:slug',
    page: 'blog-post',
    personal: false,
    // The post reads its slug from the route itself.
    props: (_, initialData) => ({ initialData }),
    firstData: { kind: 'blog-post', apiPath: ({ params }) => `/api/blog/post/${encodeURIComponent(params.slug ?? '')}` },
  }),
  route({
    // /page/delivery is the info page 'delivery', and nothing else whatever the resolver says.
    name: 'info',
    path: 'page/*',
    page: 'info',
    personal: false,
    props: ({ params: { '*': urlPath } }, reply) =>
      urlPath ? { urlPath, initialData: reply?.status === 200 ? infoPageData(reply.data) : undefined } : undefined,
    firstData: { kind: 'resolve', apiPath: (_, { urlPath }) => resolveApiPath(urlPath) },
  }),
  route({
    name: 'search',
    path: 'search/:query',
    page: 'search',
    personal: false,
    props: ({ params }, reply) => {
      const phrase = phraseOf(params);
      // A phrase the API refuses is still the search page, which says so itself.
      return phrase === undefined ? undefined : { phrase, initialData: reply?.status === 200 ? reply : undefined };
    },
    firstData: { kind: 'search', apiPath: (_, { phrase }) => `/api/search/query/${encodeURIComponent(phrase)}/1` },
  }),
  route({ name: 'not-found', path: '404', page: 'not-found', personal: false, props: noProps }),

  // cart-checkout's pages.
  route({ name: 'cart', path: 'cart', page: 'cart', personal: true, props: noProps }),
  route({ name: 'shared-cart', path: 'cart/shared/:token', page: 'shared-cart', personal: true, props: tokenPage(isShareToken) }),
  route({ name: 'checkout', path: 'order', page: 'checkout', personal: true, props: noProps }),
  route({ name: 'shared-order', path: 'order/shared/:token', page: 'shared-order', personal: true, props: tokenPage(isShareToken) }),
  route({ name: 'pay', path: 'pay', page: 'pay', personal: true, props: ({ search }) => ({ orderId: orderIdOfQuery(search) }) }),
  // Where the payment provider sends the shopper back.
  route({ name: 'payment-success', path: 'payment-success', page: 'payment-result', personal: true, props: paymentResult('success') }),
  route({ name: 'payment-failure', path: 'payment-failure', page: 'payment-result', personal: true, props: paymentResult('failure') }),
  route({ name: 'order-success', path: 'success/:orderId', page: 'order-success', personal: true, props: orderPage }),
  route({ name: 'order-failure', path: 'failure/:orderId', page: 'order-failure', personal: true, props: orderPage }),

  // account-loyalty's pages: each asks a guest to log in.
  route({ name: 'login', path: 'auth', page: 'auth', personal: true, props: fixed({ mode: 'login' }) }),
  route({ name: 'register', path: 'register', page: 'auth', personal: true, props: fixed({ mode: 'register' }) }),
  route({ name: 'account', path: 'account', page: 'account', personal: true, props: noProps }),
  route({ name: 'account-personal', path: 'account/personal', page: 'account', personal: true, props: noProps }),
  route({ name: 'edit-address', path: 'account/edit-address', page: 'edit-address', personal: true, props: noProps }),
  route({ name: 'orders', path: 'account/orders', page: 'orders', personal: true, props: noProps }),
  route({ name: 'account-order', path: 'account/order/:orderId', page: 'account-order', personal: true, props: orderPage }),
  route({ name: 'membership', path: 'account/membership', page: 'loyalty', personal: true, props: fixed({ view: 'membership' }) }),
  route({ name: 'cashback', path: 'account/cashback', page: 'loyalty', personal: true, props: fixed({ view: 'cashback' }) }),
  route({ name: 'wishlist', path: 'account/wishlist', page: 'wishlist', personal: true, props: noProps }),
  route({ name: 'invite', path: 'invite/:code', page: 'invite', personal: true, props: ({ params: { code = '' } }) => (isInviteCode(code) ? { code } : undefined) }),

  // giftcard's welcome page, which shows the card's PIN to whoever holds the link.
  route({ name: 'giftcard', path: 'giftcard/:token', page: 'giftcard', personal: true, props: tokenPage(isGiftcardToken) }),
] as const;

/** One route of the table, with its name and pattern. */
export type TableRoute = (typeof PAGE_ROUTES)[number];
/** The name of a route of the table: 'cart', 'account-order', 'blog-post'. */
export type RouteName = TableRoute['name'];

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
  route: TableRoute;
  params: RouteParams;
}

/** Each segment decoded, or, as react-router does, none when one of them is malformed. */
function decoded(segments: string[]): string[] {
  try {
    return segments.map(decodeURIComponent);
  } catch {
    return segments;
  }
}

/** `pattern`'s params in `path`, matched by react-router's rules (see matchRoute); undefined if it does not match. */
function matchPattern(pattern: string, path: string): RouteParams | undefined {
  const splat = pattern.endsWith('/*');
  const names = (splat ? pattern.slice(0, -2) : pattern).split('/');
  // Trailing slashes make no other page, except inside the rest of the path that a splat takes as is.
  const segments = decoded((splat ? path : path.replace(/\/+$/, '')).split('/').slice(1));
  if (splat ? segments.length < names.length : segments.length !== names.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    const segment = segments[index]!;
    if (name.startsWith(':') && segment !== '') params[name.slice(1)] = segment;
    else if (segment.toLowerCase() !== name) return undefined;
  }
  if (splat) params['*'] = segments.slice(names.length).join('/');
  return params;
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

/** The name a link gives the rest of the path that a splat ('page/*') takes: the info page's urlPath. */
const SPLAT_PARAM = 'urlPath';
type SplatParam = typeof SPLAT_PARAM;

/** The params a pattern names: 'account/order/:orderId' → 'orderId', 'page/*' → 'urlPath'. */
type ParamNamesOf<Pattern extends string> = Pattern extends `${infer Head}/${infer Rest}`
  ? ParamNamesOf<Head> | ParamNamesOf<Rest>
  : Pattern extends `:${infer Name}` ? Name : Pattern extends '*' ? SplatParam : never;

/** What a link to the route `N` fills its pattern with: `{ orderId: 7 }` for 'account/order/:orderId'. */
export type PathParams<N extends RouteName> = Readonly<Record<ParamNamesOf<Extract<TableRoute, { name: N }>['path']>, string | number>>;

/** A link's query: `{ order: 42 }` → '?order=42'; an undefined value is left out. */
export type PathQuery = Readonly<Record<string, string | number | undefined>>;

/** pathTo's arguments after the name: the params when the pattern has any (none else), then the query. */
export type PathArgs<N extends RouteName> = [keyof PathParams<N>] extends [never]
  ? [params?: Readonly<Record<string, never>>, query?: PathQuery]
  : [params: PathParams<N>, query?: PathQuery];

const ROUTES_BY_NAME = new Map<string, PageRoute>(PAGE_ROUTES.map((route) => [route.name, route]));

/** A pattern's segment filled from `params`: each param URI-encoded, the splat segment by segment. */
function filled(segment: string, params: Readonly<Record<string, string | number>>): string {
  if (segment === '*') return String(params[SPLAT_PARAM]).split('/').map(encodeURIComponent).join('/');
  return segment.startsWith(':') ? encodeURIComponent(String(params[segment.slice(1)])) : segment;
}

/**
 * The path of the route `name` before any language prefix, the one way apps, the edge and the API
 * write a link to a page of the table: pathTo('account-order', { orderId: 7 }) → '/account/order/7',
 * pathTo('pay', {}, { order: 42 }) → '/pay?order=42'. The apps localize it with usePathTo
 * (`@shop/i18n/links`).
 */
export function pathTo<N extends RouteName>(name: N, ...[params = {}, query = {}]: PathArgs<N>): string {
  const pattern = ROUTES_BY_NAME.get(name)!.path;
  const path = `/${pattern.split('/').map((segment) => filled(segment, params)).join('/')}`;
  const defined = Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]));
  return defined.length === 0 ? path : `${path}?${new URLSearchParams(defined).toString()}`;
}

/** The path of a phrase's search results (spec §2), before any language prefix: 'linen shirt' → '/search/linen%20shirt'. */
export const searchPath = (phrase: string): string => pathTo('search', { query: phrase });

/** The phrase a search results path shows ('/search/linen%20shirt' → 'linen shirt'); undefined for any other path. */
export function searchPhraseOf(path: string): string | undefined {
  const match = matchRoute(path);
  return match?.route.page === 'search' ? phraseOf(match.params) : undefined;
}
