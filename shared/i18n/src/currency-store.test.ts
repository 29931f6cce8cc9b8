import { act, renderHook } from '@testing-library/react';
import { adoptSettingsCurrency, CURRENCY_COOKIE, currencyHref, currencyOfSearch, getCurrency, rememberCurrency, setCurrency, useCurrency } from './currency-store';

describe('the currency store', () => {
  afterEach(() => setCurrency('USD', ['USD', 'RUB', 'GEL']));

  it('starts in the default currency, and tells its readers of a change', () => {
    expect(getCurrency()).toBe('USD');
    const { result } = renderHook(() => useCurrency());
    act(() => setCurrency('GEL'));
    expect(result.current).toEqual({ currency: 'GEL', currencies: ['USD', 'RUB', 'GEL'] });
    expect(getCurrency()).toBe('GEL');
  });
});

describe('adoptSettingsCurrency', () => {
  afterEach(() => setCurrency('USD', ['USD', 'RUB', 'GEL']));

  it('takes the settings\' currency and list, and the default without settings', () => {
    adoptSettingsCurrency({ currency: 'RUB', currencies: ['USD', 'RUB'] });
    expect([getCurrency(), renderHook(() => useCurrency()).result.current.currencies]).toEqual(['RUB', ['USD', 'RUB']]);
    adoptSettingsCurrency(undefined);
    expect(renderHook(() => useCurrency()).result.current).toEqual({ currency: 'USD', currencies: ['USD'] });
  });
});

describe('currencyOfSearch', () => {
  it.each([
    ['?currency=RUB', 'RUB'],
    ['?color=black&currency=gel', 'GEL'],
    ['?currency=EUR', undefined],
    ['', undefined],
  ])('%s → %s', (search, expected) => {
    expect(currencyOfSearch(search)).toBe(expected);
  });

  it('names only a currency the shop offers', () => {
    expect(currencyOfSearch('?currency=GEL', ['USD', 'RUB'])).toBeUndefined();
  });
});

describe('currencyHref', () => {
  it.each([
    ['/en/women', '', 'RUB', '/en/women?currency=RUB'],
    ['/en/women', '?currency=RUB', 'USD', '/en/women'],
    ['/en/women', '?color=black&price=1000-5000&currency=RUB', 'GEL', '/en/women?color=black&currency=GEL'],
    ['/', '?sort=price_asc', 'USD', '/?sort=price_asc'],
  ] as const)('%s%s in %s → %s (the price filter, in the old currency, is dropped)', (pathname, search, currency, expected) => {
    expect(currencyHref(pathname, search, currency, 'USD')).toBe(expected);
  });
});

describe('rememberCurrency', () => {
  it('keeps the choice in a cookie for the whole site', () => {
    rememberCurrency('GEL');
    expect(document.cookie).toContain(`${CURRENCY_COOKIE}=GEL`);
  });
});
