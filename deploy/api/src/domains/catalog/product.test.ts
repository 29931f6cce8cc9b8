/** @jest-environment node */
import { ProductReply, type ProductPage } from '@shop/contracts';
import { contractErrors } from '../../test/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { testAppWithSession } from '../../test/test-app';

const api = testAppWithSession();
const post = (body: unknown, language = 'ru-ru') => api.post(`/api/indexedproducts/get/${language}`, body);

async function product(urlPath: string, language = 'ru-ru'): Promise<ProductPage> {
  const response = await post({ url_path: urlPath }, language);
  expect(response.statusCode).toBe(200);
  expect(contractErrors(ProductReply, response.json())).toEqual([]);
  return response.json<ProductReply>().product;
}

// Seed product 2 (seed-data/products.ts): a light-blue cashmere coat in xs, s and m.
const COAT = 'light-blue-cashmere-oversized-coat-ctw-000002';

describe('POST /api/indexedproducts/get/{language}', () => {
  it('answers the product page: name, sku, price, photos at three widths, sizes with stock, specs', async () => {
    const coat = await product(COAT, 'en-gb');
    expect(coat).toMatchObject({ sku: 'CTW-000002', url_path: COAT, currency: 'USD', stock: 'inStock' });
    expect(coat.name).toMatch(/coat/i);
    expect(coat.description.length).toBeGreaterThan(20);
    expect(coat.sizes.map((size) => [size.code, size.stock])).toEqual([['xs', 'twoToThreeDays'], ['s', 'inStock'], ['m', 'twoToThreeDays']]);
    expect(coat.sizes.every((size) => size.option_value_id > 0)).toBe(true);
    expect(coat.images.length).toBeGreaterThan(0);
    expect(coat.images[0]!.urls).toEqual({
      400: `/api/media/product/${coat.images[0]!.id}-400.webp`,
      768: `/api/media/product/${coat.images[0]!.id}-768.webp`,
      1280: `/api/media/product/${coat.images[0]!.id}-1280.webp`,
    });
    expect(coat.specs.map((spec) => spec.name)).toEqual(['color', 'material', 'season']);
    expect(coat.specs[0]).toMatchObject({ label: 'Colour', value: 'Light blue' });
  });

  it('leads breadcrumbs from the top category to the product, and recommends others of its category', async () => {
    const coat = await product(COAT);
    expect(coat.breadcrumbs[0]).toEqual({ name: 'Женщинам', url_path: 'women' });
    expect(coat.breadcrumbs.at(-1)).toEqual({ name: coat.name, url_path: COAT });
    expect(coat.meta_title).toContain(coat.name);
    expect(coat.recommendations.length).toBeGreaterThan(0);
    expect(coat.recommendations.map((card) => card.id)).not.toContain(coat.id);
  });

  it("tells every third product's shots as stories (seed-data/stories.ts), titled in the page's language, in the order of its photos", async () => {
    const paths = rowsOf<{ id: number; url_path: string }>(await api.t.db.orm.execute(sql`SELECT id, url_path FROM products WHERE id IN (1, 2) ORDER BY id`));
    const [withStories, without] = await Promise.all(paths.map((row) => product(row.url_path, 'en-gb')));
    expect(without!.stories).toEqual([]);
    expect(withStories!.stories.length).toBeGreaterThan(0);
    expect(withStories!.stories.map((story) => story.title)).toEqual(['From the back', 'The details', 'The fabric'].slice(0, withStories!.stories.length));
    const photoIds = withStories!.images.map((image) => image.id);
    const storyImageIds = withStories!.stories.map((story) => story.image.id);
    expect(storyImageIds.every((id) => photoIds.includes(id))).toBe(true);
    expect(storyImageIds).toEqual([...storyImageIds].sort((a, b) => a - b));
    const ka = await product(paths[0]!.url_path, 'ka-ge');
    expect(ka.stories[0]!.title).toBe('უკნიდან');
  });

  it('speaks each language', async () => {
    const [ru, en, ka] = await Promise.all(['ru-ru', 'en-gb', 'ka-ge'].map((language) => product(COAT, language)));
    expect(new Set([ru!.name, en!.name, ka!.name]).size).toBe(3);
    expect(ka!.specs[0]!.label).toBe('ფერი');
  });

  it.each([
    [{ url_path: 'no-such-product' }, 'not_found'],
    [{ url_path: 'women' }, 'not_found'],
    [{ url_path: '' }, 'validation'],
    [{}, 'validation'],
    [{ url_path: ['a'] }, 'validation'],
  ])('answers %j with 400 %s', async (body, error) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error });
  });
});
