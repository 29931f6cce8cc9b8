import { formatDate, formatPrice } from './format';

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

describe('formatDate', () => {
  const iso = '2026-03-05T10:00:00Z';

  it('formats per language', () => {
    expect(formatDate(iso, 'ru-ru')).toBe('5 марта 2026 г.');
    expect(formatDate(iso, 'en-gb')).toBe('5 March 2026');
    expect(formatDate(iso, 'ka-ge')).toBe('5 მარტი, 2026');
  });

  it('writes every month as Intl does, where Intl has the language', () => {
    for (const language of ['ru-ru', 'en-gb'] as const) {
      const intl = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      for (let month = 0; month < 12; month += 1) {
        const date = new Date(Date.UTC(2026, month, 28, 12));
        expect(formatDate(date.toISOString(), language)).toBe(intl.format(date));
      }
    }
  });

  it('needs no Intl formatter (its first one loads locale data on the main thread)', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    expect(['2026-01-01', '2026-02-01'].map((day) => formatDate(day, 'en-gb'))).toEqual(['1 January 2026', '1 February 2026']);
    expect(formatDate('2026-10-28T23:30:00Z', 'ka-ge')).toBe('28 ოქტომბერი, 2026');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('reads the date in UTC, so late-evening posts keep their day', () => {
    expect(formatDate('2026-03-05T23:30:00Z', 'en-gb')).toBe('5 March 2026');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'ru-ru')).toBe('');
  });
});
