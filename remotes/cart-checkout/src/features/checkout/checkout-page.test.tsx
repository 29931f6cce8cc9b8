import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@shop/contracts';
import { initI18n } from '@shop/i18n';
import { createOrder, fetchCart, placeOrder, setPaymentMethod, setPersonalData, setShippingAddress, setShippingMethod, useCart, useSettings } from '@shop/session';
import CheckoutPage from '../../exposes/checkout-page';
import { HOME_CITY_NOTE, payment, settings } from '../../test/fixtures';
import { renderPage } from '@shop/router/testing';
import { CITY_PICKER_API, fetchCityShippingMethods, fetchPaymentMethods } from './api';

jest.mock('@shop/session', () => ({
  ...jest.requireActual('@shop/session'),
  useCart: jest.fn(),
  useSettings: jest.fn(),
  fetchCart: jest.fn(),
  createOrder: jest.fn(),
  setShippingMethod: jest.fn(),
  setShippingAddress: jest.fn(),
  setPaymentMethod: jest.fn(),
  setPersonalData: jest.fn(),
  placeOrder: jest.fn(),
}));
jest.mock('./api', () => ({
  CITY_PICKER_API: { fetchCountries: jest.fn(), fetchDefaultCity: jest.fn(), searchCities: jest.fn() },
  fetchCityShippingMethods: jest.fn(),
  fetchPaymentMethods: jest.fn(),
}));

const russia = { id: 1, code: 'RU', name: 'Россия' };
const moscow = { id: 1, country_id: 1, name: 'Москва' };
const OK = { ok: true } as const;

let cart: Cart;
const serverCart = (orderId: number | null, quantity = 2): Cart => ({
  cart: {
    items: quantity > 0 ? [{ item_id: 1, product_id: 7, sku: 'DRS-7', option_value_id: 41, quantity }] : [],
    totals: [{ code: 'subtotal', value: 499_000 }, { code: 'delivery', value: 29_000 }, { code: 'total', value: 528_000 }],
    orderId,
    additional: {},
  },
  products: [{ id: 7, sku: 'DRS-7', name: 'Зелёное платье', url_path: 'green-dress', image: '/api/media/product/7-400.webp', price: 249_500, currency: 'RUB', sizes: [{ option_value_id: 41, code: 's', label: 'S', stock: 'inStock' }] }],
  recommendations: [],
  promocode: null,
  no_discount: 0,
  bonuses: 0,
});

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
  act(() => initI18n({ language: 'ru-ru' }));
  cart = serverCart(null);
  jest.mocked(useCart).mockImplementation(() => cart);
  jest.mocked(useSettings).mockReturnValue(settings(100_000));
  jest.mocked(fetchCart).mockResolvedValue(OK);
  jest.mocked(createOrder).mockImplementation(async () => {
    cart = serverCart(42);
    return { status: 200, result: { order_id: 42 } };
  });
  for (const command of [setShippingMethod, setShippingAddress, setPaymentMethod, setPersonalData]) jest.mocked(command).mockResolvedValue(OK);
  jest.mocked(CITY_PICKER_API.fetchCountries).mockResolvedValue({ status: 200, countries: [russia] });
  jest.mocked(CITY_PICKER_API.fetchDefaultCity).mockResolvedValue({ status: 200, city: moscow, country: russia });
  jest.mocked(CITY_PICKER_API.searchCities).mockResolvedValue({ status: 200, cities: [moscow] });
  jest.mocked(fetchCityShippingMethods).mockResolvedValue({
    status: 200,
    methods: [
      { code: 'pickup_point', title: 'Пункт выдачи', price: 29_000, currency: 'RUB', min_days: 2, max_days: 3, free_from: 1_000_000, pickup_points: [{ id: 5, name: 'ПВЗ на Тверской', address: 'Тверская, 1', hours: '10:00–22:00' }] },
      { code: 'courier', title: 'Курьер', price: 39_000, currency: 'RUB', min_days: 1, max_days: 1, free_from: null, pickup_points: [] },
    ],
  });
  jest.mocked(fetchPaymentMethods).mockResolvedValue({ status: 200, methods: [{ code: 'card', title: 'Картой онлайн', description: 'Visa, Mastercard' }, { code: 'cash_on_delivery', title: 'При получении', description: '' }] });
});

async function fillContact() {
  await userEvent.type(await screen.findByLabelText('Имя'), 'Анна');
  await userEvent.type(screen.getByLabelText('Фамилия'), 'Петрова');
  await userEvent.type(screen.getByLabelText('Телефон'), '9123456789');
  await userEvent.type(screen.getByLabelText('Email'), 'anna@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
}

// The whole checkout in one test: on a machine busy with the rest of the suite it outlasts jest's 5 s.
it('goes through the four steps in the spec §4 order and leaves for the payment link', async () => {
  jest.mocked(placeOrder).mockResolvedValue({ status: 200, payment: payment() });
  const view = renderPage(<CheckoutPage />, '/order');

  await userEvent.click(await screen.findByRole('button', { name: 'Далее' }));
  expect(screen.getAllByText('Пожалуйста, заполните это поле')).toHaveLength(4);
  await fillContact();
  const contact = { firstname: 'Анна', lastname: 'Петрова', telephone: '9123456789', email: 'anna@example.com' };
  expect(createOrder).toHaveBeenCalledWith(contact, expect.stringMatching(/^[0-9a-f]{32}$/));

  expect(await screen.findByRole('heading', { level: 2, name: 'Доставка' })).toBeInTheDocument();
  // The delivery step shows once the contact is saved (the first open step); the URL names it a moment later.
  await waitFor(() => expect(view.getByLabelText('location')).toHaveTextContent('/order?step=delivery'));
  const methods = await screen.findByRole('group', { name: 'Способ доставки в Москва' });
  expect(within(methods).getByText('Бесплатно от 10 000 ₽')).toBeInTheDocument();
  expect(screen.queryByText(HOME_CITY_NOTE)).not.toBeInTheDocument();
  await userEvent.click(within(methods).getByRole('radio', { name: /Пункт выдачи/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Необходимо выбрать пункт выдачи');
  expect(setShippingMethod).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('radio', { name: /ПВЗ на Тверской Тверская, 1 10:00–22:00/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
  expect(setShippingMethod).toHaveBeenCalledWith({ method_code: 'pickup_point', cityId: 1, pickupPointId: 5 });
  expect(setShippingAddress).toHaveBeenCalledWith({ address: '', postcode: '' });

  await userEvent.click(await screen.findByRole('radio', { name: /Картой онлайн/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
  expect(setPaymentMethod).toHaveBeenCalledWith('card');
  expect(setPersonalData).toHaveBeenCalledWith({ order_id: 42, ...contact });

  const items = await screen.findByRole('list', { name: 'Товары в заказе' });
  expect(within(items).getByText('Зелёное платье')).toBeInTheDocument();
  expect(within(items).getByText('Размер S')).toBeInTheDocument();
  expect(within(screen.getByLabelText('Сумма заказа', { selector: 'dl' })).getAllByRole('term').map((term) => term.textContent)).toEqual(['Товары', 'Доставка', 'Итого']);
  await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
  expect(placeOrder).toHaveBeenCalledWith('card');
  await waitFor(() => expect(view.getByLabelText('location')).toHaveTextContent('/pay?order=42'));
  expect(window.sessionStorage.getItem('cart-checkout:checkout')).toBeNull();
}, 15_000);

it("says the settings' home city note while Saint Petersburg is the city", async () => {
  const petersburg = { id: 2, country_id: 1, name: 'Санкт-Петербург' };
  jest.mocked(CITY_PICKER_API.fetchDefaultCity).mockResolvedValue({ status: 200, city: petersburg, country: russia });
  renderPage(<CheckoutPage />, '/order');
  await fillContact();
  expect(await screen.findByText(HOME_CITY_NOTE)).toBeInTheDocument();
});

it('keeps each step on reload and shows the courier address rule', async () => {
  const first = renderPage(<CheckoutPage />, '/order');
  await fillContact();
  await screen.findByRole('heading', { level: 2, name: 'Доставка' });
  first.unmount();

  // A reload at the delivery step: the contact data are there when the shopper goes back.
  renderPage(<CheckoutPage />, '/order?step=delivery');
  await userEvent.click(await screen.findByRole('radio', { name: /Курьер/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
  expect(screen.getByLabelText('Улица')).toHaveAccessibleDescription('Пожалуйста, заполните это поле');
  jest.mocked(setShippingAddress).mockResolvedValueOnce({ ok: false, error: 'address_required' });
  await userEvent.type(screen.getByLabelText('Улица'), 'Тверская');
  await userEvent.type(screen.getByLabelText('Дом'), '7');
  await userEvent.type(screen.getByLabelText('Индекс'), '125009');
  await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Необходимо указать адрес');
  await userEvent.click(screen.getByRole('link', { name: 'Контактные данные' }));
  expect(await screen.findByLabelText('Имя')).toHaveValue('Анна');
  expect(createOrder).toHaveBeenCalledTimes(1);
});

it('uses the same idempotency key when the contact step is sent again', async () => {
  renderPage(<CheckoutPage />, '/order');
  await fillContact();
  await screen.findByRole('heading', { level: 2, name: 'Доставка' });
  await userEvent.click(screen.getByRole('link', { name: 'Контактные данные' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Далее' }));
  await screen.findByRole('heading', { level: 2, name: 'Доставка' });
  const keys = jest.mocked(createOrder).mock.calls.map(([, key]) => key);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

it('shows the refusal of a create-order call in words', async () => {
  jest.mocked(createOrder).mockResolvedValue({ status: 400, error: 'invalid_phone' });
  renderPage(<CheckoutPage />, '/order');
  await fillContact();
  expect(await screen.findByLabelText('Телефон')).toHaveAccessibleDescription('Проверьте номер телефона.');
  jest.mocked(createOrder).mockResolvedValue({ status: 400, error: 'something_new' });
  await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
  expect(await screen.findByText('Произошла ошибка, пожалуйста, свяжитесь с нами')).toBeInTheDocument();
});

it('shows a Georgian phone in its own grouping once the field is left', async () => {
  renderPage(<CheckoutPage />, '/order');
  await userEvent.type(await screen.findByLabelText('Телефон'), '555 12 34 56');
  await userEvent.click(screen.getByLabelText('Email'));
  expect(screen.getByLabelText('Телефон')).toHaveValue('+995 555 12 34 56');
});

it('sends an empty cart to /cart', async () => {
  cart = serverCart(null, 0);
  const view = renderPage(<CheckoutPage />, '/order');
  await act(async () => undefined);
  expect(view.getByLabelText('location')).toHaveTextContent('/cart');
});

it('stops below the minimum order amount', async () => {
  jest.mocked(useSettings).mockReturnValue(settings(1_000_000));
  renderPage(<CheckoutPage />, '/order');
  expect(await screen.findByRole('alert')).toHaveTextContent('Минимальная сумма заказа — 10 000 ₽');
  expect(screen.queryByLabelText('Имя')).not.toBeInTheDocument();
});
