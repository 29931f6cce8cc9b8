import { ApiError } from '../../infra/errors';
import { bestStock, resolveSelection, type AttributeValue } from './listing-rules';

const KNOWN: AttributeValue[] = [
  { id: 1, attribute: 'color', code: 'black' },
  { id: 2, attribute: 'color', code: 'white' },
  { id: 3, attribute: 'size', code: 'm' },
];

describe('resolveSelection', () => {
  it('turns value codes into ids per filter, once each, and keeps a price range', () => {
    expect(resolveSelection({ color: ['white', 'black', 'white'], size: [], price: { from: 100 } }, KNOWN)).toEqual({
      values: [{ attribute: 'color', valueIds: [2, 1] }],
      price: { from: 100 },
    });
  });

  it('ignores an empty price range and no filters at all', () => {
    expect(resolveSelection({ price: {} }, KNOWN)).toEqual({ values: [] });
    expect(resolveSelection(undefined, KNOWN)).toEqual({ values: [] });
  });

  it.each([
    [{ colour: ['black'] }, 'No filter colour'],
    [{ color: ['red'] }, 'No color value red'],
    [{ color: { from: 1 } }, 'color is not a range filter'],
    [{ price: ['cheap'] }, 'price is a range filter'],
  ])('refuses %j as unknown_filter', (filters, message) => {
    expect(() => resolveSelection(filters, KNOWN)).toThrow(new ApiError('unknown_filter', message));
  });
});

describe('bestStock', () => {
  it.each([
    [['outOfStock', 'inStock'], 'inStock'],
    [['preOrder', 'twoToThreeDays'], 'twoToThreeDays'],
    [['outOfStock', 'preOrder'], 'preOrder'],
    [['outOfStock'], 'outOfStock'],
    [[], 'outOfStock'],
  ])('shows %j as %s', (statuses, shown) => {
    expect(bestStock(statuses)).toBe(shown);
  });
});
