import { linesThatFit } from './copy-lines';

describe('linesThatFit', () => {
  const line = (id: number) => ({ option_value_id: id });
  it.each([
    ['every line into an empty cart with room', [1, 2, 3], [], 5, [1, 2, 3]],
    ['new sizes only while there is room', [1, 2, 3], [9], 3, [1, 2]],
    ['held sizes even in a full cart', [1, 2, 3], [2, 8, 9], 3, [2]],
    ['held sizes wherever they come, new ones in order', [4, 1, 5, 2], [1, 2], 3, [4, 1, 2]],
  ])('takes %s', (_, shared, held, maxLines, expected) => {
    expect(linesThatFit(shared.map(line), new Set(held), maxLines)).toEqual(expected.map(line));
  });
});
