import { CATALOG_SORTS, CURRENCY_PARAM, DEFAULT_SORT, MAX_LISTING_PAGE, PRICE_FILTER } from './constants';
import type { CatalogSort, RangeSelection, SelectedFilters } from './listing';

// A category view lives in its URL, so a link, a reload and Back restore it (spec §4 catalog):
// `/women?color=black,white&price=1000-5000&sort=price_asc&page=2`. The API reads the same query
// when it resolves a category path, so the first view arrives with the page.

export interface CatalogQuery { filters: SelectedFilters; sort: CatalogSort; page: number }

/** A letter first: `__proto__` or `constructor` never become keys of the filters object. */
const FILTER_NAME = /^[a-z][a-z_]{0,31}$/;
const MAX_VALUES = 50;
const plainNumber = (text: string): number | undefined => (/^(0|[1-9][0-9]{0,9})$/.test(text) ? Number(text) : undefined);

/** The catalog state of a query string; anything malformed is left out rather than refused. */
export function parseCatalogQuery(search: string): CatalogQuery {
  const params = new URLSearchParams(search);
  const sortParam = params.get('sort');
  const sort = CATALOG_SORTS.find((known) => known === sortParam) ?? DEFAULT_SORT;
  const page = plainNumber(params.get('page') ?? '');
  const filters: SelectedFilters = {};
  for (const [name, value] of params) {
    // The currency names the page's prices, not a filter (currency-store in @shop/i18n).
    if (name === 'sort' || name === 'page' || name === CURRENCY_PARAM || !FILTER_NAME.test(name) || Object.hasOwn(filters, name)) continue;
    if (name === PRICE_FILTER) {
      const range = parseRange(value);
      if (range) filters[name] = range;
    } else {
      const codes = value.split(',').filter((code) => code.length > 0 && code.length <= 32).slice(0, MAX_VALUES);
      if (codes.length > 0) filters[name] = codes;
    }
  }
  return { filters, sort, page: page !== undefined && page >= 1 && page <= MAX_LISTING_PAGE ? page : 1 };
}

/** `1000-5000`, `1000-` or `-5000`: minor units. */
function parseRange(text: string): RangeSelection | undefined {
  const [fromText = '', toText = '', ...rest] = text.split('-');
  if (rest.length > 0) return undefined;
  const from = fromText === '' ? undefined : plainNumber(fromText);
  const to = toText === '' ? undefined : plainNumber(toText);
  if ((fromText !== '' && from === undefined) || (toText !== '' && to === undefined) || (from === undefined && to === undefined)) return undefined;
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}

/** The query string of a catalog state (without `?`; empty for the default view), filters in name order. */
export function catalogQueryString({ filters, sort, page }: CatalogQuery): string {
  const parts: string[] = [];
  for (const name of Object.keys(filters).sort()) {
    const chosen = filters[name]!;
    const value = Array.isArray(chosen) ? chosen.join(',') : chosen.from === undefined && chosen.to === undefined ? '' : `${chosen.from ?? ''}-${chosen.to ?? ''}`;
    if (value) parts.push(`${encodeURIComponent(name)}=${value.split(',').map(encodeURIComponent).join(',')}`);
  }
  if (sort !== DEFAULT_SORT) parts.push(`sort=${sort}`);
  if (page > 1) parts.push(`page=${page}`);
  return parts.join('&');
}
