import type { CountryCode } from 'libphonenumber-js/core';
import min from 'libphonenumber-js/metadata.min.json';
import { formatPhone, normalizeEmail, normalizePhone } from './contact';
import { PHONE_METADATA as plans } from './phone-metadata';

describe('normalizePhone', () => {
  it.each([
    // Spec §5's Russian forms: with +7, ten digits alone, eleven after 7 or the trunk 8.
    ['+7 (912) 345-6789', '+79123456789'],
    ['+7 912 345 67 89', '+79123456789'],
    ['8 912 345 67 89', '+79123456789'],
    ['8 (912) 345-67-89', '+79123456789'],
    ['9123456789', '+79123456789'],
    ['79123456789', '+79123456789'],
    ['+7 (812) 407-15-15', '+78124071515'],
    ['8 (800) 555-35-35', '+78005553535'],
    // Georgian mobiles and landlines, with +995; a mobile also as Georgians write it, or after 995.
    ['+995 555 12 34 56', '+995555123456'],
    ['+995 (599) 12-34-56', '+995599123456'],
    ['+995555123456', '+995555123456'],
    ['555 12 34 56', '+995555123456'],
    ['599123456', '+995599123456'],
    ['995 555 12 34 56', '+995555123456'],
    ['+995 32 2 12 34 56', '+995322123456'],
    ['+995 422 27 12 34', '+995422271234'],
    // The other countries the shop delivers to: Kazakhstan under +7, Belarus, Armenia, Azerbaijan.
    ['+7 701 123 4567', '+77011234567'],
    ['+375 29 123-45-67', '+375291234567'],
    ['+374 10 123456', '+37410123456'],
    ['+994 50 123 45 67', '+994501234567'],
    [' +7.912.345.67.89 ', '+79123456789'],
  ])('reads %j as %s', (raw, phone) => {
    expect(normalizePhone(raw)).toBe(phone);
  });

  it.each([
    ['empty', ''],
    ['too short', '12345'],
    ['too short for Russia', '912 345 678'],
    ['a Russian number no one has', '+7 012 345-67-89'],
    ['ten digits that are no Russian number', '1234567890'],
    ['too short for Georgia', '+995 555 12 34 5'],
    ['too long for Georgia', '+995 555 12 34 567'],
    ['no Georgian number', '+995 155 12 34 56'],
    // Without its +995 a landline reads as a Ukrainian or Russian number as well: it needs the code.
    ['a Georgian landline without its code', '032 212 34 56'],
    ['too long', '1234567890123456'],
    ['letters', '+7 912 abc'],
    ['an extension', '+7(912)345-67-89 ext 2'],
    ['two pluses', '++79123456789'],
    ['digits of another script', '８９１２３４５６７８９'],
    // A country the shop does not deliver to: its numbers cannot be checked, so none is taken.
    ['a British number', '+44 20 7946 0958'],
    ['an American number', '+1 212 555 0123'],
  ])('refuses %s: %j', (_, raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });
});

describe('formatPhone', () => {
  it.each([
    ['9123456789', '+7 (912) 345-6789'],
    ['8 912 345 67 89', '+7 (912) 345-6789'],
    ['+79123456789', '+7 (912) 345-6789'],
    ['+7 701 123 4567', '+7 (701) 123-4567'],
    ['+995555123456', '+995 555 12 34 56'],
    ['555123456', '+995 555 12 34 56'],
    ['+995 32 2 12 34 56', '+995 32 212 34 56'],
    ['+375291234567', '+375 29 123 45 67'],
  ])('shows %j as %j', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it.each(['', '+995 555 12', '+44 20 7946 0958', 'call me', '12345'])('leaves %j as typed', (raw) => {
    expect(formatPhone(raw)).toBe(raw);
  });

  it('gives the same text when formatted twice', () => {
    for (const raw of ['9123456789', '+995555123456']) expect(formatPhone(formatPhone(raw))).toBe(formatPhone(raw));
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases a valid address', () => {
    expect(normalizeEmail('  Nino.Beridze@Example.GE ')).toBe('nino.beridze@example.ge');
  });

  it.each(['', 'plain', 'a@b', '@example.com', 'a@@example.com', 'a b@example.com', 'a@example.', `${'x'.repeat(65)}@example.com`])(
    'rejects %j',
    (raw) => { expect(normalizeEmail(raw)).toBeNull(); },
  );
});

it("keeps the installed libphonenumber-js's rules for its countries (else: pnpm --filter @shop/contracts run phone-metadata)", () => {
  const countries = Object.keys(plans.countries) as CountryCode[];
  expect(plans.version).toBe(min.version);
  for (const country of countries) expect([country, plans.countries[country]]).toEqual([country, min.countries[country]]);
  for (const [code, of] of Object.entries(plans.country_calling_codes)) {
    expect([code, of]).toEqual([code, min.country_calling_codes[code]!.filter((country) => countries.includes(country))]);
  }
});
