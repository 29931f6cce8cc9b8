/** @jest-environment node */
import { SuggestionsReply, type Suggestion } from '@shop/contracts';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { products } from '../../db/schema';
import { contractErrors } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function complete(phrase: string, language?: string, currency?: string): Promise<Suggestion[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/search/complete/${encodeURIComponent(phrase)}`,
    headers: { ...(language ? { 'x-language': language } : {}), ...(currency ? { 'x-currency': currency } : {}) },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(contractErrors(SuggestionsReply, body)).toEqual([]);
  return body.suggestions;
}

const titles = (list: Suggestion[], type?: Suggestion['type']) => list.filter((s) => !type || s.type === type).map((s) => s.title);
const typeOrder = (list: Suggestion[]) => list.map((s) => s.type).filter((type, i, all) => all[i - 1] !== type);

describe('GET /api/search/complete/{phrase}', () => {
  it('finds dresses in Russian from a partial word, popular phrase first, then category, then products', async () => {
    const list = await complete('пла');
    expect(list.length).toBeGreaterThan(3);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list[0]).toEqual({ type: 'phrase', title: 'платье' });
    expect(titles(list, 'category')).toContain('Платья');
    expect(typeOrder(list)).toEqual(['phrase', 'category', 'product']);
    expect(titles(list, 'product').some((title) => /платье/i.test(title))).toBe(true);
  });

  it('finds the whole word and its other forms, not words that merely share the stem', async () => {
    const list = await complete('платья');
    expect(titles(list, 'category')).toEqual(['Платья']);
    expect(titles(list, 'product').length).toBeGreaterThan(0);
    expect(titles(list, 'product').every((title) => /платье/i.test(title))).toBe(true);
  });

  it('answers in the language of the x-language header', async () => {
    const en = await complete('dress', 'en-gb');
    expect(en[0]).toEqual({ type: 'phrase', title: 'dress' });
    expect(titles(en, 'category')).toContain('Dresses');
    expect(titles(en, 'product').every((title) => /dress/i.test(title))).toBe(true);

    const ka = await complete('კაბა', 'ka-ge');
    expect(ka[0]).toEqual({ type: 'phrase', title: 'კაბა' });
    expect(titles(ka, 'category')).toContain('კაბები');
    expect(titles(ka, 'product').every((title) => /კაბა/.test(title))).toBe(true);

    // An unknown language header falls back to Russian (infra/language.ts).
    expect((await complete('пла', 'xx-yy'))[0]).toEqual({ type: 'phrase', title: 'платье' });
    // An English word on the Russian site finds the products by their English names, titled in Russian.
    const russian = titles(await complete('dress', 'ru-ru'), 'product');
    expect(russian.length).toBeGreaterThan(0);
    expect(russian.every((title) => /плать/i.test(title))).toBe(true);
  });

  it.each(['ru-ru', 'en-gb', 'ka-ge'])('leads every popular phrase of %s to products', async (language) => {
    const { settings } = (await t.app.inject({ method: 'GET', url: `/api/settings/${language}` })).json();
    for (const phrase of settings.search.suggestions as string[]) {
      expect({ phrase, products: titles(await complete(phrase, language), 'product').length > 0 }).toEqual({ phrase, products: true });
    }
  });

  it('reads ё as е and ignores case', async () => {
    const withYo = await complete('ЧЁРНОЕ платье');
    const withE = await complete('черное платье');
    expect(withYo).toEqual(withE);
    expect(titles(withE, 'product').length).toBeGreaterThan(0);
    expect(titles(withE, 'product').every((title) => /^Чёрное платье/.test(title) || / чёрное платье/.test(title))).toBe(true);
  });

  it('corrects a typo by similar words of the catalogue', async () => {
    const list = await complete('плтье');
    expect(list[0]).toEqual({ type: 'phrase', title: 'платье' });
    // Only what the corrected word means: not "Шарфы и платки", which merely shares its stem.
    expect(titles(list, 'category')).toEqual(['Платья']);
    expect(titles(list, 'product').every((title) => /платье/i.test(title))).toBe(true);
    expect(titles(await complete('кросовки'), 'product').every((title) => /кроссовки/i.test(title))).toBe(true);
  });

  it.each([
    ['blak', /black/i],
    ['jens', /jeans/i],
    ['trainres', /trainers/i],
  ])('corrects one slip in a short English word: %s', async (phrase, expected) => {
    const products = titles(await complete(phrase, 'en-gb'), 'product');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((title) => expected.test(title))).toBe(true);
  });

  it('describes products with url, sku, a 400 px WebP image and the price in the shop currency', async () => {
    const product = (await complete('пальто')).find((s) => s.type === 'product')!;
    expect(product).toMatchObject({ url_path: expect.stringMatching(/^[a-z0-9-]+$/), sku: expect.stringMatching(/^CT[WM]-\d{6}$/), currency: 'USD' });
    expect(Number.isInteger(product.price)).toBe(true);
    expect(product.image).toMatch(/^\/api\/media\/product\/\d+-400\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: product.image! });
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 600 });
  });

  it.each([
    ['coat', 'ru-ru', /^[^a-z]*[а-яё][^a-z]*$/i],
    ['пальто', 'en-gb', /^[^а-яё]*coat[^а-яё]*$/i],
    ['coat', 'ka-ge', /^[^a-zа-яё]*[\u10D0-\u10FF][^a-zа-яё]*$/i],
  ])('suggests products for %s, a name in another language, on the %s site, titled in its own', async (phrase, language, title) => {
    const products = (await complete(phrase, language)).filter((s) => s.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((s) => title.test(s.title))).toBe(true);
  });

  it('prices the products in the x-currency header\'s currency', async () => {
    const dollars = (await complete('пальто')).filter((s) => s.type === 'product');
    const lari = (await complete('пальто', undefined, 'GEL')).filter((s) => s.type === 'product');
    expect(lari.map((s) => s.url_path)).toEqual(dollars.map((s) => s.url_path));
    expect(lari.every((s) => s.currency === 'GEL')).toBe(true);
    expect(lari[0]!.price).toBeGreaterThan(2 * dollars[0]!.price!);
  });

  it('shows each product title once', async () => {
    const list = titles(await complete('джинсы'), 'product');
    expect(new Set(list).size).toBe(list.length);
  });

  it.each([
    ['one character', 'п'],
    ['only spaces', '   '],
    ['101 characters', 'п'.repeat(101)],
    ['a very long phrase', 'платье '.repeat(300)],
    ['percent signs', '%%%'],
    ['only emoji', '👗👠👜'],
    ['SQL punctuation', "';--"],
  ])('answers an empty list for %s', async (_label, phrase) => {
    expect(await complete(phrase)).toEqual([]);
  });

  it('treats SQL and tsquery syntax as plain words', async () => {
    expect(await complete("платье'; DROP TABLE products; --")).toEqual(expect.any(Array));
    expect(await complete("плат:* | !юбка & (x)")).toEqual(expect.any(Array));
    expect(await complete('100% шёлк')).toEqual([]);
    const [left] = await t.db.orm.select({ n: count() }).from(products);
    expect(left!.n).toBeGreaterThan(0);
  });

  it('searches around emoji and slashes', async () => {
    expect(titles(await complete('👗 платье'), 'phrase')).toEqual(['платье']);
    const response = await t.app.inject({ method: 'GET', url: '/api/search/complete/юбка/мини' });
    expect(response.statusCode).toBe(200);
    expect(titles(response.json().suggestions, 'product').every((title) => /юбка мини/i.test(title))).toBe(true);
  });

  it('answers an empty list for an empty phrase and 400 for a malformed escape', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/search/complete/' })).json()).toEqual({ status: 200, suggestions: [] });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/search/complete/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});
