import { Type, type Static } from '@sinclair/typebox';
import { CITIES_LIMIT } from './constants';
import { CurrencyCode, Ok } from './envelope';

// Where an order can go and how (spec §2 Checkout delivery types, §7 delivery calls): used by the
// product page's delivery estimate and by checkout. Names and titles come in the request's
// language (x-language header). The examples are the demo shop's Russia (1), Moscow (1) and
// Georgia (2), Tbilisi (20): they lead the fuzz suite past "not found".

const countryId = Type.Integer({ minimum: 1, examples: [1, 2] });
const cityId = Type.Integer({ minimum: 1, examples: [1, 20] });

export const Country = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** ISO 3166-1 alpha-2, e.g. RU, GE. */
  code: Type.String(),
  name: Type.String(),
});
export type Country = Static<typeof Country>;

export const City = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  country_id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
});
export type City = Static<typeof City>;

/** Spec §2 delivery types. */
export const SHIPPING_METHOD_CODES = ['courier', 'pickup_point', 'self_pickup'] as const;
export type ShippingMethodCode = (typeof SHIPPING_METHOD_CODES)[number];

/** Where a pickup_point order can be collected: `hours` is the opening hours as text. */
export const PickupPoint = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  address: Type.String(),
  hours: Type.String(),
});
export type PickupPoint = Static<typeof PickupPoint>;

/**
 * A way to deliver to a city: `price` in minor units of `currency` (the shop currency; 0 is free),
 * in min_days to max_days days (0: today). From `free_from` (goods after discounts, same currency;
 * null: never) it is free, which the cart shows as the free_delivery line. A pickup_point method
 * lists its points; the others list none.
 */
export const ShippingMethod = Type.Object({
  code: Type.Union(SHIPPING_METHOD_CODES.map((code) => Type.Literal(code))),
  title: Type.String(),
  price: Type.Integer({ minimum: 0 }),
  currency: CurrencyCode,
  min_days: Type.Integer({ minimum: 0 }),
  max_days: Type.Integer({ minimum: 0 }),
  free_from: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  pickup_points: Type.Array(PickupPoint),
});
export type ShippingMethod = Static<typeof ShippingMethod>;

/** GET /api/cart/v2/countries: the shop's main country first. */
export const CountriesReply = Ok({ countries: Type.Array(Country) });
export type CountriesReply = Static<typeof CountriesReply>;

/**
 * POST /api/cart/v2/cities/: cities of the country whose name in any language contains the query
 * (case-insensitive, ё as е), names starting with it first, then the largest; at most
 * CITIES_LIMIT. An empty query answers the country's largest cities. Unknown country: 400 not_found.
 */
export const CitiesRequest = Type.Object({
  query: Type.String({ maxLength: 100, examples: ['', 'моск', 'tbil', 'ბათ'] }),
  countryId,
});
export type CitiesRequest = Static<typeof CitiesRequest>;

export const CitiesReply = Ok({ cities: Type.Array(City, { maxItems: CITIES_LIMIT }) });
export type CitiesReply = Static<typeof CitiesReply>;

/** GET /api/cart/v2/determine-city: the city to preselect (the largest city of the shop's main country). */
export const DetermineCityReply = Ok({ city: City, country: Country });
export type DetermineCityReply = Static<typeof DetermineCityReply>;

/**
 * POST /api/cart/v2/shipping-methods: how one product can reach a city (the product page's
 * delivery estimate). 400 not_found: unknown product or city, or a city outside the country.
 */
export const ShippingMethodsRequest = Type.Object({
  productId: Type.Integer({ minimum: 1, examples: [2] }),
  cityId,
  countryId,
});
export type ShippingMethodsRequest = Static<typeof ShippingMethodsRequest>;

/** POST /api/cart/v2/shipping-methods-by-city: the same for the cart (checkout). 400 not_found: unknown city. */
export const ShippingMethodsByCityRequest = Type.Object({ cityId });
export type ShippingMethodsByCityRequest = Static<typeof ShippingMethodsByCityRequest>;

/** The reply of both shipping-method calls: the city's methods in the shop's order of delivery types. */
export const ShippingMethodsReply = Ok({ methods: Type.Array(ShippingMethod) });
export type ShippingMethodsReply = Static<typeof ShippingMethodsReply>;
