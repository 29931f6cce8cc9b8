/** @jest-environment node */
import { CartReply, EMPTY_CART } from '@shop/contracts';
import { contractErrors } from '../../test/contract';
import { createTestApp, startSession, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('GET /api/cart/v2/', () => {
  it("answers a guest's empty cart in the contract's shape", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cart/v2/' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(contractErrors(CartReply, body)).toEqual([]);
    expect(body).toEqual({
      status: 200,
      cart: { items: [], totals: [{ code: 'subtotal', value: 0 }, { code: 'total', value: 0 }], orderId: null, additional: {} },
      products: [],
      recommendations: [],
      promocode: null,
      no_discount: 0,
      bonuses: 0,
    });
    expect(body).toEqual({ status: 200, ...EMPTY_CART });
  });

  it('answers the same for a session with cookies, and sets no new ones', async () => {
    const { cookie } = await startSession(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/cart/v2/', headers: { cookie } });
    expect(response.json()).toEqual({ status: 200, ...EMPTY_CART });
    expect(response.cookies).toHaveLength(0);
  });

  it('is a GET route only', async () => {
    const { cookie, token } = await startSession(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/v2/', headers: { cookie, 'x-xsrf-token': token }, payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
