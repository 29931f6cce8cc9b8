import { CURRENCY_PARAM } from './constants';
import type { CurrencyCode } from './envelope';

// How an amount of money reads (spec §1), the same in the browser, the server render and the API's
// texts that name amounts (README "Currencies").

const SYMBOLS: Record<CurrencyCode, string> = { RUB: '₽', USD: '$', GEL: '₾' };

/** Spec §1: $, ₽ and ₾. */
export const currencySymbol = (currency: CurrencyCode): string => SYMBOLS[currency];

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

/**
 * The offered currency `named` names (any case, spaces around), or undefined: one reading for the
 * API's x-currency header, a page URL's `?currency=` at the edge and in the browser.
 */
export function offeredCurrency(named: string | null | undefined, offered: readonly CurrencyCode[]): CurrencyCode | undefined {
  const code = named?.trim().toUpperCase();
  return offered.find((candidate) => candidate === code);
}

/** The offered currency a URL query (with or without its `?`) names in its `currency` parameter. */
export const currencyOfQuery = (query: string, offered: readonly CurrencyCode[]): CurrencyCode | undefined =>
  offeredCurrency(new URLSearchParams(query).get(CURRENCY_PARAM), offered);
