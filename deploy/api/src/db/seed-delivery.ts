import { LANGUAGE_CODES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { foldCityName } from '../domains/delivery/city-name';
import { insertRows } from './insert-rows';
import type { Tx } from './client';
import { COUNTRIES, SHIPPING_METHODS, cityRates } from './seed-data/delivery';

/**
 * The demo shop's countries, cities and each city's shipping methods with prices in every
 * currency (seed-data/delivery.ts). Ids follow the data's order, so they are the same in every
 * database (the contracts' examples name them).
 */
export async function seedDelivery(tx: Tx): Promise<void> {
  const countries = COUNTRIES.map((country, index) => ({ ...country, id: index + 1 }));
  const cities = countries.flatMap((country) => country.cities.map((city) => ({ ...city, countryId: country.id }))).map((city, index) => ({ ...city, id: index + 1 }));
  const rates = cities.flatMap((city) => cityRates(city).map((rate) => ({ ...rate, cityId: city.id }))).map((rate, index) => ({ ...rate, id: index + 1 }));

  await insertRows(tx, 'countries', { id: 'int', code: 'varchar', position: 'int' },
    countries.map(({ id, code }, position) => ({ id, code, position })));
  await insertRows(tx, 'country_translations', { country_id: 'int', language: 'varchar', name: 'text' },
    countries.flatMap(({ id, name }) => LANGUAGE_CODES.map((language) => ({ country_id: id, language, name: name[language] }))));
  await insertRows(tx, 'cities', { id: 'int', country_id: 'int', population: 'int' },
    cities.map(({ id, countryId, population }) => ({ id, country_id: countryId, population })));
  await insertRows(tx, 'city_translations', { city_id: 'int', language: 'varchar', name: 'text', search_name: 'text' },
    cities.flatMap(({ id, name }) => LANGUAGE_CODES.map((language) => ({ city_id: id, language, name: name[language], search_name: foldCityName(name[language]) }))));

  await insertRows(tx, 'shipping_methods', { code: 'varchar', position: 'int' }, SHIPPING_METHODS.map(({ code }, position) => ({ code, position })));
  await insertRows(tx, 'shipping_method_translations', { method_code: 'varchar', language: 'varchar', title: 'text' },
    SHIPPING_METHODS.flatMap(({ code, title }) => LANGUAGE_CODES.map((language) => ({ method_code: code, language, title: title[language] }))));
  await insertRows(tx, 'shipping_rates', { id: 'int', city_id: 'int', method_code: 'varchar', min_days: 'int', max_days: 'int' },
    rates.map(({ id, cityId, code, minDays, maxDays }) => ({ id, city_id: cityId, method_code: code, min_days: minDays, max_days: maxDays })));
  await insertRows(tx, 'shipping_rate_prices', { rate_id: 'int', currency: 'varchar', price: 'int' },
    rates.flatMap(({ id, price }) => Object.entries(price).map(([currency, amount]) => ({ rate_id: id, currency, price: amount * 100 }))));

  // Ids were given explicitly: move the sequences past them for rows added later.
  for (const table of ['countries', 'cities', 'shipping_rates']) {
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.identifier(table)}))`);
  }
}
