/** @jest-environment node */
import { CategoryTreeReply, LANGUAGE_CODES, type CategoryNode } from '@shop/contracts';
import { contractErrors } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const tree = async (language: string): Promise<CategoryNode[]> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/indexedcategories/tree/${language}` });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(contractErrors(CategoryTreeReply, body)).toEqual([]);
  return body.tree;
};

const walk = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...walk(node.children_data)]);
const depth = (nodes: CategoryNode[]): number => nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children_data)));

describe('GET /api/indexedcategories/tree/{language}', () => {
  it('answers the menu tree, top categories first in their order, at least three levels deep', async () => {
    const nodes = await tree('ru-ru');
    expect(nodes.map((n) => n.name)).toEqual(['Новинки', 'Женщинам', 'Мужчинам', 'Аксессуары', 'Распродажа']);
    expect(depth(nodes)).toBeGreaterThanOrEqual(3);
    const women = nodes.find((n) => n.url_path === 'women')!;
    expect(women.children_data.map((n) => n.name)).toEqual(['Одежда', 'Обувь']);
    const dresses = women.children_data[0]!.children_data.find((n) => n.url_path === 'women/clothing/dresses')!;
    expect(dresses).toMatchObject({ name: 'Платья', level: 3, tree_level: 2, show_in_menu: true, children_data: [] });
    expect(dresses.path).toBe(`${women.id}/${women.children_data[0]!.id}/${dresses.id}`);
  });

  it('writes consistent ids, paths, levels and url paths at every node', async () => {
    const check = (nodes: CategoryNode[], parent?: CategoryNode) => {
      for (const node of nodes) {
        expect(node.path).toBe(parent ? `${parent.path}/${node.id}` : String(node.id));
        expect(node.level).toBe(parent ? parent.level + 1 : 1);
        expect(node.tree_level).toBe(node.level - 1);
        expect(node.url_path.startsWith(parent ? `${parent.url_path}/` : '')).toBe(true);
        expect(node.show_in_menu).toBe(true);
        check(node.children_data, node);
      }
    };
    check(await tree('en-gb'));
  });

  it('leaves out categories hidden from the menu and their children', async () => {
    const urls = walk(await tree('ru-ru')).map((n) => n.url_path);
    expect(urls).not.toContain('women/basics');
    expect(urls.filter((url) => url.startsWith('gifts'))).toEqual([]);
    expect(urls).toContain('accessories/bags/totes');
  });

  it('names the same tree in each language', async () => {
    const [ru, en, ka] = await Promise.all(LANGUAGE_CODES.map(tree));
    const shape = (nodes: CategoryNode[]) => walk(nodes).map((n) => `${n.id}:${n.url_path}`);
    expect(shape(en!)).toEqual(shape(ru!));
    expect(shape(ka!)).toEqual(shape(ru!));
    expect(en!.map((n) => n.name)).toEqual(['New in', 'Women', 'Men', 'Accessories', 'Sale']);
    for (const node of walk(ka!)) expect(node.name).toMatch(/^[\u10D0-\u10FF ]+$/);
  });

  it.each(['xx-yy', 'ru', 'RU-RU', 'en-us', '%27%3B--'])('answers 400 invalid_language for %s', async (language) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/indexedcategories/tree/${language}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, error: 'invalid_language' });
  });

  it('lets the catch-all resolve every category and product url', async () => {
    const resolve = async (path: string) => (await t.app.inject({ method: 'GET', url: `/api/url/resolve?path=${encodeURIComponent(path)}` })).json();
    await expect(resolve('/women/clothing/dresses/')).resolves.toMatchObject({ status: 200, type: 'category', url_path: 'women/clothing/dresses' });
    await expect(resolve('/gifts/for-her')).resolves.toMatchObject({ status: 200, type: 'category', url_path: 'gifts/for-her' });
    const suggestion = (await t.app.inject({ method: 'GET', url: `/api/search/complete/${encodeURIComponent('dress')}`, headers: { 'x-language': 'en-gb' } })).json()
      .suggestions.find((s: { type: string }) => s.type === 'product');
    await expect(resolve(`/${suggestion.url_path}`)).resolves.toMatchObject({ status: 200, type: 'product', url_path: suggestion.url_path });
  });
});
