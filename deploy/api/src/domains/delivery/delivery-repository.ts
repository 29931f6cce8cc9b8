import type { City, Country, CurrencyCode, LanguageCode, PickupPoint, ShippingMethod } from '@shop/contracts';
import { CITIES_LIMIT } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { foldCityName } from './city-name';

const countryOf = (row: Country): Country => ({ ...row, id: Number(row.id) });
const cityOf = (row: City): City => ({ ...row, id: Number(row.id), country_id: Number(row.country_id) });

/** Every country, the shop's main one first. */
export async function listCountries(db: Db, language: LanguageCode): Promise<Country[]> {
  return rowsOf<Country>(await db.orm.execute(sql`
    SELECT c.id, c.code, t.name FROM countries c
    JOIN country_translations t ON t.country_id = c.id AND t.language = ${language}
    ORDER BY c.position, c.id`)).map(countryOf);
}

export async function findCountry(db: Db, language: LanguageCode, countryId: number): Promise<Country | undefined> {
  const [row] = rowsOf<Country>(await db.orm.execute(sql`
    SELECT c.id, c.code, t.name FROM countries c
    JOIN country_translations t ON t.country_id = c.id AND t.language = ${language}
    WHERE c.id = ${countryId}`));
  return row && countryOf(row);
}

export async function findCity(db: Db, language: LanguageCode, cityId: number): Promise<City | undefined> {
  const [row] = rowsOf<City>(await db.orm.execute(sql`
    SELECT c.id, c.country_id, t.name FROM cities c
    JOIN city_translations t ON t.city_id = c.id AND t.language = ${language}
    WHERE c.id = ${cityId}`));
  return row && cityOf(row);
}

/**
 * The country's cities whose name in any language contains the query: names that start with it
 * first, then the largest. An empty query matches every city, so it answers the largest ones.
 * strpos and starts_with on the folded names need no LIKE escaping: `%` is just a character.
 */
export async function searchCities(db: Db, language: LanguageCode, countryId: number, query: string): Promise<City[]> {
  const folded = foldCityName(query);
  return rowsOf<City>(await db.orm.execute(sql`
    SELECT c.id, c.country_id, t.name FROM cities c
    JOIN city_translations t ON t.city_id = c.id AND t.language = ${language}
    WHERE c.country_id = ${countryId}
      AND EXISTS (SELECT 1 FROM city_translations s WHERE s.city_id = c.id AND strpos(s.search_name, ${folded}) > 0)
    ORDER BY EXISTS (SELECT 1 FROM city_translations s WHERE s.city_id = c.id AND starts_with(s.search_name, ${folded})) DESC,
      c.population DESC, c.id
    LIMIT ${CITIES_LIMIT}`)).map(cityOf);
}

/** The city to preselect: the largest city of the shop's main country. */
export async function defaultCity(db: Db, language: LanguageCode): Promise<City | undefined> {
  const [row] = rowsOf<City>(await db.orm.execute(sql`
    SELECT c.id, c.country_id, t.name FROM cities c
    JOIN countries k ON k.id = c.country_id
    JOIN city_translations t ON t.city_id = c.id AND t.language = ${language}
    ORDER BY k.position, k.id, c.population DESC, c.id
    LIMIT 1`));
  return row && cityOf(row);
}

interface MethodRow {
  code: ShippingMethod['code']; title: string; price: number; min_days: number; max_days: number; free_from: number | null; pickup_points: PickupPoint[];
}

/**
 * The city's shipping methods priced in `currency`, in the shop's order of delivery types; the
 * pickup_point method with the city's points. One statement.
 */
export async function cityShippingMethods(db: Db, language: LanguageCode, currency: CurrencyCode, cityId: number): Promise<ShippingMethod[]> {
  const rows = rowsOf<MethodRow>(await db.orm.execute(sql`
    SELECT r.method_code AS code, mt.title, p.price, r.min_days, r.max_days, p.free_from,
      CASE WHEN r.method_code = 'pickup_point' THEN (
        SELECT coalesce(json_agg(json_build_object('id', pp.id, 'name', pt.name, 'address', pt.address, 'hours', pt.hours) ORDER BY pp.position, pp.id), '[]')
        FROM pickup_points pp JOIN pickup_point_translations pt ON pt.point_id = pp.id AND pt.language = ${language}
        WHERE pp.city_id = r.city_id
      ) ELSE '[]' END AS pickup_points
    FROM shipping_rates r
    JOIN shipping_methods m ON m.code = r.method_code
    JOIN shipping_method_translations mt ON mt.method_code = m.code AND mt.language = ${language}
    JOIN shipping_rate_prices p ON p.rate_id = r.id AND p.currency = ${currency}
    WHERE r.city_id = ${cityId}
    ORDER BY m.position, m.code`));
  return rows.map((row) => ({
    code: row.code,
    title: row.title,
    price: Number(row.price),
    currency,
    min_days: Number(row.min_days),
    max_days: Number(row.max_days),
    free_from: row.free_from === null ? null : Number(row.free_from),
    pickup_points: row.pickup_points.map((point) => ({ ...point, id: Number(point.id) })),
  }));
}
