import { formatGiftcardNumber, giftcardDigits, isGiftcardNumber, isGiftcardPin, isGiftcardToken } from './giftcard-codes';

describe('gift card numbers, PINs and link tokens', () => {
  it('reads a number as typed, spaces and all, and prints it in groups of four', () => {
    expect(giftcardDigits(' 4000 1234\t5678 9010 ')).toBe('4000123456789010');
    expect(isGiftcardNumber('4000 1234 5678 9010')).toBe(true);
    expect(formatGiftcardNumber('4000123456789010')).toBe('4000 1234 5678 9010');
  });

  it.each(['4000 1234 5678 901', '4000 1234 5678 90101', '4000-1234-5678-9010', '4000 1234 5678 901a', ''])('%p is no card number', (typed) => {
    expect(isGiftcardNumber(typed)).toBe(false);
  });

  it('takes a PIN of four digits only', () => {
    expect(isGiftcardPin('0427')).toBe(true);
    expect(isGiftcardPin(' 0427 ')).toBe(true);
    expect(['042', '04270', '04a7', ''].map(isGiftcardPin)).toEqual([false, false, false, false]);
  });

  it('takes a link token of 22 base64url characters only', () => {
    expect(isGiftcardToken('Ab3_-xYz0123456789abcd')).toBe(true);
    expect(['Ab3_-xYz0123456789abc', 'Ab3_-xYz0123456789abcde', 'Ab3_-xYz0123456789ab+d'].map(isGiftcardToken)).toEqual([false, false, false]);
  });
});
