import { formatRussianPhone } from './russian-phone';

describe('formatRussianPhone (spec §5)', () => {
  it.each([
    ['9991234567', '+7 (999) 123-4567'],
    ['999 123-45-67', '+7 (999) 123-4567'],
    ['89991234567', '+7 (999) 123-4567'],
    ['79991234567', '+7 (999) 123-4567'],
    ['+7 999 123 45 67', '+7 (999) 123-4567'],
    ['+7 (812) 407-15-15', '+7 (812) 407-1515'],
  ])('shows %j as %j', (raw, shown) => {
    expect(formatRussianPhone(raw)).toBe(shown);
  });

  it('gives the same text when formatted twice', () => {
    expect(formatRussianPhone(formatRussianPhone('9991234567'))).toBe('+7 (999) 123-4567');
  });

  it.each(['', '12345', '999123456', '+49 30 1234567', '+995 555 12 34 56', '19991234567', 'call 9991234567'])(
    'leaves %j as it is',
    (raw) => {
      expect(formatRussianPhone(raw)).toBe(raw);
    },
  );
});
