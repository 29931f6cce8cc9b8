import { apiGet, apiPost, type ApiReply } from '@shop/api-client';
import type {
  CitiesReply,
  CitiesRequest,
  CountriesReply,
  DetermineCityReply,
  PaymentMethodsReply,
  ShippingMethodsByCityRequest,
  ShippingMethodsReply,
} from '@shop/contracts';
import type { CityPickerApi } from '@shop/ui';

function fetchCountries(): Promise<ApiReply<CountriesReply>> {
  return apiGet<CountriesReply>('cart/v2/countries');
}

function fetchDefaultCity(): Promise<ApiReply<DetermineCityReply>> {
  return apiGet<DetermineCityReply>('cart/v2/determine-city');
}

function searchCities(countryId: number, query: string): Promise<ApiReply<CitiesReply>> {
  const body: CitiesRequest = { query, countryId };
  return apiPost<CitiesReply>('cart/v2/cities/', body);
}

/** The calls the shared city picker makes. */
export const CITY_PICKER_API: CityPickerApi = { fetchCountries, fetchDefaultCity, searchCities };

/** How the cart can reach the city: each delivery type's price, days, free-from amount and pickup points. */
export function fetchCityShippingMethods(cityId: number): Promise<ApiReply<ShippingMethodsReply>> {
  const body: ShippingMethodsByCityRequest = { cityId };
  return apiPost<ShippingMethodsReply>('cart/v2/shipping-methods-by-city', body);
}

export function fetchPaymentMethods(): Promise<ApiReply<PaymentMethodsReply>> {
  return apiGet<PaymentMethodsReply>('cart/v2/payment-methods');
}
