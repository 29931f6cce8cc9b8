import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { GIFTCARD_NUMBER_LENGTH, GIFTCARD_PIN_LENGTH } from '@shop/contracts';

// What makes a gift card: a random number, the link's token, and the PIN. The PIN is never stored:
// it is derived from the token under the server secret (so the welcome page can show it to whoever
// holds the link) and kept only as an HMAC of the number and PIN (so a stolen table reveals none
// without the secret, and each card's hash differs even when two PINs are the same).
// Changing SESSION_SECRET therefore changes every card's PIN: the secret is the cards' key too.

/** 16 random decimal digits: two halves, as randomInt draws below 2^48. */
export const newCardNumber = (): string => {
  const half = GIFTCARD_NUMBER_LENGTH / 2;
  const draw = () => String(randomInt(0, 10 ** half)).padStart(half, '0');
  return draw() + draw();
};

/** The /giftcard/{token} link's token: 16 random bytes, base64url (22 characters). */
export const newCardToken = (): string => randomBytes(16).toString('base64url');

const hmac = (secret: string, purpose: string, value: string) => createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest();

/** The card's PIN: 4 digits derived from its token under the secret (a 32-bit draw mod 10^4: no digit is noticeably likelier). */
export function pinOf(secret: string, token: string): string {
  const draw = hmac(secret, 'giftcard-pin', token).readUInt32BE(0);
  return String(draw % 10 ** GIFTCARD_PIN_LENGTH).padStart(GIFTCARD_PIN_LENGTH, '0');
}

/** What the card row keeps of its PIN: hex HMAC-SHA256 of number and PIN under the secret (64 characters). */
export const pinHash = (secret: string, number: string, pin: string): string => hmac(secret, 'giftcard-pin-hash', `${number}:${pin}`).toString('hex');

/** Whether `pin` is the card's, compared in constant time. */
export function pinMatches(secret: string, card: { number: string; pinHash: string }, pin: string): boolean {
  const given = Buffer.from(pinHash(secret, card.number, pin), 'hex');
  const stored = Buffer.from(card.pinHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A number as typed ("4000 1234 5678 9010", with spaces or dashes) as stored: 16 digits; null for anything else. */
export function normalizeCardNumber(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return digits.length === GIFTCARD_NUMBER_LENGTH && /^[0-9]+$/.test(digits) ? digits : null;
}

/** The last four digits, as a cart names the card it pays with. */
export const lastFour = (number: string): string => number.slice(-4);
