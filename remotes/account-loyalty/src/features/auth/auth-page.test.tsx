import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { markLoggedIn } from '@shop/session';
import { CUSTOMER, fakeApi, resetPage, serverCart, type FakeApi } from '@shop/session/testing';
import AuthPage from '../../exposes/auth-page';
import { customer } from '../../test/fixtures';
import { location, renderPage } from '@shop/router/testing';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  api.on('GET', 'account/auth-methods/phone', { status: 200, methods: ['vk', 'sms', 'call'], default: 'sms' });
  api.on('GET', 'recaptcha/public-key', { status: 200, required: false, challenge: { algorithm: 'SHA-256', challenge: 'a', maxnumber: 1, salt: 's', signature: 'x' } });
  api.on('POST', 'account/send-code', { status: 200, resend_in: 60, code_length: 6 });
  api.on('GET', 'cart/v2/', serverCart([]));
  api.on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
  act(() => initI18n({ language: 'ru-ru' }));
});

async function logIn(result: 'default' | 'registered') {
  const user = userEvent.setup();
  api.on('POST', 'account/verify-code', { status: 200, customer: customer(), result: { code: result } });
  await user.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '9123456789');
  await screen.findByRole('radio', { name: 'SMS', checked: true });
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
  await user.type(await screen.findByRole('textbox', { name: 'Код подтверждения' }), '123456');
}

it('/auth logs in and goes to the account', async () => {
  renderPage(<AuthPage mode="login" />, '/auth');
  expect(screen.getByRole('heading', { level: 1, name: 'Вход в личный кабинет' })).toBeInTheDocument();
  expect(document.title).toBe('Вход в личный кабинет');
  await logIn('default');
  expect(await screen.findByText('/account')).toBeInTheDocument();
});

it('/register words the flow for a newcomer and opens the personal data form for a new account', async () => {
  renderPage(<AuthPage mode="register" />, '/en/register');
  expect(screen.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeInTheDocument();
  expect(screen.getByText(/аккаунт будет создан/)).toBeInTheDocument();
  await logIn('registered');
  expect(await screen.findByText('/account/personal')).toBeInTheDocument();
});

it('sends a logged-in visitor to the account, in their language', () => {
  act(() => {
    initI18n({ language: 'en-gb' });
    markLoggedIn(CUSTOMER);
  });
  renderPage(<AuthPage mode="login" />, '/en/auth');
  expect(location(screen)).toBe('/en/account');
});

it('waits for the session check of a visitor the logged-in flag calls logged in', async () => {
  window.localStorage.setItem('loggedIn', '1');
  const { hydrateSession } = await import('@shop/session');
  api.on('GET', 'account/me', { status: 400, error: 'not_logged_in' });
  const hydrating = hydrateSession();
  renderPage(<AuthPage mode="login" />, '/auth');
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.getByText('Загрузка…', { selector: '[role="status"] span' })).toBeInTheDocument();
  await act(() => hydrating);
  // Not logged in after all: the form.
  expect(screen.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeInTheDocument();
  expect(location(screen)).toBe('/auth');
});
