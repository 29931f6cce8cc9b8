import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_METHODS, CODE_LENGTH, normalizeEmail, normalizePhone, type AuthMethod, type AuthType, type CodeTarget } from '@shop/contracts';

/**
 * One-time codes as OWASP advises (Authentication and Forgot Password cheat sheets): random,
 * stored only as a keyed hash, short-lived, single use, a few tries, a resend cooldown, a daily cap.
 */
export const CODE_RULES = {
  /** Long enough to read an SMS or take a call, short enough that a code left lying around is dead. */
  ttlMinutes: 5,
  /** Wrong tries that spend a code: 5 guesses at 10^6 codes is a 1-in-200,000 chance per code sent. */
  maxWrongTries: 5,
  /** Seconds before the same identifier may get another code: an SMS has time to arrive, a flood is slowed. */
  resendSeconds: 60,
  /**
   * Codes a day per identifier (spec §8 "the daily limit of {attempts} login attempts"): a person
   * needs two or three; ten bounds what an attacker gets (50 guesses a day) and what SMS cost us.
   */
  dailySends: 10,
} as const;

/** The method preselected for a type (spec §9: phone by default, and SMS the code method people expect). */
export const DEFAULT_METHOD: Record<AuthType, AuthMethod> = { phone: 'sms', email: 'email' };

export const isMethodOf = (type: AuthType, method: string): method is AuthMethod =>
  (AUTH_METHODS[type] as readonly string[]).includes(method);

/** A new code: CODE_LENGTH digits from the system CSPRNG, leading zeros kept. */
export const newCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

export interface CodeKey { identifier: string; purpose: CodeTarget }

/**
 * What is stored of a code: an HMAC-SHA-256 under the server secret, over the identifier and
 * purpose too, so a database read gives neither the code nor a hash that fits another identifier.
 */
export const codeHash = (secret: string, { identifier, purpose }: CodeKey, code: string): string =>
  createHmac('sha256', secret).update(`login-code\n${purpose}\n${identifier}\n${code}`).digest('hex');

/** What a person typed, as a code: spaces and dashes (`123 456`, `123-456`) are not part of it. */
export const typedCode = (raw: string): string => raw.replace(/[\s-]/g, '');

/** Constant-time comparison of two hex hashes. */
export function isSameHash(stored: string, candidate: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(candidate, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** The identifier as stored (a phone in international form, an e-mail lower case), or null when it is not one. */
export const normalizeIdentifier = (type: AuthType, raw: string): string | null =>
  type === 'phone' ? normalizePhone(raw) : normalizeEmail(raw);

/** The §8 error of an identifier that is not one. */
export const invalidIdentifierError = (type: AuthType): string => (type === 'phone' ? 'invalid_phone' : 'invalid_email');

const INVITE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const INVITE_LENGTH = 10;

/** A new customer's invitation code: 10 of [A-Za-z0-9] (62^10 ≈ 8·10^17, not guessable), the /invite/{code} path. */
export const newInviteCode = (): string =>
  Array.from({ length: INVITE_LENGTH }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
