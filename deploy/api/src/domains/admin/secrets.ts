import { createHash, randomBytes } from 'node:crypto';

/** An API token: `shop_` and 32 random bytes (base64url), so it is recognisable in a leaked file. */
export const newApiToken = (): string => `shop_${randomBytes(32).toString('base64url')}`;

/**
 * A first-admin setup code: 16 letters and digits in four groups, easy to copy from a log
 * (32^16 = 2^80 codes; tries are limited per IP).
 */
export function newSetupCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/**
 * How tokens and setup codes are kept: SHA-256, hex. Both are long random strings, so there is no
 * dictionary to try and no need for a slow hash; a setup code is compared without its dashes and case.
 */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');
export const setupCodeHash = (code: string): string => secretHash(code.replace(/[\s-]/g, '').toUpperCase());
