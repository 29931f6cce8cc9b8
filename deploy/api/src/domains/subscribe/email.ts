// Deliberately simple: one @, a dot in the domain, no spaces. Real proof of an address is a confirmation mail.
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** The address as stored (trimmed, lower case), or null when it is not an e-mail address. */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}
