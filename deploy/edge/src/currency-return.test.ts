/** @jest-environment node */
import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from './security-headers';
import { CURRENCY_RETURN_HASH, CURRENCY_RETURN_SCRIPT, currencyOfPageUrl } from './currency-return';

const SETTINGS = { currencies: ['USD', 'RUB', 'GEL'] };

/** Runs the script as the page would, with the cookie, the URL's query and the inlined settings given; answers where it sent the page. */
function visit({ cookie, search = '', settings = SETTINGS }: { cookie: string; search?: string; settings?: unknown }): string[] {
  const replaced: string[] = [];
  const document = { cookie, getElementById: (id: string) => (id === 'shop-settings' ? { textContent: JSON.stringify(settings) } : null) };
  const location = { pathname: '/en/women', search, hash: '#top', replace: (url: string) => replaced.push(url) };
  new Function('document', 'location', CURRENCY_RETURN_SCRIPT)(document, location);
  return replaced;
}

describe('the currency return script', () => {
  it('sends a visitor who chose roubles from a plain URL to the one that names them, without the price range', () => {
    expect(visit({ cookie: 'sid=x; currency=RUB', search: '?color=black&price=1000-5000' })).toEqual(['/en/women?color=black&currency=RUB#top']);
  });

  it.each([
    ['no choice was made', 'sid=x', ''],
    ['the default was chosen', 'currency=USD', ''],
    ['the URL names a currency already (a shared link)', 'currency=RUB', '?currency=GEL'],
    ['the shop no longer offers the one chosen', 'currency=GEL', ''],
    ['the cookie holds anything else', 'currency=<b>', ''],
  ])('leaves the page alone when %s', (_name, cookie, search) => {
    expect(visit({ cookie, search, settings: { currencies: ['USD', 'RUB'] } })).toEqual([]);
  });

  it('leaves the page alone without settings (the API was away)', () => {
    const replaced: string[] = [];
    new Function('document', 'location', CURRENCY_RETURN_SCRIPT)({ cookie: 'currency=RUB', getElementById: () => null }, { search: '', replace: (url: string) => replaced.push(url) });
    expect(replaced).toEqual([]);
  });

  it('is the one inline script the CSP allows, by its hash', () => {
    expect(CURRENCY_RETURN_HASH).toBe(`'sha256-${createHash('sha256').update(CURRENCY_RETURN_SCRIPT).digest('base64')}'`);
    expect(contentSecurityPolicy()).toContain(`script-src 'self' ${CURRENCY_RETURN_HASH};`);
  });
});

describe('currencyOfPageUrl', () => {
  it.each([
    ['/en/women?currency=RUB', 'RUB'],
    ['/en/women?color=black&currency=gel', 'GEL'],
    ['/en/women?currency=USD', undefined],
    ['/en/women?currency=EUR', undefined],
    ['/en/women', undefined],
  ])('%s → %s', (url, expected) => {
    expect(currencyOfPageUrl(url, ['USD', 'RUB', 'GEL'])).toBe(expected);
  });
});
