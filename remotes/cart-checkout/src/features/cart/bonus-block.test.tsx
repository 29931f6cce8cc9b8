import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartReply, CheckBonusReply } from '@shop/contracts';
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
  act(() => initI18n({ language: 'ru-ru' }));
});

const check = (over: Partial<CheckBonusReply> = {}): CheckBonusReply => ({ status: 200, points: 1200, available: 300, value: 300, use_bonuses: false, ...over });

/** The cart of one dress line (10 000 ₽), spending `bonuses` minor units of points when given. */
function cartSpending(bonuses?: number): CartReply {
  const reply = cartReply([dressLine(2)]);
  if (bonuses === undefined) return reply;
  reply.cart.additional = { use_bonuses: true };
  reply.cart.totals = [{ code: 'subtotal', value: 1_000_000 }, { code: 'loyalty:bonuses', value: -bonuses }, { code: 'total', value: 1_000_000 - bonuses }];
  return reply;
}

async function showCart() {
  api.on('GET', 'cart/v2/', cartSpending());
  const user = userEvent.setup();
  render(<MemoryRouter initialEntries={['/cart']}><CartPage /></MemoryRouter>);
  await screen.findByRole('list', { name: 'Товары в корзине' });
  return user;
}

const block = () => screen.getByRole('region', { name: 'Бонусные баллы' });

describe('the bonus block', () => {
  it('offers a guest the login, and asks the server nothing about points', async () => {
    const user = await showCart();
    const required = jest.fn();
    const off = bus.on('auth:required', required);
    await user.click(within(block()).getByRole('button', { name: 'Войти, чтобы оплатить баллами' }));
    off();
    expect(required).toHaveBeenCalledWith({ reason: 'bonuses' });
    expect(api.paths()).not.toContain('POST cart/check-bonus/');
  });

  it('lets a customer with points pay with them, and stop, the cart following each reply', async () => {
    act(() => markLoggedIn(CUSTOMER));
    api.on('POST', 'cart/check-bonus/', check());
    const user = await showCart();
    expect(await screen.findByRole('region', { name: 'Бонусные баллы' })).toHaveTextContent('У вас 1200 баллов');

    api.on('POST', 'loyalty/apply-bonuses', (body: { state: boolean }) => cartSpending(body.state ? 300 : undefined));
    api.on('POST', 'cart/check-bonus/', check({ use_bonuses: true }));
    await user.click(within(block()).getByRole('checkbox', { name: /Оплатить 300 баллами: −3\s₽/ }));
    expect(await within(block()).findByRole('checkbox', { checked: true })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Сумма заказа')).getByText('Оплачено баллами')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'POST', path: 'loyalty/apply-bonuses', body: { state: true } });

    api.on('POST', 'cart/check-bonus/', check());
    await user.click(within(block()).getByRole('checkbox'));
    expect(await within(block()).findByRole('checkbox', { checked: false })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Сумма заказа')).queryByText('Оплачено баллами')).not.toBeInTheDocument();
  });

  it('asks again only when the cart reply moves the points it can take, not on every change', async () => {
    act(() => markLoggedIn(CUSTOMER));
    api.on('POST', 'cart/check-bonus/', check());
    const user = await showCart();
    await screen.findByRole('region', { name: 'Бонусные баллы' });
    const checks = () => api.paths().filter((path) => path === 'POST cart/check-bonus/').length;
    expect(checks()).toBe(1);

    api.on('POST', 'cart/v2/change-item-quantity', cartReply([dressLine(3)], { bonuses: 300 }));
    await user.click(screen.getByRole('button', { name: 'Увеличить' }));
    await waitFor(() => expect(checks()).toBe(2));
    api.on('POST', 'cart/v2/change-item-quantity', cartReply([dressLine(4)], { bonuses: 300 }));
    await user.click(screen.getByRole('button', { name: 'Увеличить' }));
    expect(await screen.findByDisplayValue('4')).toBeInTheDocument();
    expect(checks()).toBe(2);
  });

  it('says so when the server refuses, and keeps the cart as it was', async () => {
    act(() => markLoggedIn(CUSTOMER));
    api.on('POST', 'cart/check-bonus/', check());
    api.on('POST', 'loyalty/apply-bonuses', { status: 400, error: 'not_member' });
    const user = await showCart();
    await screen.findByRole('region', { name: 'Бонусные баллы' });
    await user.click(within(block()).getByRole('checkbox'));
    expect(await within(block()).findByRole('alert')).toHaveTextContent('Не удалось изменить оплату баллами');
    expect(within(block()).getByRole('checkbox')).not.toBeChecked();
  });

  it('shows nothing to a customer without points', async () => {
    act(() => markLoggedIn(CUSTOMER));
    api.on('POST', 'cart/check-bonus/', check({ points: 0, available: 0, value: 0 }));
    await showCart();
    await act(async () => {});
    expect(api.paths()).toContain('POST cart/check-bonus/');
    expect(screen.queryByRole('region', { name: 'Бонусные баллы' })).not.toBeInTheDocument();
  });

  it('cannot be ticked, and says why, when the cart leaves nothing for points to pay', async () => {
    act(() => markLoggedIn(CUSTOMER));
    api.on('POST', 'cart/check-bonus/', check({ available: 0, value: 0 }));
    await showCart();
    const region = await screen.findByRole('region', { name: 'Бонусные баллы' });
    expect(within(region).getByRole('checkbox')).toBeDisabled();
    expect(region).toHaveTextContent('к этому заказу они уже не применимы');
  });
});
