// What save-me accepts of a customer's personal data (spec §2 Account, §3 Account/customer).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EARLIEST_BIRTH_DATE = '1900-01-01';
/** The date begins first at UTC+14: a birthday that is today anywhere on earth is not in the future. */
const EARLIEST_ZONE_MS = 14 * 3600 * 1000;

/**
 * A date of birth as the account keeps it: '' (not given) is null; a real calendar date
 * 'YYYY-MM-DD' from 1900-01-01 to today is itself; anything else (31 February, a time, a date
 * to come) is undefined, which save-me answers with invalid_date.
 */
export function birthDateOf(value: string, now: Date): string | null | undefined {
  if (value === '') return null;
  const parts = ISO_DATE.exec(value);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const today = new Date(now.getTime() + EARLIEST_ZONE_MS).toISOString().slice(0, 10);
  return real && value >= EARLIEST_BIRTH_DATE && value <= today ? value : undefined;
}
