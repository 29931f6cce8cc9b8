import lintedSegments from '@shop/eslint-config/page-route-segments.json';
import type { InlinedPage } from './page-block';
import { pathTo, ROUTE_PATHS, routeNameOf, searchPath, type RouteName } from './route-paths';
import { matchRoute, PAGE_ROUTES, planPage, searchPhraseOf, type PageRoute } from './routes';

const token = 'Ab3_-xYz0123456789abc';
const giftcardToken = 'Ab3_-xYz0123456789abcd';

/** The route of `path` and the props it gives its page (with `first` as the HTML's reply). */
function propsAt(path: string, search = '', first?: InlinedPage['reply']) {
  const match = matchRoute(path);
  return match && { pattern: match.route.path, props: match.route.props({ params: match.params, search }, first) };
}

describe('matchRoute', () => {
  it.each([
    ['/blog', 'blog', {}],
    ['/blog/wool-coat', 'blog/:slug', { slug: 'wool-coat' }],
    ['/page/help/delivery', 'page/*', { '*': 'help/delivery' }],
    ['/search/linen%20shirt%2F2', 'search/:query', { query: 'linen shirt/2' }],
    [`/cart/shared/${token}`, 'cart/shared/:token', { token }],
    ['/account/order/42', 'account/order/:orderId', { orderId: '42' }],
    ['/account/orders', 'account/orders', {}],
    ['/404', '404', {}],
  ])('takes %s for %s with the params %j', (path, pattern, params) => {
    expect(matchRoute(path)).toEqual({ route: expect.objectContaining({ path: pattern }), params });
  });

  it('matches as react-router does: trailing slashes ignored, letters in any case, each segment decoded', () => {
    expect(matchRoute('/cart/')?.route.path).toBe('cart');
    expect(matchRoute('/blog//')?.route.path).toBe('blog');
    expect(matchRoute('/success/12/')?.params).toEqual({ orderId: '12' });
    expect(matchRoute('/Account/Wishlist')?.route.path).toBe('account/wishlist');
    expect(matchRoute('/c%61rt')?.route.path).toBe('cart');
    // A splat takes the rest as it is, trailing slash included.
    expect(matchRoute('/page/delivery/')?.params).toEqual({ '*': 'delivery/' });
    expect(matchRoute('/page')?.params).toEqual({ '*': '' });
  });

  it.each(['/', '/women/coats', '/cart/shared', '/cart/other', '/success/12/x', '/blog/a/b', '/search/', '/cartridge-bag', '/giftcard', '/blog//x'])(
    'leaves %s to the catch-all',
    (path) => {
      expect(matchRoute(path)).toBeUndefined();
    },
  );
});

describe('the table', () => {
  const routes: readonly PageRoute[] = PAGE_ROUTES;

  it('has no pattern that matches another\'s paths, so the first match is the one react-router ranks best', () => {
    for (const route of routes) {
      const sample = route.path.replace(/:\w+/g, 'Ab12Cd34Ef').replace('*', 'x');
      expect([route.path, matchRoute(`/${sample}`)?.route]).toEqual([route.path, route]);
    }
  });

  it('holds every named pattern that links are written with (route-paths.ts) once', () => {
    expect(routes.map((route) => [route.name, route.path])).toEqual(Object.entries(ROUTE_PATHS));
  });

  it('names the route of a path as matchRoute finds it, without the table (routeNameOf)', () => {
    const paths = ['/account/order/7', '/Account/Orders/', '/account', '/page/delivery/x', '/blog', '/women/dresses', '/', '/account/order/'];
    for (const path of paths) expect([path, routeNameOf(path)]).toEqual([path, matchRoute(path)?.route.name]);
    expect(routeNameOf('/account/order/7')).toBe('account-order');
  });

  it('gives first data to the public pages but the 404 screen, and to no personal page', () => {
    expect(routes.filter((route) => !route.personal && !route.firstData).map((route) => route.page)).toEqual(['not-found']);
    expect(routes.filter((route) => route.personal && route.firstData)).toEqual([]);
  });

  it("gives the lint rule against page paths typed by hand (shared/eslint-config) its patterns' first segments", () => {
    const first = new Set(routes.map((route) => route.path.split('/')[0]!));
    expect([...lintedSegments].sort()).toEqual([...first].sort());
  });

  it('keeps personal and public pages under different first segments (robots.txt shuts out a personal one whole)', () => {
    const first = (personal: boolean) => new Set(routes.filter((route) => route.personal === personal).map((route) => route.path.split('/')[0]));
    const publicFirst = first(false);
    expect([...first(true)].filter((segment) => publicFirst.has(segment))).toEqual([]);
  });
});

describe('route props', () => {
  it.each([
    ['/auth', { mode: 'login' }],
    ['/register', { mode: 'register' }],
    ['/account/membership', { view: 'membership' }],
    ['/account/cashback', { view: 'cashback' }],
    ['/account', {}],
    ['/success/42', { orderId: 42 }],
    ['/account/order/42', { orderId: 42 }],
    [`/order/shared/${token}`, { token }],
    ['/invite/Ab12Cd34Ef', { code: 'Ab12Cd34Ef' }],
    [`/giftcard/${giftcardToken}`, { token: giftcardToken }],
    ['/page/delivery', { urlPath: 'delivery', initialData: undefined }],
    ['/search/%20coat%20', { phrase: 'coat', initialData: undefined }],
  ])('%s: %j', (path, props) => {
    expect(propsAt(path)?.props).toEqual(props);
  });

  it('reads the order of the pay and payment result pages from the query, which may name none', () => {
    expect(propsAt('/pay', '?order=7')?.props).toEqual({ orderId: 7 });
    expect(propsAt('/pay', '?order=x')?.props).toEqual({ orderId: undefined });
    expect(propsAt('/payment-success', '?order=7')?.props).toEqual({ outcome: 'success', orderId: 7 });
    expect(propsAt('/payment-failure')?.props).toEqual({ outcome: 'failure', orderId: undefined });
  });

  it('hands a page the first data the HTML carried, in the shape of its props', () => {
    const posts: InlinedPage['reply'] = { status: 200, posts: [], total: 0, page: 1, limit: 21 };
    expect(propsAt('/blog', '', posts)?.props).toEqual({ initialData: posts });
    const missing: InlinedPage['reply'] = { status: 400, error: 'not_found' };
    expect(propsAt('/blog/gone', '', missing)?.props).toEqual({ initialData: missing });
    // The search page takes results only; a refusal it asks for again and explains.
    expect(propsAt('/search/coat', '', missing)?.props).toEqual({ phrase: 'coat', initialData: undefined });
    const info = { status: 200, type: 'infopage', url_path: 'delivery', data: { page: { title: 'Delivery' } } } as unknown as InlinedPage['reply'];
    expect(propsAt('/page/delivery', '', info)?.props).toEqual({ urlPath: 'delivery', initialData: { page: { title: 'Delivery' } } });
  });

  it.each([
    '/success/abc', '/failure/0', '/success/007', '/failure/1.5', '/account/order/99999999999', '/cart/shared/short', '/order/shared/not%2Ba%2Btoken%2Bat%2Ball',
    '/invite/short', '/invite/has-dash-in-it', '/giftcard/short', '/giftcard/Ab3_-xYz0123456789ab%2Bd', `/giftcard/${giftcardToken}e`, '/search/%20', '/page/',
  ])('%s names nothing: no props, the 404 screen', (path) => {
    expect(propsAt(path)).toEqual({ pattern: expect.any(String), props: undefined });
  });
});

describe('planPage', () => {
  it.each([
    ['/blog', '', { kind: 'blog-list', apiPath: '/api/blog/posts/1/21', page: 'blog-list' }],
    ['/blog', '?page=3', { kind: 'blog-list', apiPath: '/api/blog/posts/3/21', page: 'blog-list' }],
    ['/blog/', '?page=0', { kind: 'blog-list', apiPath: '/api/blog/posts/1/21', page: 'blog-list' }],
    ['/blog/%D1%88%D0%B0%D1%80%D1%84', '', { kind: 'blog-post', apiPath: '/api/blog/post/%D1%88%D0%B0%D1%80%D1%84', page: 'blog-post' }],
    ['/search/linen%20shirt%2F2', '', { kind: 'search', apiPath: '/api/search/query/linen%20shirt%2F2/1', page: 'search' }],
    ['/page/delivery', '?utm=x', { kind: 'resolve', apiPath: '/api/url/resolve?path=delivery', page: 'info' }],
    ['/women/coats', '?color=black', { kind: 'resolve', apiPath: `/api/url/resolve?path=${encodeURIComponent('/women/coats?color=black')}` }],
    ['/', '', { kind: 'resolve', apiPath: '/api/url/resolve?path=%2F' }],
    ['/cart/shared', '', { kind: 'resolve', apiPath: '/api/url/resolve?path=%2Fcart%2Fshared' }],
  ])('%s%s: %j', (path, search, plan) => {
    expect(planPage(path, search)).toEqual(plan);
  });

  it.each([
    ['/cart', 'cart'], ['/order/', 'checkout'], ['/pay', 'pay'], ['/payment-failure', 'payment-result'], ['/success/12', 'order-success'],
    [`/cart/shared/${token}`, 'shared-cart'], ['/register', 'auth'], ['/account/personal', 'account'], ['/account/order/12', 'account-order'],
    ['/account/cashback', 'loyalty'], ['/invite/Ab12Cd34Ef', 'invite'], [`/giftcard/${giftcardToken}`, 'giftcard'],
  ])('%s is personal: the %s page, no first data', (path, page) => {
    expect(planPage(path, '')).toEqual({ kind: 'personal', page });
  });

  it.each(['/404', '/404/', '/success/abc', '/failure/-1', '/cart/shared/x', '/invite/short', '/giftcard/short', '/search/%20', '/page'])('%s is the 404 screen', (path) => {
    expect(planPage(path, '')).toEqual({ kind: 'not-found' });
  });
});

describe('pathTo', () => {
  it('names every route once', () => {
    const names = PAGE_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  /** A link built from runtime params, as a loop over the table builds it (the types want a literal name). */
  const linkTo = pathTo as (name: RouteName, params: Record<string, string>) => string;

  it.each(PAGE_ROUTES.map((route) => [route.name, route] as const))('builds %s a path that matchRoute takes back to it with the same params', (name, route) => {
    // Values that need encoding: a space, a slash inside a param, letters beyond ASCII, ? # %.
    const value = 'a b/шарф?#%';
    const names = route.path.split('/').filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
    const splat = route.path.endsWith('/*');
    const params = Object.fromEntries([...names.map((param) => [param, value]), ...(splat ? [['urlPath', 'help/a b']] : [])]);
    const expected = Object.fromEntries([...names.map((param) => [param, value]), ...(splat ? [['*', 'help/a b']] : [])]);
    expect(matchRoute(linkTo(name, params))).toEqual({ route, params: expected });
  });

  it('fills the pattern, each param URI-encoded, the rest of a splat path segment by segment', () => {
    expect(pathTo('cart')).toBe('/cart');
    expect(pathTo('account-order', { orderId: 7 })).toBe('/account/order/7');
    expect(pathTo('order-success', { orderId: '12' })).toBe('/success/12');
    expect(pathTo('blog-post', { slug: 'wool coat/2' })).toBe('/blog/wool%20coat%2F2');
    expect(pathTo('search', { query: 'платье' })).toBe(`/search/${encodeURIComponent('платье')}`);
    expect(pathTo('info', { urlPath: 'help/delivery terms' })).toBe('/page/help/delivery%20terms');
    expect(pathTo('shared-cart', { token })).toBe(`/cart/shared/${token}`);
  });

  it('adds the query, its values encoded and the undefined ones left out', () => {
    expect(pathTo('pay', {}, { order: 42 })).toBe('/pay?order=42');
    expect(pathTo('payment-success', undefined, { order: 7 })).toBe('/payment-success?order=7');
    expect(pathTo('orders', {}, { page: 2, sort: undefined })).toBe('/account/orders?page=2');
    expect(pathTo('blog', {}, { page: undefined })).toBe('/blog');
    expect(pathTo('search', { query: 'coat' }, { sort: 'a b&c=d' })).toBe('/search/coat?sort=a+b%26c%3Dd');
    expect(propsAt('/pay', pathTo('pay', {}, { order: 42 }).slice('/pay'.length))?.props).toEqual({ orderId: 42 });
  });
});

/** What tsc (pnpm typecheck) refuses: never called. */
function _untypedLinks() {
  // @ts-expect-error: an order's page needs its orderId.
  pathTo('account-order');
  // @ts-expect-error: the param is the pattern's, orderId.
  pathTo('account-order', { id: 7 });
  // @ts-expect-error: the cart takes no params.
  pathTo('cart', { orderId: 7 });
  // @ts-expect-error: no route has that name.
  pathTo('basket');
}

describe('the search path', () => {
  it.each(['linen shirt', 'платье/2', '50%', 'a?b#c'])('spells %j encoded under /search and reads it back', (phrase) => {
    expect(searchPath(phrase)).toBe(`/search/${encodeURIComponent(phrase)}`);
    expect(searchPhraseOf(searchPath(phrase))).toBe(phrase);
  });

  it('reads the phrase as the search page shows it, and none off any other path', () => {
    expect(searchPhraseOf('/search/%20coat/')).toBe('coat');
    expect(searchPhraseOf('/search/%20')).toBeUndefined();
    expect(searchPhraseOf('/search/coat/2')).toBeUndefined();
    expect(searchPhraseOf('/blog/coat')).toBeUndefined();
  });
});
