import { replaceCart } from './cart-commands';
import { setUseBonuses } from './loyalty-commands';
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

describe('setUseBonuses (spec §4: bonus use is set by sending a status)', () => {
  it('sends the state and takes the cart it answers, bonus line and flag included', async () => {
    const spending = serverCart([1]);
    spending.cart.additional = { use_bonuses: true };
    spending.cart.totals = [{ code: 'subtotal', value: 199000 }, { code: 'loyalty:bonuses', value: -500 }, { code: 'total', value: 198500 }];
    api.on('POST', 'loyalty/apply-bonuses', spending);
    await expect(setUseBonuses(true)).resolves.toEqual({ ok: true });
    expect(api.calls).toEqual([{ method: 'POST', path: 'loyalty/apply-bonuses', body: { state: true } }]);
    expect(cart().cart.additional.use_bonuses).toBe(true);
    expect(cart().cart.totals).toContainEqual({ code: 'loyalty:bonuses', value: -500 });
  });

  it('reports a refusal (a guest, a customer outside the programme) and keeps the cart', async () => {
    api.on('POST', 'loyalty/apply-bonuses', { status: 400, error: 'not_member' });
    await expect(setUseBonuses(true)).resolves.toEqual({ ok: false, error: 'not_member' });
    const { status: _status, ...before } = serverCart([1]);
    expect(cart()).toEqual(before);
  });
});
