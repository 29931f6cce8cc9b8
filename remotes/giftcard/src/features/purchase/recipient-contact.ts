import { normalizeEmail, normalizePhone } from '@shop/contracts';

/**
 * The recipient is reached by e-mail or by phone, in one field: an @ makes it an address. Either is
 * checked by the API's own rules (invalid_email, invalid_phone), so the buyer hears of a typo here.
 */
export function isEmailOrPhone(value: string): boolean {
  return (value.includes('@') ? normalizeEmail(value) : normalizePhone(value)) !== null;
}
