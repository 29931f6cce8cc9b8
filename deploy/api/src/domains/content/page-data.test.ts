/** @jest-environment node */
import { ResolveReply, type CategoryProductsReply, type ProductPage } from '@shop/contracts';
import { contractErrors } from '../../test/contract';
import { testAppWithSession } from '../../test/test-app';

const api = testAppWithSession();

async function resolve(path: string, language = 'ru-ru'): Promise<ResolveReply> {
  const response = await api.t.app.inject({ method: 'GET', url: '/api/url/resolve', query: { path }, headers: { 'x-language': language } });
  expect(response.statusCode).toBe(200);
  expect(contractErrors(ResolveReply, response.json())).toEqual([]);
  return response.json<ResolveReply>();
}

/** What the page's own endpoint answers, without `status`. */
async function own(endpoint: string, body: object, language = 'ru-ru'): Promise<unknown> {
  const response = await api.post(`/api/${endpoint}/${language}`, body);
  const { status: _status, ...data } = response.json<{ status: number }>();
  return data;
}

describe('GET /api/url/resolve carries the first data of the page', () => {
  it('of a category: page 1 of the filters and sort in the path\'s query, as its own endpoint answers it', async () => {
    const reply = await resolve('/women/clothing/dresses?color=black&sort=price_asc&page=3');
    expect(reply).toMatchObject({ type: 'category', url_path: 'women/clothing/dresses' });
    const data = reply.data as Omit<CategoryProductsReply, 'status'>;
    expect(data).toMatchObject({ page: 1, sort: 'price_asc' });
    expect(data).toEqual(await own('indexedcategories/products', { category_url_path: 'women/clothing/dresses', filters: { color: ['black'] }, sort: 'price_asc' }));
  });

  it('of a product, in the language asked for', async () => {
    const reply = await resolve('/light-blue-cashmere-oversized-coat-ctw-000002', 'en-gb');
    expect(reply.type).toBe('product');
    const { product } = reply.data as { product: ProductPage };
    expect(product.sku).toBe('CTW-000002');
    expect(reply.data).toEqual(await own('indexedproducts/get', { url_path: product.url_path }, 'en-gb'));
  });

  it('of a category whose link names a filter that no longer exists: the type alone, the page asks itself', async () => {
    const reply = await resolve('/women?colour=black');
    expect(reply).toEqual({ status: 200, type: 'category', url_path: 'women' });
  });

  it('of home: its blocks, carousel, product rows and posts (domains/home/home.test.ts compares them with their endpoints)', async () => {
    const reply = await resolve('/', 'en-gb');
    expect(reply).toMatchObject({ type: 'home', url_path: '' });
    expect(Object.keys((reply.data as { home: object }).home).sort()).toEqual(['blocks', 'carousel', 'favourite', 'newest', 'posts', 'sale']);
  });
});
