import { PRICE_FILTER, type RangeSelection, type SelectedFilters, type StockStatus } from '@shop/contracts';
import { ApiError } from '../../infra/errors';

// Pure rules of a category listing: what a selection means, and what a card says of its stock.

export interface AttributeValue { id: number; attribute: string; code: string }

/** A checked filter: the products having any of these values. */
export interface ValueSelection { attribute: string; valueIds: number[] }

export interface Selection { values: ValueSelection[]; price?: RangeSelection }

/**
 * The request's filters as value ids. An unknown filter name or value, or a range on a checkbox
 * filter (or values on the range), is 400 `unknown_filter`: a link that no longer means anything
 * should say so rather than silently show everything.
 */
export function resolveSelection(filters: SelectedFilters | undefined, known: readonly AttributeValue[]): Selection {
  const selection: Selection = { values: [] };
  for (const [name, chosen] of Object.entries(filters ?? {})) {
    if (name === PRICE_FILTER) {
      if (Array.isArray(chosen)) throw new ApiError('unknown_filter', `${name} is a range filter`);
      if (chosen.from !== undefined || chosen.to !== undefined) selection.price = chosen;
      continue;
    }
    const values = known.filter((value) => value.attribute === name);
    if (values.length === 0) throw new ApiError('unknown_filter', `No filter ${name}`);
    if (!Array.isArray(chosen)) throw new ApiError('unknown_filter', `${name} is not a range filter`);
    const ids = [...new Set(chosen)].map((code) => {
      const found = values.find((value) => value.code === code);
      if (!found) throw new ApiError('unknown_filter', `No ${name} value ${code}`);
      return found.id;
    });
    if (ids.length > 0) selection.values.push({ attribute: name, valueIds: ids });
  }
  return selection;
}

// Best first: a size to buy now beats one in two or three days, beats a pre-order.
const STOCK_RANK: StockStatus[] = ['inStock', 'twoToThreeDays', 'preOrder', 'outOfStock'];

/** What a card shows of its sizes: the best status any size has (sold out only when all are). */
export function bestStock(statuses: readonly string[]): StockStatus {
  return STOCK_RANK.find((status) => statuses.includes(status)) ?? 'outOfStock';
}

