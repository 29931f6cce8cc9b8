import { pageNumber } from './page-number';

it.each([
  [null, 1],
  ['2', 2],
  ['10000', 10000],
  ['0', 1],
  ['-3', 1],
  ['2.5', 1],
  ['x', 1],
  ['10001', 1],
])('?page=%s is page %d', (value, page) => {
  expect(pageNumber(value)).toBe(page);
});
