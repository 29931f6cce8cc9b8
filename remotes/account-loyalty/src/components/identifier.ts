import { formatRussianPhone, type AuthType } from '@shop/contracts';

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
 * How an identifier is shown in a sentence: a phone by `formatPhone` (the phone rules', +995 555 12
 * 34 56, once they are fetched; the spec's +7 (xxx) xxx-xxxx before), an address as typed.
 */
export function displayIdentifier(type: AuthType, value: string, formatPhone: (raw: string) => string = formatRussianPhone): string {
  return type === 'phone' ? formatPhone(value.trim()) : value.trim();
}
