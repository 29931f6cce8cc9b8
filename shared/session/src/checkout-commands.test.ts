import { apiPost } from '@shop/api-client';
import { replaceCart } from './cart-commands';
import { createOrder, placeOrder, setPaymentMethod, setPersonalData, setShippingAddress, setShippingMethod } from './checkout-commands';
import { cartStore } from './stores';
import { fakeApi, serverCart, type FakeApi } from './testing/fake-api';
import { resetPage } from './testing/reset';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
});

const cart = () => cartStore.getState().cart;
const contact = { firstname: 'Анна', lastname: 'Петрова', telephone: '9123456789', email: 'anna@example.com' };
const payment = { orderId: 5, status: 'pending', method: 'card', text: 'Ожидает оплаты', total: 199000, currency: 'RUB', link: '/pay?order=5' } as const;

describe('the set-* steps answer the whole cart', () => {
  it.each([
    ['setShippingMethod', () => setShippingMethod({ method_code: 'pickup_point', cityId: 1, pickupPointId: 3 }), 'cart/v2/set-shipping-method', { method_code: 'pickup_point', cityId: 1, pickupPointId: 3 }],
    ['setShippingAddress', () => setShippingAddress({ address: 'Тверская', postcode: '125009', house: '7' }), 'cart/v2/set-shipping-address', { address: 'Тверская', postcode: '125009', house: '7' }],
    ['setPaymentMethod', () => setPaymentMethod('card'), 'cart/v2/set-payment-method', { method_code: 'card' }],
    ['setPersonalData', () => setPersonalData({ order_id: 5, ...contact }), 'cart/v2/set-personal-data', { order_id: 5, ...contact }],
  ])('%s posts its body and takes the reply as the cart', async (_name, command, path, body) => {
    const reply = serverCart([2], { cart: { ...serverCart([2]).cart, orderId: 5 } });
    api.on('POST', path, reply);
    await expect(command()).resolves.toEqual({ ok: true });
    expect(api.calls).toEqual([{ method: 'POST', path, body }]);
    expect(cart().cart.orderId).toBe(5);
  });

  it('reports the error code of a refusal and keeps the cart', async () => {
    replaceCart(serverCart([1]));
    api.on('POST', 'cart/v2/set-shipping-method', { status: 400, error: 'pickup_point_required' });
    await expect(setShippingMethod({ method_code: 'pickup_point', cityId: 1 })).resolves.toEqual({ ok: false, error: 'pickup_point_required' });
    expect(cart().cart.items).toHaveLength(1);
  });
});

describe('createOrder', () => {
  it('sends the idempotency key as a header, then reloads the cart that now names the order', async () => {
    api.on('POST', 'cart/v2/create-order', { status: 200, result: { order_id: 5 } });
    api.on('GET', 'cart/v2/', serverCart([1], { cart: { ...serverCart([1]).cart, orderId: 5 } }));
    await expect(createOrder(contact, 'attempt-0001')).resolves.toEqual({ status: 200, result: { order_id: 5 } });
    expect(jest.mocked(apiPost)).toHaveBeenCalledWith('cart/v2/create-order', contact, { headers: { 'idempotency-key': 'attempt-0001' } });
    expect(api.paths()).toEqual(['POST cart/v2/create-order', 'GET cart/v2/']);
    expect(cart().cart.orderId).toBe(5);
  });

  it('hands a refusal back to the caller', async () => {
    api.on('POST', 'cart/v2/create-order', { status: 400, error: 'min_order_amount' });
    api.on('GET', 'cart/v2/', serverCart([1]));
    await expect(createOrder(contact, 'attempt-0001')).resolves.toEqual({ status: 400, error: 'min_order_amount' });
  });
});

describe('placeOrder', () => {
  it('posts the payment method and reloads the cart the placing emptied', async () => {
    replaceCart(serverCart([2]));
    api.on('POST', 'payment/get/', { status: 200, payment });
    api.on('GET', 'cart/v2/', serverCart([]));
    await expect(placeOrder('card')).resolves.toEqual({ status: 200, payment });
    expect(api.calls).toEqual([{ method: 'POST', path: 'payment/get/', body: { code: 'card' } }, { method: 'GET', path: 'cart/v2/' }]);
    expect(cart().cart.items).toEqual([]);
  });

  it('reloads the cart after a failed call too (a refusal may have dropped the promo code), and rejects', async () => {
    api.on('GET', 'cart/v2/', serverCart([1], { promocode: null }));
    await expect(placeOrder('cash_on_delivery')).rejects.toThrow('404');
    expect(api.paths()).toEqual(['POST payment/get/', 'GET cart/v2/']);
    expect(cart().promocode).toBeNull();
  });
});
