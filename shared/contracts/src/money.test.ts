import { currencyOfQuery, formatPrice, offeredCurrency } from './money';

// Prices use no-break spaces; compare with plain spaces for readability.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatPrice', () => {
  it('groups digits the Russian way and puts the symbol after', () => {
    expect(plain(formatPrice(1234500, 'RUB'))).toBe('12 345 ₽');
    expect(plain(formatPrice(199000, 'USD'))).toBe('1 990 $');
    expect(plain(formatPrice(7500, 'GEL'))).toBe('75 ₾');
  });

  it('groups large amounts and leaves small ones alone', () => {
    expect(plain(formatPrice(123456789000, 'RUB'))).toBe('1 234 567 890 ₽');
    expect(plain(formatPrice(99900, 'USD'))).toBe('999 $');
    expect(plain(formatPrice(0, 'GEL'))).toBe('0 ₾');
  });

  it('shows kopecks/cents only when there are some', () => {
    expect(plain(formatPrice(199050, 'USD'))).toBe('1 990,50 $');
    expect(plain(formatPrice(105, 'GEL'))).toBe('1,05 ₾');
    expect(plain(formatPrice(-250000, 'RUB'))).toBe('-2 500 ₽');
  });

  it('uses no-break spaces so a price never wraps', () => {
    expect(formatPrice(1234500, 'RUB')).toBe('12\u00a0345\u00a0₽');
  });
});

describe('offeredCurrency and currencyOfQuery', () => {
  const offered = ['USD', 'RUB'] as const;
  it.each([
    ['RUB', 'RUB'],
    [' rub ', 'RUB'],
    ['GEL', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('reads %j as %j when the shop offers dollars and roubles', (named, expected) => {
    expect(offeredCurrency(named, offered)).toBe(expected);
  });

  it('reads the currency parameter of a query, with or without its ?', () => {
    expect(currencyOfQuery('?page=2&currency=rub', offered)).toBe('RUB');
    expect(currencyOfQuery('currency=USD', offered)).toBe('USD');
    expect(currencyOfQuery('?currency=GEL', offered)).toBeUndefined();
    expect(currencyOfQuery('', offered)).toBeUndefined();
  });
});
