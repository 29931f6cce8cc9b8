import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shop/api-client';
import { initI18n } from '@shop/i18n';
import { bus, markLoggedIn, useSettings } from '@shop/session';
import { CUSTOMER, fakeApi, resetPage, serverCart, type FakeApi } from '@shop/session/testing';
import GiftcardPage from '../../exposes/giftcard-page';
import { getReply, giftcard, settings, TOKEN } from '../../test/fixtures';
import { renderPage } from '@shop/router/testing';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));
jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSettings: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  jest.mocked(useSettings).mockReturnValue(settings());
  api.on('POST', 'giftcard/get', getReply());
  act(() => initI18n({ language: 'ru-ru' }));
});

function logIn() {
  api.on('GET', 'cart/v2/', serverCart([]));
  api.on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
  act(() => markLoggedIn(CUSTOMER));
}

async function openPage(url = `/giftcard/${TOKEN}`) {
  const user = userEvent.setup();
  renderPage(<GiftcardPage token={TOKEN} />, url);
  await screen.findByRole('heading', { level: 1, name: 'Вам подарочная карта' });
  await screen.findByText('Номер карты');
  return user;
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('the gift card welcome page', () => {
  it('shows the card: its design, balance, expiry, number, who sent it and their message', async () => {
    await openPage();
    expect(document.title).toBe('Подарочная карта');
    expect(api.calls).toContainEqual({ method: 'POST', path: 'giftcard/get', body: { token: TOKEN } });
    const image = screen.getByRole('img', { name: 'Подарочная карта «Цветы»' });
    expect(image).toHaveAttribute('src', '/api/media/giftcard/2-768.webp');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(text(screen.getByText('Баланс').closest('div')!)).toBe('Баланс3 000 ₽ из 5 000 ₽');
    expect(screen.getByText('4000 1234 5678 9010')).toBeInTheDocument();
    expect(screen.getByText('Действует до 5 марта 2099 г.')).toBeInTheDocument();
    expect(screen.getByText('С днём рождения!')).toBeInTheDocument();
    expect(screen.getByText('От: Тамара')).toBeInTheDocument();
  });

  it('hides the PIN until asked, and copies the number and the PIN', async () => {
    const user = await openPage();
    expect(screen.queryByText('0427')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'PIN-код скрыт' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Скопировать PIN-код' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Скопировать номер' }));
    expect(await screen.findByText('Номер карты скопирован')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('4000123456789010');

    await user.click(screen.getByRole('button', { name: 'Показать PIN-код' }));
    expect(screen.getByText('0427')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Скопировать PIN-код' }));
    expect(await screen.findByText('PIN-код скопирован')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('0427');

    await user.click(screen.getByRole('button', { name: 'Скрыть PIN-код' }));
    expect(screen.queryByText('0427')).not.toBeInTheDocument();
  });

  it("passes the card's link on: copied, or handed to the device's share sheet", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share });
    try {
      const user = await openPage();
      const region = screen.getByRole('region', { name: 'Ссылка на карту' });
      expect(within(region).getByRole('textbox', { name: 'Ссылка' })).toHaveValue(`http://localhost/giftcard/${TOKEN}`);
      expect(region).toHaveTextContent('По ссылке виден PIN-код');
      await user.click(within(region).getByRole('button', { name: 'Скопировать ссылку' }));
      expect(await within(region).findByText('Ссылка скопирована')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(`http://localhost/giftcard/${TOKEN}`);
      await user.click(within(region).getByRole('button', { name: 'Поделиться' }));
      expect(share).toHaveBeenCalledWith({ title: 'Подарочная карта Mira', url: `http://localhost/giftcard/${TOKEN}` });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('selects the link for copying by hand when the clipboard is refused', async () => {
    const user = await openPage();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const region = screen.getByRole('region', { name: 'Ссылка на карту' });
    expect(within(region).queryByRole('button', { name: 'Поделиться' })).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Не удалось скопировать');
    expect(within(region).getByRole('textbox', { name: 'Ссылка' })).toHaveFocus();
  });

  it('asks a guest to log in to connect the card, then connects it for the customer without a second press', async () => {
    const user = await openPage();
    const required = jest.fn();
    const off = bus.on('auth:required', required);
    const connect = () => screen.getByRole('region', { name: 'Привязать карту к аккаунту' });
    await user.click(within(connect()).getByRole('button', { name: 'Войти и привязать карту' }));
    off();
    expect(required).toHaveBeenCalledWith({ reason: 'giftcard' });
    expect(api.paths()).not.toContain('POST giftcard/connect');

    // Logged in, the card is asked for again (whether it is this customer's depends on who asks) and connected.
    api.on('POST', 'giftcard/connect', { status: 200, giftcard: giftcard({ connected: true }) });
    logIn();
    expect(await screen.findByText('Карта привязана к вашему аккаунту.')).toBeInTheDocument();
    expect(within(connect()).getByRole('status')).toHaveTextContent('Карта привязана к вашему аккаунту.');
    expect(api.calls.filter((call) => call.path === 'giftcard/get')).toHaveLength(2);
    expect(api.calls).toContainEqual({ method: 'POST', path: 'giftcard/connect', body: { cardNumber: '4000123456789010', cardCVC: '0427' } });
    expect(within(connect()).getByRole('link', { name: 'В личный кабинет' })).toHaveAttribute('href', '/account');
    expect(api.calls.filter((call) => call.path === 'giftcard/connect')).toHaveLength(1);
  });

  it('says a card connected already is in the account', async () => {
    logIn();
    api.on('POST', 'giftcard/get', getReply({ connected: true }));
    await openPage();
    expect(screen.getByText('Эта карта уже привязана к вашему аккаунту.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Привязать карту' })).not.toBeInTheDocument();
  });

  it('says "Invalid number or CVC" for a refused card, and when there were too many tries', async () => {
    logIn();
    const user = await openPage();
    api.on('POST', 'giftcard/connect', { status: 400, error: 'invalid_card' });
    await user.click(screen.getByRole('button', { name: 'Привязать карту' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный номер или CVC');

    api.on('POST', 'giftcard/connect', () => {
      throw new ApiError('http://shop.test/api/giftcard/connect', 429, { status: 429, error: 'too_many_requests' });
    });
    await user.click(screen.getByRole('button', { name: 'Привязать карту' }));
    expect(await screen.findByText('Слишком много попыток. Подождите немного и попробуйте снова.')).toBeInTheDocument();

    api.on('POST', 'giftcard/connect', { status: 400, error: 'something_else' });
    await user.click(screen.getByRole('button', { name: 'Привязать карту' }));
    expect(await screen.findByText('Произошла ошибка, пожалуйста, обратитесь в службу поддержки.')).toBeInTheDocument();
  });

  it('says an expired card has expired', async () => {
    api.on('POST', 'giftcard/get', getReply({ expires_at: '2020-01-31T00:00:00Z' }));
    await openPage();
    expect(screen.getByText('Срок действия истёк 31 января 2020 г.')).toBeInTheDocument();
  });

  it('says an unknown link is not valid, and asks nothing about a token that cannot be one', async () => {
    api.on('POST', 'giftcard/get', { status: 400, error: 'not_found' });
    const { unmount } = renderPage(<GiftcardPage token={TOKEN} />);
    expect(await screen.findByText('Ссылка на подарочную карту недействительна.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    unmount();

    api.calls.length = 0;
    renderPage(<GiftcardPage token="short" />);
    expect(await screen.findByText('Ссылка на подарочную карту недействительна.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('offers to try again when the card cannot be loaded', async () => {
    api.on('POST', 'giftcard/get', () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderPage(<GiftcardPage token={TOKEN} />);
    expect(await screen.findByText('Не удалось загрузить данные.')).toBeInTheDocument();
    api.on('POST', 'giftcard/get', getReply());
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('4000 1234 5678 9010')).toBeInTheDocument();
  });

  it.each([
    ['en-gb', '/en', 'A gift card for you', 'Show PIN', 'Log in and connect', 'Valid until 5 March 2099'],
    ['ka-ge', '/ka', 'სასაჩუქრე ბარათი თქვენთვის', 'PIN-კოდის ჩვენება', 'შესვლა და მიბმა', /მოქმედებს 5 მარტი, 2099/],
  ] as const)('speaks %s, and its link is in that language', async (language, prefix, heading, showPin, login, expiry) => {
    act(() => initI18n({ language }));
    renderPage(<GiftcardPage token={TOKEN} />, `${prefix}/giftcard/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: showPin })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: login })).toBeInTheDocument();
    expect(screen.getByText(expiry)).toBeInTheDocument();
    expect(screen.getByDisplayValue(`http://localhost${prefix}/giftcard/${TOKEN}`)).toBeInTheDocument();
  });
});
