import { isEmail } from '@shop/ui';

/**
 * The recipient is reached by e-mail or by phone, in one field: an address must be one, a phone
 * number needs at least 7 digits and nothing but digits, spaces, brackets, dashes and a leading +.
 * The server checks the number properly (invalid_phone); this only catches what cannot be either.
 */
export function isEmailOrPhone(value: string): boolean {
  const text = value.trim();
  if (text.includes('@')) return isEmail(text);
  return /^\+?[\d\s()-]+$/.test(text) && text.replace(/\D/g, '').length >= 7;
}
