import { formatDate } from './format';

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
