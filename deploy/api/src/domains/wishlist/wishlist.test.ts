/** @jest-environment node */
import { WishlistGetReply } from '@shop/contracts';
import { contractErrors } from '../../test/contract';
import { createTestApp, startSession, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const get = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/wishlist/get', headers, payload: payload as object });

describe('POST /api/wishlist/get', () => {
  it.each([[{ withProductList: false }], [{ withProductList: true }], [{}]])('answers a guest %j with an empty list', async (payload) => {
    const { cookie, token } = await startSession(t.app);
    const response = await get(payload, { cookie, 'x-xsrf-token': token });
    expect(response.statusCode).toBe(200);
    expect(contractErrors(WishlistGetReply, response.json())).toEqual([]);
    expect(response.json()).toEqual({ status: 200, items: [], products: [] });
  });

  it.each([
    ['withProductList of the wrong type', { withProductList: 'maybe' }],
    ['withProductList as an object', { withProductList: { yes: true } }],
    ['a list instead of an object', [true]],
  ])('answers validation for %s', async (_name, payload) => {
    const { cookie, token } = await startSession(t.app);
    const response = await get(payload, { cookie, 'x-xsrf-token': token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });

  it('answers validation for a body that is not JSON', async () => {
    const { cookie, token } = await startSession(t.app);
    const response = await t.app.inject({
      method: 'POST', url: '/api/wishlist/get', payload: '{"withProductList":', headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });

  it('refuses a POST without the XSRF header', async () => {
    const { cookie } = await startSession(t.app);
    const response = await get({ withProductList: false }, { cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, error: 'xsrf' });
  });
});
