import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { bus, markLoggedIn, useSettings } from '@shop/session';
import { CUSTOMER, fakeApi, resetPage, serverCart, type FakeApi } from '@shop/session/testing';
import InvitePage from '../../exposes/invite-page';
import { settings } from '../../test/fixtures';
import { renderPage } from '@shop/router/testing';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));
jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSettings: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  jest.mocked(useSettings).mockReturnValue(settings());
  api.on('POST', 'loyalty/send-visit', { status: 200 });
  act(() => initI18n({ language: 'ru-ru' }));
});

it('records the visit once and invites the visitor to register with the login popup', async () => {
  const opened = jest.fn();
  const off = bus.on('popup:open', opened);
  renderPage(<InvitePage code="AbCd1234" />, '/invite/AbCd1234');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ваш друг приглашает вас в Mira' })).toBeInTheDocument();
  expect(document.title).toBe('Ваш друг приглашает вас в Mira');
  // Another render (here: the language changed) records nothing more.
  act(() => initI18n({ language: 'en-gb' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Your friend invites you to Mira' })).toBeInTheDocument();
  act(() => initI18n({ language: 'ru-ru' }));
  expect(api.calls).toEqual([{ method: 'POST', path: 'loyalty/send-visit', body: { invitionCode: 'AbCd1234' } }]);

  await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
  off();
  expect(opened).toHaveBeenCalledWith({ name: 'auth' });
});

it('says an unknown code is not a valid link', async () => {
  api.on('POST', 'loyalty/send-visit', { status: 400, error: 'not_found' });
  renderPage(<InvitePage code="ZZZZ9999" />, '/invite/ZZZZ9999');
  expect(await screen.findByText('Ссылка-приглашение недействительна.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).not.toBeInTheDocument();
});

it('does not ask the server about a code that cannot be one', async () => {
  renderPage(<InvitePage code="no" />, '/invite/no');
  expect(await screen.findByText('Ссылка-приглашение недействительна.')).toBeInTheDocument();
  expect(api.calls).toEqual([]);
});

it('sends a customer to the programme instead', async () => {
  api.on('GET', 'cart/v2/', serverCart([]));
  api.on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
  act(() => markLoggedIn(CUSTOMER));
  renderPage(<InvitePage code="AbCd1234" />, '/invite/AbCd1234');
  expect(await screen.findByRole('link', { name: 'Программа лояльности' })).toHaveAttribute('href', '/account/membership');
});

it('speaks Georgian', async () => {
  act(() => initI18n({ language: 'ka-ge' }));
  renderPage(<InvitePage code="AbCd1234" />, '/ka/invite/AbCd1234');
  expect(await screen.findByRole('heading', { name: 'მეგობარი გიწვევთ Mira-ში' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'რეგისტრაცია' })).toBeInTheDocument();
});
