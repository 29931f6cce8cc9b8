import { apiGet, apiPost, type ApiReply } from '@shop/api-client';
import type { CityPickerApi } from '@shop/ui';
import type { CitiesReply, CitiesRequest, CountriesReply, DetermineCityReply, ShippingMethodsReply, ShippingMethodsRequest } from '@shop/contracts';

export function fetchCountries(): Promise<ApiReply<CountriesReply>> {
  return apiGet<CountriesReply>('cart/v2/countries');
}

export function fetchDefaultCity(): Promise<ApiReply<DetermineCityReply>> {
  return apiGet<DetermineCityReply>('cart/v2/determine-city');
}

export function searchCities(countryId: number, query: string): Promise<ApiReply<CitiesReply>> {
  const body: CitiesRequest = { query, countryId };
  return apiPost<CitiesReply>('cart/v2/cities/', body);
}

/** How this product reaches the city: each delivery type's price and days (spec §7). */
export function fetchShippingMethods(request: ShippingMethodsRequest): Promise<ApiReply<ShippingMethodsReply>> {
  return apiPost<ShippingMethodsReply>('cart/v2/shipping-methods', request);
}

/** The calls the shared city picker makes. */
export const CITY_PICKER_API: CityPickerApi = { fetchCountries, fetchDefaultCity, searchCities };
