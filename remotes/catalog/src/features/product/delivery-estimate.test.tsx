import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { DeliveryEstimate } from './delivery-estimate';
import { fetchCountries, fetchDefaultCity, fetchShippingMethods, searchCities } from './delivery-api';

jest.mock('./delivery-api');

const russia = { id: 1, code: 'RU', name: 'Россия' };
const moscow = { id: 1, country_id: 1, name: 'Москва' };
const kazan = { id: 7, country_id: 1, name: 'Казань' };

beforeEach(() => {
  act(() => initI18n({ language: 'ru-ru' }));
  jest.mocked(fetchCountries).mockResolvedValue({ status: 200, countries: [russia, { id: 2, code: 'GE', name: 'Грузия' }] });
  jest.mocked(fetchDefaultCity).mockResolvedValue({ status: 200, city: moscow, country: russia });
  // Kazan only for what its name starts with: the test then waits for the search of what was typed.
  jest.mocked(searchCities).mockImplementation(async (_countryId, query) => ({
    status: 200,
    cities: query === '' ? [moscow] : [moscow, kazan].filter((city) => city.name.toLowerCase().startsWith(query)),
  }));
  jest.mocked(fetchShippingMethods).mockImplementation(async ({ cityId }) => ({
    status: 200,
    methods: cityId === 1
      ? [{ code: 'courier', title: 'Курьер', price: 39_000, currency: 'RUB', min_days: 1, max_days: 2, free_from: null, pickup_points: [] }, { code: 'self_pickup', title: 'Самовывоз', price: 0, currency: 'RUB', min_days: 0, max_days: 0, free_from: null, pickup_points: [] }]
      : [{ code: 'pickup_point', title: 'Пункт выдачи', price: 29_000, currency: 'RUB', min_days: 3, max_days: 5, free_from: null, pickup_points: [] }],
  }));
});

it('opens at the default city with its methods, prices and days, and follows the city chosen', async () => {
  render(<DeliveryEstimate productId={7} />);
  await userEvent.click(screen.getByRole('button', { name: 'Стоимость и сроки доставки' }));
  const dialog = screen.getByRole('dialog', { name: 'Доставка в ваш город' });
  const table = await within(dialog).findByRole('table', { name: 'Способы доставки' });
  expect(within(dialog).getByText('Доставка в Москва')).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'Курьер 390\u00a0₽ 1–2 дня' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'Самовывоз Бесплатно Сегодня' })).toBeInTheDocument();
  expect(fetchShippingMethods).toHaveBeenCalledWith({ productId: 7, cityId: 1, countryId: 1 });

  await userEvent.type(within(dialog).getByLabelText('Город'), 'каз');
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Казань' }));
  expect(await within(dialog).findByRole('row', { name: 'Пункт выдачи 290\u00a0₽ 3–5 дней' })).toBeInTheDocument();
  expect(searchCities).toHaveBeenLastCalledWith(1, 'каз');
});
