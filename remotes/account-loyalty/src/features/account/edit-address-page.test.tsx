import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { markLoggedIn } from '@shop/session';
import { CUSTOMER, fakeApi, resetPage, serverCart, type FakeApi } from '@shop/session/testing';
import EditAddressPage from '../../exposes/edit-address-page';
import { meReply } from '../../test/fixtures';
import { renderPage } from '@shop/router/testing';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  api.on('GET', 'account/me', meReply());
  api.on('GET', 'cart/v2/', serverCart([]));
  api.on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
  act(() => {
    initI18n({ language: 'ru-ru' });
    markLoggedIn(CUSTOMER);
  });
});

async function showForm() {
  const user = userEvent.setup();
  renderPage(<EditAddressPage />, '/account/edit-address');
  await screen.findByRole('textbox', { name: 'Улица' });
  return user;
}

it('edits the saved address and saves it', async () => {
  const user = await showForm();
  expect(screen.getByRole('heading', { level: 1, name: 'Адрес доставки' })).toBeInTheDocument();
  expect(document.title).toBe('Адрес доставки');
  expect(screen.getByRole('textbox', { name: 'Дом' })).toHaveValue('7');
  expect(screen.getByRole('textbox', { name: 'Комментарий для курьера' })).toHaveValue('Домофон 12');
  expect(screen.getByRole('link', { name: 'Вернуться в личный кабинет' })).toHaveAttribute('href', '/account');

  const street = screen.getByRole('textbox', { name: 'Улица' });
  await user.clear(street);
  await user.type(street, 'Арбат');
  await user.clear(screen.getByRole('textbox', { name: 'Квартира' }));
  await user.clear(screen.getByRole('textbox', { name: 'Комментарий для курьера' }));
  await user.type(screen.getByRole('textbox', { name: 'Комментарий для курьера' }), 'Позвонить за час');
  api.on('POST', 'account/save-me-address', meReply());
  await user.click(screen.getByRole('button', { name: 'Сохранить адрес' }));

  expect(await screen.findByText('Адрес сохранён')).toBeInTheDocument();
  expect(api.calls.find((call) => call.path === 'account/save-me-address')?.body).toEqual({
    street: 'Арбат', house: '7', apartment: '', postcode: '125009', comment: 'Позвонить за час',
  });
});

it('needs the street, house and postcode, and says when saving failed', async () => {
  const user = await showForm();
  await user.clear(screen.getByRole('textbox', { name: 'Дом' }));
  await user.click(screen.getByRole('button', { name: 'Сохранить адрес' }));
  expect(screen.getByText('Пожалуйста, заполните это поле')).toBeInTheDocument();
  expect(api.paths()).not.toContain('POST account/save-me-address');

  await user.type(screen.getByRole('textbox', { name: 'Дом' }), '9');
  api.on('POST', 'account/save-me-address', { status: 400, error: 'validation' });
  await user.click(screen.getByRole('button', { name: 'Сохранить адрес' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Что-то пошло не так. Попробуйте ещё раз.');
});

it('speaks English', async () => {
  act(() => initI18n({ language: 'en-gb' }));
  renderPage(<EditAddressPage />, '/en/account/edit-address');
  expect(await screen.findByRole('textbox', { name: 'Street' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to my account' })).toHaveAttribute('href', '/en/account');
});
