import type { AuthType } from '@shop/contracts';
import { formatRussianPhone } from '@shop/ui';

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
 * A phone number as people type it: 10 to 15 digits with the usual punctuation. Only a first check,
 * so an obvious typo is pointed out before a code is asked for; the server has the last word.
 */
export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  if (!/^[+\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/** How an identifier is shown in a sentence: a Russian number as +7 (xxx) xxx-xxxx, the rest as typed. */
export function displayIdentifier(type: AuthType, value: string): string {
  return type === 'phone' ? formatRussianPhone(value.trim()) : value.trim();
}
