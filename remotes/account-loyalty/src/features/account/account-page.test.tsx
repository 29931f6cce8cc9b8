import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { bus, hydrateSession, markLoggedIn } from '@shop/session';
import { CUSTOMER, fakeApi, resetPage, serverCart, type FakeApi } from '@shop/session/testing';
import { provideRemoteRegion, type RemoteRegionProps } from '@shop/ui';
import AccountPage from '../../exposes/account-page';
import { customer, meReply } from '../../test/fixtures';
import { location, renderPage } from '@shop/router/testing';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  api.on('GET', 'account/me', meReply());
  api.on('GET', 'cart/v2/', serverCart([]));
  api.on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
  api.on('GET', 'account/auth-methods/phone', { status: 200, methods: ['vk', 'sms', 'call'], default: 'sms' });
  api.on('GET', 'account/auth-methods/email', { status: 200, methods: ['email'], default: 'email' });
  api.on('POST', 'account/send-code', { status: 200, resend_in: 60, code_length: 6 });
  act(() => initI18n({ language: 'ru-ru' }));
});

const logIn = () => act(() => markLoggedIn(CUSTOMER));
const panel = (name: string) => screen.getByRole('region', { name });

async function showAccount(url = '/account') {
  logIn();
  const user = userEvent.setup();
  renderPage(<AccountPage />, url);
  await screen.findByRole('region', { name: 'Личные данные' });
  return user;
}

describe('a guest', () => {
  it('is asked to log in, opens the login popup, and sees the account once logged in', async () => {
    const user = userEvent.setup();
    const prompts = jest.fn();
    const off = bus.on('auth:required', prompts);
    await act(() => hydrateSession());
    renderPage(<AccountPage />, '/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument();
    expect(screen.getByText('Войдите, чтобы увидеть личный кабинет.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    off();
    expect(prompts).toHaveBeenCalledWith({ reason: 'account' });
    expect(api.paths()).not.toContain('GET account/me');

    logIn();
    expect(await screen.findByRole('region', { name: 'Личные данные' })).toBeInTheDocument();
  });

  it('whose session ended on the server is asked to log in again', async () => {
    window.localStorage.setItem('loggedIn', '1');
    api.on('GET', 'account/me', { status: 400, error: 'not_logged_in' });
    logIn();
    renderPage(<AccountPage />, '/account');
    expect(await screen.findByText('Войдите, чтобы увидеть личный кабинет.')).toBeInTheDocument();
    expect(window.localStorage.getItem('loggedIn')).toBeNull();
  });
});

describe('the account home', () => {
  it('shows the personal and contact data, the address and the loyalty card, with the account menu', async () => {
    await showAccount('/account/personal');
    expect(document.title).toBe('Личный кабинет');
    const personal = panel('Личные данные');
    expect(within(personal).getByRole('textbox', { name: 'Имя' })).toHaveValue('Nino');
    expect(within(personal).getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Beridze');
    expect(within(personal).getByLabelText('Дата рождения')).toHaveValue('1990-04-21');
    expect(within(personal).getByRole('radio', { name: 'Женский' })).toBeChecked();

    const contacts = panel('Контактные данные');
    expect(within(contacts).getByText('+7 (912) 345-6789')).toBeInTheDocument();
    expect(within(contacts).getByText('nino@example.ge')).toBeInTheDocument();

    const address = panel('Адрес доставки');
    expect(within(address).getByText('125009, Тверская, д. 7, кв. 12')).toBeInTheDocument();
    expect(within(address).getByText('Домофон 12')).toBeInTheDocument();
    expect(within(address).getByRole('link', { name: 'Изменить адрес' })).toHaveAttribute('href', '/account/edit-address');

    const card = panel('Карта лояльности');
    expect(within(card).getByText('Серебро')).toBeInTheDocument();
    expect(within(card).getByText('1 250 баллов')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Подробнее о программе' })).toHaveAttribute('href', '/account/membership');

    const menu = screen.getByRole('navigation', { name: 'Личный кабинет' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Личные данные', '/account/personal'],
      ['Мои заказы', '/account/orders'],
      ['Избранное', '/account/wishlist'],
      ['Программа лояльности', '/account/membership'],
      ['Кэшбэк', '/account/cashback'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Личные данные' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there is no address yet and the customer is outside the programme', async () => {
    api.on('GET', 'account/me', meReply({ address: { street: '', postcode: '', house: '', apartment: '', comment: '' }, level: '', points: 0 }));
    await showAccount();
    expect(within(panel('Адрес доставки')).getByText('Адрес не указан.')).toBeInTheDocument();
    expect(within(panel('Адрес доставки')).getByRole('link', { name: 'Указать адрес' })).toBeInTheDocument();
    expect(within(panel('Карта лояльности')).getByText('Вы пока не участвуете в программе лояльности.')).toBeInTheDocument();
  });

  it('saves the personal data, says so, and refreshes the session customer', async () => {
    const user = await showAccount();
    api.on('POST', 'account/save-me', meReply({ firstname: 'Нино', sex: '0', date_of_birth: '1991-05-01' }));
    const personal = panel('Личные данные');
    const name = within(personal).getByRole('textbox', { name: 'Имя' });
    await user.clear(name);
    await user.type(name, 'Нино');
    await user.clear(within(personal).getByLabelText('Дата рождения'));
    await user.type(within(personal).getByLabelText('Дата рождения'), '1991-05-01');
    await user.click(within(personal).getByRole('radio', { name: 'Не указан' }));
    api.on('GET', 'account/me', meReply({ firstname: 'Нино' }));
    await user.click(within(personal).getByRole('button', { name: 'Сохранить' }));

    expect(await within(personal).findByText('Данные сохранены')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === 'account/save-me')?.body).toEqual({ firstname: 'Нино', lastname: 'Beridze', date_of_birth: '1991-05-01', sex: '0' });
    // The header's name: the session asks for the customer again.
    expect(api.paths().filter((path) => path === 'GET account/me')).toHaveLength(2);
  });

  it('does not send an empty name, and says when the server refuses the date', async () => {
    const user = await showAccount();
    const personal = panel('Личные данные');
    await user.clear(within(personal).getByRole('textbox', { name: 'Имя' }));
    await user.click(within(personal).getByRole('button', { name: 'Сохранить' }));
    expect(within(personal).getByText('Пожалуйста, заполните это поле')).toBeInTheDocument();
    expect(api.paths()).not.toContain('POST account/save-me');

    api.on('POST', 'account/save-me', { status: 400, error: 'invalid_date' });
    await user.type(within(personal).getByRole('textbox', { name: 'Имя' }), 'Nino');
    await user.click(within(personal).getByRole('button', { name: 'Сохранить' }));
    // Said under the date field, which is marked invalid and described by it.
    expect(await within(personal).findByRole('alert')).toHaveTextContent('Проверьте дату рождения.');
    const birthday = within(personal).getByLabelText('Дата рождения');
    expect(birthday).toBeInvalid();
    expect(birthday).toHaveAccessibleDescription('Проверьте дату рождения.');

    // Any other refusal is said under the form, and the date is no longer marked.
    api.on('POST', 'account/save-me', { status: 400, error: 'validation' });
    await user.click(within(personal).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(birthday).toBeValid());
    expect(within(personal).getByRole('alert')).not.toHaveTextContent('Проверьте дату рождения.');
  });

  it("shows the customer's gift cards through the giftcard remote's module, loaded by the shell", async () => {
    // The shell's remote loader, as a test stands it in: names what it would load.
    provideRemoteRegion(({ remote, module }: RemoteRegionProps) => <p>{`${remote}/${module}`}</p>);
    await showAccount();
    expect(screen.getByText('giftcard/MyGiftcards')).toBeInTheDocument();
  });
});

describe('changing a contact', () => {
  async function askForCode(user: ReturnType<typeof userEvent.setup>, email = 'nino@mira.example') {
    await user.click(within(panel('Контактные данные')).getByRole('button', { name: 'Изменить e-mail' }));
    const form = await screen.findByRole('form', { name: 'Изменить e-mail' });
    await user.type(within(form).getByRole('textbox', { name: 'Новый e-mail' }), email);
    await user.click(within(form).getByRole('button', { name: 'Получить код' }));
  }

  it('sends a code to the new e-mail address and changes it with that code', async () => {
    const user = await showAccount();
    await askForCode(user);
    const step = await screen.findByRole('group', { name: 'Изменить e-mail' });
    expect(within(step).getByText('Мы отправили письмо с кодом на nino@mira.example.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === 'account/send-code')?.body).toEqual({
      type: 'email', identifier: 'nino@mira.example', method: 'email', token: '', targetType: 'change',
    });

    api.on('POST', 'account/verify-code', meReply({ email: 'nino@mira.example' }));
    await user.type(within(step).getByRole('textbox', { name: 'Код подтверждения' }), '123456');
    expect(await screen.findByText('E-mail изменён')).toBeInTheDocument();
    expect(within(panel('Контактные данные')).getByText('nino@mira.example')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === 'account/verify-code')?.body).toEqual({
      type: 'email', identifier: 'nino@mira.example', code: '123456', targetType: 'change',
    });
  });

  it.each([
    ['invalid_code', 'Неверный код'],
    ['max_attempts', 'Вы исчерпали количество попыток'],
  ])('says spec §8 %s for a wrong code', async (error, text) => {
    const user = await showAccount();
    await askForCode(user);
    api.on('POST', 'account/verify-code', { status: 400, error });
    await user.type(await screen.findByRole('textbox', { name: 'Код подтверждения' }), '000000');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('E-mail изменён')).not.toBeInTheDocument();
  });

  it('says when the new address belongs to another account, and when it is the current one', async () => {
    const user = await showAccount();
    api.on('POST', 'account/send-code', { status: 400, error: 'identifier_taken' });
    await askForCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Этот e-mail уже привязан к другому аккаунту.');

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await askForCode(user, customer().email);
    expect(await screen.findByText('Это ваш текущий e-mail.')).toBeInTheDocument();
  });

  it('changes the phone with the chosen method', async () => {
    const user = await showAccount();
    await user.click(within(panel('Контактные данные')).getByRole('button', { name: 'Изменить телефон' }));
    const form = await screen.findByRole('form', { name: 'Изменить телефон' });
    await user.type(within(form).getByRole('textbox', { name: 'Новый номер телефона' }), '9001234567');
    await user.click(await within(form).findByRole('radio', { name: 'Сообщение ВКонтакте' }));
    await user.click(within(form).getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Мы отправили код в сообщения ВКонтакте для номера +7 (900) 123-4567.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === 'account/send-code')?.body).toMatchObject({ type: 'phone', identifier: '9001234567', method: 'vk', targetType: 'change' });
  });

  it('changes the phone to a Georgian number, pointing out one a digit short first, and shows it in its own form', async () => {
    const user = await showAccount();
    await user.click(within(panel('Контактные данные')).getByRole('button', { name: 'Изменить телефон' }));
    const form = await screen.findByRole('form', { name: 'Изменить телефон' });
    const field = within(form).getByRole('textbox', { name: 'Новый номер телефона' });
    await user.type(field, '+995 555 12 34 5');
    await within(form).findByRole('radio', { name: 'SMS', checked: true });
    await user.click(within(form).getByRole('button', { name: 'Получить код' }));
    expect(await within(form).findByText('Проверьте номер телефона.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === 'account/send-code')).toBe(false);
    await user.type(field, '6');
    await user.click(within(form).getByRole('button', { name: 'Получить код' }));
    const step = await screen.findByRole('group', { name: 'Изменить телефон' });
    expect(within(step).getByText('Мы отправили SMS с кодом на номер +995 555 12 34 56.')).toBeInTheDocument();

    api.on('POST', 'account/verify-code', meReply({ telephone: '+995555123456' }));
    await user.type(within(step).getByRole('textbox', { name: 'Код подтверждения' }), '123456');
    expect(await within(panel('Контактные данные')).findByText('+995 555 12 34 56')).toBeInTheDocument();
  });
});

it('logs out from the menu and goes home', async () => {
  const user = await showAccount();
  api.on('POST', 'account/logout', { status: 200 });
  await user.click(screen.getByRole('button', { name: 'Выйти' }));
  expect(await screen.findByText('/')).toBeInTheDocument();
  expect(location(screen)).toBe('/');
  expect(window.localStorage.getItem('loggedIn')).toBeNull();
});

it('speaks Georgian', async () => {
  act(() => initI18n({ language: 'ka-ge' }));
  logIn();
  renderPage(<AccountPage />, '/ka/account');
  expect(await screen.findByRole('region', { name: 'პირადი მონაცემები' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'პირადი კაბინეტი' })).toBeInTheDocument();
  expect(screen.getByText('1 250 ქულა')).toBeInTheDocument();
});
