/** @jest-environment node */
import { CitiesRequest, LANGUAGE_CODES, ShippingMethodsRequest } from '@shop/contracts';
import { COUNTRIES, cityRates } from './delivery';

const cities = COUNTRIES.flatMap((country) => country.cities);

describe('demo delivery data', () => {
  it('has Russia and Georgia first, a dozen cities or more each, and a few more countries', () => {
    expect(COUNTRIES.map((country) => country.code).slice(0, 2)).toEqual(['RU', 'GE']);
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(4);
    expect(COUNTRIES[0]!.cities.length).toBeGreaterThanOrEqual(12);
    expect(COUNTRIES[1]!.cities.length).toBeGreaterThanOrEqual(12);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
  });

  it('names every country and city in each language, in its own script', () => {
    for (const { name } of [...COUNTRIES, ...cities]) {
      for (const language of LANGUAGE_CODES) expect(name[language].trim()).not.toBe('');
      expect(name['ru-ru']).toMatch(/^[А-Яа-яЁё -]+$/);
      expect(name['en-gb']).toMatch(/^[A-Za-z -]+$/);
      expect(name['ka-ge']).toMatch(/^[\u10D0-\u10FF -]+$/);
    }
  });

  it('is ordered so the ids the contracts give as examples are Moscow (1) in Russia (1) and Tbilisi (20) in Georgia (2)', () => {
    expect(CitiesRequest.properties.countryId.examples).toEqual([1, 2]);
    expect(ShippingMethodsRequest.properties.cityId.examples).toEqual([1, 20]);
    expect(cities[0]!.name['en-gb']).toBe('Moscow');
    expect(cities[19]!.name['en-gb']).toBe('Tbilisi');
    expect(COUNTRIES[0]!.cities).toContain(cities[0]);
    expect(COUNTRIES[1]!.cities).toContain(cities[19]);
  });

  it('offers every city a courier, self-pickup only where a store is, and whole prices in every currency', () => {
    for (const city of cities) {
      const rates = cityRates(city);
      expect(rates.map((rate) => rate.code)).toContain('courier');
      expect(rates.some((rate) => rate.code === 'self_pickup')).toBe(city.zone === 'home');
      for (const rate of rates) {
        expect(rate.minDays).toBeLessThanOrEqual(rate.maxDays);
        for (const price of Object.values(rate.price)) expect(Number.isInteger(price) && price >= 0).toBe(true);
      }
    }
    expect(cityRates(cities.find((city) => city.name['en-gb'] === 'Borjomi')!).map((rate) => rate.code)).toEqual(['courier']);
  });
});
