/** @jest-environment node */
import { LANGUAGE_CODES, STOCK_STATUSES } from '@shop/contracts';
import { flattenCategories } from '../seed-catalog';
import { CATEGORY_TREE, KINDS } from './catalog';
import { CATALOG_EPOCH, generateProduct, slugify } from './products';

const first = (count: number) => Array.from({ length: count }, (_, i) => generateProduct(i + 1));

describe('demo products', () => {
  const products = first(1000);

  it('are a pure function of the id', () => {
    expect(generateProduct(42)).toEqual(products[41]);
    expect(generateProduct(99_999).sku).toBe(generateProduct(99_999).sku);
  });

  it('have unique skus and url paths made of the English name and the sku', () => {
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.urlPath)).size).toBe(products.length);
    for (const p of products.slice(0, 50)) {
      expect(p.sku).toMatch(/^[A-Z]{3}-\d{6}$/);
      expect(p.urlPath).toBe(`${slugify(p.translations['en-gb'].name)}-${p.sku.toLowerCase()}`);
      expect(p.urlPath).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('cover every garment kind within the first round of the schedule', () => {
    const kinds = new Set(first(KINDS.reduce((sum, kind) => sum + kind.weight, 0)).map((p) => p.kind.code));
    expect(kinds.size).toBe(KINDS.length);
  });

  it('are named and described in Russian, English and Georgian script', () => {
    for (const p of products.slice(0, 100)) {
      expect(p.translations['ru-ru'].name).toMatch(/^[А-ЯЁ][а-яё -]+/);
      expect(p.translations['en-gb'].name).toMatch(/^[A-Z][A-Za-zé -]+$/);
      expect(p.translations['ka-ge'].name).toMatch(/^[\u10D0-\u10FF ]+$/);
      for (const language of LANGUAGE_CODES) {
        const { name, description } = p.translations[language];
        expect(description.startsWith(`${name}.`)).toBe(true);
        expect(description).toContain('100%');
      }
    }
  });

  it('make Russian adjectives agree with the noun', () => {
    const names = products.map((p) => p.translations['ru-ru'].name);
    expect(names.filter((n) => / платье /.test(` ${n} `)).every((n) => /(ое|ее) платье/i.test(n))).toBe(true);
    expect(names.filter((n) => /джинсы/.test(n)).every((n) => /(ые|ие) джинсы/i.test(n))).toBe(true);
    expect(names.some((n) => n.includes('джинсы из'))).toBe(false);
  });

  it('offer sizes with a spec §3 stock status each', () => {
    for (const p of products) {
      expect(p.sizes.length).toBeGreaterThan(0);
      expect(new Set(p.sizes.map((s) => s.size)).size).toBe(p.sizes.length);
      for (const size of p.sizes) expect(STOCK_STATUSES).toContain(size.stockStatus);
    }
    const statuses = new Set(products.flatMap((p) => p.sizes.map((s) => s.stockStatus)));
    expect([...statuses].sort()).toEqual([...STOCK_STATUSES].sort());
  });

  it('are priced in USD, RUB and GEL minor units, with a higher old price when on sale', () => {
    for (const p of products) {
      expect(p.prices.map((price) => price.currency)).toEqual(['USD', 'RUB', 'GEL']);
      for (const { price, oldPrice } of p.prices) {
        expect(Number.isInteger(price) && price > 0 && price % 100 === 0).toBe(true);
        if (oldPrice !== null) expect(oldPrice).toBeGreaterThan(price);
      }
      expect(p.prices.every((price) => price.oldPrice === null)).toBe(p.prices[0]!.oldPrice === null);
    }
    const onSale = products.filter((p) => p.prices[0]!.oldPrice !== null).length;
    expect(onSale / products.length).toBeGreaterThan(0.1);
    expect(onSale / products.length).toBeLessThan(0.3);
  });

  it('have 2 to 5 images and a date before the demo epoch', () => {
    for (const p of products) {
      expect(p.imageCount).toBeGreaterThanOrEqual(2);
      expect(p.imageCount).toBeLessThanOrEqual(5);
      expect(p.createdAt.getTime()).toBeLessThan(CATALOG_EPOCH);
    }
  });

  it('belong to leaf categories and collections of the tree', () => {
    const urls = new Set(flattenCategories().map((c) => c.urlPath));
    for (const p of products) {
      expect(urls.has(p.kind.category)).toBe(true);
      for (const collection of p.collections) expect(urls.has(collection)).toBe(true);
    }
    expect(products.some((p) => p.collections.includes('sale/women'))).toBe(true);
    expect(products.some((p) => p.collections.includes('new/men'))).toBe(true);
  });
});

describe('the category tree', () => {
  const flat = flattenCategories();

  it('is at least three levels deep with unique url paths', () => {
    expect(Math.max(...flat.map((c) => c.level))).toBeGreaterThanOrEqual(3);
    expect(new Set(flat.map((c) => c.urlPath)).size).toBe(flat.length);
    expect(flat.find((c) => c.urlPath === 'women/clothing/dresses')).toMatchObject({ level: 3 });
  });

  it('writes each path as the ids from the top down to the category itself', () => {
    const byId = new Map(flat.map((c) => [c.id, c]));
    for (const c of flat) {
      const ids = c.path.split('/').map(Number);
      expect(ids.at(-1)).toBe(c.id);
      expect(ids).toHaveLength(c.level);
      expect(ids.length > 1 ? ids.at(-2) : null).toBe(c.parentId);
      expect(byId.get(ids[0]!)!.level).toBe(1);
    }
  });

  it('hides the children of a hidden category', () => {
    expect(CATEGORY_TREE.find((c) => c.slug === 'gifts')?.showInMenu).toBe(false);
    expect(flat.filter((c) => c.urlPath.startsWith('gifts')).every((c) => !c.showInMenu)).toBe(true);
    expect(flat.find((c) => c.urlPath === 'women/basics')?.showInMenu).toBe(false);
  });

  it('names every category in Georgian script', () => {
    for (const c of flat) expect(c.name['ka-ge']).toMatch(/^[\u10D0-\u10FF ]+$/);
  });
});
