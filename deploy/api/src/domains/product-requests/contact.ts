// A phone number as a person types it: +7 (912) 345-67-89, 8 912 345 67 89, 9123456789, +995 555 12 34 56.
const SEPARATORS = /[\s()\-.]/g;

/**
 * The phone in international form (`+79123456789`), or null when it cannot be one. Ten digits are
 * a Russian number without its country code (spec §5 formats those as +7 (xxx) xxx-xxxx); eleven
 * starting with 8 are the same number dialled at home.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.trim().replace(SEPARATORS, '');
  if (!/^\+?[0-9]+$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '');
  if (!compact.startsWith('+')) {
    if (digits.length === 10) return `+7${digits}`;
    if (digits.length === 11 && (digits.startsWith('8') || digits.startsWith('7'))) return `+7${digits.slice(1)}`;
  }
  return digits.length >= 10 && digits.length <= 15 ? `+${digits}` : null;
}
