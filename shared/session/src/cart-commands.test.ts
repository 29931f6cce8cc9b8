import { EMPTY_CART } from '@shop/contracts';
import { bus } from './bus';
import {
  addToCart, changeCart, changeCartItem, changeCartItemQuantity, clearCart, countItems, fetchCart, followVisitorCurrency, removeCartItem, replaceCart, restoreCart,
} from './cart-commands';
import { cartStore } from './stores';
import { deferred, fakeApi, serverCart, type FakeApi } from './testing/fake-api';
import { resetPage } from './testing/reset';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
});

const cart = () => cartStore.getState().cart;
const stored = () => JSON.parse(window.localStorage.getItem('cart') ?? 'null') as unknown;

describe('replaceCart (spec §4)', () => {
  it('replaces the store wholesale with the reply, mirrors items and products to storage and emits cart:updated', () => {
    replaceCart(serverCart([1, 2], { bonuses: 500 }));
    const updated = jest.fn();
    const off = bus.on('cart:updated', updated);
    const next = serverCart([3]);
    next.recommendations = [];
    replaceCart({ ...next, bonuses: 0 });
    off();

    const { status: _status, ...expected } = { ...next, bonuses: 0 };
    expect(cart()).toEqual(expected);
    expect(cart().cart.items).toHaveLength(1);
    expect(cart().bonuses).toBe(0);
    expect(cart()).not.toHaveProperty('status');
    expect(stored()).toEqual({ items: next.cart.items, products: next.products });
    expect(updated).toHaveBeenCalledWith({ cart: cart() });
  });

  it('clears the promo code when no_discount is 1, and keeps it otherwise', () => {
    replaceCart(serverCart([1], { promocode: 'SPRING', no_discount: 1 }));
    expect(cart().promocode).toBeNull();
    replaceCart(serverCart([1], { promocode: 'SPRING', no_discount: 0 }));
    expect(cart().promocode).toBe('SPRING');
  });

  it('counts pieces, not lines', () => {
    expect(countItems(serverCart([2, 3]))).toBe(5);
    expect(countItems(EMPTY_CART)).toBe(0);
  });
});

describe('cart changes', () => {
  it.each([
    ['without a cart', { status: 200 }],
    ['with items of the wrong shape', { ...serverCart([1]), cart: { ...serverCart([1]).cart, items: [{ item_id: 'x' }] } }],
    ['without products', { ...serverCart([1]), products: undefined }],
    ['with a recommendation that is not a product card', { ...serverCart([1]), recommendations: [{ id: 5, name: 'Coat' }] }],
  ])('keeps the cart and reports bad_reply for a 200 reply %s', async (_name, reply) => {
    replaceCart(serverCart([2]));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('POST', 'cart/v2/add', reply);
    await expect(addToCart(101, 11)).resolves.toEqual({ ok: false, error: 'bad_reply' });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
    expect(countItems(cart())).toBe(2);
  });

  it.each([
    ['addToCart', () => addToCart(101, 11), 'cart/v2/add', { product_id: 101, option_value_id: 11, quantity: 1 }],
    ['changeCartItemQuantity', () => changeCartItemQuantity(1, 4), 'cart/v2/change-item-quantity', { item_id: 1, quantity: 4 }],
    ['changeCartItem', () => changeCartItem(1, 2, 12), 'cart/v2/change/', { item_id: 1, quantity: 2, option_value_id: 12 }],
    ['removeCartItem', () => removeCartItem(1), 'cart/v2/remove-item/', { item_id: 1 }],
    ['changeCart', () => changeCart('cart/v2/set-payment-method', { method_code: 'card' }), 'cart/v2/set-payment-method', { method_code: 'card' }],
    ['changeCart without a body', () => changeCart('cart/v2/add-shared'), 'cart/v2/add-shared', {}],
  ])('%s posts the spec §7 body and takes the reply as the cart', async (_name, command, path, body) => {
    const reply = serverCart([2]);
    api.on('POST', path, reply);
    await expect(command()).resolves.toEqual({ ok: true });
    expect(api.calls).toEqual([{ method: 'POST', path, body }]);
    expect(cart().cart.items).toEqual(reply.cart.items);
  });

  it('changeCart queues behind earlier changes and reports the error code of a 400 reply', async () => {
    replaceCart(serverCart([1]));
    const first = deferred<unknown>();
    api.on('POST', 'cart/v2/change-item-quantity', () => first.promise);
    api.on('POST', 'cart/v2/add-shared', { status: 400, error: 'not_found' });
    const changing = changeCartItemQuantity(1, 2);
    const sharing = changeCart('cart/v2/add-shared', { token: 'x' });
    await Promise.resolve();
    expect(api.paths()).toEqual(['POST cart/v2/change-item-quantity']);
    first.resolve(serverCart([2]));
    await expect(changing).resolves.toEqual({ ok: true });
    await expect(sharing).resolves.toEqual({ ok: false, error: 'not_found' });
    expect(countItems(cart())).toBe(2);
  });

  it('keeps the cart and reports the error code of a 400 reply', async () => {
    replaceCart(serverCart([1]));
    api.on('POST', 'cart/v2/add', { status: 400, error: 'out_of_stock' });
    await expect(addToCart(5, 6)).resolves.toEqual({ ok: false, error: 'out_of_stock' });
    expect(countItems(cart())).toBe(1);
  });

  it('keeps the cart when the request fails (missing endpoint, network)', async () => {
    replaceCart(serverCart([1]));
    await expect(removeCartItem(1)).resolves.toEqual({ ok: false, error: 'request_failed' });
    expect(countItems(cart())).toBe(1);
  });

  it('applies replies in the order the changes were made, even when an earlier reply arrives later', async () => {
    const first = deferred<unknown>();
    api.on('POST', 'cart/v2/add', () => first.promise);
    api.on('POST', 'cart/v2/change-item-quantity', serverCart([5]));
    const adding = addToCart(101, 11);
    const changing = changeCartItemQuantity(1, 5);
    // The change waits for the add: only one request is out.
    await Promise.resolve();
    expect(api.paths()).toEqual(['POST cart/v2/add']);
    first.resolve(serverCart([1]));
    await Promise.all([adding, changing]);
    expect(api.paths()).toEqual(['POST cart/v2/add', 'POST cart/v2/change-item-quantity']);
    expect(countItems(cart())).toBe(5);
  });
});

describe('fetchCart', () => {
  it('loads GET cart/v2/ into the store', async () => {
    api.on('GET', 'cart/v2/', serverCart([2]));
    await expect(fetchCart()).resolves.toEqual({ ok: true });
    expect(countItems(cart())).toBe(2);
  });

  it('leaves the store as it was when the request fails', async () => {
    replaceCart(serverCart([3]));
    api.on('GET', 'cart/v2/', () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchCart()).resolves.toEqual({ ok: false, error: 'request_failed' });
    expect(countItems(cart())).toBe(3);
  });
});

describe('the cart follows the visitor\'s currency (spec §1)', () => {
  const inCurrency = (currency: 'USD' | 'RUB' | 'GEL', extra = {}) => {
    const reply = serverCart([1], extra);
    return { ...reply, cart: { ...reply.cart, currency } };
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('switches a cart in another currency to the visitor\'s, once, and tells the bus what came off', async () => {
    let visitor: 'USD' | 'GEL' = 'GEL';
    followVisitorCurrency(() => visitor);
    const told = jest.fn();
    const off = bus.on('cart:currency-changed', told);
    api.on('GET', 'cart/v2/', inCurrency('USD'));
    api.on('POST', 'cart/v2/set-currency', { ...inCurrency('GEL', { promocode: null }), removed: ['promocode', 'giftcard'] });
    await fetchCart();
    await settled();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: 'cart/v2/set-currency', body: { currency: 'GEL' } }]);
    expect(cart().cart.currency).toBe('GEL');
    expect(cart()).not.toHaveProperty('removed');
    expect(told).toHaveBeenCalledWith({ currency: 'GEL', removed: ['promocode', 'giftcard'] });

    // A reply still in dollars (the shop stopped offering lari) is not asked again for lari.
    api.on('POST', 'cart/v2/set-currency', inCurrency('USD'));
    api.on('GET', 'cart/v2/', inCurrency('USD'));
    await fetchCart();
    await settled();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    // A cart in the visitor's currency, or an empty one, asks nothing.
    visitor = 'USD';
    followVisitorCurrency(() => visitor);
    await fetchCart();
    await settled();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    off();
  });

  it('says nothing when nothing came off', async () => {
    followVisitorCurrency(() => 'RUB');
    const told = jest.fn();
    const off = bus.on('cart:currency-changed', told);
    api.on('GET', 'cart/v2/', inCurrency('USD'));
    api.on('POST', 'cart/v2/set-currency', { ...inCurrency('RUB'), removed: [] });
    await fetchCart();
    await settled();
    expect(cart().cart.currency).toBe('RUB');
    expect(told).not.toHaveBeenCalled();
    off();
  });
});

describe('local storage', () => {
  it('restores the last cart from storage so the badge shows before the API answers', () => {
    const last = serverCart([2, 1]);
    window.localStorage.setItem('cart', JSON.stringify({ items: last.cart.items, products: last.products }));
    restoreCart();
    expect(cart().cart.items).toEqual(last.cart.items);
    expect(cart().products).toEqual(last.products);
    expect(countItems(cart())).toBe(3);
  });

  it.each([
    ['not JSON', '{"items":[{'],
    ['JSON of the wrong type', '"cart"'],
    ['items that are not a list', '{"items":{"0":1},"products":null}'],
  ])('ignores a stored cart that is %s', (_name, raw) => {
    window.localStorage.setItem('cart', raw);
    expect(() => restoreCart()).not.toThrow();
    expect(cart()).toEqual(EMPTY_CART);
  });

  it('drops malformed lines and keeps the good ones', () => {
    const good = serverCart([2]);
    window.localStorage.setItem('cart', JSON.stringify({
      items: [good.cart.items[0], null, 'x', { item_id: 2, product_id: 3, sku: 'S', option_value_id: 4, quantity: -1 }, { item_id: '1', sku: 'S' }],
      products: [good.products[0], { id: 1 }, 42],
    }));
    restoreCart();
    expect(cart().cart.items).toEqual(good.cart.items);
    expect(cart().products).toEqual(good.products);
  });

  it('clearCart empties the store and the storage key', () => {
    replaceCart(serverCart([1]));
    clearCart();
    expect(cart()).toEqual(EMPTY_CART);
    expect(window.localStorage.getItem('cart')).toBeNull();
  });

  it('still updates the store when storage is full', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => replaceCart(serverCart([4]))).not.toThrow();
    expect(countItems(cart())).toBe(4);
    setItem.mockRestore();
  });
});
