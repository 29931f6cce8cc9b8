import { birthDateOf } from './profile-rules';

describe('birthDateOf', () => {
  const now = new Date('2026-05-10T12:00:00Z');

  it('keeps no date as null', () => {
    expect(birthDateOf('', now)).toBeNull();
  });

  it.each(['1990-04-21', '1900-01-01', '2000-02-29', '2026-05-10', '2026-05-11'])('takes the real date %s', (value) => {
    expect(birthDateOf(value, now)).toBe(value);
  });

  it.each([
    ['a day that does not exist', '1990-02-30'],
    ['29 February of a common year', '1999-02-29'],
    ['a thirteenth month', '1990-13-01'],
    ['before 1900', '1899-12-31'],
    ['a date that has begun nowhere yet', '2026-05-12'],
    ['next year', '2027-01-01'],
    ['another format', '21.04.1990'],
    ['a date with a time', '1990-04-21T00:00'],
    ['short digits', '1990-4-21'],
    ['text', 'yesterday'],
  ])('refuses %s (%s)', (_name, value) => {
    expect(birthDateOf(value, now)).toBeUndefined();
  });
});
