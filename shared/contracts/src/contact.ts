import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/core';
import { PHONE_METADATA as metadata } from './phone-metadata';
import { formatRussianPhone } from './russian-phone';

// How a shopper's phone or e-mail is read, by the API (what it stores, or invalid_phone and
// invalid_email) and by the apps (a check before sending, and how a number is shown) alike.

// libphonenumber-js's rules for the countries the shop delivers to only (scripts/phone-metadata.ts):
// a number of any other country is refused, as one that cannot be a number is.

// Digits (ASCII only), one + in front, and the usual separators: +7 (912) 345-67-89, 8 912 345 67 89.
const PHONE_TEXT = /^\+?[\d\s().-]+$/;

/**
 * The number with its country code, from the ways people write one: with a +, any country's;
 * without, spec §5's Russian forms (ten digits, or eleven after 7 or the trunk prefix 8), or a
 * Georgian mobile as Georgians write it (nine digits, 5xx xx xx xx: no Russian number has nine)
 * or after Georgia's 995 (twelve: more than any Russian number). Anything else needs its +.
 */
function withCountryCode(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+7${digits}`;
  if (digits.length === 11 && /^[78]/.test(digits)) return `+7${digits.slice(1)}`;
  if (digits.length === 9 && digits.startsWith('5')) return `+995${digits}`;
  if (digits.length === 12 && digits.startsWith('995')) return `+${digits}`;
  return null;
}

function parsePhone(raw: string): PhoneNumber | undefined {
  const text = raw.trim();
  const international = PHONE_TEXT.test(text) ? withCountryCode(text) : null;
  const phone = international ? parsePhoneNumberFromString(international, metadata) : undefined;
  return phone?.isValid() ? phone : undefined;
}

/**
 * The phone in E.164 form (`+79123456789`, `+995555123456`) as it is stored, or null when it is not
 * a valid number of a country the shop delivers to (Russia and Kazakhstan under +7, Belarus,
 * Armenia, Azerbaijan, Georgia). Without a +, spec §5: ten digits are a Russian number.
 */
export function normalizePhone(raw: string): string | null {
  return parsePhone(raw)?.number ?? null;
}

/**
 * How a phone is shown: a +7 number as spec §5 has it, `+7 (912) 345-6789`; a number of the other
 * countries in its international form (`+995 555 12 34 56`, `+995 32 212 34 56`); anything that is
 * not a valid number (half typed, another country's) as typed.
 */
export function formatPhone(raw: string): string {
  const phone = parsePhone(raw);
  if (!phone) return raw;
  return phone.countryCallingCode === '7' ? formatRussianPhone(phone.number) : phone.formatInternational();
}

// Deliberately simple: one @, a dot in the domain, no spaces. Real proof of an address is a confirmation mail.
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** The address as stored (trimmed, lower case), or null when it is not an e-mail address. */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}
