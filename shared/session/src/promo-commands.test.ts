import { ApiError } from '@shop/api-client';
import { replaceCart } from './cart-commands';
import { addSharedCart, applyPromoCode, deletePromoCode } from './promo-commands';
import { cartStore } from './stores';
import { fakeApi, serverCart, type FakeApi } from './testing/fake-api';
import { resetPage } from './testing/reset';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  replaceCart(serverCart([1], { promocode: null }));
});

const cart = () => cartStore.getState().cart;

describe('applyPromoCode (spec §4)', () => {
  it('posts the code and, when the result is true, fetches the cart with it', async () => {
    api.on('POST', 'promocode/apply', { status: 200, result: true });
    api.on('GET', 'cart/v2/', serverCart([1], { promocode: 'WELCOME10' }));
    await expect(applyPromoCode('welcome10')).resolves.toEqual({ ok: true });
    expect(api.calls).toEqual([
      { method: 'POST', path: 'promocode/apply', body: { code: 'welcome10' } },
      { method: 'GET', path: 'cart/v2/' },
    ]);
    expect(cart().promocode).toBe('WELCOME10');
  });

  it.each(['not_found', 'not_logged_in', 'min_total_not_reached', 'has_already_expired'])(
    'reports the spec §8 reason %s and fetches nothing',
    async (reason) => {
      api.on('POST', 'promocode/apply', { status: 400, error: reason });
      await expect(applyPromoCode('NOPE')).resolves.toEqual({ ok: false, error: reason });
      expect(api.paths()).toEqual(['POST promocode/apply']);
      expect(cart().promocode).toBeNull();
    },
  );

  it('fetches nothing when a 200 reply does not say result true', async () => {
    api.on('POST', 'promocode/apply', { status: 200, result: false });
    await expect(applyPromoCode('WELCOME10')).resolves.toEqual({ ok: false, error: 'bad_reply' });
    expect(api.paths()).toEqual(['POST promocode/apply']);
  });

  it('tells too many tries (HTTP 429) from a failed request', async () => {
    api.on('POST', 'promocode/apply', () => {
      throw new ApiError('/api/promocode/apply', 429, { status: 429, error: 'too_many_requests' });
    });
    await expect(applyPromoCode('GUESS')).resolves.toEqual({ ok: false, error: 'too_many_requests' });
    api.on('POST', 'promocode/apply', () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(applyPromoCode('GUESS')).resolves.toEqual({ ok: false, error: 'request_failed' });
    expect(api.paths()).toEqual(['POST promocode/apply', 'POST promocode/apply']);
  });
});

describe('deletePromoCode (spec §4)', () => {
  it('posts the delete and fetches the cart without the code', async () => {
    replaceCart(serverCart([1], { promocode: 'WELCOME10' }));
    api.on('POST', 'promocode/delete', { status: 200, result: true });
    api.on('GET', 'cart/v2/', serverCart([1], { promocode: null }));
    await expect(deletePromoCode()).resolves.toEqual({ ok: true });
    expect(api.paths()).toEqual(['POST promocode/delete', 'GET cart/v2/']);
    expect(cart().promocode).toBeNull();
  });

  it('fetches the cart even when the delete failed, and reports the failure', async () => {
    replaceCart(serverCart([1], { promocode: 'WELCOME10' }));
    api.on('GET', 'cart/v2/', serverCart([1], { promocode: 'WELCOME10' }));
    await expect(deletePromoCode()).resolves.toEqual({ ok: false, error: 'request_failed' });
    expect(api.paths()).toEqual(['POST promocode/delete', 'GET cart/v2/']);
    expect(cart().promocode).toBe('WELCOME10');
  });
});

describe('addSharedCart', () => {
  it('posts the token and takes the reply as the cart', async () => {
    api.on('POST', 'cart/v2/add-shared', serverCart([1, 2]));
    await expect(addSharedCart('AAAAAAAAAAAAAAAAAAAAAA')).resolves.toEqual({ ok: true });
    expect(api.calls).toEqual([{ method: 'POST', path: 'cart/v2/add-shared', body: { token: 'AAAAAAAAAAAAAAAAAAAAAA' } }]);
    expect(cart().cart.items).toHaveLength(2);
  });

  it('reports not_found for a link that no longer works and keeps the cart', async () => {
    api.on('POST', 'cart/v2/add-shared', { status: 400, error: 'not_found' });
    await expect(addSharedCart('BBBBBBBBBBBBBBBBBBBBBB')).resolves.toEqual({ ok: false, error: 'not_found' });
    expect(cart().cart.items).toHaveLength(1);
  });
});
