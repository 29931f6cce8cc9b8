/** @jest-environment node */
import { CitiesReply, CountriesReply, DetermineCityReply, ShippingMethodsReply, type CurrencyCode, type LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { contractErrors } from '../../test/contract';
import { testAppWithSession } from '../../test/test-app';

const shop = testAppWithSession();

const get = (url: string, language: LanguageCode = 'ru-ru') => shop.t.app.inject({ method: 'GET', url: `/api/cart/v2/${url}`, headers: { 'x-language': language } });
const post = (url: string, payload: unknown, language: LanguageCode = 'ru-ru', currency?: CurrencyCode) =>
  shop.post(`/api/cart/v2/${url}`, payload, { 'x-language': language, ...(currency ? { 'x-currency': currency } : {}) });

const cities = async (query: string, countryId: number, language: LanguageCode = 'ru-ru') => {
  const response = await post('cities/', { query, countryId }, language);
  expect(response.statusCode).toBe(200);
  const body = response.json<CitiesReply>();
  expect(contractErrors(CitiesReply, body)).toEqual([]);
  return body.cities;
};
const names = (list: Array<{ name: string }>) => list.map((item) => item.name);

const RUSSIA = 1;
const GEORGIA = 2;
const MOSCOW = 1;
const TBILISI = 20;
const PRODUCT = 2;

describe('GET /api/cart/v2/countries', () => {
  it.each([
    ['ru-ru', ['Россия', 'Грузия']],
    ['en-gb', ['Russia', 'Georgia']],
    ['ka-ge', ['რუსეთი', 'საქართველო']],
  ] as const)('names the countries in %s, the main country first', async (language, firstTwo) => {
    const response = await get('countries', language);
    expect(response.statusCode).toBe(200);
    const body = response.json<CountriesReply>();
    expect(contractErrors(CountriesReply, body)).toEqual([]);
    expect(names(body.countries).slice(0, 2)).toEqual(firstTwo);
    expect(body.countries[0]).toEqual({ id: RUSSIA, code: 'RU', name: firstTwo[0] });
    expect(body.countries.length).toBeGreaterThanOrEqual(4);
  });
});

describe('POST /api/cart/v2/cities/', () => {
  it('finds a city by the start of its name in any language, answering in the request language', async () => {
    expect(names(await cities('моск', RUSSIA))).toEqual(['Москва']);
    expect(names(await cities('mosc', RUSSIA, 'ka-ge'))).toEqual(['მოსკოვი']);
    expect(names(await cities('თბილ', GEORGIA, 'en-gb'))).toEqual(['Tbilisi']);
    expect(await cities('Тбил', GEORGIA, 'ka-ge')).toEqual([{ id: TBILISI, country_id: GEORGIA, name: 'თბილისი' }]);
  });

  it('ignores case, and takes a space for a hyphen', async () => {
    expect(names(await cities('МОСКВА', RUSSIA))).toEqual(['Москва']);
    expect(names(await cities('BATUMI', GEORGIA, 'en-gb'))).toEqual(['Batumi']);
    expect(names(await cities('санкт петербург', RUSSIA))).toEqual(['Санкт-Петербург']);
  });

  it('finds a part inside a name, names starting with the query first, then the largest', async () => {
    expect(names(await cities('новгород', RUSSIA))).toEqual(['Нижний Новгород']);
    expect(names(await cities('бург', RUSSIA, 'en-gb'))).toEqual(['Saint Petersburg', 'Yekaterinburg']);
    // Казань and Калининград start with "ка"; Екатеринбург only contains it.
    expect(names(await cities('ка', RUSSIA))).toEqual(['Казань', 'Калининград', 'Екатеринбург']);
  });

  it("searches only the country's cities", async () => {
    expect(await cities('тбилиси', RUSSIA)).toEqual([]);
    expect(await cities('нет такого города', GEORGIA)).toEqual([]);
    expect(await cities('%', RUSSIA)).toEqual([]);
    expect(await cities('_', RUSSIA)).toEqual([]);
  });

  it("answers an empty query with the country's largest cities", async () => {
    const georgian = await cities('', GEORGIA, 'en-gb');
    expect(names(georgian).slice(0, 4)).toEqual(['Tbilisi', 'Batumi', 'Kutaisi', 'Rustavi']);
    expect(georgian.length).toBeGreaterThanOrEqual(12);
    expect(names(await cities('  ', RUSSIA)).slice(0, 2)).toEqual(['Москва', 'Санкт-Петербург']);
  });

  it('answers at most 20 cities', async () => {
    await shop.t.db.orm.execute(sql`WITH added AS (
        INSERT INTO cities (country_id, population) SELECT ${GEORGIA}, 1000 FROM generate_series(1, 25) RETURNING id)
      INSERT INTO city_translations (city_id, language, name, search_name)
      SELECT id, l.language, 'Village ' || id, 'village ' || id FROM added, (VALUES ('ru-ru'), ('en-gb'), ('ka-ge')) AS l(language)`);
    try {
      expect(await cities('', GEORGIA)).toHaveLength(20);
      expect(await cities('village', GEORGIA)).toHaveLength(20);
    } finally {
      await shop.t.db.orm.execute(sql`DELETE FROM cities WHERE country_id = ${GEORGIA} AND population = 1000`);
    }
  });

  it('answers an unknown country with not_found', async () => {
    const response = await post('cities/', { query: 'a', countryId: 999 });
    expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'not_found' }]);
  });

  it.each([
    ['no query', { countryId: RUSSIA }],
    ['no country', { query: 'моск' }],
    ['a query over 100 characters', { query: 'м'.repeat(101), countryId: RUSSIA }],
    ['a number for the query', { query: 5, countryId: RUSSIA }],
    ['a country id as text', { query: 'моск', countryId: '1' }],
    ['country 0', { query: 'моск', countryId: 0 }],
    ['a NUL byte', { query: 'мо\u0000ск', countryId: RUSSIA }],
  ])('answers %s with 400 validation', async (_, payload) => {
    const response = await post('cities/', payload);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});

describe('GET /api/cart/v2/determine-city', () => {
  it.each([
    ['ru-ru', 'Москва', 'Россия'],
    ['en-gb', 'Moscow', 'Russia'],
    ['ka-ge', 'მოსკოვი', 'რუსეთი'],
  ] as const)("answers the main country's largest city in %s", async (language, city, country) => {
    const response = await get('determine-city', language);
    const body = response.json<DetermineCityReply>();
    expect(contractErrors(DetermineCityReply, body)).toEqual([]);
    expect(body).toEqual({ status: 200, city: { id: MOSCOW, country_id: RUSSIA, name: city }, country: { id: RUSSIA, code: 'RU', name: country } });
  });
});

describe('POST /api/cart/v2/shipping-methods', () => {
  const methods = async (payload: object, language: LanguageCode = 'ru-ru', url = 'shipping-methods', currency?: CurrencyCode) => {
    const response = await post(url, payload, language, currency);
    expect(response.statusCode).toBe(200);
    const body = response.json<ShippingMethodsReply>();
    expect(contractErrors(ShippingMethodsReply, body)).toEqual([]);
    return body.methods;
  };

  it.each([
    ['ru-ru', ['Курьерская доставка', 'Пункт выдачи', 'Самовывоз из магазина Mira']],
    ['en-gb', ['Courier delivery', 'Pickup point', 'Pickup from a Mira store']],
    ['ka-ge', ['საკურიერო მიწოდება', 'გაცემის პუნქტი', 'თვითგატანა Mira-ს მაღაზიიდან']],
  ] as const)("answers a store city's methods in %s, priced in minor units of the shop currency", async (language, titles) => {
    expect(await methods({ productId: PRODUCT, cityId: MOSCOW, countryId: RUSSIA }, language)).toEqual([
      { code: 'courier', title: titles[0], price: 500, currency: 'USD', min_days: 1, max_days: 2, free_from: 6000, pickup_points: [] },
      {
        code: 'pickup_point', title: titles[1], price: 300, currency: 'USD', min_days: 1, max_days: 3, free_from: 6000,
        pickup_points: expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String), address: expect.any(String), hours: expect.any(String) }]),
      },
      { code: 'self_pickup', title: titles[2], price: 0, currency: 'USD', min_days: 0, max_days: 1, free_from: null, pickup_points: [] },
    ]);
  });

  it("lists a city's two or three pickup points, named in the request's language, and none where there is no pickup_point rate", async () => {
    const [, russian] = await methods({ productId: PRODUCT, cityId: MOSCOW, countryId: RUSSIA }, 'ru-ru');
    const [, english] = await methods({ productId: PRODUCT, cityId: MOSCOW, countryId: RUSSIA }, 'en-gb');
    expect(russian!.pickup_points.length).toBeGreaterThanOrEqual(2);
    expect(russian!.pickup_points.length).toBeLessThanOrEqual(3);
    expect(english!.pickup_points.map((point) => point.id)).toEqual(russian!.pickup_points.map((point) => point.id));
    expect(russian!.pickup_points[0]!.name).toMatch(/Пункт выдачи/);
    expect(english!.pickup_points[0]!.hours).toMatch(/^(Daily|Mon–Sat)/);
    const [borjomi] = rowsOf<{ id: number }>(await shop.t.db.orm.execute(sql`SELECT city_id AS id FROM city_translations WHERE language = 'en-gb' AND name = 'Borjomi'`));
    const methodsThere = await methods({ cityId: Number(borjomi!.id) }, 'en-gb', 'shipping-methods-by-city');
    expect(methodsThere.map((method) => method.code)).toEqual(['courier']);
    expect(methodsThere[0]!.pickup_points).toEqual([]);
  });

  it.each<[CurrencyCode | undefined, number, number]>([[undefined, 500, 6_000], ['USD', 500, 6_000], ['GEL', 1_200, 15_000], ['RUB', 39_000, 500_000]])(
    'prices in the x-currency header\'s currency (%s; the default without one), threshold too', async (currency, price, freeFrom) => {
      const [courier] = await methods({ productId: PRODUCT, cityId: TBILISI, countryId: GEORGIA }, 'ka-ge', 'shipping-methods', currency);
      expect(courier).toMatchObject({ code: 'courier', price, free_from: freeFrom, currency: currency ?? 'USD' });
    },
  );

  it('offers a town without pickup points a courier only, and no self-pickup where there is no store', async () => {
    const [borjomi] = await cities('borjomi', GEORGIA);
    expect((await methods({ productId: PRODUCT, cityId: borjomi!.id, countryId: GEORGIA })).map((method) => method.code)).toEqual(['courier']);
    const [kazan] = await cities('kazan', RUSSIA);
    const near = await methods({ productId: PRODUCT, cityId: kazan!.id, countryId: RUSSIA }, 'en-gb');
    expect(near.map((method) => method.code)).toEqual(['courier', 'pickup_point']);
    expect(near[0]!.min_days).toBeGreaterThan(1);
  });

  it('answers an unknown product or city, or a city outside the country, with not_found', async () => {
    for (const payload of [
      { productId: 999_999, cityId: MOSCOW, countryId: RUSSIA },
      { productId: PRODUCT, cityId: 999_999, countryId: RUSSIA },
      { productId: PRODUCT, cityId: TBILISI, countryId: RUSSIA },
      { productId: PRODUCT, cityId: MOSCOW, countryId: 999 },
    ]) {
      const response = await post('shipping-methods', payload);
      expect([response.statusCode, response.json()]).toEqual([400, { status: 400, error: 'not_found' }]);
    }
  });

  it.each([
    ['no product', { cityId: MOSCOW, countryId: RUSSIA }],
    ['no city', { productId: PRODUCT, countryId: RUSSIA }],
    ['no country', { productId: PRODUCT, cityId: MOSCOW }],
    ['a city id as text', { productId: PRODUCT, cityId: 'Москва', countryId: RUSSIA }],
    ['a negative product', { productId: -2, cityId: MOSCOW, countryId: RUSSIA }],
  ])('answers %s with 400 validation', async (_, payload) => {
    const response = await post('shipping-methods', payload);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });

  describe('by city (the cart)', () => {
    it("answers the same methods as for a product, in the request's language", async () => {
      for (const language of ['ru-ru', 'en-gb', 'ka-ge'] as const) {
        expect(await methods({ cityId: TBILISI }, language, 'shipping-methods-by-city'))
          .toEqual(await methods({ productId: PRODUCT, cityId: TBILISI, countryId: GEORGIA }, language));
      }
    });

    it('answers an unknown city with not_found, and bad input with validation', async () => {
      const unknown = await post('shipping-methods-by-city', { cityId: 999_999 });
      expect([unknown.statusCode, unknown.json()]).toEqual([400, { status: 400, error: 'not_found' }]);
      for (const payload of [{}, { cityId: 0 }, { cityId: '20' }, { cityId: 1.5 }, null]) {
        expect((await post('shipping-methods-by-city', payload)).json()).toMatchObject({ status: 400, error: 'validation' });
      }
    });
  });
});
