// The route table's names and patterns, apart from the table itself (routes.ts): writing a link
// needs only these, so an app that links to pages but never matches a URL (every remote) bundles
// this small map and pathTo, not the table's props and first-data functions.

/** Each route of the table (routes.ts) by name: its react-router pattern after the language prefix. */
export const ROUTE_PATHS = {
  blog: 'blog',
  'blog-post': 'blog/:slug',
  info: 'page/*',
  search: 'search/:query',
  'not-found': '404',
  cart: 'cart',
  'shared-cart': 'cart/shared/:token',
  checkout: 'order',
  'shared-order': 'order/shared/:token',
  pay: 'pay',
  'payment-success': 'payment-success',
  'payment-failure': 'payment-failure',
  'order-success': 'success/:orderId',
  'order-failure': 'failure/:orderId',
  login: 'auth',
  register: 'register',
  account: 'account',
  'account-personal': 'account/personal',
  'edit-address': 'account/edit-address',
  orders: 'account/orders',
  'account-order': 'account/order/:orderId',
  membership: 'account/membership',
  cashback: 'account/cashback',
  wishlist: 'account/wishlist',
  invite: 'invite/:code',
  giftcard: 'giftcard/:token',
  admin: 'admin/*',
} as const;

/** The name of a route of the table: 'cart', 'account-order', 'blog-post'. */
export type RouteName = keyof typeof ROUTE_PATHS;

/** A route's params as react-router hands them over: decoded, `*` the rest of the path. */
export type RouteParams = Readonly<Partial<Record<string, string>>>;

/** Each segment decoded, or, as react-router does, none when one of them is malformed. */
function decoded(segments: string[]): string[] {
  try {
    return segments.map(decodeURIComponent);
  } catch {
    return segments;
  }
}

/** `pattern`'s params in `path`, matched by react-router's rules (see routes.ts' matchRoute); undefined if it does not match. */
export function matchPattern(pattern: string, path: string): RouteParams | undefined {
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
 * The name of the table's route for a path after the language prefix ('/account/order/7' →
 * 'account-order'), matched as the shell's router matches it; undefined for a path only the
 * catch-all takes. What a link needs to know of where it is, without the table (matchRoute).
 */
export function routeNameOf(path: string): RouteName | undefined {
  return (Object.keys(ROUTE_PATHS) as RouteName[]).find((name) => matchPattern(ROUTE_PATHS[name], path) !== undefined);
}

/** The name a link gives the rest of the path that a splat ('page/*') takes: the info page's urlPath. */
const SPLAT_PARAM = 'urlPath';
type SplatParam = typeof SPLAT_PARAM;

/** The params a pattern names: 'account/order/:orderId' → 'orderId', 'page/*' → 'urlPath'. */
type ParamNamesOf<Pattern extends string> = Pattern extends `${infer Head}/${infer Rest}`
  ? ParamNamesOf<Head> | ParamNamesOf<Rest>
  : Pattern extends `:${infer Name}` ? Name : Pattern extends '*' ? SplatParam : never;

/** What a link to the route `N` fills its pattern with: `{ orderId: 7 }` for 'account/order/:orderId'. */
export type PathParams<N extends RouteName> = Readonly<Record<ParamNamesOf<(typeof ROUTE_PATHS)[N]>, string | number>>;

/** A link's query: `{ order: 42 }` → '?order=42'; an undefined value is left out. */
export type PathQuery = Readonly<Record<string, string | number | undefined>>;

/** pathTo's arguments after the name: the params when the pattern has any (none else), then the query. */
export type PathArgs<N extends RouteName> = [keyof PathParams<N>] extends [never]
  ? [params?: Readonly<Record<string, never>>, query?: PathQuery]
  : [params: PathParams<N>, query?: PathQuery];

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
  const path = `/${ROUTE_PATHS[name].split('/').map((segment) => filled(segment, params)).join('/')}`;
  const defined = Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]));
  return defined.length === 0 ? path : `${path}?${new URLSearchParams(defined).toString()}`;
}

/** The path of a phrase's search results (spec §2), before any language prefix: 'linen shirt' → '/search/linen%20shirt'. */
export const searchPath = (phrase: string): string => pathTo('search', { query: phrase });
