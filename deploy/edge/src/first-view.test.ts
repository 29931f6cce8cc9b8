/** @jest-environment node */
import type { ApiGet } from './api-get';
import { firstView, FirstViewUnavailable } from './first-view';

const replying = (reply: unknown): ApiGet => async () => ({ statusCode: 200, body: Buffer.from(JSON.stringify(reply)), headers: {} }) as never;

describe('firstView', () => {
  it("takes the resolver's payment type for the pay page, the shopper's own, as the shell's catch-all does", async () => {
    const reply = { status: 200, type: 'payment', url_path: 'pay-here' };
    await expect(firstView(replying(reply), { language: 'en-gb' }, '/en/pay-here?order=12', '/pay-here')).resolves.toEqual({
      status: 200,
      page: 'pay',
      personal: true,
      block: { kind: 'resolve', path: '/en/pay-here?order=12', reply },
    });
  });

  it('keeps /page/{path} to info pages: a payment path there is the 404', async () => {
    const view = await firstView(replying({ status: 200, type: 'payment', url_path: 'pay-here' }), { language: 'en-gb' }, '/en/page/pay-here', '/page/pay-here');
    expect(view?.status).toBe(404);
  });

  it('asks the API in the page\'s language and currency (none for the default)', async () => {
    const asked: Array<Record<string, string>> = [];
    const recording: ApiGet = async (_path, headers) => {
      asked.push(headers ?? {});
      return { statusCode: 200, body: Buffer.from(JSON.stringify({ status: 200, type: 'home', url_path: '' })), headers: {} } as never;
    };
    await firstView(recording, { language: 'ka-ge', currency: 'GEL' }, '/ka?currency=GEL', '/');
    await firstView(recording, { language: 'en-gb' }, '/en', '/');
    expect(asked).toEqual([{ 'x-language': 'ka-ge', 'x-currency': 'GEL' }, { 'x-language': 'en-gb' }]);
  });

  it("is unavailable when the API answers 503 (its database away), and missing when it fails any other way", async () => {
    const answering = (statusCode: number): ApiGet => async () => ({ statusCode, body: Buffer.from(JSON.stringify({ status: statusCode, error: 'x' })), headers: {} }) as never;
    const failing = (error: Error): ApiGet => async () => { throw error; };
    await expect(firstView(answering(503), { language: 'en-gb' }, '/en/women', '/women')).rejects.toBeInstanceOf(FirstViewUnavailable);
    await expect(firstView(answering(500), { language: 'en-gb' }, '/en/women', '/women')).resolves.toBeUndefined();
    await expect(firstView(failing(new Error('boom')), { language: 'en-gb' }, '/en/women', '/women')).resolves.toBeUndefined();
    // A page with no data of its own asks nothing.
    await expect(firstView(answering(503), { language: 'en-gb' }, '/en/cart', '/cart')).resolves.toMatchObject({ status: 200, personal: true });
  });
});
