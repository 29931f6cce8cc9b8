import {
  DEFAULT_SORT, PRICE_FILTER,
  type CatalogFilter, type CategoryProductsReply, type CategoryProductsRequest, type CurrencyCode, type LanguageCode,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { categoryPageSize, type ShopView } from '../settings/settings-repository';
import { resolveSelection } from './listing-rules';
import { listingIndexOf, type ListingIndex, type ListingResult } from './listing-index';
import { breadcrumbsOf, findCategory, listAttributeValues, type AttributeValueRow } from './listing-repository';

const PRICE_LABEL: Record<LanguageCode, string> = { 'ru-ru': 'Цена', 'en-gb': 'Price', 'ka-ge': 'ფასი' };

type ListingPage = Omit<CategoryProductsReply, 'status'>;

/**
 * A page of a category's products with its filters (spec §4 catalog), in the shop's language and
 * currency. Kept with the listing index: the same request is answered the same until the catalogue changes.
 */
export async function categoryProducts(db: Db, { language, currency }: ShopView, request: CategoryProductsRequest): Promise<ListingPage> {
  const [index, limit] = await Promise.all([listingIndexOf(db), categoryPageSize(db)]);
  return index.listingPages.get(`${language}:${currency}:${limit}:${JSON.stringify(request)}`, () => listingPage(db, index, { language, currency, limit }, request));
}

async function listingPage(db: Db, index: ListingIndex, { language, currency, limit }: { language: LanguageCode; currency: CurrencyCode; limit: number }, request: CategoryProductsRequest): Promise<ListingPage> {
  const category = await index.remember(`category:${language}:${request.category_url_path}`, () => findCategory(db, language, request.category_url_path));
  if (!category) throw new ApiError('not_found');
  const [attributeValues, breadcrumbs] = await Promise.all([
    index.remember(`filters:${language}`, () => listAttributeValues(db, language)).then((values) => values ?? []),
    index.remember(`breadcrumbs:${language}:${category.path}`, () => breadcrumbsOf(db, language, category.path)).then((crumbs) => crumbs ?? []),
  ]);
  const selection = resolveSelection(request.filters, attributeValues);
  const sort = request.sort ?? DEFAULT_SORT;
  const page = request.page ?? 1;

  const listing = index.query({
    categoryId: category.id,
    currency,
    selection,
    valuesOf: (attribute) => attributeValues.filter((value) => value.attribute === attribute).map((value) => value.id),
    sort,
    limit,
    offset: (page - 1) * limit,
  });
  const items = index.cards.cards(listing.ids, { language, currency }, page);

  const { path: _path, ...categoryFields } = category;
  return {
    items,
    filters: filtersOf(attributeValues, listing, PRICE_LABEL[language], currency),
    total: listing.total,
    results: items.length,
    limit,
    page,
    sort,
    category: categoryFields,
    breadcrumbs,
  };
}

type CheckboxFilter = Extract<CatalogFilter, { type: 'checkbox' }>;

/**
 * Checkbox filters in their order, then the price range. A value the other filters rule out is
 * kept with count 0 (shown disabled); one no product of the category has at all is left out.
 */
function filtersOf(values: readonly AttributeValueRow[], listing: ListingResult, priceLabel: string, currency: CurrencyCode): CatalogFilter[] {
  const checkboxes = new Map<string, CheckboxFilter>();
  for (const value of values) {
    const count = listing.counts.get(value.id);
    if (count === undefined) continue;
    let filter = checkboxes.get(value.attribute);
    if (!filter) {
      filter = { name: value.attribute, label: value.attribute_label, type: 'checkbox', values: [] };
      checkboxes.set(value.attribute, filter);
    }
    filter.values.push({ code: value.code, label: value.label, count, ...(value.swatch ? { swatch: value.swatch } : {}) });
  }
  const range = listing.priceRange;
  const price: CatalogFilter[] = range ? [{ name: PRICE_FILTER, label: priceLabel, type: 'range', min: range.min, max: range.max, currency }] : [];
  return [...checkboxes.values(), ...price];
}
