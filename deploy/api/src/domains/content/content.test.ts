/** @jest-environment node */
import { createTestApp, startSession, type TestApp } from '../../test/test-app';

let t: TestApp;
let session: { cookie: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  session = await startSession(t.app);
});
afterAll(async () => { await t.close(); });

const resolve = (path: string) => t.app.inject({ method: 'GET', url: '/api/url/resolve', query: { path } });
const getPage = (language: string, body: unknown) => t.app.inject({
  method: 'POST',
  url: `/api/indexedpages/get/${language}`,
  headers: { cookie: session.cookie, 'x-xsrf-token': session.token },
  payload: body as object,
});

describe('GET /api/url/resolve', () => {
  it('resolves the root to home', async () => {
    expect((await resolve('/')).json()).toMatchObject({ status: 200, type: 'home', url_path: '', data: { home: expect.any(Object) } });
  });

  it.each(['delivery', 'payment', 'returns', 'public-offer', 'personal-data-policy', 'bonus-card', 'contacts', 'franchise'])(
    'resolves /%s to an info page',
    async (page) => {
      expect((await resolve(`/${page}`)).json()).toMatchObject({ status: 200, type: 'infopage', url_path: page, data: { page: { url_path: page } } });
    },
  );

  it("resolves /info to the customer information index, a page of the type 'page', and /online-payment to the payment page", async () => {
    expect((await resolve('/info')).json()).toMatchObject({ status: 200, type: 'page', url_path: 'info', data: { page: { url_path: 'info', title: 'Покупателям' } } });
    expect((await resolve('/online-payment?order=12')).json()).toEqual({ status: 200, type: 'payment', url_path: 'online-payment' });
  });

  it('ignores trailing slashes, case and the query string', async () => {
    expect((await resolve('/Delivery/?utm=1')).json()).toMatchObject({ status: 200, type: 'infopage', url_path: 'delivery' });
  });

  it('answers not_found for an unknown path', async () => {
    const response = await resolve('/no-such-page');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, error: 'not_found' });
  });

  it('answers validation when the path is missing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/url/resolve' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});

describe('POST /api/indexedpages/get/{language}', () => {
  it('answers the page in the language of the path', async () => {
    const ru = (await getPage('ru-ru', { url_path: 'delivery' })).json();
    const ka = (await getPage('ka-ge', { url_path: '/delivery' })).json();
    expect(ru).toMatchObject({ status: 200, page: { url_path: 'delivery', title: 'Доставка' } });
    expect(ka).toMatchObject({ status: 200, page: { url_path: 'delivery', title: 'მიწოდება' } });
    expect(ka.page.content).toContain('<p>');
    expect(ka.page.meta_title).toBe('მიწოდება | Mira');
  });

  it('answers not_found for an unknown page', async () => {
    const response = await getPage('en-gb', { url_path: 'no-such-page' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, error: 'not_found' });
  });

  it.each([
    ['a missing url_path', {}],
    ['an empty url_path', { url_path: '' }],
    ['a url_path of the wrong type', { url_path: { path: 'delivery' } }],
  ])('answers validation for %s', async (_name, body) => {
    const response = await getPage('en-gb', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });

  it('answers validation for an unknown language', async () => {
    const response = await getPage('xx', { url_path: 'delivery' });
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});
