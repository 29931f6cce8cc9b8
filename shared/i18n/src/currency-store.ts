import { useSyncExternalStore } from 'react';
import { CURRENCY_CODES, CURRENCY_PARAM, currencyOfQuery, DEFAULT_CURRENCY, PRICE_FILTER, type CurrencyCode, type Settings } from '@shop/contracts';

// The visitor's currency (spec §1): what the api-client asks prices in (x-currency) and what the
// header's currency choice shows. A page's URL names it when it is not the default
// (`?currency=RUB`), so a shared cache keys pages by URL alone; the choice is remembered in the
// `currency` cookie, which the page's first script reads to come back to the URL that names it.

export interface CurrencyState {
  currency: CurrencyCode;
  /** The settings' currencies, the default first. */
  currencies: readonly CurrencyCode[];
}

/** The cookie that remembers the visitor's choice for a year (read by the edge's first script too). */
export const CURRENCY_COOKIE = 'currency';
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

let state: CurrencyState = { currency: DEFAULT_CURRENCY, currencies: CURRENCY_CODES };
const listeners = new Set<() => void>();

export function getCurrency(): CurrencyCode {
  return state.currency;
}

/** The shell calls this at boot and for each render with the settings' currency (the one the request asked for, or the default). */
export function setCurrency(currency: CurrencyCode, currencies: readonly CurrencyCode[] = state.currencies): void {
  if (currency === state.currency && currencies === state.currencies) return;
  state = { currency, currencies };
  for (const listener of listeners) listener();
}

/**
 * The currency the settings were read in (the API states the one it honoured: the request's, or
 * the default) and the ones they offer: the shell's boot and every server render start from these.
 */
export function adoptSettingsCurrency(settings: Partial<Pick<Settings, 'currency' | 'currencies'>> | undefined): void {
  const currency = settings?.currency ?? DEFAULT_CURRENCY;
  setCurrency(currency, settings?.currencies?.length ? settings.currencies : [currency]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** The visitor's currency and the ones they may choose; re-renders when either changes. */
export function useCurrency(): CurrencyState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The currency a URL's query names, when it names one the shop offers. */
export function currencyOfSearch(search: string, currencies: readonly CurrencyCode[] = CURRENCY_CODES): CurrencyCode | undefined {
  return currencyOfQuery(search, currencies);
}

/**
 * This page's URL in `currency`: the query's `currency` set (left out for the default, so the
 * default's URLs stay as they were), and the price filter dropped, whose bounds were in the
 * currency the shopper leaves.
 */
export function currencyHref(pathname: string, search: string, currency: CurrencyCode, defaultCurrency: CurrencyCode): string {
  const query = new URLSearchParams(search);
  query.delete(CURRENCY_PARAM);
  query.delete(PRICE_FILTER);
  if (currency !== defaultCurrency) query.set(CURRENCY_PARAM, currency);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** Remembers the visitor's choice: pages come back to it (the edge's first script reads the cookie). */
export function rememberCurrency(currency: CurrencyCode): void {
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}
