import { ApiError } from '@shop/api-client';
import { replaceCart } from './cart-commands';
import { declineGiftcard, payWithGiftcard } from './giftcard-commands';
import { cartStore } from './stores';
import { fakeApi, serverCart, type FakeApi } from './testing/fake-api';
import { resetPage } from './testing/reset';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  replaceCart(serverCart([1]));
});

const cart = () => cartStore.getState().cart;

/** The one-line cart (1 990 ₽) with a gift card paying `paid` of it. */
function paidWithCard(paid: number) {
  const reply = serverCart([1]);
  reply.cart.totals = [{ code: 'subtotal', value: 199000 }, { code: 'giftcard', value: -paid }, { code: 'total', value: 199000 - paid }];
  return reply;
}

describe('payWithGiftcard', () => {
  it('sends a connected card by its digits alone and takes the cart it answers, giftcard line included', async () => {
    api.on('POST', 'giftcard/use', paidWithCard(50000));
    await expect(payWithGiftcard('4000 1234 5678 9010')).resolves.toEqual({ ok: true });
    expect(api.calls).toEqual([{ method: 'POST', path: 'giftcard/use', body: { cardNumber: '4000123456789010' } }]);
    expect(cart().cart.totals).toContainEqual({ code: 'giftcard', value: -50000 });
  });

  it('sends any other card with its PIN', async () => {
    api.on('POST', 'giftcard/use', paidWithCard(199000));
    await expect(payWithGiftcard('4000123456789010', ' 0427 ')).resolves.toEqual({ ok: true });
    expect(api.calls[0]?.body).toEqual({ cardNumber: '4000123456789010', cardCVC: '0427' });
  });

  it.each(['invalid_card', 'wrong_currency', 'card_empty', 'card_expired'])('reports %s and keeps the cart', async (error) => {
    api.on('POST', 'giftcard/use', { status: 400, error });
    await expect(payWithGiftcard('4000123456789010', '0000')).resolves.toEqual({ ok: false, error });
    expect(cart().cart.totals.map((line) => line.code)).toEqual(['subtotal', 'total']);
  });

  it('reports too_many_requests for HTTP 429, the guessing limit, and a failed call as request_failed', async () => {
    api.on('POST', 'giftcard/use', () => {
      throw new ApiError('http://shop.test/api/giftcard/use', 429, { status: 429, error: 'too_many_requests' });
    });
    await expect(payWithGiftcard('4000123456789010', '0000')).resolves.toEqual({ ok: false, error: 'too_many_requests' });
    api.on('POST', 'giftcard/use', () => {
      throw new ApiError('http://shop.test/api/giftcard/use', 500, {});
    });
    await expect(payWithGiftcard('4000123456789010', '0000')).resolves.toEqual({ ok: false, error: 'request_failed' });
  });
});

describe('declineGiftcard', () => {
  it('takes the cart without its giftcard line', async () => {
    replaceCart(paidWithCard(50000));
    api.on('POST', 'giftcard/decline', serverCart([1]));
    await expect(declineGiftcard()).resolves.toEqual({ ok: true });
    expect(api.calls).toEqual([{ method: 'POST', path: 'giftcard/decline', body: {} }]);
    expect(cart().cart.totals.map((line) => line.code)).toEqual(['subtotal', 'total']);
  });
});
