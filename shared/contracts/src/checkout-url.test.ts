import { isShareToken, orderIdOf, orderIdOfQuery } from './checkout-url';

describe('orderIdOf', () => {
  it.each([['1', 1], ['42', 42], ['2147483647', 2 ** 31 - 1]])('reads %s', (text, id) => {
    expect(orderIdOf(text)).toBe(id);
  });

  it.each(['', 'abc', '0', '007', '-1', '+1', '1.5', '1e3', ' 1', '12a', '2147483648', '99999999999'])('names no order in %j', (text) => {
    expect(orderIdOf(text)).toBeUndefined();
  });

  it('names no order without a value', () => {
    expect(orderIdOf(null)).toBeUndefined();
    expect(orderIdOf(undefined)).toBeUndefined();
  });
});

describe('orderIdOfQuery', () => {
  it('reads ?order= among other parameters, and nothing else', () => {
    expect(orderIdOfQuery('?utm=x&order=15')).toBe(15);
    expect(orderIdOfQuery('?order=x')).toBeUndefined();
    expect(orderIdOfQuery('')).toBeUndefined();
  });
});

describe('isShareToken', () => {
  it.each(['AAAAAAAAAAAAAAAAAAAAAA', 'a-b_c'.repeat(4), 'x'.repeat(64)])('takes %s', (text) => {
    expect(isShareToken(text)).toBe(true);
  });

  it.each(['', 'short', 'x'.repeat(65), `${'A'.repeat(20)}+/`, `${'A'.repeat(20)}=`, `${'A'.repeat(20)} `, 'Ж'.repeat(20)])('refuses %j', (text) => {
    expect(isShareToken(text)).toBe(false);
  });
});
