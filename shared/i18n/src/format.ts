import type { CurrencyCode, LanguageCode } from '@shop/contracts';

const SYMBOLS: Record<CurrencyCode, string> = { RUB: '₽', USD: '$', GEL: '₾' };

// A no-break space, so a price never wraps between its groups or before its symbol.
const NBSP = '\u00a0';

/** Russian digit grouping for every number of four digits or more (Intl's ru leaves 1990 ungrouped). */
function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/**
 * Money is integer minor units (kopecks, cents, tetri: 1/100 of the unit for all three currencies).
 * Whole amounts show no fraction (`1234500` RUB → `12 345 ₽`); otherwise two digits after a comma
 * (`199050` USD → `1 990,50 $`). The same format in every language, as spec §1 asks.
 */
export function formatPrice(minorUnits: number, currency: CurrencyCode): string {
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minorUnits));
  const whole = group(String(Math.floor(abs / 100)));
  const cents = abs % 100;
  const amount = cents === 0 ? whole : `${whole},${String(cents).padStart(2, '0')}`;
  return `${sign}${amount}${NBSP}${SYMBOLS[currency]}`;
}

/** Georgian month names (nominative), for browsers whose ICU has no Georgian (Debian's Chromium). */
const GEORGIAN_MONTHS = [
  'იანვარი', 'თებერვალი', 'მარტი', 'აპრილი', 'მაისი', 'ივნისი',
  'ივლისი', 'აგვისტო', 'სექტემბერი', 'ოქტომბერი', 'ნოემბერი', 'დეკემბერი',
];

/**
 * A calendar date in the language's own form (`5 марта 2026 г.`, `5 March 2026`, `5 მარტი, 2026`).
 * Dates are read in UTC so the server's date does not move a day with the visitor's time zone.
 * A browser without Georgian locale data would print English: Georgian is then written out here.
 */
export function formatDate(iso: string, language: LanguageCode): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const format = dateFormat(language);
  return format ? format.format(date) : `${date.getUTCDate()} ${GEORGIAN_MONTHS[date.getUTCMonth()]}, ${date.getUTCFullYear()}`;
}

/** One formatter per language (making one costs far more than formatting): none where the browser lacks Georgian. */
const dateFormats = new Map<LanguageCode, Intl.DateTimeFormat | undefined>();

function dateFormat(language: LanguageCode): Intl.DateTimeFormat | undefined {
  if (!dateFormats.has(language)) {
    const lacking = language === 'ka-ge' && Intl.DateTimeFormat.supportedLocalesOf(language).length === 0;
    dateFormats.set(language, lacking ? undefined : new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
  }
  return dateFormats.get(language);
}
