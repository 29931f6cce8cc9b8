import { catalogQueryString, parseCatalogQuery } from './catalog-url';

describe('parseCatalogQuery', () => {
  it('reads checkbox filters, the price range, the sort and the page', () => {
    expect(parseCatalogQuery('?color=black,white&size=m&price=1000-5000&sort=price_asc&page=2')).toEqual({
      filters: { color: ['black', 'white'], size: ['m'], price: { from: 1000, to: 5000 } },
      sort: 'price_asc',
      page: 2,
    });
  });

  it('reads open-ended price ranges', () => {
    expect(parseCatalogQuery('price=1000-').filters).toEqual({ price: { from: 1000 } });
    expect(parseCatalogQuery('price=-5000').filters).toEqual({ price: { to: 5000 } });
  });

  it('falls back to the default view for what it cannot read', () => {
    expect(parseCatalogQuery('')).toEqual({ filters: {}, sort: 'rec', page: 1 });
    expect(parseCatalogQuery('sort=cheapest&page=0')).toEqual({ filters: {}, sort: 'rec', page: 1 });
    expect(parseCatalogQuery('page=1e3').page).toBe(1);
    expect(parseCatalogQuery('page=10001').page).toBe(1);
    const odd = parseCatalogQuery('price=a-b&Color=x&color=,,&__proto__=1&constructor=x').filters;
    expect(Object.keys(odd)).toEqual(['constructor']);
    expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
  });

  it('reads the currency as the page\'s, never as a filter', () => {
    expect(parseCatalogQuery('currency=RUB&color=black').filters).toEqual({ color: ['black'] });
  });

  it('keeps the first of repeated filters', () => {
    expect(parseCatalogQuery('color=black&color=white').filters).toEqual({ color: ['black'] });
  });
});

describe('catalogQueryString', () => {
  it('writes a state that reads back the same', () => {
    const state = { filters: { size: ['m', 'l'], color: ['black'], price: { from: 1000 } }, sort: 'new' as const, page: 3 };
    const query = catalogQueryString(state);
    expect(query).toBe('color=black&price=1000-&size=m,l&sort=new&page=3');
    expect(parseCatalogQuery(query)).toEqual(state);
  });

  it('writes nothing for the default view', () => {
    expect(catalogQueryString({ filters: { color: [] }, sort: 'rec', page: 1 })).toBe('');
  });
});
