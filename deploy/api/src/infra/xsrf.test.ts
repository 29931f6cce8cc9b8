/** @jest-environment node */
import { isValidXsrfToken, newSessionId, xsrfToken } from './xsrf';

const SECRET = 'a-secret-of-at-least-thirty-two-chars';

describe('XSRF tokens', () => {
  it('accepts the token of the same session and secret only', () => {
    const sid = newSessionId();
    const token = xsrfToken(SECRET, sid);
    expect(isValidXsrfToken(SECRET, sid, token)).toBe(true);
    expect(isValidXsrfToken(SECRET, newSessionId(), token)).toBe(false);
    expect(isValidXsrfToken(`${SECRET}-rotated`, sid, token)).toBe(false);
    expect(isValidXsrfToken(SECRET, sid, undefined)).toBe(false);
    expect(isValidXsrfToken(SECRET, sid, token.slice(1))).toBe(false);
  });

  it('makes new session ids unique and URL-safe', () => {
    const ids = new Set(Array.from({ length: 50 }, newSessionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
