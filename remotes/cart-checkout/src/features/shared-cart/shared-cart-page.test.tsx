import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharedCartReply } from '@shop/contracts';
import { initI18n, setLanguage } from '@shop/i18n';
import { MemoryRouter, Route, Routes } from '@shop/router';
import { useCartCount, useSettings } from '@shop/session';
import { fakeApi, resetPage, type FakeApi } from '@shop/session/testing';
import SharedCartPage from '../../exposes/shared-cart-page';
import { cartReply, coatLine, DRESS, COAT, dressLine, settings } from '../../test/fixtures';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));
jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSettings: jest.fn() }));

const TOKEN = 'AbC_123-xyzABCDEFGHIJ';

let api: FakeApi;
beforeEach(() => {
  resetPage();
  api = fakeApi();
  jest.mocked(useSettings).mockReturnValue(settings());
  act(() => initI18n({ language: 'ru-ru' }));
});

const sharedReply = (): SharedCartReply => {
  const { cart } = cartReply([dressLine(2), coatLine(1)]);
  return { status: 200, cart: { id: TOKEN, items: cart.items, totals: cart.totals }, products: [DRESS, COAT] };
};

function CartBadge() {
  return <output aria-label="badge">{useCartCount()}</output>;
}

function renderShared(url = `/cart/shared/${TOKEN}`) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={<SharedCartPage token={TOKEN} />} />
      </Routes>
      <CartBadge />
    </MemoryRouter>,
  );
}

it('shows the shared lines with size, quantity and price, and the totals', async () => {
  api.on('GET', `cart/v2/shared/${TOKEN}`, sharedReply());
  renderShared();
  const lines = await screen.findByRole('list', { name: 'Товары корзины' });
  expect(screen.getByRole('heading', { level: 1, name: 'Корзина по ссылке' })).toBeInTheDocument();
  expect(document.title).toBe('Корзина по ссылке');
  const dress = within(lines).getAllByRole('listitem')[0]!;
  expect(within(dress).getByRole('link', { name: 'Зелёное платье' })).toHaveAttribute('href', '/green-dress-drs-000101');
  expect(within(dress).getByText('Размер: S')).toBeInTheDocument();
  expect(within(dress).getByText('Количество: 2')).toBeInTheDocument();
  expect(dress.textContent?.replace(/\s/g, ' ')).toContain('10 000 ₽');
  // Each line shows its product's picture (decorative: the name beside it says what it is).
  expect(within(lines).getAllByRole('listitem').map((line) => line.querySelector('img')?.getAttribute('src'))).toEqual([DRESS.image, COAT.image]);
  const totals = screen.getByLabelText('Сумма корзины');
  expect(within(totals).getAllByRole('term').map((term) => term.textContent)).toEqual(['Товары', 'Итого']);
});

it('adds all to my cart, then offers the way to it', async () => {
  api.on('GET', `cart/v2/shared/${TOKEN}`, sharedReply());
  api.on('POST', 'cart/v2/add-shared', cartReply([dressLine(2), coatLine(1)]));
  const user = userEvent.setup();
  renderShared();
  await user.click(await screen.findByRole('button', { name: 'Добавить всё в мою корзину' }));
  expect(await screen.findByText('Товары добавлены в вашу корзину.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute('href', '/cart');
  expect(screen.queryByRole('button', { name: 'Добавить всё в мою корзину' })).not.toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'badge' })).toHaveTextContent('3');
  expect(api.calls.at(-1)).toEqual({ method: 'POST', path: 'cart/v2/add-shared', body: { token: TOKEN } });
});

it('says when adding failed and lets the shopper try again', async () => {
  api.on('GET', `cart/v2/shared/${TOKEN}`, sharedReply());
  const user = userEvent.setup();
  renderShared();
  await user.click(await screen.findByRole('button', { name: 'Добавить всё в мою корзину' }));
  expect(await screen.findByText('Не удалось добавить товары. Попробуйте ещё раз.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Добавить всё в мою корзину' })).toBeEnabled();
});

it('says clearly when the link no longer works, and leads home in the page language', async () => {
  api.on('GET', `cart/v2/shared/${TOKEN}`, { status: 400, error: 'not_found' });
  act(() => setLanguage('en-gb'));
  renderShared(`/en/cart/shared/${TOKEN}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
});

it('says so too when the cart went away before "add all"', async () => {
  api.on('GET', `cart/v2/shared/${TOKEN}`, sharedReply());
  api.on('POST', 'cart/v2/add-shared', { status: 400, error: 'not_found' });
  const user = userEvent.setup();
  renderShared();
  await user.click(await screen.findByRole('button', { name: 'Добавить всё в мою корзину' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Эта ссылка больше не работает' })).toBeInTheDocument();
});

it('offers a retry when the shared cart cannot be loaded', async () => {
  renderShared();
  expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Добавить всё в мою корзину' })).not.toBeInTheDocument();
});
