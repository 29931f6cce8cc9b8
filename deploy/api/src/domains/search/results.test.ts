/** @jest-environment node */
import { SearchResultReply, type SearchResult } from '@shop/contracts';
import { contractErrors } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const get = (path: string, language = 'ru-ru') =>
  t.app.inject({ method: 'GET', url: `/api/search/query/${path}`, headers: { 'x-language': language } });

async function search(phrase: string, page = 1, language = 'ru-ru'): Promise<SearchResult> {
  const response = await get(`${encodeURIComponent(phrase)}/${page}`, language);
  expect(response.statusCode).toBe(200);
  expect(contractErrors(SearchResultReply, response.json())).toEqual([]);
  return response.json<SearchResultReply>().result;
}

describe('GET /api/search/query/{phrase}/{page}', () => {
  it.each([
    ['платье', 'ru-ru', /плать/i],
    ['dress', 'en-gb', /dress/i],
    ['კაბა', 'ka-ge', /კაბ/],
  ])('finds %s in %s, the closest names first', async (phrase, language, name) => {
    const result = await search(phrase, 1, language);
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.length).toBe(Math.min(result.total, result.limit));
    expect(result.items[0]!.name).toMatch(name);
    expect(result.items[0]).toMatchObject({ type: 'product', page: 1 });
  });

  it.each([
    ['coat', 'ru-ru', /пальто/i],
    ['пальто', 'en-gb', /coat/i],
    ['coat', 'ka-ge', /პალტო/],
  ])('finds %s, a name in another language, on the %s site, and shows the cards in its own', async (phrase, language, name) => {
    const result = await search(phrase, 1, language);
    expect(result.total).toBeGreaterThan(0);
    expect(result.items[0]!.name).toMatch(name);
    expect(result.corrected).toBeUndefined();
  });

  it('pages through every match once', async () => {
    const first = await search('платье');
    const pages = Math.ceil(first.total / first.limit);
    const all = [first, ...(await Promise.all(Array.from({ length: pages - 1 }, (_, i) => search('платье', i + 2))))];
    const ids = all.flatMap((page) => page.items.map((item) => item.id));
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
    expect(all.at(-1)!.items.every((item) => item.page === pages)).toBe(true);
    expect((await search('платье', pages + 1)).items).toEqual([]);
  });

  it('corrects a mistyped word when the phrase finds nothing, and says so', async () => {
    const result = await search('плтье');
    expect(result.corrected).toBe('платье');
    expect(result.total).toBe((await search('платье')).total);
  });

  it('finds nothing for a phrase that matches nothing, or is under two characters', async () => {
    expect(await search('zzzzqqqq')).toEqual({ items: [], total: 0, page: 1, limit: 24 });
    expect((await search('п')).total).toBe(0);
  });

  it('takes a phrase with a slash in it', async () => {
    expect((await get('a%2Fb/1')).statusCode).toBe(200);
    expect((await get('a/b/1')).statusCode).toBe(200);
  });

  it.each(['платье', 'платье/0', 'платье/-1', 'платье/1e309', 'платье/10001', 'платье/01', `${'a'.repeat(101)}/1`])('answers %s with 400', async (path) => {
    const response = await get(encodeURI(path));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});
