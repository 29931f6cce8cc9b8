import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDisplayProps } from '@shop/contracts';
import { initI18n } from '@shop/i18n';
import { markLoggedIn, useCartCount } from '@shop/session';
import { CUSTOMER, fakeApi, resetPage, serverCart, type FakeApi } from '@shop/session/testing';
import { provideRemoteRegion, type RemoteRegionProps } from '@shop/ui';
import AccountOrderPage from '../../exposes/account-order-page';
import OrdersPage from '../../exposes/orders-page';
import { order, orderSummary } from '../../test/fixtures';
import { location, renderPage } from '@shop/router/testing';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));

/** The shell's remote loader, as a test stands it in: names what it would load, and for which order. */
function FakeRegion({ remote, module, props }: RemoteRegionProps) {
  const { order: shown } = props as OrderDisplayProps;
  return <p>{`${remote}/${module} of order ${shown.id} (${shown.grand_total / 100} ${shown.currency})`}</p>;
}

let api: FakeApi;
beforeEach(() => {
  provideRemoteRegion(FakeRegion);
  resetPage();
  api = fakeApi();
  api.on('GET', 'cart/v2/', serverCart([]));
  api.on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
  act(() => {
    initI18n({ language: 'ru-ru' });
    markLoggedIn(CUSTOMER);
  });
});

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('/account/orders', () => {
  it('lists the orders with date, number, status, count, total and photos, a page at a time', async () => {
    api.on('GET', 'account/orders-history?page=2', {
      status: 200,
      orders: [orderSummary(42), orderSummary(41, { status: 'cancelled', items_count: 1, grand_total: 199_000, images: [] })],
      total: 22,
    });
    renderPage(<OrdersPage />, '/account/orders?page=2');
    const list = await screen.findByRole('list', { name: 'Заказы' });
    expect(document.title).toBe('Мои заказы');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Заказ № 42' })).toHaveAttribute('href', '/account/order/42');
    expect(text(first!)).toContain('от 5 марта 2026 г.');
    expect(text(first!)).toContain('Оплачен');
    expect(text(first!)).toContain('3 товара');
    expect(text(first!)).toContain('5 380 ₽');
    expect(first!.querySelectorAll('img')).toHaveLength(1);
    expect(text(second!)).toContain('Отменён');
    expect(text(second!)).toContain('1 товар');

    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).getByRole('link', { name: 'Страница 1' })).toHaveAttribute('href', '/account/orders');
    expect(within(pages).getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: 'Личный кабинет' })).getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['ru-ru', '/account/orders', 'Заказы', 'Подарочная карта', '0 товаров'],
    ['en-gb', '/en/account/orders', 'Orders', 'Gift card', '0 items'],
    ['ka-ge', '/ka/account/orders', 'შეკვეთები', 'სასაჩუქრე ბარათი', '0 ნივთი'],
  ] as const)('in %s, names a gift card order as the card it bought, not as 0 items', async (language, path, listName, giftcard, noItems) => {
    act(() => initI18n({ language }));
    api.on('GET', 'account/orders-history', {
      status: 200,
      orders: [orderSummary(43, { kind: 'giftcard', items_count: 0, grand_total: 20_000, currency: 'USD', images: [] }), orderSummary(42, { kind: 'order' })],
      total: 2,
    });
    renderPage(<OrdersPage />, path);
    const [card, goods] = within(await screen.findByRole('list', { name: listName })).getAllByRole('listitem');
    expect(within(card!).getByText(giftcard)).toBeInTheDocument();
    expect(text(card!)).toContain('200 $');
    expect(text(card!)).not.toContain(noItems);
    expect(within(goods!).queryByText(giftcard)).not.toBeInTheDocument();
  });

  it('says there are no orders yet, with a way to the shop', async () => {
    api.on('GET', 'account/orders-history', { status: 200, orders: [], total: 0 });
    renderPage(<OrdersPage />, '/account/orders');
    expect(await screen.findByText('Вы ещё ничего не заказывали.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к покупкам' })).toHaveAttribute('href', '/');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    api.on('GET', 'account/orders-history', () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage(<OrdersPage />, '/account/orders');
    expect(await screen.findByText('Не удалось загрузить данные.')).toBeInTheDocument();
    api.on('GET', 'account/orders-history', { status: 200, orders: [orderSummary(42)], total: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Заказ № 42' })).toBeInTheDocument();
  });
});

describe('/account/order/{orderId}', () => {
  it("shows the order through cart-checkout's order display, loaded by the shell, with the way back", async () => {
    api.on('GET', 'account/order/42', { status: 200, order: order() });
    renderPage(<AccountOrderPage orderId={42} />, '/account/order/42');
    expect(await screen.findByText('cart-checkout/OrderDisplay of order 42 (5380 RUB)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Заказ № 42' })).toBeInTheDocument();
    expect(document.title).toBe('Заказ № 42');
    expect(screen.getByRole('link', { name: 'Все заказы' })).toHaveAttribute('href', '/account/orders');
  });

  it('repeats the order: its products go into the cart through the session, then the cart opens', async () => {
    api.on('GET', 'account/order/42', { status: 200, order: order() });
    api.on('POST', 'account/repeat-order', serverCart([2]));
    function Badge() {
      return <output aria-label="cart count">{useCartCount()}</output>;
    }
    renderPage(
      <>
        <AccountOrderPage orderId={42} />
        <Badge />
      </>,
      '/account/order/42',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить заказ' }));
    expect(await screen.findByText('/cart')).toBeInTheDocument();
    expect(location(screen)).toBe('/cart');
    expect(screen.getByLabelText('cart count')).toHaveTextContent('2');
    expect(api.calls.find((call) => call.path === 'account/repeat-order')?.body).toEqual({ order_id: 42 });
  });

  it('says when the order could not be repeated', async () => {
    api.on('GET', 'account/order/42', { status: 200, order: order() });
    api.on('POST', 'account/repeat-order', { status: 400, error: 'not_found' });
    renderPage(<AccountOrderPage orderId={42} />, '/account/order/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить заказ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось добавить товары в корзину. Попробуйте ещё раз.');
    expect(location(screen)).toBe('/account/order/42');
  });

  it('offers no repeat for a gift card order: it bought no products to put back in the cart', async () => {
    api.on('GET', 'account/order/43', { status: 200, order: order({ id: 43, kind: 'giftcard', delivery_method: null, address: '', city: '', items: [] }) });
    renderPage(<AccountOrderPage orderId={43} />, '/account/order/43');
    expect(await screen.findByText(/^cart-checkout\/OrderDisplay of order 43/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все заказы' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить заказ' })).not.toBeInTheDocument();
  });

  it('says an unknown order, or another customer\'s, is not found', async () => {
    api.on('GET', 'account/order/9', { status: 400, error: 'not_found' });
    renderPage(<AccountOrderPage orderId={9} />, '/account/order/9');
    expect(await screen.findByText('Заказ не найден.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить заказ' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    act(() => initI18n({ language: 'en-gb' }));
    api.on('GET', 'account/order/9', { status: 400, error: 'not_found' });
    renderPage(<AccountOrderPage orderId={9} />, '/en/account/order/9');
    expect(await screen.findByText('Order not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/en/account/orders');
  });
});
