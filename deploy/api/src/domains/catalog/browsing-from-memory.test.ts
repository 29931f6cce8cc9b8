/** @jest-environment node */
import type { CategoryProductsReply, ProductPage, SearchResultReply } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { statementsDuring } from '../../test/sql-spy';
import { logInSession, testAppWithSession } from '../../test/test-app';
import { listingIndexOf, type ListingIndex } from './listing-index';

// Listings, search results and product pages answer from the listing index and the caches kept
// with it: no SQL per request, and what a write changes is shown once the catalogue check sees it.

const api = testAppWithSession();

// Seed product 2 (seed-data/products.ts): a light-blue cashmere coat.
const COAT = 'light-blue-cashmere-oversized-coat-ctw-000002';

async function productPage(urlPath = COAT): Promise<ProductPage> {
  const response = await api.post('/api/indexedproducts/get/ru-ru', { url_path: urlPath });
  expect(response.statusCode).toBe(200);
  return response.json<{ product: ProductPage }>().product;
}

async function cheapestOf(categoryUrlPath: string): Promise<CategoryProductsReply> {
  const response = await api.post('/api/indexedcategories/products/ru-ru', { category_url_path: categoryUrlPath, sort: 'price_asc', filters: { season: ['all-season', 'demi', 'winter'] } });
  expect(response.statusCode).toBe(200);
  return response.json<CategoryProductsReply>();
}

async function search(phrase: string): Promise<SearchResultReply['result']> {
  const response = await api.t.app.inject({ method: 'GET', url: `/api/search/query/${encodeURIComponent(phrase)}/1`, headers: { cookie: api.session.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<SearchResultReply>().result;
}

/** The index built after `before`, once the catalogue check has seen a change. */
async function rebuiltAfter(before: ListingIndex): Promise<ListingIndex> {
  let index = await listingIndexOf(api.t.db);
  for (let tries = 0; index === before && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    index = await listingIndexOf(api.t.db);
  }
  expect(index).not.toBe(before);
  return index;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let tries = 0; !done(value) && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('browsing from memory', () => {
  it('answers a listing, a search and a product page without asking the database', async () => {
    const browse = async () => {
      const coat = await productPage();
      await cheapestOf(coat.breadcrumbs.at(-2)!.url_path);
      await search('пальто');
    };
    // The first time writes the session row and reads the product page (and the spy sees it).
    expect(await statementsDuring(api.t.db, browse)).toEqual(expect.arrayContaining([expect.stringMatching(/insert into "sessions"/i)]));
    expect(await statementsDuring(api.t.db, browse)).toEqual([]);
  });

  it('shows a price written straight to the database on every page once the catalogue check has seen it', async () => {
    const coat = await productPage();
    const category = coat.breadcrumbs.at(-2)!.url_path;
    expect((await cheapestOf(category)).items[0]!.id).not.toBe(coat.id);
    const before = await listingIndexOf(api.t.db);

    await api.t.db.orm.execute(sql`UPDATE product_prices SET price = 1 WHERE product_id = ${coat.id} AND currency = 'USD'`);
    await rebuiltAfter(before);

    expect((await productPage()).price).toBe(1);
    expect((await cheapestOf(category)).items[0]).toMatchObject({ id: coat.id, price: 1 });
    expect((await search(coat.name)).items.find((card) => card.id === coat.id)).toMatchObject({ price: 1 });
  });

  it("shows a new review's rating on the reviewer's next product page", async () => {
    const coat = await productPage();
    const session = await logInSession(api.t, { firstname: 'Анна', lastname: 'Петрова' });
    const review = await api.t.app.inject({
      method: 'POST',
      url: '/api/review/add-product-review',
      payload: { product_id: coat.id, score: 1, title: 'Не подошло', text: 'Рукава короткие.' },
      headers: { cookie: session.cookie, 'x-xsrf-token': session.token },
    });
    expect(review.json()).toMatchObject({ status: 200, rating: { count: coat.rating.count + 1 } });
    expect((await productPage()).rating).toEqual(review.json().rating);
  });

  it('shows a review another API process added once the catalogue check has seen it', async () => {
    const coat = await productPage();
    // As another process's review route writes it (review-repository.ts addReview).
    await api.t.db.orm.execute(sql`
      INSERT INTO product_reviews (product_id, customer_id, author_name, language, score, title, text)
      VALUES (${coat.id}, 502, 'Олег', 'ru-ru', 5, 'Отлично', 'Тёплое.')`);
    await api.t.db.orm.execute(sql`UPDATE products SET review_count = review_count + 1, review_score_sum = review_score_sum + 5 WHERE id = ${coat.id}`);
    const after = await until(() => productPage(), (page) => page.rating.count !== coat.rating.count);
    expect(after.rating.count).toBe(coat.rating.count + 1);
  });

  it('answers a path the index does not know with not_found, without asking the database', async () => {
    const statements = await statementsDuring(api.t.db, async () => {
      const response = await api.post('/api/indexedproducts/get/ru-ru', { url_path: 'no-such-product' });
      expect(response.json()).toMatchObject({ status: 400, error: 'not_found' });
    });
    expect(statements).toEqual([]);
  });
});
