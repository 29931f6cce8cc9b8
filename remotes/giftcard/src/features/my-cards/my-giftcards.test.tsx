import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { bus, markLoggedIn, useSession } from '@shop/session';
import { CUSTOMER, fakeApi, resetPage, serverCart, type FakeApi } from '@shop/session/testing';
import MyGiftcards from '../../exposes/my-giftcards';
import { DESIGNS, giftcard } from '../../test/fixtures';
import { renderPage } from '@shop/router/testing';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  api.on('GET', 'cart/v2/', serverCart([]));
  api.on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
  act(() => {
    initI18n({ language: 'ru-ru' });
    markLoggedIn(CUSTOMER);
  });
});

const CARDS = [
  giftcard({ connected: true }),
  giftcard({ number: '4000999988887777', balance: 0, initial_amount: 100_000, design: DESIGNS[0]!, expires_at: '2020-01-31T00:00:00Z', connected: true }),
];

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe("the account's gift cards", () => {
  it('lists the cards with their balances and expiry', async () => {
    api.on('GET', 'giftcard/my', { status: 200, giftcards: CARDS });
    renderPage(<MyGiftcards />, '/account');
    const list = await screen.findByRole('list', { name: 'Мои подарочные карты' });
    expect(screen.getByRole('heading', { level: 2, name: 'Подарочные карты' })).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('Карта 4000 1234 5678 9010');
    expect(text(first!)).toContain('3 000 ₽ из 5 000 ₽');
    expect(text(first!)).toContain('Действует до 5 марта 2099 г.');
    expect(within(first!).getByRole('img', { name: 'Подарочная карта «Цветы»' })).toBeInTheDocument();
    expect(text(second!)).toContain('0 ₽ из 1 000 ₽');
    expect(text(second!)).toContain('Срок действия истёк 31 января 2020 г.');
  });

  it('says there are none yet, and opens the purchase popup', async () => {
    api.on('GET', 'giftcard/my', { status: 200, giftcards: [] });
    const user = userEvent.setup();
    renderPage(<MyGiftcards />, '/account');
    expect(await screen.findByText('У вас пока нет подарочных карт.')).toBeInTheDocument();
    const opened = jest.fn();
    const off = bus.on('popup:open', opened);
    await user.click(screen.getByRole('button', { name: 'Купить подарочную карту' }));
    off();
    expect(opened).toHaveBeenCalledWith({ name: 'giftcard' });
  });

  it('connects a card by its number and PIN, which then joins the list', async () => {
    api.on('GET', 'giftcard/my', { status: 200, giftcards: [] });
    const user = userEvent.setup();
    renderPage(<MyGiftcards />, '/account');
    const form = await screen.findByRole('form', { name: 'Привязать карту' });

    // A number too short costs no guess.
    await user.type(within(form).getByRole('textbox', { name: 'Номер карты' }), '4000 1234');
    await user.type(within(form).getByRole('textbox', { name: 'PIN-код' }), '0427');
    await user.click(within(form).getByRole('button', { name: 'Привязать карту' }));
    expect(within(form).getByText('Номер карты — 16 цифр')).toBeInTheDocument();
    expect(api.paths()).not.toContain('POST giftcard/connect');

    api.on('POST', 'giftcard/connect', { status: 200, giftcard: CARDS[0] });
    await user.type(within(form).getByRole('textbox', { name: 'Номер карты' }), '56789010');
    await user.click(within(form).getByRole('button', { name: 'Привязать карту' }));
    expect(await screen.findByText('Карта 4000 1234 5678 9010 привязана к вашему аккаунту.')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'POST', path: 'giftcard/connect', body: { cardNumber: '4000123456789010', cardCVC: '0427' } });
    const list = screen.getByRole('list', { name: 'Мои подарочные карты' });
    expect(within(list).getByRole('listitem', { name: 'Карта 4000 1234 5678 9010' })).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Привязать карту' })).getByRole('textbox', { name: 'Номер карты' })).toHaveValue('');
  });

  it('says "Invalid number or CVC" for a card it does not take', async () => {
    api.on('GET', 'giftcard/my', { status: 200, giftcards: CARDS });
    api.on('POST', 'giftcard/connect', { status: 400, error: 'invalid_card' });
    const user = userEvent.setup();
    renderPage(<MyGiftcards />, '/account');
    const form = await screen.findByRole('form', { name: 'Привязать карту' });
    await user.type(within(form).getByRole('textbox', { name: 'Номер карты' }), '4000123456789011');
    await user.type(within(form).getByRole('textbox', { name: 'PIN-код' }), '1111');
    await user.click(within(form).getByRole('button', { name: 'Привязать карту' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Неверный номер или CVC');
    expect(within(screen.getByRole('list', { name: 'Мои подарочные карты' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    api.on('GET', 'giftcard/my', () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderPage(<MyGiftcards />, '/account');
    expect(await screen.findByText('Не удалось загрузить данные.')).toBeInTheDocument();
    api.on('GET', 'giftcard/my', { status: 200, giftcards: CARDS });
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('list', { name: 'Мои подарочные карты' })).toBeInTheDocument();
  });

  it('drops the logged-in flag when the server says the session is gone', async () => {
    api.on('GET', 'giftcard/my', { status: 400, error: 'not_logged_in' });
    api.on('GET', 'account/me', { status: 400, error: 'not_logged_in' });
    function Probe() {
      return <output aria-label="logged in">{String(useSession().loggedIn)}</output>;
    }
    renderPage(
      <>
        <MyGiftcards />
        <Probe />
      </>,
      '/account',
    );
    expect(await screen.findByText('false')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Подарочные карты' })).not.toBeInTheDocument();
  });

  it('shows nothing to a guest and asks nothing', async () => {
    resetPage();
    api.calls.length = 0;
    renderPage(<MyGiftcards />, '/account');
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Подарочные карты' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['en-gb', 'Gift cards', 'Card 4000 1234 5678 9010', 'Valid until 5 March 2099', 'Connect card'],
    ['ka-ge', 'სასაჩუქრე ბარათები', 'ბარათი 4000 1234 5678 9010', 'მოქმედებს 5 მარტი, 2099-მდე', 'ბარათის მიბმა'],
  ] as const)('speaks %s', async (language, title, card, expiry, connect) => {
    act(() => initI18n({ language }));
    api.on('GET', 'giftcard/my', { status: 200, giftcards: CARDS });
    renderPage(<MyGiftcards />, '/account');
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: card })).toHaveTextContent(expiry);
    expect(screen.getByRole('button', { name: connect })).toBeInTheDocument();
  });
});
