import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shop/api-client';
import type { CartReply, Giftcard } from '@shop/contracts';
import { initI18n } from '@shop/i18n';
import { MemoryRouter } from '@shop/router';
import { bus, markLoggedIn, useSettings } from '@shop/session';
import { CUSTOMER, fakeApi, resetPage, type FakeApi } from '@shop/session/testing';
import CartPage from '../../exposes/cart-page';
import { cartReply, dressLine, settings } from '../../test/fixtures';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));
jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSettings: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  jest.mocked(useSettings).mockReturnValue(settings());
  api.on('POST', 'cart/check-bonus/', { status: 200, points: 0, available: 0, value: 0, use_bonuses: false });
  act(() => initI18n({ language: 'ru-ru' }));
});

const card = (number: string, over: Partial<Giftcard> = {}): Giftcard => ({
  number,
  balance: 300_000,
  initial_amount: 500_000,
  currency: 'RUB',
  design: { id: 1, name: 'Цветы', image: '/api/media/giftcard/1' },
  expires_at: '2099-03-05T00:00:00Z',
  connected: true,
  ...over,
});

/** The cart of one dress line (10 000 ₽), a gift card paying `paid` of it when given. */
function cartPaying(paid?: number): CartReply {
  const reply = cartReply([dressLine(2)]);
  if (paid !== undefined) reply.cart.totals = [{ code: 'subtotal', value: 1_000_000 }, { code: 'giftcard', value: -paid }, { code: 'total', value: 1_000_000 - paid }];
  return reply;
}

function logIn() {
  api.on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
  act(() => markLoggedIn(CUSTOMER));
}

async function showCart(reply = cartPaying()) {
  api.on('GET', 'cart/v2/', reply);
  const user = userEvent.setup();
  render(<MemoryRouter initialEntries={['/cart']}><CartPage /></MemoryRouter>);
  await screen.findByRole('list', { name: 'Товары в корзине' });
  return user;
}

const block = () => screen.findByRole('region', { name: 'Подарочная карта' });
const summary = () => screen.getByLabelText('Сумма заказа');

describe("the cart's gift card block", () => {
  it('asks a guest to log in, and asks the server nothing about cards', async () => {
    const user = await showCart();
    const required = jest.fn();
    const off = bus.on('auth:required', required);
    await user.click(within(await block()).getByRole('button', { name: 'Войти, чтобы оплатить картой' }));
    off();
    expect(required).toHaveBeenCalledWith({ reason: 'giftcard' });
    expect(api.paths()).not.toContain('GET giftcard/my');
  });

  it('pays with a connected card by its number alone; the summary shows the line; the card can be declined', async () => {
    logIn();
    api.on('GET', 'giftcard/my', {
      status: 200,
      giftcards: [card('4000123456789010'), card('4000555566667777', { balance: 0 }), card('4000111122223333', { expires_at: '2020-01-01T00:00:00Z' })],
    });
    const user = await showCart();
    const region = await block();
    const choices = await within(region).findByRole('radiogroup', { name: 'Какой картой оплатить' });
    // Only a card that can still pay is offered, besides another card.
    expect(within(choices).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent?.replace(/\s/g, ' '))).toEqual([
      'Карта •••• 9010: 3 000 ₽',
      'Другая карта',
    ]);
    expect(within(choices).getByRole('radio', { name: /9010/ })).toBeChecked();
    expect(within(region).queryByRole('textbox', { name: 'PIN-код' })).not.toBeInTheDocument();

    api.on('POST', 'giftcard/use', cartPaying(300_000));
    await user.click(within(region).getByRole('button', { name: 'Оплатить картой' }));
    expect(await within(region).findByText(/^Карта •••• 9010 оплачивает 3\s000\s₽$/)).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'POST', path: 'giftcard/use', body: { cardNumber: '4000123456789010' } });
    expect(within(summary()).getByText('Подарочная карта')).toBeInTheDocument();
    expect(within(summary()).getByText(/^-3\s000\s₽$/)).toBeInTheDocument();

    api.on('POST', 'giftcard/decline', cartPaying());
    await user.click(within(region).getByRole('button', { name: 'Не использовать карту' }));
    expect(await within(region).findByRole('button', { name: 'Оплатить картой' })).toBeInTheDocument();
    expect(within(summary()).queryByText('Подарочная карта')).not.toBeInTheDocument();
  });

  it('pays with any card by number and PIN, checking their length first', async () => {
    logIn();
    api.on('GET', 'giftcard/my', { status: 200, giftcards: [] });
    const user = await showCart();
    const region = await block();
    await user.type(within(region).getByRole('textbox', { name: 'Номер карты' }), '4000 1234 5678');
    await user.click(within(region).getByRole('button', { name: 'Оплатить картой' }));
    expect(within(region).getByText('Номер карты — 16 цифр')).toBeInTheDocument();
    expect(within(region).getByText('PIN-код — 4 цифры')).toBeInTheDocument();
    expect(api.paths()).not.toContain('POST giftcard/use');

    api.on('POST', 'giftcard/use', cartPaying(1_000_000));
    await user.type(within(region).getByRole('textbox', { name: 'Номер карты' }), '9010');
    await user.type(within(region).getByRole('textbox', { name: 'PIN-код' }), '0427');
    await user.click(within(region).getByRole('button', { name: 'Оплатить картой' }));
    expect(await within(region).findByText(/^Карта •••• 9010 оплачивает 10\s000\s₽$/)).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'POST', path: 'giftcard/use', body: { cardNumber: '4000123456789010', cardCVC: '0427' } });
  });

  it.each([
    ['invalid_card', { status: 400, error: 'invalid_card' }, 'Неверный номер или CVC'],
    ['wrong_currency', { status: 400, error: 'wrong_currency' }, 'Эта карта в другой валюте: ею нельзя оплатить эту корзину.'],
    ['card_empty', { status: 400, error: 'card_empty' }, 'На этой карте не осталось денег.'],
    ['card_expired', { status: 400, error: 'card_expired' }, 'Срок действия этой карты истёк.'],
    ['any other refusal', { status: 400, error: 'validation' }, 'Произошла ошибка, пожалуйста, обратитесь в службу поддержки.'],
    ['HTTP 429', new ApiError('http://shop.test/api/giftcard/use', 429, { status: 429, error: 'too_many_requests' }), 'Слишком много попыток. Подождите немного и попробуйте снова.'],
  ])('says why a card was refused (%s), and keeps the cart', async (_case, answer, message) => {
    logIn();
    api.on('GET', 'giftcard/my', { status: 200, giftcards: [] });
    api.on('POST', 'giftcard/use', () => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const user = await showCart();
    const region = await block();
    await user.type(within(region).getByRole('textbox', { name: 'Номер карты' }), '4000123456789010');
    await user.type(within(region).getByRole('textbox', { name: 'PIN-код' }), '1111');
    await user.click(within(region).getByRole('button', { name: 'Оплатить картой' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(message);
    expect(within(summary()).queryByText('Подарочная карта')).not.toBeInTheDocument();
  });

  it('takes a number and PIN when the connected cards cannot be loaded', async () => {
    logIn();
    await showCart();
    const region = await block();
    expect(await within(region).findByRole('textbox', { name: 'Номер карты' })).toBeInTheDocument();
    expect(within(region).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(api.paths()).toContain('GET giftcard/my');
  });

  it('names no card it did not apply itself, and says when declining failed', async () => {
    logIn();
    const user = await showCart(cartPaying(200_000));
    const region = await block();
    expect(within(region).getByText(/^Подарочная карта оплачивает 2\s000\s₽$/)).toBeInTheDocument();
    api.on('POST', 'giftcard/decline', { status: 400, error: 'cart_empty' });
    await user.click(within(region).getByRole('button', { name: 'Не использовать карту' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Не удалось отменить оплату картой. Попробуйте ещё раз.');
  });

  it.each([
    ['en-gb', 'Gift card', 'Log in to pay with a card'],
    ['ka-ge', 'სასაჩუქრე ბარათი', 'შესვლა ბარათით გადასახდელად'],
  ] as const)('speaks %s', async (language, title, login) => {
    act(() => initI18n({ language }));
    api.on('GET', 'cart/v2/', cartPaying());
    render(<MemoryRouter initialEntries={['/cart']}><CartPage /></MemoryRouter>);
    const region = await screen.findByRole('region', { name: title });
    expect(within(region).getByRole('button', { name: login })).toBeInTheDocument();
  });
});
