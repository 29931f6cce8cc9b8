import { createHash } from 'node:crypto';
import { CURRENCY_PARAM, currencyOfQuery, PRICE_FILTER, SETTINGS_BLOCK_ID, type CurrencyCode } from '@shop/contracts';

// A page's URL names its currency when it is not the default (`?currency=RUB`), so any cache keys
// pages by URL alone and never hands roubles to a dollar shopper (README "Currencies"). A visitor
// who chose roubles and comes back by a plain URL (a bookmark, a search result) is sent to the URL
// that names them by this script, the first thing the page runs, before it is painted: it reads the
// `currency` cookie (@shop/i18n rememberCurrency) and the inlined settings' currencies (the
// default first). A URL that names a currency keeps it: a link someone shared shows what they saw.

/** The script's text: constant, so the CSP allows it by its hash and no other inline script runs. */
export const CURRENCY_RETURN_SCRIPT = [
  '(function(){try{',
  `var m=/(?:^|; )currency=([A-Z]{3})(?:;|$)/.exec(document.cookie);var q=new URLSearchParams(location.search);`,
  `if(!m||q.has(${JSON.stringify(CURRENCY_PARAM)}))return;`,
  `var s=JSON.parse(document.getElementById(${JSON.stringify(SETTINGS_BLOCK_ID)}).textContent);var c=s.currencies||[];`,
  'if(m[1]===c[0]||c.indexOf(m[1])<0)return;',
  // The price filter's bounds were in the default currency.
  `q.delete(${JSON.stringify(PRICE_FILTER)});q.set(${JSON.stringify(CURRENCY_PARAM)},m[1]);location.replace(location.pathname+"?"+q+location.hash)`,
  '}catch(e){}})();',
].join('');

/** The CSP source that allows exactly that script. */
export const CURRENCY_RETURN_HASH = `'sha256-${createHash('sha256').update(CURRENCY_RETURN_SCRIPT).digest('base64')}'`;

/** The currency a page URL names, when the shop offers it and it is not the default; undefined for the default. */
export function currencyOfPageUrl(url: string, currencies: readonly CurrencyCode[]): CurrencyCode | undefined {
  const offered = currencyOfQuery(url.includes('?') ? url.slice(url.indexOf('?')) : '', currencies);
  return offered === currencies[0] ? undefined : offered;
}
