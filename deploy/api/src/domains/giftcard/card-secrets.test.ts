import { lastFour, newCardNumber, newCardToken, normalizeCardNumber, pinHash, pinMatches, pinOf } from './card-secrets';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('card secrets', () => {
  it('draws 16-digit numbers and 22-character base64url tokens, another each time', () => {
    const numbers = Array.from({ length: 200 }, newCardNumber);
    expect(numbers.every((number) => /^[0-9]{16}$/.test(number))).toBe(true);
    expect(new Set(numbers).size).toBe(200);
    // Leading zeros are kept: both halves are padded.
    expect(new Set(numbers.map((number) => number[0])).size).toBeGreaterThan(5);
    const tokens = Array.from({ length: 200 }, newCardToken);
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{22}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(200);
  });

  it('derives a 4-digit PIN from the token under the secret: the same for the same token, another under another secret', () => {
    const token = newCardToken();
    expect(pinOf(SECRET, token)).toMatch(/^[0-9]{4}$/);
    expect(pinOf(SECRET, token)).toBe(pinOf(SECRET, token));
    const pins = Array.from({ length: 300 }, () => pinOf(SECRET, newCardToken()));
    expect(new Set(pins).size).toBeGreaterThan(250);
    const others = Array.from({ length: 20 }, (_, i) => [pinOf(SECRET, `token-${i}`), pinOf(`${SECRET}!`, `token-${i}`)]);
    expect(others.filter(([a, b]) => a !== b).length).toBeGreaterThan(15);
  });

  it('keeps the PIN only as a hash of number and PIN, and checks a PIN against it', () => {
    const card = { number: '4000123456789010', pinHash: pinHash(SECRET, '4000123456789010', '0042') };
    expect(card.pinHash).toMatch(/^[0-9a-f]{64}$/);
    expect(card.pinHash).not.toBe(pinHash(SECRET, '4000123456789011', '0042'));
    expect(pinMatches(SECRET, card, '0042')).toBe(true);
    expect(pinMatches(SECRET, card, '0043')).toBe(false);
    expect(pinMatches(`${SECRET}!`, card, '0042')).toBe(false);
    expect(pinMatches(SECRET, { ...card, pinHash: 'not hex' }, '0042')).toBe(false);
  });

  it('reads a number as typed, spaces and dashes aside, and names it by its last four digits', () => {
    expect(normalizeCardNumber('4000 1234 5678 9010')).toBe('4000123456789010');
    expect(normalizeCardNumber('4000-1234-5678-9010')).toBe('4000123456789010');
    expect(normalizeCardNumber('4000 1234 5678 901')).toBeNull();
    expect(normalizeCardNumber('4000 1234 5678 901x')).toBeNull();
    expect(normalizeCardNumber('٤٠٠٠١٢٣٤٥٦٧٨٩٠١٠')).toBeNull();
    expect(lastFour('4000123456789010')).toBe('9010');
  });
});
