import { formatPhone, normalizePhone, type AuthType } from '@shop/contracts';

/**
 * Spec §2 login popup: what the shopper types says which it is. An @ means an e-mail address; a
 * digit, + or ( first means a phone number. Null while it cannot tell (the switch's choice stays).
 */
export function guessAuthType(value: string): AuthType | null {
  const text = value.trim();
  if (text.includes('@')) return 'email';
  if (/^[+(\d]/.test(text)) return 'phone';
  return null;
}

/**
 * A phone number by the API's own rule (normalizePhone), so a typo is pointed out before a code is
 * asked for: spec §5's Russian forms, a Georgian number (+995, or a mobile as 5xx xx xx xx), one of
 * the other countries the shop delivers to.
 */
export function isPhoneNumber(value: string): boolean {
  return normalizePhone(value) !== null;
}

/** How an identifier is shown in a sentence: a phone as formatPhone has it (+7 (xxx) xxx-xxxx, +995 555 12 34 56), an address as typed. */
export function displayIdentifier(type: AuthType, value: string): string {
  return type === 'phone' ? formatPhone(value.trim()) : value.trim();
}
