import { EMPTY_CART } from '@shop/contracts';
import { bus } from './bus';
import { addToCart, countItems, replaceCart } from './cart-commands';
import { hydrateSession, loadCurrentUser, logout, markLoggedIn } from './session-commands';
import { cartStore, sessionStore, wishlistStore } from './stores';
import { addToWishlist } from './wishlist-commands';
import { CUSTOMER, deferred, fakeApi, serverCart, type FakeApi } from './testing/fake-api';
import { resetPage } from './testing/reset';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
});

const session = () => sessionStore.getState();
const flag = () => window.localStorage.getItem('loggedIn');
const count = () => countItems(cartStore.getState().cart);
const wishlist = () => wishlistStore.getState().items;
const NOT_LOGGED_IN = { status: 400, error: 'not_logged_in' };

describe('hydrateSession', () => {
  it('a guest: the cart from the server, the wishlist from storage, and no /account/me or wishlist call', async () => {
    window.localStorage.setItem('wishlist', JSON.stringify({ items: ['A-1'] }));
    api.on('GET', 'cart/v2/', serverCart([2]));
    const hydrating = hydrateSession();
    // Ready at once: nothing to check for a visitor without the logged-in flag.
    expect(session()).toEqual({ loggedIn: false, customer: null, ready: true });
    await hydrating;
    expect(api.paths()).toEqual(['GET cart/v2/']);
    expect(count()).toBe(2);
    expect(wishlist()).toEqual(['A-1']);
  });

  it('shows the stored cart at once, before the server cart replaces it', async () => {
    const last = serverCart([4]);
    window.localStorage.setItem('cart', JSON.stringify({ items: last.cart.items, products: last.products }));
    const reply = deferred<unknown>();
    api.on('GET', 'cart/v2/', () => reply.promise);
    const hydrating = hydrateSession();
    expect(count()).toBe(4);
    reply.resolve({ status: 200, ...EMPTY_CART });
    await hydrating;
    expect(count()).toBe(0);
    expect(window.localStorage.getItem('cart')).toBe('{"items":[],"products":[]}');
  });

  it('a flagged visitor: flagged but not ready until /account/me answers, then the customer and the wishlist ids', async () => {
    window.localStorage.setItem('loggedIn', '1');
    const me = deferred<unknown>();
    api.on('GET', 'account/me', () => me.promise);
    api.on('GET', 'cart/v2/', serverCart([1]));
    api.on('POST', 'wishlist/get', { status: 200, items: ['S-1', 'S-2'], products: [] });
    const hydrating = hydrateSession();
    expect(session()).toEqual({ loggedIn: true, customer: null, ready: false });
    me.resolve({ status: 200, customer: CUSTOMER });
    await hydrating;
    expect(session()).toEqual({ loggedIn: true, customer: CUSTOMER, ready: true });
    expect(api.calls).toEqual(expect.arrayContaining([
      { method: 'GET', path: 'account/me' },
      { method: 'GET', path: 'cart/v2/' },
      { method: 'POST', path: 'wishlist/get', body: { withProductList: false } },
    ]));
    expect(wishlist()).toEqual(['S-1', 'S-2']);
    expect(flag()).toBe('1');
  });

  it.each([
    ['answers not_logged_in', NOT_LOGGED_IN],
    ['fails', () => { throw new TypeError('Failed to fetch'); }],
  ])('removes the logged-in flag when /account/me %s, drops the account\'s wishlist mirror and fetches no wishlist', async (_name, answer) => {
    window.localStorage.setItem('loggedIn', '1');
    window.localStorage.setItem('wishlist', JSON.stringify({ items: ['A-1'] }));
    api.on('GET', 'account/me', answer);
    api.on('GET', 'cart/v2/', serverCart([]));
    await hydrateSession();
    expect(flag()).toBeNull();
    expect(session()).toEqual({ loggedIn: false, customer: null, ready: true });
    expect(api.paths()).not.toContain('POST wishlist/get');
    // The stored list mirrored the account: it must not become the guest's list on a shared device.
    expect(wishlist()).toEqual([]);
    expect(window.localStorage.getItem('wishlist')).toBeNull();
  });

  it('survives a failing cart request and broken storage', async () => {
    window.localStorage.setItem('cart', '{broken');
    window.localStorage.setItem('wishlist', '{"items":[');
    api.on('GET', 'cart/v2/', () => { throw new TypeError('Failed to fetch'); });
    await expect(hydrateSession()).resolves.toBeUndefined();
    expect(cartStore.getState().cart).toEqual(EMPTY_CART);
    expect(wishlist()).toEqual([]);
    expect(session().ready).toBe(true);
  });

  it('works with storage disabled altogether', async () => {
    const getter = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    api.on('GET', 'cart/v2/', serverCart([1]));
    await expect(hydrateSession()).resolves.toBeUndefined();
    expect(count()).toBe(1);
    getter.mockRestore();
  });
});

describe('loadCurrentUser', () => {
  it('sets the customer and the flag on success', async () => {
    api.on('GET', 'account/me', { status: 200, customer: CUSTOMER });
    await expect(loadCurrentUser()).resolves.toEqual(CUSTOMER);
    expect(session()).toEqual({ loggedIn: true, customer: CUSTOMER, ready: true });
    expect(flag()).toBe('1');
  });

  it('removes the flag when loading fails (spec §4, §8)', async () => {
    window.localStorage.setItem('loggedIn', '1');
    sessionStore.setState({ loggedIn: true, customer: CUSTOMER, ready: true });
    api.on('GET', 'account/me', NOT_LOGGED_IN);
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(flag()).toBeNull();
    expect(session()).toEqual({ loggedIn: false, customer: null, ready: true });
  });
});

describe('markLoggedIn', () => {
  it('sets the flag and the session, emits session:login and refetches the wishlist ids and the cart', async () => {
    api.on('POST', 'wishlist/get', { status: 200, items: ['S-1'], products: [] });
    api.on('GET', 'cart/v2/', serverCart([3]));
    const logins = jest.fn();
    const off = bus.on('session:login', logins);
    markLoggedIn(CUSTOMER);
    off();
    expect(flag()).toBe('1');
    expect(session()).toEqual({ loggedIn: true, customer: CUSTOMER, ready: true });
    expect(logins).toHaveBeenCalledWith({ customer: CUSTOMER });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.paths().sort()).toEqual(['GET cart/v2/', 'POST wishlist/get']);
    expect(wishlist()).toEqual(['S-1']);
    expect(count()).toBe(3);
  });
});

describe('replies that arrive after the visitor changed', () => {
  it('a late /account/me does not undo a logout', async () => {
    window.localStorage.setItem('loggedIn', '1');
    const me = deferred<unknown>();
    api.on('GET', 'account/me', () => me.promise);
    api.on('GET', 'cart/v2/', serverCart([1]));
    api.on('POST', 'account/logout', { status: 200 });
    const hydrating = hydrateSession();
    await expect(logout()).resolves.toEqual({ ok: true });
    me.resolve({ status: 200, customer: CUSTOMER });
    await hydrating;
    expect(session()).toEqual({ loggedIn: false, customer: null, ready: true });
    expect(flag()).toBeNull();
    expect(api.paths()).not.toContain('POST wishlist/get');
  });

  it('a cart or wishlist reply that lands after logout does not refill the stores', async () => {
    markLoggedIn(CUSTOMER);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const cartReply = deferred<unknown>();
    const wishlistReply = deferred<unknown>();
    api.on('POST', 'cart/v2/add', () => cartReply.promise);
    api.on('POST', 'wishlist/add', () => wishlistReply.promise);
    api.on('POST', 'account/logout', { status: 200 });
    const adding = addToCart(101, 11);
    const wishing = addToWishlist('SECRET');
    await expect(logout()).resolves.toEqual({ ok: true });
    cartReply.resolve(serverCart([5]));
    wishlistReply.resolve({ status: 200, items: ['SECRET'] });
    await expect(adding).resolves.toEqual({ ok: false, error: 'session_changed' });
    await expect(wishing).resolves.toEqual({ ok: false, error: 'session_changed' });
    expect(count()).toBe(0);
    expect(wishlist()).toEqual([]);
    expect(window.localStorage.getItem('wishlist')).toBeNull();
    expect(window.localStorage.getItem('cart')).toBeNull();
  });
});

describe('logout (spec §4)', () => {
  beforeEach(() => {
    window.localStorage.setItem('loggedIn', '1');
    sessionStore.setState({ loggedIn: true, customer: CUSTOMER, ready: true });
    replaceCart(serverCart([2]));
    wishlistStore.setState({ items: ['A-1'] });
    window.localStorage.setItem('wishlist', '{"items":["A-1"]}');
  });

  it('on status 200 clears cart, wishlist and flag, emits session:logout and reports success', async () => {
    api.on('POST', 'account/logout', { status: 200 });
    const logouts = jest.fn();
    const off = bus.on('session:logout', logouts);
    await expect(logout()).resolves.toEqual({ ok: true });
    off();
    expect(api.calls).toEqual([{ method: 'POST', path: 'account/logout', body: undefined }]);
    expect(session()).toEqual({ loggedIn: false, customer: null, ready: true });
    expect(cartStore.getState().cart).toEqual(EMPTY_CART);
    expect(wishlist()).toEqual([]);
    expect(flag()).toBeNull();
    expect(window.localStorage.getItem('cart')).toBeNull();
    expect(window.localStorage.getItem('wishlist')).toBeNull();
    expect(logouts).toHaveBeenCalledWith({});
  });

  it.each([
    ['a 400 reply', { status: 400, error: 'internal_state' }, { ok: false, error: 'internal_state' }],
    ['a failed request', () => { throw new TypeError('Failed to fetch'); }, { ok: false, error: 'request_failed' }],
  ])('changes nothing and reports failure on %s', async (_name, answer, result) => {
    api.on('POST', 'account/logout', answer);
    await expect(logout()).resolves.toEqual(result);
    expect(session().loggedIn).toBe(true);
    expect(count()).toBe(2);
    expect(wishlist()).toEqual(['A-1']);
    expect(flag()).toBe('1');
  });
});
