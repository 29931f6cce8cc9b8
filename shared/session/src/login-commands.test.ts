import { ApiError } from '@shop/api-client';
import { bus } from './bus';
import { countItems } from './cart-commands';
import { verifyLoginCode } from './login-commands';
import { cartStore, sessionStore, wishlistStore } from './stores';
import { addToWishlist } from './wishlist-commands';
import { CUSTOMER, fakeApi, serverCart, type FakeApi } from './testing/fake-api';
import { resetPage } from './testing/reset';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
});

/** The verify-code reply: the whole account (more than the store keeps) and the login's result. */
const verified = (code: 'default' | 'registered' = 'default') => ({
  status: 200,
  customer: {
    ...CUSTOMER,
    date_of_birth: '',
    sex: '0',
    address: { street: '', postcode: '', house: '', apartment: '', comment: '' },
    addresses: [],
    points: 0,
    level: '',
    total_points: 0,
  },
  result: { code },
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const LOGIN = { type: 'phone' as const, identifier: '+7 (912) 345-6789', code: '123456' };

describe('verifyLoginCode', () => {
  it('sends the code with the guest wishlist, marks the customer logged in and brings the merged cart and wishlist', async () => {
    await addToWishlist('A-1');
    await addToWishlist('B-2');
    api.on('POST', 'account/verify-code', verified());
    api.on('GET', 'cart/v2/', serverCart([2, 1]));
    api.on('POST', 'wishlist/get', { status: 200, items: ['A-1', 'B-2', 'S-9'], products: [] });
    const logins = jest.fn();
    const off = bus.on('session:login', logins);

    const result = await verifyLoginCode(LOGIN);
    off();
    expect(result).toEqual({ ok: true, result: 'default', customer: CUSTOMER });
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: 'account/verify-code',
      body: { ...LOGIN, targetType: 'login', wishlist: ['A-1', 'B-2'] },
    });
    // The store keeps the summary only, not the address or points of the reply.
    expect(sessionStore.getState()).toEqual({ loggedIn: true, customer: CUSTOMER, ready: true });
    expect(window.localStorage.getItem('loggedIn')).toBe('1');
    expect(logins).toHaveBeenCalledWith({ customer: CUSTOMER });

    await settle();
    // One cart fetch (session:login's) with the server's merged cart, and the merged wishlist.
    expect(api.paths().filter((path) => path === 'GET cart/v2/')).toHaveLength(1);
    expect(countItems(cartStore.getState().cart)).toBe(3);
    expect(wishlistStore.getState().items).toEqual(['A-1', 'B-2', 'S-9']);
  });

  it('says when the code created the account', async () => {
    api.on('POST', 'account/verify-code', verified('registered'));
    api.on('GET', 'cart/v2/', serverCart([]));
    api.on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
    await expect(verifyLoginCode({ type: 'email', identifier: 'nino@example.ge', code: '654321' })).resolves.toMatchObject({ ok: true, result: 'registered' });
  });

  it.each(['error_login', 'error_attempts', 'error_approved'])('reports %s and logs nobody in', async (error) => {
    api.on('POST', 'account/verify-code', { status: 400, error });
    const logins = jest.fn();
    const off = bus.on('session:login', logins);
    await expect(verifyLoginCode(LOGIN)).resolves.toEqual({ ok: false, error });
    off();
    expect(logins).not.toHaveBeenCalled();
    expect(sessionStore.getState().loggedIn).toBe(false);
    expect(window.localStorage.getItem('loggedIn')).toBeNull();
    expect(api.paths()).toEqual(['POST account/verify-code']);
  });

  it('reports too_many_requests for HTTP 429 and request_failed for other failures', async () => {
    api.on('POST', 'account/verify-code', () => {
      throw new ApiError('http://shop.test/api/account/verify-code', 429, { status: 429, error: 'too_many_requests' });
    });
    await expect(verifyLoginCode(LOGIN)).resolves.toEqual({ ok: false, error: 'too_many_requests' });
    api.on('POST', 'account/verify-code', () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(verifyLoginCode(LOGIN)).resolves.toEqual({ ok: false, error: 'request_failed' });
    expect(sessionStore.getState().loggedIn).toBe(false);
  });

  it('refuses a 200 without a customer and changes nothing', async () => {
    api.on('POST', 'account/verify-code', { status: 200, result: { code: 'default' } });
    await expect(verifyLoginCode(LOGIN)).resolves.toEqual({ ok: false, error: 'bad_reply' });
    expect(sessionStore.getState().loggedIn).toBe(false);
  });

  it('sends no more skus than a wishlist keeps', async () => {
    wishlistStore.setState({ items: Array.from({ length: 230 }, (_, i) => `SKU-${i}`) });
    api.on('POST', 'account/verify-code', { status: 400, error: 'error_login' });
    await verifyLoginCode(LOGIN);
    const body = api.calls[0]?.body as { wishlist: string[] };
    expect(body.wishlist).toHaveLength(200);
    expect(body.wishlist[0]).toBe('SKU-0');
  });
});
