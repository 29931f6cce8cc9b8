import {
  CitiesReply, CitiesRequest, CITIES_LIMIT, CountriesReply, DetermineCityReply, ErrorReply, ShippingMethodsByCityRequest, ShippingMethodsReply,
  ShippingMethodsRequest, type LanguageCode, type ShippingMethod,
} from '@shop/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { productExists } from '../catalog/product-repository';
import { requestCurrency } from '../settings/settings-repository';
import { cityShippingMethods, defaultCity, findCity, findCountry, listCountries, searchCities } from './delivery-repository';

/**
 * Where an order can go and how (spec §7 delivery calls): the product page's delivery estimate and
 * checkout. Names and titles in the x-language header's language, prices in the x-currency header's currency.
 */
export const deliveryRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  /** The methods of a city, priced in the request's currency (the cart follows the shopper's). */
  const methodsOf = async (request: FastifyRequest, language: LanguageCode, cityId: number): Promise<ShippingMethod[]> =>
    cityShippingMethods(db, language, await requestCurrency(db, request), cityId);

  app.get('/cart/v2/countries', {
    schema: {
      tags: ['delivery'],
      summary: 'Countries the shop delivers to, its main country first',
      response: { 200: CountriesReply },
    },
  }, async (request) => ({ status: 200 as const, countries: await listCountries(db, requestLanguage(request)) }));

  app.post('/cart/v2/cities/', {
    schema: {
      tags: ['delivery'],
      summary: `A country's cities whose name (in any language) contains the query, at most ${CITIES_LIMIT}`,
      description: 'Needs the X-XSRF-TOKEN header. Case-insensitive, ё as е; names starting with the query first, then the largest '
        + 'cities. An empty query answers the largest cities. Unknown country: 400 not_found.',
      body: CitiesRequest,
      response: { 200: CitiesReply, 400: ErrorReply },
    },
  }, async (request) => {
    const language = requestLanguage(request);
    if (!(await findCountry(db, language, request.body.countryId))) throw new ApiError('not_found');
    return { status: 200 as const, cities: await searchCities(db, language, request.body.countryId, request.body.query) };
  });

  app.get('/cart/v2/determine-city', {
    schema: {
      tags: ['delivery'],
      summary: "The city to preselect: the largest city of the shop's main country",
      response: { 200: DetermineCityReply, 400: ErrorReply },
    },
  }, async (request) => {
    const language = requestLanguage(request);
    const city = await defaultCity(db, language);
    const country = city && await findCountry(db, language, city.country_id);
    if (!city || !country) throw new ApiError('not_found', 'No cities are seeded');
    return { status: 200 as const, city, country };
  });

  app.post('/cart/v2/shipping-methods', {
    schema: {
      tags: ['delivery'],
      summary: "How a product can reach a city: each method's title, code, price (minor units, shop currency) and days",
      description: 'Needs the X-XSRF-TOKEN header. 400 not_found: unknown product or city, or a city outside the country.',
      body: ShippingMethodsRequest,
      response: { 200: ShippingMethodsReply, 400: ErrorReply },
    },
  }, async (request) => {
    const { productId, cityId, countryId } = request.body;
    const language = requestLanguage(request);
    const city = await findCity(db, language, cityId);
    if (!city || city.country_id !== countryId || !(await productExists(db, productId))) throw new ApiError('not_found');
    return { status: 200 as const, methods: await methodsOf(request, language, cityId) };
  });

  app.post('/cart/v2/shipping-methods-by-city', {
    schema: {
      tags: ['delivery'],
      summary: 'How the cart can reach a city: the same methods as shipping-methods',
      description: 'Needs the X-XSRF-TOKEN header. Unknown city: 400 not_found.',
      body: ShippingMethodsByCityRequest,
      response: { 200: ShippingMethodsReply, 400: ErrorReply },
    },
  }, async (request) => {
    const language = requestLanguage(request);
    if (!(await findCity(db, language, request.body.cityId))) throw new ApiError('not_found');
    return { status: 200 as const, methods: await methodsOf(request, language, request.body.cityId) };
  });
};
