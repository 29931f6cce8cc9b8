/** @jest-environment node */
import { CATEGORY_PAGE_SIZE, CategoryProductsReply, type CatalogFilter, type CategoryProductsRequest } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { forgetSettings } from '../settings/settings-repository';
import { contractErrors } from '../../test/contract';
import { testAppWithSession } from '../../test/test-app';

const api = testAppWithSession();
const post = (body: unknown, language = 'ru-ru') => api.post(`/api/indexedcategories/products/${language}`, body);

async function listing(request: CategoryProductsRequest, language = 'ru-ru'): Promise<CategoryProductsReply> {
  const response = await post(request, language);
  expect(response.statusCode).toBe(200);
  const body = response.json<CategoryProductsReply>();
  expect(contractErrors(CategoryProductsReply, body)).toEqual([]);
  return body;
}

const WOMEN = 'women';
const filter = (reply: CategoryProductsReply, name: string) => reply.filters.find((f) => f.name === name)!;
const checkbox = (reply: CategoryProductsReply, name: string) => filter(reply, name) as Extract<CatalogFilter, { type: 'checkbox' }>;

async function allIds(request: CategoryProductsRequest): Promise<number[]> {
  const first = await listing(request);
  const pages = Math.ceil(first.total / first.limit);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => listing({ ...request, page: i + 2 })));
  return [first, ...rest].flatMap((reply) => reply.items.map((item) => item.id));
}

describe('POST /api/indexedcategories/products/{language}', () => {
  it("answers as many products a page as the settings' categorySettings.page_size, and the pages follow", async () => {
    const setPageSize = async (size: number) => {
      await api.t.db.orm.execute(sql`UPDATE settings SET data = jsonb_set(data, '{categorySettings,page_size}', ${JSON.stringify(size)}::jsonb)`);
      forgetSettings(api.t.db);
    };
    await setPageSize(5);
    try {
      const reply = await listing({ category_url_path: WOMEN, page: 2 });
      expect(reply).toMatchObject({ limit: 5, results: 5, page: 2 });
      expect((await allIds({ category_url_path: WOMEN })).length).toBe(reply.total);
    } finally {
      await setPageSize(CATEGORY_PAGE_SIZE);
    }
    expect((await listing({ category_url_path: WOMEN })).limit).toBe(CATEGORY_PAGE_SIZE);
  });

  it('answers page 1 of a category: cards, counts, page size, title, meta and breadcrumbs', async () => {
    const reply = await listing({ category_url_path: 'women/clothing/dresses' });
    expect(reply).toMatchObject({ page: 1, sort: 'rec', limit: CATEGORY_PAGE_SIZE, results: reply.items.length });
    expect(reply.total).toBeGreaterThan(0);
    expect(reply.category).toMatchObject({ url_path: 'women/clothing/dresses', name: 'Платья' });
    expect(reply.category.meta_title).toContain('Платья');
    expect(reply.breadcrumbs).toEqual([
      { name: 'Женщинам', url_path: 'women' },
      { name: 'Одежда', url_path: 'women/clothing' },
      { name: 'Платья', url_path: 'women/clothing/dresses' },
    ]);
    const [card] = reply.items;
    expect(card).toMatchObject({ type: 'product', page: 1, currency: 'USD', image: expect.stringMatching(/^\/api\/media\/product\/\d+-400\.webp$/) });
    // Every card belongs to the category.
    const ids = reply.items.map((item) => item.id);
    const listed = (await api.t.db.orm.execute(sql`SELECT count(*)::int AS n FROM product_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE c.url_path = 'women/clothing/dresses' AND pc.product_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)) as unknown as { rows: Array<{ n: number }> };
    expect(listed.rows[0]!.n).toBe(ids.length);
  });

  it('pages through every product once, in a stable order, and answers an empty page past the end', async () => {
    const reply = await listing({ category_url_path: WOMEN });
    const ids = await allIds({ category_url_path: WOMEN });
    expect(ids).toHaveLength(reply.total);
    expect(new Set(ids).size).toBe(reply.total);
    expect(await allIds({ category_url_path: WOMEN })).toEqual(ids);
    const past = await listing({ category_url_path: WOMEN, page: Math.ceil(reply.total / reply.limit) + 1 });
    expect(past).toMatchObject({ items: [], results: 0, total: reply.total });
  });

  it('sorts by price both ways and by newest, each a different order of the same products', async () => {
    const ascending = await allIds({ category_url_path: WOMEN, sort: 'price_asc' });
    const prices = (await listing({ category_url_path: WOMEN, sort: 'price_asc' })).items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await listing({ category_url_path: WOMEN, sort: 'price_desc' })).items.map((item) => item.price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const newest = await allIds({ category_url_path: WOMEN, sort: 'new' });
    expect([...newest].sort()).toEqual([...ascending].sort());
    expect(newest).not.toEqual(ascending);
  });

  it('filters by a value, by any of several values of one filter, and counts each value on what the other filters select', async () => {
    const all = await listing({ category_url_path: WOMEN });
    const [first, second] = checkbox(all, 'color').values;
    const one = await listing({ category_url_path: WOMEN, filters: { color: [first!.code] } });
    expect(one.total).toBe(first!.count);
    // The colour's own counts still count the whole category: checking another colour adds to the list.
    expect(checkbox(one, 'color').values).toEqual(checkbox(all, 'color').values);
    const both = await listing({ category_url_path: WOMEN, filters: { color: [first!.code, second!.code] } });
    expect(both.total).toBe(first!.count + second!.count);
    // Other filters count within the chosen colour.
    const seasons = checkbox(one, 'season').values;
    expect(seasons.reduce((sum, v) => sum + v.count, 0)).toBe(one.total);
    const season = seasons.find((v) => v.count > 0)!;
    const narrowed = await listing({ category_url_path: WOMEN, filters: { color: [first!.code], season: [season.code] } });
    expect(narrowed.total).toBe(season.count);
  });

  it('keeps a value the other filters rule out, with count 0, so it shows disabled', async () => {
    const all = await listing({ category_url_path: WOMEN });
    const colours = checkbox(all, 'color').values.map((v) => v.code);
    const seasonsCounts = await Promise.all(colours.map(async (code) => checkbox(await listing({ category_url_path: WOMEN, filters: { color: [code] } }), 'season').values));
    expect(seasonsCounts.flat().some((v) => v.count === 0)).toBe(true);
  });

  it('filters by size among the sizes that can still be bought', async () => {
    const all = await listing({ category_url_path: WOMEN });
    const size = checkbox(all, 'size').values[0]!;
    const sized = await listing({ category_url_path: WOMEN, filters: { size: [size.code] } });
    expect(sized.total).toBe(size.count);
    const ids = sized.items.map((item) => item.id);
    const rows = (await api.t.db.orm.execute(sql`SELECT count(DISTINCT o.product_id)::int AS n FROM product_options o JOIN attribute_values v ON v.id = o.value_id
      WHERE v.code = ${size.code} AND o.stock_status <> 'outOfStock' AND o.product_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows[0]!.n).toBe(ids.length);
  });

  it('filters by a price range in the shop currency, and offers the range of what the other filters select', async () => {
    const all = await listing({ category_url_path: WOMEN });
    const price = filter(all, 'price') as Extract<CatalogFilter, { type: 'range' }>;
    expect(price).toMatchObject({ type: 'range', currency: 'USD', label: 'Цена' });
    expect(price.min).toBeLessThan(price.max);
    const middle = Math.round((price.min + price.max) / 2);
    const cheap = await listing({ category_url_path: WOMEN, filters: { price: { to: middle } }, sort: 'price_desc' });
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(all.total);
    expect(cheap.items[0]!.price).toBeLessThanOrEqual(middle);
    const dear = await listing({ category_url_path: WOMEN, filters: { price: { from: middle + 1 } } });
    expect(cheap.total + dear.total).toBe(all.total);
    // The price range itself ignores the price filter, so the shopper can widen it again.
    expect(filter(cheap, 'price')).toEqual(price);
  });

  it('answers in each language with its names and labels', async () => {
    const en = await listing({ category_url_path: 'women/clothing/dresses' }, 'en-gb');
    expect(en.category.name).toBe('Dresses');
    expect(checkbox(en, 'color').label).toBe('Colour');
    const ka = await listing({ category_url_path: 'women/clothing/dresses' }, 'ka-ge');
    expect(ka.category.name).toBe('კაბები');
    expect(filter(ka, 'price').label).toBe('ფასი');
  });

  it.each([
    [{ category_url_path: 'no/such/category' }, 'not_found'],
    [{ category_url_path: WOMEN, filters: { colour: ['black'] } }, 'unknown_filter'],
    [{ category_url_path: WOMEN, filters: { color: ['ultraviolet'] } }, 'unknown_filter'],
    [{ category_url_path: WOMEN, filters: { color: { from: 1 } } }, 'unknown_filter'],
    [{ category_url_path: WOMEN, filters: { price: ['cheap'] } }, 'unknown_filter'],
    [{ category_url_path: WOMEN, sort: 'cheapest' }, 'validation'],
    [{ category_url_path: WOMEN, page: 0 }, 'validation'],
    [{ category_url_path: WOMEN, page: -1 }, 'validation'],
    [{ category_url_path: WOMEN, page: 10_001 }, 'validation'],
    [{ category_url_path: WOMEN, page: 1.5 }, 'validation'],
    [{ category_url_path: WOMEN, page: '2' }, 'validation'],
    [{ category_url_path: WOMEN, filters: { color: 'black' } }, 'validation'],
    [{ category_url_path: WOMEN, filters: { price: { from: -5 } } }, 'validation'],
    [{ category_url_path: WOMEN, filters: { color: [{}] } }, 'validation'],
    [{ category_url_path: '' }, 'validation'],
    [{}, 'validation'],
  ])('answers %j with 400 %s', async (body, error) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error });
  });

  it('answers an unknown language with 400', async () => {
    expect((await post({ category_url_path: WOMEN }, 'xx-xx')).json()).toMatchObject({ status: 400, error: 'validation' });
  });
});
