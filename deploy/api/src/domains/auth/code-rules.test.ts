/** @jest-environment node */
import { isInviteCode } from '@shop/contracts';
import { codeMessage } from './code-message';
import { codeHash, isMethodOf, isSameHash, newCode, newInviteCode, normalizeIdentifier, typedCode } from './code-rules';

const SECRET = 'a-server-secret-of-at-least-32-characters';

describe('newCode', () => {
  it('draws six digits, leading zeros kept, spread over all of them', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // Each position takes every digit: a code is not a number formatted without its zeros.
    for (let position = 0; position < 6; position += 1) expect(new Set(codes.map((code) => code[position])).size).toBe(10);
  });
});

describe('codeHash', () => {
  const key = { identifier: '+79123456789', purpose: 'login' as const };

  it('is a hex HMAC that depends on the secret, the identifier, the purpose and the code', () => {
    const hash = codeHash(SECRET, key, '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHash(SECRET, key, '123456')).toBe(hash);
    expect(codeHash(`${SECRET}!`, key, '123456')).not.toBe(hash);
    expect(codeHash(SECRET, { ...key, identifier: '+79123456780' }, '123456')).not.toBe(hash);
    expect(codeHash(SECRET, { ...key, purpose: 'change' }, '123456')).not.toBe(hash);
    expect(codeHash(SECRET, key, '123457')).not.toBe(hash);
  });

  it('is compared in full: isSameHash takes only the same hash', () => {
    const hash = codeHash(SECRET, key, '123456');
    expect(isSameHash(hash, hash)).toBe(true);
    expect(isSameHash(hash, codeHash(SECRET, key, '654321'))).toBe(false);
    expect(isSameHash(hash, hash.slice(0, 32))).toBe(false);
    expect(isSameHash(hash, '')).toBe(false);
  });
});

describe('typedCode', () => {
  it.each([['123 456', '123456'], [' 123-456 ', '123456'], ['12345a', '12345a']])('reads %p as %p', (typed, code) => {
    expect(typedCode(typed)).toBe(code);
  });
});

describe('normalizeIdentifier', () => {
  it.each([
    ['phone', '+7 (912) 345-67-89', '+79123456789'],
    ['phone', '8 912 345 67 89', '+79123456789'],
    ['phone', '+995 555 12 34 56', '+995555123456'],
    ['phone', 'anna@example.com', null],
    ['email', ' Anna@Example.COM ', 'anna@example.com'],
    ['email', '+79123456789', null],
  ] as const)('%s %p → %p', (type, raw, expected) => {
    expect(normalizeIdentifier(type, raw)).toBe(expected);
  });
});

describe('isMethodOf', () => {
  it('keeps VK, SMS and calls to phones and e-mail to addresses', () => {
    expect(['vk', 'sms', 'call', 'email', 'fax'].filter((method) => isMethodOf('phone', method))).toEqual(['vk', 'sms', 'call']);
    expect(['vk', 'sms', 'call', 'email', 'fax'].filter((method) => isMethodOf('email', method))).toEqual(['email']);
  });
});

describe('newInviteCode', () => {
  it('makes 10 letters and digits that are an invitation code, different each time', () => {
    const codes = Array.from({ length: 200 }, newInviteCode);
    expect(codes.every((code) => /^[A-Za-z0-9]{10}$/.test(code) && isInviteCode(code))).toBe(true);
    expect(new Set(codes).size).toBe(200);
  });
});

describe('codeMessage', () => {
  it.each([
    ['ru-ru', 'login', 'Код для входа в Mira', 'Mira: ваш код 042137. Он действует 5 минут. Никому его не сообщайте.'],
    ['en-gb', 'login', 'Your Mira login code', 'Mira: your code is 042137. It is valid for 5 minutes. Do not tell it to anyone.'],
    ['ka-ge', 'change', 'Mira-ს დადასტურების კოდი', 'Mira: თქვენი კოდია 042137. ის მოქმედებს 5 წუთის განმავლობაში. არავის გაუმხილოთ.'],
  ] as const)('says the code in %s (%s)', (language, purpose, subject, body) => {
    expect(codeMessage({ method: 'sms', recipient: '+79123456789', code: '042137', purpose, language })).toEqual({
      channel: 'sms', recipient: '+79123456789', subject, body,
    });
  });

  it('goes by the channel of the method', () => {
    expect(codeMessage({ method: 'call', recipient: '+79123456789', code: '1', purpose: 'login', language: 'en-gb' }).channel).toBe('call');
    expect(codeMessage({ method: 'email', recipient: 'a@b.co', code: '1', purpose: 'login', language: 'en-gb' }).channel).toBe('email');
  });
});
