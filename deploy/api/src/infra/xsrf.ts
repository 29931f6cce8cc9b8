import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new session id: 32 random bytes, URL-safe. */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

/**
 * The XSRF token of a session: an HMAC of the session id under the server secret. It is tied to
 * the session and cannot be forged without the secret, so the server keeps no token state.
 */
export const xsrfToken = (secret: string, sessionId: string): string =>
  createHmac('sha256', secret).update(`xsrf:${sessionId}`).digest('base64url');

/** Constant-time check that `candidate` is the session's token. */
export const isValidXsrfToken = (secret: string, sessionId: string, candidate: string | undefined): boolean =>
  isSameToken(xsrfToken(secret, sessionId), candidate);

/** Constant-time check that `candidate` is `token` (a session's token already computed: no second HMAC). */
export function isSameToken(token: string, candidate: string | undefined): boolean {
  if (!candidate) return false;
  const expected = Buffer.from(token);
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
